/// Reads one constraint description, the text between `<` and `>`:
///
/// `Class:0xADDRESS[@File.swift#42] [h=--& v=--&] ['identifier'] body[(LTR)] [   (active, names: …)]`
///
/// The body is VFL-shaped (`H:[a]-(8)-[b]`, `V:[v(44)]`) or an equation (`a.top == b.bottom + 8`,
/// `a.width == 0.5*b.width`, `(a.x - b.x) == 0.5*(c.x - d.x)`); see ``ConsoleLogReader``.
struct ConsoleLogItemParser {
    let item: ConsoleLogItemText
    let file: SourceFile
    private(set) var diagnostics: [LayoutDiagnostic] = []
    let bytes: [UInt8]

    init(item: ConsoleLogItemText, file: SourceFile) {
        self.item = item
        self.file = file
        self.bytes = item.bytes
    }

    /// A failure at a byte of the item.
    struct Failure: Error {
        var index: Int
        var message: String
        var note: String?
    }

    /// Parses the item; `nil` (with a diagnostic) when it cannot be read.
    mutating func parse(views: inout ConsoleLogViewTable) -> ConsoleLogConstraint? {
        do {
            return try parseItem(views: &views)
        } catch let failure as Failure {
            let offset = item.fileOffset(failure.index)
            var notes: [DiagnosticNote] = []
            if let note = failure.note { notes.append(DiagnosticNote(note)) }
            notes.append(DiagnosticNote("this constraint is left out; the others are still explained"))
            diagnostics.append(LayoutDiagnostic(severity: .error, message: failure.message,
                                                span: file.span(offset: offset, length: 1), notes: notes))
            return nil
        } catch {
            return nil
        }
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private func starts(with needle: String, at index: Int) -> Bool {
        guard index >= 0, index + needle.utf8.count <= bytes.count else { return false }
        var position = index
        for byte in needle.utf8 {
            if bytes[position] != byte { return false }
            position += 1
        }
        return true
    }

    private func skipSpaces(_ index: inout Int, limit: Int? = nil) {
        let end = limit ?? bytes.count
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    private mutating func parseItem(views: inout ConsoleLogViewTable) throws -> ConsoleLogConstraint {
        var index = 0
        // `< NSLayoutConstraint:…` with the bracket set apart by the paste.
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        // SnapKit 0.x wraps the constraint's own description in a second `<…>`.
        let snapKitZero = index < bytes.count && bytes[index] == UInt8(ascii: "<")
        if snapKitZero { index += 1 }
        let kindStart = index
        while index < bytes.count, bytes[index].isClassNameByte { index += 1 }
        guard index > kindStart, index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw Failure(index: index, message: "expected a constraint class such as 'NSLayoutConstraint:0x…'")
        }
        let kind = text(kindStart..<index)
        index += 1
        // NSObject's own description, `<NSLayoutConstraint: 0x…>`, with the body after it (an
        // override of -description that calls super first): a space before the address.
        let objectDescription = index + 2 < bytes.count && bytes[index] == 0x20 && starts(with: "0x", at: index + 1)
        if objectDescription { index += 1 }
        var address: String?
        let addressStart = index
        while index < bytes.count, bytes[index] != 0x20, bytes[index] != UInt8(ascii: "@"), bytes[index] != UInt8(ascii: ">") {
            index += 1
        }
        let rawAddress = text(addressStart..<index)
        if rawAddress.hasPrefix("0x") {
            guard rawAddress.count > 2, rawAddress.utf8.dropFirst(2).allSatisfy(\.isHexDigit) else {
                throw Failure(index: addressStart, message: "'\(rawAddress)' is not a hexadecimal address",
                              note: "addresses are printed as 0x followed by hexadecimal digits")
            }
            address = rawAddress.lowercased()
        }
        var sourceLabel: String?
        if index < bytes.count, bytes[index] == UInt8(ascii: "@") {
            // `@File.swift#42`, possibly an absolute path with spaces: up to `#digits `.
            let labelStart = index + 1
            var look = labelStart
            var end: Int?
            while look < bytes.count {
                if bytes[look] == UInt8(ascii: "#") {
                    var digits = look + 1
                    while digits < bytes.count, bytes[digits].isDecimalDigit { digits += 1 }
                    if digits > look + 1, digits == bytes.count || bytes[digits] == 0x20 { end = digits; break }
                }
                look += 1
            }
            guard let end else { throw Failure(index: index, message: "expected 'File.swift#line' after '@'") }
            sourceLabel = text(labelStart..<end)
            index = end
        }
        if snapKitZero || (objectDescription && index < bytes.count && bytes[index] == UInt8(ascii: ">")) {
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            index += 1
        }
        skipSpaces(&index)
        var mask: String?
        if starts(with: "h=", at: index), index + 12 <= bytes.count, starts(with: " v=", at: index + 5) {
            mask = text(index..<index + 11)
            index += 11
            skipSpaces(&index)
        }
        var identifier: String?
        if index < bytes.count, bytes[index] == UInt8(ascii: "'") {
            var close = index + 1
            while close < bytes.count, !(bytes[close] == UInt8(ascii: "'") && (close + 1 == bytes.count || bytes[close + 1] == 0x20)) {
                close += 1
            }
            guard close < bytes.count else { throw Failure(index: index, message: "the identifier has no closing quote") }
            identifier = text(index + 1..<close)
            index = close + 1
            skipSpaces(&index)
        }
        // The info suffix: `   (active)`, `(active, names: …)`, `(Names: …)`, `(inactive)`.
        var bodyEnd = bytes.count
        var names: [(key: String, className: String?, address: String)] = []
        for marker in ["(active", "(inactive", "(Names:", "(names:"] {
            if let found = lastIndex(of: marker, from: index) { bodyEnd = min(bodyEnd, found) }
        }
        if bodyEnd < bytes.count {
            names = parseNames(bodyEnd..<bytes.count)
        }
        for entry in names where entry.key != "'|'" {
            views.alias(entry.key, address: entry.address)
        }
        var superview: String?
        if let bar = names.first(where: { $0.key == "'|'" }) {
            superview = views.view(className: bar.className ?? "UIView", address: bar.address, label: nil)
        }
        var body = trimmedRange(index..<bodyEnd)
        // A pair of the items' names that some debugging categories append (`H:[UIView:0x…]-(0)-|
        // ((null), (null))`): no Visual Format body or equation ends in a parenthesised pair.
        if let pair = trailingNamePair(body) { body = trimmedRange(body.lowerBound..<pair) }
        // `(null)`: the constraint's own description was nil, its text is lost.
        if text(body) == "(null)" {
            throw Failure(index: body.lowerBound, message: "the log printed '(null)' for this constraint: its text is lost",
                          note: "UIKit could not describe it (a constraint being deallocated, or a category that overrides -description)")
        }
        // Suffixes after the body: `priority:250`, `Hug:250 CompressionResistance:750`, `(LTR)`.
        var priority = Priority.required
        if let found = lastIndex(of: " priority:", from: body.lowerBound, before: body.upperBound) {
            let value = text(found + 10..<body.upperBound)
            if let number = Double(value.trimmingSpaces), let parsed = Priority(Float(number)) { priority = parsed }
            body = trimmedRange(body.lowerBound..<found)
        }
        if let found = lastIndex(of: " Hug:", from: body.lowerBound, before: body.upperBound) {
            body = trimmedRange(body.lowerBound..<found)
        }
        var mirrored = false
        for suffix in ["(LTR)", "(RTL)"] where body.count >= 5 && starts(with: suffix, at: body.upperBound - 5) {
            mirrored = suffix == "(RTL)"
            body = trimmedRange(body.lowerBound..<body.upperBound - 5)
        }
        guard !body.isEmpty else { throw Failure(index: index, message: "the constraint has no body") }
        var sides = ConsoleLogSides(bytes: bytes, views: views, superview: superview, mirrored: mirrored)
        let parsed: ConsoleLogLinear
        if body.count >= 2, bytes[body.lowerBound] == UInt8(ascii: "H") || bytes[body.lowerBound] == UInt8(ascii: "V"),
           bytes[body.lowerBound + 1] == UInt8(ascii: ":") {
            parsed = try sides.visualFormat(body)
        } else {
            parsed = try sides.equation(body)
        }
        views = sides.views
        if let extra = parsed.priority { priority = extra }
        let role = ConsoleLogRoles.role(kind: kind, identifier: identifier, views: parsed.terms.map(\.operand.view),
                                        table: views)
        let span = file.span(offset: item.startOffset, length: item.endOffset - item.startOffset)
        let bodyText = text(body)
        let constraint = ConsoleLogRoles.irConstraint(parsed, identifier: identifier, span: span, role: role,
                                                      kind: kind, body: bodyText)
        return ConsoleLogConstraint(kind: kind, address: address, sourceLabel: sourceLabel, autoresizingMask: mask,
                                    identifier: identifier, text: item.text, body: bodyText, role: role,
                                    terms: parsed.terms, constant: parsed.constant, relation: parsed.relation,
                                    priority: priority, constraint: constraint, span: span)
    }

    /// Where a trailing `(a, b)` starts, each of `a`, `b` a name or `(null)`; `nil` when the body
    /// does not end in one.
    private func trailingNamePair(_ body: Range<Int>) -> Int? {
        guard body.count > 4, bytes[body.upperBound - 1] == UInt8(ascii: ")") else { return nil }
        var depth = 0
        var index = body.upperBound - 1
        var commas = 0
        while index > body.lowerBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: ")") { depth += 1 }
            else if byte == UInt8(ascii: "(") {
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: ","), depth == 1 { commas += 1 }
            else if depth == 1, !(byte.isClassNameByte || byte == 0x20) { return nil }
            index -= 1
        }
        guard depth == 0, commas == 1, index > body.lowerBound else { return nil }
        let inner = text((index + 1)..<(body.upperBound - 1)).split(separator: ",").map { String($0).trimmingSpaces }
        guard inner.count == 2, inner.allSatisfy({ $0 == "(null)" || (!$0.isEmpty && !$0.contains(" ")) }) else { return nil }
        return index
    }

    private func trimmedRange(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return start..<end
    }

    private func lastIndex(of needle: String, from: Int, before: Int? = nil) -> Int? {
        let needle = Array(needle.utf8)
        var index = (before ?? bytes.count) - needle.count
        while index >= from {
            if bytes.matches(needle, at: index) { return index }
            index -= 1
        }
        return nil
    }

    /// `names: '|':UIView:0x…, alias:0x…, Class:0x….attr:0x…` → entries.
    private func parseNames(_ range: Range<Int>) -> [(key: String, className: String?, address: String)] {
        var info = text(range)
        guard let colon = info.firstIndex(of: ":") else { return [] }
        info = String(info[info.index(after: colon)...])
        if info.hasSuffix(")") { info.removeLast() }
        var entries: [(String, String?, String)] = []
        for piece in info.splitting(on: ", ") {
            let entry = Array(piece.trimmingSpaces.utf8)
            // The address is after the last `:0x`; a key may itself hold colons (`urn:li:…`).
            var hex = entry.count - 3
            while hex >= 0, !(entry[hex] == UInt8(ascii: ":") && entry[hex + 1] == UInt8(ascii: "0") && entry[hex + 2] == UInt8(ascii: "x")) {
                hex -= 1
            }
            guard hex >= 0 else { continue }
            // A view printed with its text (`'|':UITableViewCellContentView:0x7f…'FeedCell'`)
            // carries it after the address: the address is the hex digits alone.
            var digitsEnd = hex + 3
            while digitsEnd < entry.count, entry[digitsEnd].isHexDigit { digitsEnd += 1 }
            guard digitsEnd > hex + 3, digitsEnd == entry.count || entry[digitsEnd] == UInt8(ascii: "'") else { continue }
            let address = String(decoding: entry[(hex + 1)..<digitsEnd], as: UTF8.self)
            let before = String(decoding: entry[..<hex], as: UTF8.self)
            if before.hasPrefix("'|':") {
                entries.append(("'|'", String(before.dropFirst(4)), address))
            } else {
                entries.append((before, nil, address))
            }
        }
        return entries
    }
}

extension String {
    /// Pieces between occurrences of `separator`.
    func splitting(on separator: String) -> [String] {
        let text = Array(utf8)
        let mark = Array(separator.utf8)
        var pieces: [String] = []
        var start = 0
        var index = 0
        while index + mark.count <= text.count {
            if text.matches(mark, at: index) {
                pieces.append(String(decoding: text[start..<index], as: UTF8.self))
                index += mark.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: text[start...], as: UTF8.self))
        return pieces
    }

    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
