extension LayoutDiagnostic {
/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .info: return 1
        case .warning: return 2
        case .error: return 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
}

/// A replacement of a span's text, offered as a fix.
public struct DiagnosticFixIt: Sendable, Hashable {
    /// The text to replace (a zero-length span inserts).
    public var span: SourceSpan
    /// The new text.
    public var replacement: String
    /// What the fix does, in a few words ("lower the priority to 999").
    public var message: String

    public init(span: SourceSpan, replacement: String, message: String) {
        self.span = span
        self.replacement = replacement
        self.message = message
    }
}

/// A secondary span with a short label, drawn under the source next to the primary caret.
public struct DiagnosticLabel: Sendable, Hashable {
    public var span: SourceSpan
    public var message: String

    public init(span: SourceSpan, message: String) {
        self.span = span
        self.message = message
    }
}

/// A note attached to a diagnostic: advice, or a pointer to a related place.
public struct DiagnosticNote: Sendable, Hashable {
    public var message: String
    /// Where the note points, if anywhere.
    public var span: SourceSpan?

    public init(_ message: String, span: SourceSpan? = nil) {
        self.message = message
        self.span = span
    }
}

/// A message about the user's text: an error, warning, info or note with a primary span,
/// optional labels, notes and fix-its, and (for lint rules) a stable rule identifier.
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public var severity: LayoutDiagnostic.Severity
    public var message: String
    /// The primary location; `nil` only for diagnostics about no particular text.
    public var span: SourceSpan?
    /// Secondary spans.
    public var labels: [DiagnosticLabel]
    public var notes: [DiagnosticNote]
    public var fixIts: [DiagnosticFixIt]
    /// The rule this diagnostic belongs to (``RuleRegistry`` has its metadata).
    public var ruleID: RuleID?

    public init(severity: LayoutDiagnostic.Severity, message: String, span: SourceSpan?,
                labels: [DiagnosticLabel] = [], notes: [DiagnosticNote] = [],
                fixIts: [DiagnosticFixIt] = [], ruleID: RuleID? = nil) {
        self.severity = severity
        self.message = message
        self.span = span
        self.labels = labels
        self.notes = notes
        self.fixIts = fixIts
        self.ruleID = ruleID
    }

    public static func error(_ message: String, at span: SourceSpan?, notes: [DiagnosticNote] = [],
                             fixIts: [DiagnosticFixIt] = [], ruleID: RuleID? = nil) -> LayoutDiagnostic {
        LayoutDiagnostic(severity: .error, message: message, span: span, notes: notes, fixIts: fixIts, ruleID: ruleID)
    }

    public static func warning(_ message: String, at span: SourceSpan?, notes: [DiagnosticNote] = [],
                               fixIts: [DiagnosticFixIt] = [], ruleID: RuleID? = nil) -> LayoutDiagnostic {
        LayoutDiagnostic(severity: .warning, message: message, span: span, notes: notes, fixIts: fixIts, ruleID: ruleID)
    }

    /// `file:line:col: error: message [rule]` — the first line of the text rendering.
    public var description: String {
        var text = ""
        if let span { text += "\(span): " }
        text += "\(severity.rawValue): \(message)"
        if let ruleID { text += " [\(ruleID)]" }
        return text
    }
}

extension Array where Element == LayoutDiagnostic {
    /// True when any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
