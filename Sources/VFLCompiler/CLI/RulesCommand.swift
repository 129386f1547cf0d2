import LayoutIR

/// `vflc rules [RULE…] [--format text|json]`: every diagnostic rule with its severity and
/// summary, or one rule in full with the examples that trigger it and that do not.
enum RulesCommand {
    static let parser = ArgumentParser(options: [
        .init(name: "format", valueName: "FORMAT", allowed: ["text", "json"], help: "output format"),
    ])

    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        let parsed: ArgumentParser.Parsed
        switch parser.parse(arguments) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): parsed = value
        }
        var rules: [DiagnosticRule] = []
        for name in parsed.positionals {
            guard let rule = RuleRegistry.rule(named: name) else {
                var message = "unknown rule '\(name)'"
                if let guess = Suggestions.closest(to: name, among: RuleRegistry.all.map(\.id.rawValue)) {
                    message += "; did you mean '\(guess)'?"
                }
                return CommandLineTool.failure(UsageError(message + " ('vflc rules' lists them)"))
            }
            rules.append(rule)
        }
        if parsed.value("format") == "json" {
            return CommandLineTool.Output(stdout: JSONValue.array((rules.isEmpty ? RuleRegistry.all : rules).map(json))
                .serialized(pretty: true) + "\n")
        }
        guard !rules.isEmpty else { return CommandLineTool.Output(stdout: table()) }
        return CommandLineTool.Output(stdout: rules.map(detail).joined(separator: "\n"))
    }

    /// One line per rule: id, severity, whether `vflc:disable` can turn it off, summary.
    static func table() -> String {
        let width = RuleRegistry.all.map(\.id.rawValue.count).max() ?? 0
        var text = "rule".padding(toLength: width, withPad: " ", startingAt: 0) + "  severity  disable  summary\n"
        for rule in RuleRegistry.all {
            text += rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + rule.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                + (rule.isSuppressible ? "yes    " : "no     ") + "  " + rule.summary + "\n"
        }
        return text + "\n'vflc rules RULE' shows a rule in full, with examples.\n"
    }

    static func detail(_ rule: DiagnosticRule) -> String {
        var text = "\(rule.id) (\(rule.severity.rawValue)\(rule.isSuppressible ? "" : ", cannot be disabled"))\n"
        text += "  \(rule.summary)\n  \(rule.description)\n\n"
        func file(_ example: RuleExample) -> String { example.fileName + (example.asDesigned ? ", with --as-designed" : "") }
        text += "  triggers (\(file(rule.triggeringExample))):\n" + indented(rule.triggeringExample.text)
        text += "\n  does not trigger (\(file(rule.nonTriggeringExample))):\n" + indented(rule.nonTriggeringExample.text)
        return text
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n").trimmingTrailingNewlines() + "\n"
    }

    static func json(_ rule: DiagnosticRule) -> JSONValue {
        .object([
            ("id", .string(rule.id.rawValue)),
            ("severity", .string(rule.severity.rawValue)),
            ("suppressible", .bool(rule.isSuppressible)),
            ("summary", .string(rule.summary)),
            ("description", .string(rule.description)),
            ("triggers", .object([("file", .string(rule.triggeringExample.fileName)), ("text", .string(rule.triggeringExample.text))])),
            ("doesNotTrigger", .object([("file", .string(rule.nonTriggeringExample.fileName)),
                                        ("text", .string(rule.nonTriggeringExample.text))])),
        ])
    }
}

private extension String {
    func trimmingTrailingNewlines() -> String {
        var result = self
        while result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
