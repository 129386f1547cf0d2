import LayoutIR

/// A small command-line argument reader: `--name value`, `--name=value`, boolean flags, and
/// positional arguments, with "did you mean" for misspelt options.
struct ArgumentParser {
    /// One option a command accepts.
    struct Option {
        var name: String
        /// `nil` for a flag; otherwise the placeholder shown in help (`NAME`).
        var valueName: String?
        /// Allowed values, checked with a suggestion on mismatch; empty means any.
        var allowed: [String] = []
        var help: String
        /// May be given more than once (values accumulate).
        var repeatable = false
        /// A one-letter spelling (`-o` for `--output`).
        var short: Character? = nil
    }

    /// What the command line said.
    struct Parsed {
        var positionals: [String] = []
        var values: [String: [String]] = [:]
        var flags: Set<String> = []

        func value(_ name: String) -> String? { values[name]?.last }
        func all(_ name: String) -> [String] { values[name] ?? [] }
        func flag(_ name: String) -> Bool { flags.contains(name) }
    }

    var options: [Option]

    /// Reads `arguments`, or returns a usage message explaining the first problem.
    func parse(_ arguments: [String]) -> Result<Parsed, UsageError> {
        var parsed = Parsed()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            index += 1
            var argument = arguments[index - 1]
            if !onlyPositionals, argument.count == 2, argument.hasPrefix("-"), let letter = argument.last,
               let option = options.first(where: { $0.short == letter }) {
                argument = "--" + option.name
            }
            if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                var message = "unknown option '--\(name)'"
                if let guess = Suggestions.closest(to: name, among: options.map(\.name)) {
                    message += "; did you mean '--\(guess)'?"
                }
                return .failure(UsageError(message))
            }
            guard option.valueName != nil else {
                if inlineValue != nil { return .failure(UsageError("option '--\(name)' takes no value")) }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                return .failure(UsageError("option '--\(name)' needs a value (\(option.valueName ?? "VALUE"))"))
            }
            if !option.allowed.isEmpty, !option.allowed.contains(value) {
                var message = "'\(value)' is not a valid value for '--\(name)'; expected one of: \(option.allowed.joined(separator: ", "))"
                if let guess = Suggestions.closest(to: value, among: option.allowed) {
                    message += " (did you mean '\(guess)'?)"
                }
                return .failure(UsageError(message))
            }
            if !option.repeatable, parsed.values[name] != nil {
                return .failure(UsageError("option '--\(name)' was given twice"))
            }
            parsed.values[name, default: []].append(value)
        }
        return .success(parsed)
    }

    /// The options part of a help text, one option a line.
    var helpText: String {
        let rows = options.map { option -> (String, String) in
            var left = (option.short.map { "-\($0), " } ?? "") + "--\(option.name)"
            if let valueName = option.valueName { left += " \(valueName)" }
            var right = option.help
            if !option.allowed.isEmpty { right += " (\(option.allowed.joined(separator: "|")))" }
            return (left, right)
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  \($0.0.padding(to: width))  \($0.1)" }.joined(separator: "\n")
    }
}

/// A problem with how vflc was invoked (exit status 2).
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

extension String {
    /// The string padded with spaces on the right to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
