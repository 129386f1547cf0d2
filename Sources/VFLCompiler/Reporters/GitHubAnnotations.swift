import LayoutIR

/// Diagnostics as GitHub Actions workflow commands (`::error file=…,line=…::message`),
/// which show up as annotations on the pull request's diff.
public enum GitHubAnnotations {
    /// One workflow command per diagnostic (notes are folded into the message).
    public static func render(_ diagnostics: [LayoutDiagnostic]) -> String {
        diagnostics.filter { $0.severity != .note }.map(command).joined()
    }

    static func command(_ diagnostic: LayoutDiagnostic) -> String {
        let kind: String
        switch diagnostic.severity {
        case .error: kind = "error"
        case .warning: kind = "warning"
        case .info, .note: kind = "notice"
        }
        var properties: [String] = []
        if let span = diagnostic.span {
            properties.append("file=\(escapeProperty(span.file))")
            properties.append("line=\(span.line)")
            properties.append("col=\(span.column)")
            if span.length > 0 { properties.append("endColumn=\(span.column + span.length)") }
        }
        if let rule = diagnostic.ruleID { properties.append("title=\(escapeProperty(rule.rawValue))") }
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\nnote: \(note.message)" }
        let head = properties.isEmpty ? "::\(kind)" : "::\(kind) \(properties.joined(separator: ","))"
        return "\(head)::\(escapeData(message))\n"
    }

    /// Escapes a message as the runner expects (`%`, CR and LF).
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Escapes a property value (also `:` and `,`).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced (standard library only).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
