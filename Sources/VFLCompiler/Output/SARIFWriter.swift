import LayoutIR
import LayoutCheck

/// Diagnostics as a SARIF 2.1.0 log, the format code-scanning services read: one run with
/// vflc's rule metadata, one result per diagnostic, notes as related locations, fix-its as fixes.
public enum SARIFWriter {
    /// Rules that are not lint rules but still appear as `ruleId`s (syntax and typing errors).
    public static let builtInRules: [LintRule] = [
        LintRule(id: "vfl-syntax", severity: .error,
                 summary: "A Visual Format Language string that NSLayoutConstraint would reject at run time.",
                 help: "Fix the format; Apple throws NSInvalidArgumentException 'Unable to parse constraint format'."),
        LintRule(id: "layout-syntax", severity: .error, summary: "A .layout file that does not follow the grammar.",
                 help: "See Grammar/layout.ebnf."),
        LintRule(id: ConstraintTyping.ruleID, severity: .error,
                 summary: "A constraint that UIKit refuses to create (or that is almost surely a mistake).",
                 help: "Relate compatible attributes: locations to locations on the same axis, sizes to sizes."),
    ]

    /// The SARIF log for `diagnostics`; `rules` defaults to every rule vflc knows.
    public static func log(_ diagnostics: [LayoutDiagnostic], rules: [LintRule] = builtInRules + LintRule.all) -> JSONValue {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let driver: JSONValue = .object([
            ("name", .string("vflc")),
            ("version", .string(vflcVersion)),
            ("rules", .array(rules.map(ruleDescriptor))),
        ])
        let results = diagnostics.filter { $0.severity != .note }.map { result($0, ruleIndex: ruleIndex) }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ])
    }

    private static func ruleDescriptor(_ rule: LintRule) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(rule.help))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
        ])
    }

    private static func result(_ diagnostic: LayoutDiagnostic, ruleIndex: [String: Int]) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let rule = diagnostic.ruleID {
            members.append(("ruleId", .string(rule)))
            if let index = ruleIndex[rule] { members.append(("ruleIndex", .int(index))) }
        }
        members.append(("level", .string(level(diagnostic.severity))))
        let noteText = diagnostic.notes.filter { $0.span == nil }.map { "\n" + $0.message }.joined()
        members.append(("message", .object([("text", .string(diagnostic.message + noteText))])))
        if let span = diagnostic.span {
            members.append(("locations", .array([location(span, message: nil)])))
        }
        let related = diagnostic.notes.compactMap { note in note.span.map { location($0, message: note.message) } }
            + diagnostic.labels.map { location($0.span, message: $0.message) }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        if !diagnostic.fixIts.isEmpty {
            members.append(("fixes", .array(diagnostic.fixIts.map { fix in
                .object([
                    ("description", .object([("text", .string(fix.message))])),
                    ("artifactChanges", .array([.object([
                        ("artifactLocation", .object([("uri", .string(fix.span.file))])),
                        ("replacements", .array([.object([
                            ("deletedRegion", region(fix.span)),
                            ("insertedContent", .object([("text", .string(fix.replacement))])),
                        ])])),
                    ])])),
                ])
            })))
        }
        return .object(members)
    }

    private static func location(_ span: SourceSpan, message: String?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(span.file))])),
                ("region", region(span)),
            ])),
        ]
        if let message { members.append(("message", .object([("text", .string(message))]))) }
        return .object(members)
    }

    private static func region(_ span: SourceSpan) -> JSONValue {
        .object([
            ("startLine", .int(span.line)), ("startColumn", .int(span.column)),
            ("charOffset", .int(span.offset)), ("charLength", .int(span.length)),
        ])
    }

    private static func level(_ severity: LayoutDiagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .note: return "note"
        }
    }
}
