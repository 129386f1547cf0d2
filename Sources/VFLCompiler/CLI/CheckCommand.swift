import LayoutIR

/// `vflc check FILE|DIR…`: every input laid out in each of its environments and checked for
/// conflicts, ambiguity and the lint rules; the diagnostics are the result.
enum CheckCommand {
    static let parser = ArgumentParser(options: EnvironmentOptions.options + [
        .init(name: "format", valueName: "FORMAT", allowed: DiagnosticFormat.allCases.map(\.rawValue),
              help: "how to print diagnostics"),
        .init(name: "strict", valueName: nil, help: "exit with status 1 on warnings too"),
        DocumentInput.asDesignedOption,
    ])

    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        let parsed: ArgumentParser.Parsed
        let files: [SourceFile]
        switch parseInputs(arguments, parser: parser, command: "check", expecting: "files or directories to check",
                           extensions: FrontEndRegistry.standard.fileExtensions).flatMap({ parsed, paths in
                               FileInput.readAll(paths).map { (parsed, $0) } }) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): (parsed, files) = value
        }
        let environmentFilter: EnvironmentFilter
        switch EnvironmentOptions.filter(parsed) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let filter): environmentFilter = filter
        }
        let compiler = LayoutCompiler(options: CompilerOptions(environmentFilter: environmentFilter),
                                      frontEnds: DocumentInput.registry(asDesigned: parsed.flag("as-designed")))
        let inputs = files.map { CompilerInput($0) }
        let compiled = compiler.compile(inputs, sharing: compiler.projectFacts(of: inputs + FileInput.owningProjectInputs(of: files.map(\.path))))
        let diagnostics = compiled.diagnostics
        let environments = compiled.reduce(0) { $0 + $1.environmentCount }
        let format = parsed.value("format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        var output = CommandLineTool.Output()
        output.stdout = format.reporter.report(diagnostics, files: files)
        output.stderr = "check: \(plural(files.count, "file")), \(plural(environments, "environment")); "
            + countSummary(diagnostics) + "\n"
        output.status = exitStatus(for: diagnostics, strict: parsed.flag("strict"))
        return output
    }
}
