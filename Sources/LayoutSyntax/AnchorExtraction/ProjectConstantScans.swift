import LayoutIR

/// Byte-level looks for declarations of numbers, before a file is tokenized.
enum NumberDeclarationScan {
    static let numberTypes: [String] = ["CGFloat", "Double", "Float", "Int", "UILayoutPriority", "Priority", "NSInteger",
                                        "NSUInteger", "double", "float", "int", "NSTimeInterval", "TimeInterval",
                                        // Geometry whose members are numbers (`CGSize.avatarSize.width`).
                                        "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets"]

    /// Some `static let` / `static var` line names a number type, or starts its value with a
    /// digit, a sign or a parenthesis, or does arithmetic.
    static func hasNumericStatic(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        forEach("static ", in: bytes) { end in
            guard end + 4 <= bytes.count, matches(bytes, end, "let ") || matches(bytes, end, "var ") else { return false }
            // `private static let` stays in its file.
            let prefix = UnsafeBufferPointer(rebasing: bytes[lineStart(bytes, end)..<end])
            guard !contains(prefix, "private") else { return false }
            var lineEnd = end
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[end..<lineEnd])
            found = numberTypes.contains { contains(line, $0) } || valueLooksNumeric(line)
            return found
        }
        return found
    }

    /// Some `const` at file level (its line starts at column 0) sits next to a number type
    /// (`const CGFloat`, `CGFloat const`); in an implementation file, not a `static` one, which
    /// stays in its file.
    static func hasNumericConst(_ bytes: UnsafeBufferPointer<UInt8>, isHeader: Bool) -> Bool {
        var found = false
        forEach("const", in: bytes) { end in
            let start = end - 5
            let first = lineStart(bytes, start)
            guard first < bytes.count, bytes[first] != UInt8(ascii: " "), bytes[first] != UInt8(ascii: "\t"),
                  isHeader || !contains(UnsafeBufferPointer(rebasing: bytes[first..<start]), "static") else { return false }
            let before = word(bytes, endingAt: start), after = word(bytes, startingAt: end)
            found = numberTypes.contains(before) || numberTypes.contains(after)
            return found
        }
        return found
    }

    private static func lineStart(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        var start = index
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// Calls `body` with the index after each occurrence of `needle` until it returns true.
    private static func forEach(_ needle: String, in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        ByteSearch.forEachOccurrence(of: needle, in: bytes) { body($0 + needle.utf8.count) }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ text: String) -> Bool {
        ByteSearch.matches(bytes, at: at, text)
    }

    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard line.count >= pattern.count else { return false }
        return (0...(line.count - pattern.count)).contains { start in
            line[start] == pattern[0] && (1..<pattern.count).allSatisfy { line[start + $0] == pattern[$0] }
        }
    }

    private static func valueLooksNumeric(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else {
            // A computed property: `static var gutter: CGFloat { 8 }` names its type.
            return false
        }
        var index = equals + 1
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        guard index < line.count else { return false }
        let first = line[index]
        if (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-") || first == UInt8(ascii: "(") {
            return true
        }
        let rest = UnsafeBufferPointer(rebasing: line[index...])
        // `LayoutInsets(inset: 16)`: one of the app's structures built from numbers (``AppValueType``);
        // not UIKit's, Foundation's or Core Graphics' types (`UIColor(red: 0.2, …)` is everywhere).
        if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), let open = rest.firstIndex(of: UInt8(ascii: "(")),
           rest[..<open].allSatisfy({ isWordByte($0) }), !appleTypePrefixes.contains(where: { matches(rest, 0, $0) }),
           rest[open...].contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return true
        }
        return !rest.contains(UInt8(ascii: "\"")) && [" * ", " + ", " - ", " / "].contains { contains(rest, $0) }
    }

    private static let appleTypePrefixes = ["UI", "NS", "CG"]

    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> String {
        var stop = end
        while stop > 0, bytes[stop - 1] == UInt8(ascii: " ") || bytes[stop - 1] == UInt8(ascii: "\t") { stop -= 1 }
        var start = stop
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
    }

    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, startingAt begin: Int) -> String {
        var start = begin
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool { ByteSearch.isWordByte(byte) }
}

