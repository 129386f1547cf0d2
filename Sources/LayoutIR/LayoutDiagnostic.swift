extension LayoutDiagnostic {
/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Context for another diagnostic, never counted on its own.
    case note
    /// Worth knowing, never a failure (an optional constraint that gives way).
    case info
    /// Probably a mistake; fails a run only under `--strict`.
    case warning
    /// Wrong: UIKit would throw or break a constraint; the run fails.
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .info: return 1
        case .warning: return 2
        case .error: return 3
        }
    }

    /// Orders from least to most serious: note, info, warning, error.
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

    /// A fix-it replacing the text at `span` with `replacement`.
    public init(span: SourceSpan, replacement: String, message: String) {
        self.span = span
        self.replacement = replacement
        self.message = message
    }
}

/// A secondary span with a short label, drawn under the source next to the primary caret.
public struct DiagnosticLabel: Sendable, Hashable {
    /// The text the label is drawn under.
    public var span: SourceSpan
    /// The few words printed beside the underline.
    public var message: String

    /// A label.
    public init(span: SourceSpan, message: String) {
        self.span = span
        self.message = message
    }
}

/// A note attached to a diagnostic: advice, or a pointer to a related place.
public struct DiagnosticNote: Sendable, Hashable {
    /// The advice or the description of the related place.
    public var message: String
    /// Where the note points, if anywhere.
    public var span: SourceSpan?

    /// A note, pointing at `span` when given.
    public init(_ message: String, span: SourceSpan? = nil) {
        self.message = message
        self.span = span
    }
}

/// A message about the user's text: an error, warning, info or note with a primary span,
/// optional labels, notes and fix-its, and (for lint rules) a stable rule identifier.
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious it is; a rule's default (``DiagnosticRule/severity``) unless the finding says otherwise.
    public var severity: LayoutDiagnostic.Severity
    /// What is wrong, in one line (for Visual Format errors, UIKit's reason word for word).
    public var message: String
    /// The primary location; `nil` only for diagnostics about no particular text.
    public var span: SourceSpan?
    /// Secondary spans.
    public var labels: [DiagnosticLabel]
    /// Advice and related places, printed after the source excerpt in order.
    public var notes: [DiagnosticNote]
    /// Replacements that are certainly right when offered; the first is the recommended one.
    public var fixIts: [DiagnosticFixIt]
    /// The rule this diagnostic belongs to (``RuleRegistry`` has its metadata).
    public var ruleID: RuleID?
    /// The environments a finding of a laid-out screen holds in, by name (`iPhoneSE portrait ltr
    /// xLarge`), for reports that place it (the HTML sweep matrix); `nil` for a diagnostic about
    /// no environment (syntax, static lint).
    public var environments: [String]? = nil

    /// A diagnostic.
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

    /// An error at `span`.
    public static func error(_ message: String, at span: SourceSpan?, notes: [DiagnosticNote] = [],
                             fixIts: [DiagnosticFixIt] = [], ruleID: RuleID? = nil) -> LayoutDiagnostic {
        LayoutDiagnostic(severity: .error, message: message, span: span, notes: notes, fixIts: fixIts, ruleID: ruleID)
    }

    /// A warning at `span`.
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
