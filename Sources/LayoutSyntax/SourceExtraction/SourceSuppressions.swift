import LayoutIR

/// The `// vflc:disable …` comments of a Swift or Objective-C file, as lines → rules, read with
/// the same rules as in `.layout` files: a comment alone on its line covers the next line, one
/// after code covers its own line, `vflc:disable:next-line` always the next line, and one above
/// the file's first line of code (among the header comments) the whole file.
enum SourceSuppressions {
    static func read(_ file: SourceFile) -> (disabled: [Int: Set<RuleID>], warnings: [LayoutDiagnostic]) {
        let bytes = file.bytes
        var disabled: [Int: Set<RuleID>] = [:]
        var warnings: [LayoutDiagnostic] = []
        guard ByteSearch.contains(bytes, SuppressionComment.marker) else { return (disabled, warnings) }
        let marker = Array(SuppressionComment.marker.utf8)
        var index = 0
        var sawCode = false
        var lineStart = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if !isBlankOrComment(bytes[lineStart..<index]) { sawCode = true }
                lineStart = index + 1
                index += 1
                continue
            }
            guard bytes[index] == marker[0], index + marker.count <= bytes.count,
                  bytes[index..<(index + marker.count)].elementsEqual(marker),
                  let slashes = commentStart(bytes, lineStart: lineStart, before: index) else { index += 1; continue }
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let text = String(decoding: bytes[slashes..<end], as: UTF8.self)
            if let (comment, found) = SuppressionComment.read(text[...], at: slashes, in: file) {
                warnings += found
                let line = file.location(of: slashes).line
                let standsAlone = bytes[lineStart..<slashes].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                if standsAlone, !sawCode, !comment.nextLine {
                    disabled.disable(comment.rules, on: 0)
                } else {
                    disabled.disable(comment.rules, on: standsAlone || comment.nextLine ? line + 1 : line)
                }
            }
            index = end
        }
        return (disabled, warnings)
    }

    /// The `//` that starts a line comment holding `position`, if the text before it on the line
    /// is not inside a string literal (an even number of quotes).
    private static func commentStart(_ bytes: [UInt8], lineStart: Int, before position: Int) -> Int? {
        var quotes = 0
        var index = lineStart
        while index + 1 < position {
            if bytes[index] == UInt8(ascii: "\""), index == lineStart || bytes[index - 1] != UInt8(ascii: "\\") { quotes += 1 }
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/"), quotes % 2 == 0 { return index }
            index += 1
        }
        return nil
    }

    private static func isBlankOrComment(_ line: ArraySlice<UInt8>) -> Bool {
        let text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        guard let first = text.first else { return true }
        if first == UInt8(ascii: "/"), text.dropFirst().first == UInt8(ascii: "/") || text.dropFirst().first == UInt8(ascii: "*") { return true }
        // The inside and end of a block comment.
        return first == UInt8(ascii: "*")
    }
}