/// Property names, found on a file's bytes without tokenizing it: Swift `let` / `var`
/// declarations that do not start a line (members and locals, not file-level constants) and
/// Objective-C `@property` names. A comment or string may add a name; that only keeps a bare
/// name from being taken for a global constant, which is the safe side.
enum MemberNameScan {
    struct Result {
        var names: Set<String> = []
        /// A line starting with a declaration outside every type (`let`, `var`, `public let`, …).
        var hasFileLevelDeclaration = false
        /// `class Cell: BaseCell`: each class's first inherited type (its superclass, or a
        /// protocol, in which no member is then found).
        var superclasses: [String: String] = [:]
        /// Names assigned outside a declaration (`margin = 20`, `Layout.margin += 4`): the last
        /// name before `=` (or a compound `+=`, `-=`, `*=`, `/=`) that no `let` / `var` declares.
        var assigned: Set<String> = []
    }

    static func scan(_ bytes: [UInt8], language: SourceLanguage) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            switch language {
            case .swift: return swift(buffer)
            case .objectiveC:
                var result = Result(names: objectiveC(buffer), hasFileLevelDeclaration: false)
                superclasses(buffer, marker: "@interface ", into: &result)
                return result
            }
        }
    }

    private static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")

    private static func swift(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        var result = Result()
        superclasses(bytes, marker: "class ", into: &result)
        assignments(bytes, into: &result)
        var index = 1
        // `let ` / `var ` after a non-identifier byte: a declaration, unless it starts its line
        // (alone or after `public ` / `internal ` / `package `), which makes it file-level.
        while index + 4 < bytes.count {
            defer { index += 1 }
            guard bytes[index + 3] == space, bytes[index + 2] == UInt8(ascii: "t") || bytes[index + 2] == UInt8(ascii: "r") else { continue }
            let isLet = bytes[index] == UInt8(ascii: "l") && bytes[index + 1] == UInt8(ascii: "e") && bytes[index + 2] == UInt8(ascii: "t")
            let isVar = bytes[index] == UInt8(ascii: "v") && bytes[index + 1] == UInt8(ascii: "a") && bytes[index + 2] == UInt8(ascii: "r")
            guard isLet || isVar, !isIdentifier(bytes[index - 1]) else { continue }
            if startsLine(bytes, index) {
                result.hasFileLevelDeclaration = true
            } else if let name = identifier(bytes, at: index + 4) {
                result.names.insert(name)
            }
        }
        if bytes.count >= 4, startsLine(bytes, 0), bytes[3] == space,
           (bytes[0] == UInt8(ascii: "l") && bytes[1] == UInt8(ascii: "e") && bytes[2] == UInt8(ascii: "t"))
            || (bytes[0] == UInt8(ascii: "v") && bytes[1] == UInt8(ascii: "a") && bytes[2] == UInt8(ascii: "r")) {
            result.hasFileLevelDeclaration = true
        }
        return result
    }

    /// The names assigned with `=` or a compound assignment, read on the bytes: an `=` that is
    /// no part of `==`, `!=`, `<=`, `>=` or `===`, after a name that no `let` / `var` / `case`
    /// just before declares. Comments and strings are not skipped: a name they seem to assign
    /// only makes a variable vary, which is never a wrong value.
    private static func assignments(_ bytes: UnsafeBufferPointer<UInt8>, into result: inout Result) {
        let equals = UInt8(ascii: "=")
        var from = 1
        // Only the `=` signs are looked at, found with the C library's `memchr` (`ByteScanning`).
        while let index = ByteScanning.firstIndex(of: equals, in: bytes, from: from) {
            from = index + 1
            if index + 1 < bytes.count, bytes[index + 1] == equals { from = index + 2; continue }
            var end = index - 1
            let previous = bytes[end]
            if previous == equals || previous == UInt8(ascii: "!") || previous == UInt8(ascii: "<") || previous == UInt8(ascii: ">") {
                continue
            }
            if previous == UInt8(ascii: "+") || previous == UInt8(ascii: "-") || previous == UInt8(ascii: "*") || previous == UInt8(ascii: "/") {
                end -= 1
            }
            while end >= 0, bytes[end] == space { end -= 1 }
            guard end >= 0, isIdentifier(bytes[end]) else { continue }
            var start = end
            while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
            guard !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { continue }
            // The word before: a declaration keyword makes this a declaration's initial value.
            // Compared on the bytes (no text equals these ASCII words but their own bytes), and
            // the name made only for an assignment.
            var before = start - 1
            while before >= 0, bytes[before] == space { before -= 1 }
            var wordStart = before
            while wordStart > 0, isIdentifier(bytes[wordStart - 1]) { wordStart -= 1 }
            if before >= 0, isIdentifier(bytes[before]) {
                let word = UnsafeBufferPointer(rebasing: bytes[wordStart...before])
                if declarationKeywords.contains(where: { word.elementsEqual($0) }) { continue }
            }
            result.assigned.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self))
        }
    }

    /// The words before a name that make its `=` a declaration's initial value, as bytes.
    private static let declarationKeywords: [[UInt8]] = ["let", "var", "case"].map { Array($0.utf8) }

    /// `class Name: Super` (also `final class`, `open class`; `marker` "class "), or Objective-C's
    /// `@interface Name : Super` (`marker` "@interface "; a class extension or category,
    /// `@interface Name ()`, names none), read on the bytes; an Objective-C superclass with no
    /// lowercase letter is taken for a macro and left out.
    private static func superclasses(_ bytes: UnsafeBufferPointer<UInt8>, marker: String, into result: inout Result) {
        ByteSearch.forEachOccurrence(of: marker, in: bytes) { index in
            guard index == 0 || !isIdentifier(bytes[index - 1]) else { return false }
            var cursor = index + marker.utf8.count
            while cursor < bytes.count, bytes[cursor] == space { cursor += 1 }
            guard let name = identifier(bytes, at: cursor) else { return false }
            cursor += name.utf8.count
            while cursor < bytes.count, bytes[cursor] == space { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return false }
            cursor += 1
            while cursor < bytes.count, bytes[cursor] == space { cursor += 1 }
            // An all-capitals word is a macro by C's convention (`@interface InfoVC : ROOTCONTROLLER`,
            // `#define ROOTCONTROLLER UIViewController` under an `#if`): not a class's name.
            if let superclass = identifier(bytes, at: cursor), superclass.first?.isUppercase == true,
               marker == "class " || superclass.contains(where: \.isLowercase) {
                result.superclasses[name] = superclass
            }
            return false
        }
    }

    /// `@property (nonatomic) CGFloat padding;`: the last identifier before the `;`.
    private static func objectiveC(_ bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var names: Set<String> = []
        let marker = Array("@property".utf8)
        var index = 0
        while index + marker.count < bytes.count {
            defer { index += 1 }
            guard bytes[index] == marker[0], (1..<marker.count).allSatisfy({ bytes[index + $0] == marker[$0] }) else { continue }
            var end = index + marker.count
            while end < bytes.count, end < index + 400, bytes[end] != UInt8(ascii: ";") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { continue }
            var start = end
            while start > index, isIdentifier(bytes[start - 1]) { start -= 1 }
            if start < end { names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
            index = end
        }
        return names
    }

    /// True when only `public ` / `internal ` / `package ` (or nothing) stands between the
    /// start of the line, at column 0, and `index`.
    private static func startsLine(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        if index == 0 || bytes[index - 1] == newline { return true }
        guard bytes[index - 1] == space else { return false }
        var start = index - 1
        while start > 0, bytes[start - 1] != newline, index - start < 10 { start -= 1 }
        guard start == 0 || bytes[start - 1] == newline else { return false }
        let prefix = UnsafeBufferPointer(rebasing: bytes[start..<index])
        return ["public ", "internal ", "package "].contains { prefix.elementsEqual($0.utf8) }
    }

    private static func identifier(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> String? {
        var end = start
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        guard end > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// A name's byte, Swift's non-ASCII letters included.
    private static func isIdentifier(_ byte: UInt8) -> Bool { ByteSearch.isWordByte(byte) || byte >= 0x80 }
}
