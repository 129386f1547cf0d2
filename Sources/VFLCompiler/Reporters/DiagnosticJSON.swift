import LayoutIR

/// Diagnostics as JSON, for tools: one object per diagnostic with its location, rule, notes and fixes.
public enum DiagnosticJSON {
    /// `{"diagnostics": [...], "errors": N, "warnings": N}`.
    public static func document(_ diagnostics: [LayoutDiagnostic]) -> JSONValue {
        .object([
            ("diagnostics", .array(diagnostics.map(value))),
            ("errors", .int(diagnostics.filter { $0.severity == .error }.count)),
            ("warnings", .int(diagnostics.filter { $0.severity == .warning }.count)),
        ])
    }

    /// One diagnostic.
    public static func value(_ diagnostic: LayoutDiagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        if let span = diagnostic.span { members.append(("location", location(span))) }
        if let rule = diagnostic.ruleID { members.append(("rule", .string(rule.rawValue))) }
        if !diagnostic.labels.isEmpty {
            members.append(("labels", .array(diagnostic.labels.map {
                .object([("message", .string($0.message)), ("location", location($0.span))])
            })))
        }
        if !diagnostic.notes.isEmpty {
            members.append(("notes", .array(diagnostic.notes.map { note in
                var fields: [(String, JSONValue)] = [("message", .string(note.message))]
                if let span = note.span { fields.append(("location", location(span))) }
                return .object(fields)
            })))
        }
        if !diagnostic.fixIts.isEmpty {
            members.append(("fixIts", .array(diagnostic.fixIts.map {
                .object([("message", .string($0.message)), ("replacement", .string($0.replacement)),
                         ("location", location($0.span))])
            })))
        }
        return .object(members)
    }

    /// `{"file", "line", "column", "offset", "length"}`.
    public static func location(_ span: SourceSpan) -> JSONValue {
        .object([
            ("file", .string(span.file)), ("line", .int(span.line)), ("column", .int(span.column)),
            ("offset", .int(span.offset)), ("length", .int(span.length)),
        ])
    }
}
