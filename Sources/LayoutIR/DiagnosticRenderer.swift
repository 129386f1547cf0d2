/// Renders diagnostics as text in the style of swiftc and rustc:
///
/// ```
/// Login.layout:12:18: error: 'userFeild' is not a view on this screen
///    12 |     H:|-pad-[userLabel]-[userFeild]-pad-|
///       |                         ^~~~~~~~~ did you mean 'userField'?
///  note: …
/// ```
///
/// The renderer needs the source text to quote lines; it is given a lookup from path to file.
public struct DiagnosticRenderer: Sendable {
    /// Files by path, for quoting source lines.
    public var files: [String: SourceFile]

    /// A renderer that can quote lines of `files`; a diagnostic about any other file is
    /// rendered without its source excerpt.
    public init(files: [SourceFile]) {
        var byPath: [String: SourceFile] = [:]
        for file in files { byPath[file.path] = file }
        self.files = byPath
    }

    /// The full text rendering of one diagnostic, ending in a newline.
    public func render(_ diagnostic: LayoutDiagnostic) -> String {
        var out = diagnostic.description + "\n"
        if let span = diagnostic.span, let file = files[span.file] {
            // Labels on the primary line share its excerpt; others get one of their own.
            let sameLine = diagnostic.labels.filter { $0.span.file == span.file && $0.span.line == span.line }
            out += excerpt(of: file, line: span.line,
                           marks: [Mark(span: span, marker: "^", message: nil)]
                               + sameLine.map { Mark(span: $0.span, marker: "-", message: $0.message) })
            for label in diagnostic.labels where !sameLine.contains(label) {
                if let labelFile = files[label.span.file] {
                    out += excerpt(of: labelFile, line: label.span.line,
                                   marks: [Mark(span: label.span, marker: "-", message: label.message)])
                }
            }
        }
        for note in diagnostic.notes {
            if let span = note.span {
                out += "\(span): note: \(note.message)\n"
                if let file = files[span.file] {
                    out += excerpt(of: file, line: span.line, marks: [Mark(span: span, marker: "^", message: nil)])
                }
            } else {
                out += "  note: \(note.message)\n"
            }
        }
        for fix in diagnostic.fixIts {
            out += render(fix)
        }
        return out
    }

    /// A fix-it: where it applies, what it does, and the line as it would read after it, with
    /// the new text marked — so a reader sees the result instead of working it out.
    func render(_ fix: DiagnosticFixIt) -> String {
        let span = fix.span
        let action = span.length == 0 ? "insert '\(fix.replacement)'" : "replace with '\(fix.replacement)'"
        guard let file = files[span.file] else {
            return "  fix-it: \(fix.message): \(action)\n"
        }
        var out = "\(span): fix-it: \(fix.message): \(action)\n"
        let lineBytes = Array(file.lineText(span.line).utf8)
        let start = span.column - 1
        let replacementBytes = Array(fix.replacement.utf8)
        // A fix that spans lines, or a line too long to quote, is described but not previewed.
        guard start >= 0, start + span.length <= lineBytes.count, !fix.replacement.contains("\n"),
              lineBytes.count + replacementBytes.count <= DiagnosticRenderer.maximumExcerptWidth else { return out }
        let fixed = String(decoding: lineBytes[..<start] + replacementBytes + lineBytes[(start + span.length)...], as: UTF8.self)
        var indent = ""
        for byte in lineBytes[..<start] where byte & 0xC0 != 0x80 {
            indent += byte == UInt8(ascii: "\t") ? "\t" : " "
        }
        let gutter = String(span.line)
        let pad = String(repeating: " ", count: gutter.count)
        out += " \(gutter) | \(fixed)\n"
        // '+' marks inserted text, '~' text that replaces what was there.
        let marker = span.length == 0 ? "+" : "~"
        out += " \(pad) | \(indent)\(String(repeating: marker, count: max(1, fix.replacement.count)))\n"
        return out
    }

    /// Renders every diagnostic, in order.
    public func render(_ diagnostics: [LayoutDiagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// One underlined span in an excerpt: `^~~~` for the primary span, `----` for labels.
    private struct Mark {
        var span: SourceSpan
        var marker: Character
        var message: String?
    }

    /// The source line with its gutter, one row of underlines, and a row per labelled mark.
    /// Lines longer than this are shown as a window around the marks, so a minified or
    /// generated one-line file does not flood the terminal.
    static let maximumExcerptWidth = 160

    private func excerpt(of file: SourceFile, line: Int, marks: [Mark]) -> String {
        var lineText = file.lineText(line)
        var marks = marks
        let fullBytes = Array(lineText.utf8)
        if fullBytes.count > DiagnosticRenderer.maximumExcerptWidth {
            let firstColumn = marks.map(\.span.column).min() ?? 1
            let start = max(0, min(firstColumn - 1 - 40, fullBytes.count - DiagnosticRenderer.maximumExcerptWidth))
            let end = min(fullBytes.count, start + DiagnosticRenderer.maximumExcerptWidth)
            let prefix = start > 0 ? "..." : ""
            lineText = prefix + String(decoding: fullBytes[start..<end], as: UTF8.self) + (end < fullBytes.count ? "..." : "")
            marks = marks.map { mark in
                var moved = mark
                moved.span.column = max(1, mark.span.column - start + prefix.count)
                moved.span.length = max(0, min(mark.span.length, end - (mark.span.column - 1)))
                return moved
            }
        }
        let gutter = String(line)
        let pad = String(repeating: " ", count: gutter.count)
        let lineBytes = Array(lineText.utf8)
        // Columns count bytes; measure the display column from the line's own bytes so tabs and
        // multi-byte characters line up.
        func displayColumn(_ byteColumn: Int) -> (indent: String, width: Int) {
            let prefixCount = min(max(0, byteColumn - 1), lineBytes.count)
            var indent = ""
            var width = 0
            for byte in lineBytes[0..<prefixCount] {
                if byte == UInt8(ascii: "\t") { indent += "\t"; width += 1 }
                else if byte & 0xC0 != 0x80 { indent += " "; width += 1 }
            }
            return (indent, width)
        }
        var underline: [Character] = []
        var indentPrefix = ""
        var rows: [String] = []
        for mark in marks.sorted(by: { $0.span.column > $1.span.column }) {
            let (indent, start) = displayColumn(mark.span.column)
            let available = max(1, lineBytes.count - min(lineBytes.count, mark.span.column - 1))
            let length = max(1, min(mark.span.length, available))
            while underline.count < start + length { underline.append(" ") }
            for k in 0..<length where underline[start + k] == " " || mark.marker == "^" {
                underline[start + k] = k == 0 || mark.marker != "^" ? mark.marker : "~"
            }
            if start == 0 || indentPrefix.isEmpty || indent.count < indentPrefix.count { indentPrefix = indent }
            if let message = mark.message { rows.append(" \(pad) | \(indent)\(message)\n") }
        }
        // Keep tabs from the source in front of the first mark so the underline lines up.
        let tabs = indentPrefix.prefix { $0 == "\t" || $0 == " " }
        var underlineText = String(underline)
        if tabs.contains("\t") {
            underlineText = String(tabs) + String(underline.dropFirst(tabs.count))
        }
        while underlineText.last == " " { underlineText.removeLast() }
        var out = " \(gutter) | \(lineText)\n"
        out += " \(pad) | \(underlineText)\n"
        out += rows.reversed().joined()
        return out
    }
}
