import LayoutIR

/// `vflc compile FILE|DIR…` (and `vflc FILE`): every screen laid out in each of its
/// environments, printed as frame tables; diagnostics go to stderr.
enum CompileCommand {
    static let parser = ArgumentParser(options: EnvironmentOptions.options + [
        .init(name: "format", valueName: "FORMAT",
              allowed: FrameTableFormat.allCases.map(\.rawValue) + PictureFormat.allCases.map(\.rawValue),
              help: "how to print frames"),
        .init(name: "output", valueName: "PATH", help: "write to this file (svg: into this directory, created if needed)",
              short: "o"),
        .init(name: "absolute", valueName: nil, help: "frames in the root view's coordinates instead of each superview's"),
        .init(name: "strict", valueName: nil, help: "exit with status 1 on warnings too"),
        DocumentInput.asDesignedOption,
    ])

    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        let parsed: ArgumentParser.Parsed
        let paths: [String]
        switch parseInputs(arguments, parser: parser, command: "compile", expecting: "files or directories to lay out",
                           extensions: FrontEndRegistry.standard.fileExtensions) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): (parsed, paths) = value
        }
        guard !paths.isEmpty else {
            return CommandLineTool.failure(UsageError("no input files (\(FrontEndRegistry.standard.fileExtensions.joined(separator: ", "))) in "
                                                      + parsed.positionals.joined(separator: ", ")))
        }
        let pictureFormat = parsed.value("format").flatMap(PictureFormat.init(rawValue:))
        let outputPath = parsed.value("output")
        if pictureFormat == .svg, outputPath == nil {
            return CommandLineTool.failure(UsageError("'--format svg' writes one file per environment: "
                                                      + "name the directory with '-o DIR'"))
        }
        let files: [SourceFile]
        switch FileInput.readAll(paths) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): files = value
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
        let tables = compiled.flatMap(\.tables)
        let diagnostics = compiled.diagnostics
        let format = parsed.value("format").flatMap(FrameTableFormat.init(rawValue:)) ?? .table
        var output = CommandLineTool.Output()
        var text: String?
        switch pictureFormat {
        case .svg?:
            if let error = PictureOutput.writeSVGs(compiled, to: outputPath ?? "") {
                return CommandLineTool.failure(error)
            }
        case .html?:
            text = HTMLReport.render(compiled)
        case nil:
            if !tables.isEmpty {
                text = FrameTableRenderer.render(tables, format: format,
                                                 options: FrameTableOptions(absolute: parsed.flag("absolute")))
            }
        }
        if let text, let outputPath {
            if let error = PictureOutput.write(text, to: outputPath) { return CommandLineTool.failure(error) }
        } else if let text {
            output.stdout = text
        }
        output.stderr = DiagnosticRenderer(files: files).render(diagnostics)
        output.status = exitStatus(for: diagnostics, strict: parsed.flag("strict"))
        return output
    }
}
