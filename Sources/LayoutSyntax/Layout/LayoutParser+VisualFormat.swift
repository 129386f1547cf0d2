import LayoutIR

extension LayoutFileParser {
    /// A VFL line (placeholder until the VFL parser lands).
    func parseVisualFormatStatement() {
        let raw = lexer.scanVisualFormat(from: token.offset)
        error("VFL lines are not supported yet", at: file.span(offset: raw.offset, length: raw.length))
        token = lexer.next()
        endStatement("the VFL line")
    }
}
