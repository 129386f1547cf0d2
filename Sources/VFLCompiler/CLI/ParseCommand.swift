import LayoutIR
import LayoutSyntax

/// `vflc parse`: one VFL format string, or `.layout` files, to constraints in equation syntax.
enum ParseCommand {
    static let parser = ArgumentParser(options: [
        .init(name: "views", valueName: "NAMES",
              help: "comma-separated view names (default: every name in [brackets]); 'top=topLayoutGuide' maps a key to a guide",
              repeatable: true),
        .init(name: "metrics", valueName: "NAME=VALUE,…", help: "metrics the format may name", repeatable: true),
        .init(name: "options", valueName: "OPTIONS",
              help: "comma-separated format options, e.g. alignAllCenterY,directionRightToLeft", repeatable: true),
        .init(name: "spacing", valueName: "MODE", allowed: SpacingMode.allCases.map(\.rawValue),
              help: "what '|-' means: uikit pins to the superview's margins, classic inserts 20 pt"),
        .init(name: "format", valueName: "FORMAT", allowed: ["text", "json"], help: "output format"),
    ])

    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        let parsed: ArgumentParser.Parsed
        switch parser.parse(arguments) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): parsed = value
        }
        guard !parsed.positionals.isEmpty else {
            return CommandLineTool.failure(UsageError("'vflc parse' needs a VFL format string or a .layout file\n\(parser.helpText)"))
        }
        let json = parsed.value("format") == "json"
        if parsed.positionals.allSatisfy({ FrontEndRegistry.standard.frontEnd(forPath: $0) != nil }) {
            return parseFiles(parsed.positionals, json: json)
        }
        guard parsed.positionals.count == 1 else {
            return CommandLineTool.failure(UsageError("give one format string (quote it: 'H:|-[a]-|'), or files to read ("
                                                      + FrontEndRegistry.standard.fileExtensions.joined(separator: ", ") + ")"))
        }
        return parseFormat(parsed.positionals[0], parsed, json: json)
    }

    private static func parseFormat(_ format: String, _ parsed: ArgumentParser.Parsed, json: Bool) -> CommandLineTool.Output {
        var metrics: [String: Double] = [:]
        for entry in parsed.all("metrics").flatMap(splitList) {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                return CommandLineTool.failure(UsageError("'--metrics \(entry)': write NAME=NUMBER, e.g. --metrics pad=16"))
            }
            metrics[parts[0]] = value
        }
        var options: VisualFormatOptions = []
        for name in parsed.all("options").flatMap(splitList) {
            guard let option = VisualFormatOptions(name: name) else {
                let known = VisualFormatOptions.named.map(\.name)
                var message = "unknown format option '\(name)'"
                if let guess = Suggestions.closest(to: name, among: known) { message += "; did you mean '\(guess)'?" }
                return CommandLineTool.failure(UsageError(message))
            }
            options.formUnion(option)
        }
        var views: [String: LayoutItem] = [:]
        let viewArguments = parsed.all("views").flatMap(splitList)
        if viewArguments.isEmpty {
            for name in FormatNames(format).bracketed where metrics[name] == nil { views[name] = item(forKey: name, target: name) }
        } else {
            for entry in viewArguments {
                let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                views[parts[0]] = item(forKey: parts[0], target: parts.count == 2 ? parts[1] : parts[0])
            }
        }
        let spacing = parsed.value("spacing").flatMap(SpacingMode.init(rawValue:)) ?? .uikit
        let frontEnd = VisualFormatFrontEnd(views: views, metrics: metrics, options: options, spacing: spacing)
        let compiled = LayoutCompiler(options: CompilerOptions(stage: .read))
            .compile(SourceFile(path: "<format>", text: format), frontEnd: frontEnd)
        // In a format on its own, `|` is "the superview" of the views, whatever it will be; the
        // front end makes it the document's root so the screen can be laid out, and the printout
        // names it as the format does.
        let constraints = compiled.document.screens.flatMap(\.constraints).map { constraint -> IRConstraint in
            var named = constraint
            if named.firstItem.isRoot { named.firstItem = .superview }
            if named.secondItem?.isRoot == true { named.secondItem = .superview }
            return named
        }
        var output = CommandLineTool.Output()
        if json {
            output.stdout = JSONValue.object([
                ("constraints", .array(constraints.map { ConstraintJSON.value($0, file: compiled.source) })),
                ("diagnostics", DiagnosticJSON.document(compiled.diagnostics)),
            ]).serialized(pretty: true) + "\n"
        } else {
            output.stdout = constraints.map { $0.description + "\n" }.joined()
        }
        output.stderr = DiagnosticRenderer(files: [compiled.source]).render(compiled.diagnostics)
        output.status = compiled.diagnostics.hasErrors ? CommandLineTool.inputErrors : CommandLineTool.success
        return output
    }

    private static func parseFiles(_ paths: [String], json: Bool) -> CommandLineTool.Output {
        let files: [SourceFile]
        switch FileInput.readAll(paths) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): files = value
        }
        let compiler = LayoutCompiler(options: CompilerOptions(stage: .read))
        let inputs = files.map { CompilerInput($0) }
        // The helpers and constants of the app's other files, as `check` and `lint` see them.
        let compiled = compiler.compile(inputs, sharing: compiler.projectFacts(of: inputs + FileInput.owningProjectInputs(of: paths)))
        let diagnostics = compiled.diagnostics
        var output = CommandLineTool.Output()
        if json {
            let documents: [JSONValue] = compiled.map { file in
                .object([
                    ("file", .string(file.source.path)),
                    ("screens", .array(file.document.screens.map { screen in
                        .object([("name", .string(screen.name)),
                                 ("constraints", .array(screen.constraints.map { ConstraintJSON.value($0, file: file.source) })),
                                 ("unsolved", .array(screen.unsolved.map { ConstraintJSON.value($0, file: file.source) }))])
                    })),
                ])
            }
            output.stdout = JSONValue.object([
                ("files", .array(documents)), ("diagnostics", DiagnosticJSON.document(diagnostics)),
            ]).serialized(pretty: true) + "\n"
        } else {
            output.stdout = compiled.map { LayoutPrinter.print($0.document) }.joined()
        }
        output.stderr = DiagnosticRenderer(files: files).render(diagnostics)
        output.status = diagnostics.hasErrors ? CommandLineTool.inputErrors : CommandLineTool.success
        return output
    }

    /// `a,b , c` → `["a", "b", "c"]`.
    static func splitList(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimming(" ") }.filter { !$0.isEmpty }
    }

    /// The item a views-dictionary key stands for: the legacy guides by their names, else a view.
    private static func item(forKey key: String, target: String) -> LayoutItem {
        if let guide = LayoutGuide(name: target), guide.isLegacyLayoutSupport {
            return LayoutItem.root.with(guide: guide)
        }
        return LayoutItem.view(target)
    }
}

extension String {
    /// The string without leading and trailing occurrences of `character`.
    func trimming(_ character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text = text.dropFirst() }
        while text.last == character { text = text.dropLast() }
        return String(text)
    }
}
