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

    public init(files: [SourceFile]) {
        var byPath: [String: SourceFile] = [:]
        for file in files { byPath[file.path] = file }
        self.files = byPath
    }

    /// The full text rendering of one diagnostic, ending in a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = diagnostic.description + "\n"
        if let span = diagnostic.span, let file = files[span.file] {
            out += excerpt(of: file, span: span, label: nil)
            for label in diagnostic.labels where label.span.file == span.file {
                out += excerpt(of: file, span: label.span, label: label.message, marker: "-")
            }
        }
        for note in diagnostic.notes {
            if let span = note.span {
                out += "\(span): note: \(note.message)\n"
                if let file = files[span.file] { out += excerpt(of: file, span: span, label: nil) }
            } else {
                out += "  note: \(note.message)\n"
            }
        }
        for fix in diagnostic.fixIts {
            out += "  fix-it: \(fix.message): replace with '\(fix.replacement)'\n"
        }
        return out
    }

    /// Renders every diagnostic, in order.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func excerpt(of file: SourceFile, span: SourceSpan, label: String?, marker: Character = "^") -> String {
        let lineText = file.lineText(span.line)
        let gutter = String(span.line)
        let pad = String(repeating: " ", count: gutter.count)
        // Columns count bytes; rebuild the indentation from the line's own bytes so tabs line up.
        let lineBytes = Array(lineText.utf8)
        let prefixCount = min(max(0, span.column - 1), lineBytes.count)
        var indent = ""
        var index = 0
        while index < prefixCount {
            let byte = lineBytes[index]
            if byte == UInt8(ascii: "\t") {
                indent += "\t"
            } else if byte & 0xC0 != 0x80 {  // count one column per character, not per byte
                indent += " "
            }
            index += 1
        }
        let lineEnd = lineBytes.count
        let visibleLength = max(1, min(span.length, max(1, lineEnd - prefixCount)))
        var underline = String(marker)
        if visibleLength > 1 { underline += String(repeating: marker == "^" ? "~" : "-", count: visibleLength - 1) }
        var out = " \(gutter) | \(lineText)\n"
        out += " \(pad) | \(indent)\(underline)"
        if let label { out += " \(label)" }
        out += "\n"
        return out
    }
}
