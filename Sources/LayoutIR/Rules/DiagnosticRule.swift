/// Everything vflc says about one rule: its identity, default severity, what it finds and what
/// to do, and two inputs that show it — one that triggers it and one that does not. `vflc rules`
/// prints these, SARIF reports carry them as rule metadata, and the test suite runs every
/// example through the compiler to keep the descriptions honest.
public struct DiagnosticRule: Sendable, Hashable {
    /// The stable identifier.
    public let id: RuleID
    /// The severity diagnostics of this rule have unless a rule says otherwise per finding
    /// (``RuleID/constraintType`` is an error where UIKit throws, a warning where it only
    /// accepts a likely mistake).
    public let severity: LayoutDiagnostic.Severity
    /// What the rule finds, in one sentence.
    public let summary: String
    /// Why it matters and what to do about it, in a few sentences.
    public let description: String
    /// Whether `// vflc:disable` can turn it off. Input that cannot be read (syntax, encoding,
    /// typing) is never suppressible: what follows from it would be a guess.
    public let isSuppressible: Bool
    /// An input that produces at least one diagnostic of this rule.
    public let triggeringExample: RuleExample
    /// An input close to the triggering one that produces none.
    public let nonTriggeringExample: RuleExample

    /// A rule. Only ``RuleRegistry`` creates them, so the registry is the whole list.
    init(_ id: RuleID, _ severity: LayoutDiagnostic.Severity, suppressible: Bool = true,
         summary: String, description: String, triggers: RuleExample, doesNotTrigger: RuleExample) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.description = description
        self.isSuppressible = suppressible
        self.triggeringExample = triggers
        self.nonTriggeringExample = doesNotTrigger
    }
}

/// A small input that shows a rule, in the language a front end reads.
public struct RuleExample: Sendable, Hashable {
    /// The input's language, which decides its file name and front end.
    public enum Language: String, Sendable, Hashable {
        /// A `.layout` file.
        case layout
        /// A Swift source file.
        case swift
        /// An Objective-C source file.
        case objectiveC
        /// An Interface Builder document (a xib).
        case interfaceBuilder
        /// A conflict log pasted from the console, read by the `console-log` front end.
        case consoleLog
    }

    /// The language.
    public let language: Language
    /// The text.
    public let text: String
    /// Whether the example is read with `--as-designed` (Interface Builder findings that exist
    /// only against the document's own design device).
    public private(set) var asDesigned = false

    /// A `.layout` example.
    public static func layout(_ text: String) -> RuleExample { RuleExample(language: .layout, text: text) }
    /// A Swift example.
    public static func swift(_ text: String) -> RuleExample { RuleExample(language: .swift, text: text) }
    /// An Objective-C example.
    public static func objectiveC(_ text: String) -> RuleExample { RuleExample(language: .objectiveC, text: text) }
    /// An Interface Builder example (a xib); `asDesigned` reads it with `--as-designed`.
    public static func interfaceBuilder(_ text: String, asDesigned: Bool = false) -> RuleExample {
        var example = RuleExample(language: .interfaceBuilder, text: text)
        example.asDesigned = asDesigned
        return example
    }

    /// A console conflict log.
    public static func consoleLog(_ text: String) -> RuleExample { RuleExample(language: .consoleLog, text: text) }

    /// A file name with the extension the language's front end reads (`example.layout`); a
    /// console log has none of its own and is read with the `console-log` front end given.
    public var fileName: String {
        switch language {
        case .layout: return "example.layout"
        case .swift: return "Example.swift"
        case .objectiveC: return "Example.m"
        case .interfaceBuilder: return "Example.xib"
        case .consoleLog: return "example.log"
        }
    }
}

extension DiagnosticRule {
    /// A diagnostic of this rule at its default severity.
    public func diagnostic(_ message: String, at span: SourceSpan?, notes: [DiagnosticNote] = [],
                           fixIts: [DiagnosticFixIt] = []) -> LayoutDiagnostic {
        LayoutDiagnostic(severity: severity, message: message, span: span, notes: notes, fixIts: fixIts, ruleID: id)
    }
}
