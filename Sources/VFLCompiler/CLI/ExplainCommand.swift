import LayoutIR
import LayoutSyntax

/// `vflc explain [FILE…]`: reads pasted "Unable to simultaneously satisfy constraints" logs (a
/// file, several, or standard input for `-` or no file) and explains each conflict.
enum ExplainCommand {
    static let parser = ArgumentParser(options: [
        .init(name: "format", valueName: "FORMAT", allowed: ["text", "json", "svg", "html", "sarif"],
              help: "text (default), json, svg, html, or sarif (the causes found, as rule findings)"),
        .init(name: "output", valueName: "PATH", help: "write the report to this file instead of standard output",
              short: "o"),
    ])

    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        run(arguments, standardInput: readStandardInput)
    }

    /// Runs with a given source for standard input (tests pass one).
    static func run(_ arguments: [String], standardInput: () -> [UInt8]) -> CommandLineTool.Output {
        let parsed: ArgumentParser.Parsed
        switch parser.parse(arguments) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): parsed = value
        }
        var files: [SourceFile] = []
        let paths = parsed.positionals.isEmpty ? ["-"] : parsed.positionals
        for path in paths {
            if path == "-" {
                files.append(SourceFile(path: "<stdin>", bytes: standardInput()))
                continue
            }
            switch FileInput.read(path) {
            case .failure(let error): return CommandLineTool.failure(error)
            case .success(let file): files.append(file)
            }
        }
        let format = parsed.value("format") ?? "text"
        var output = CommandLineTool.Output()
        var documents: [JSONValue] = []
        var diagnostics: [LayoutDiagnostic] = []
        var conflictCount = 0
        var pages: [(ConsoleLog, [ConsoleLogExplanation])] = []
        // Through the one pipeline: the console-log front end reads each paste, and the
        // compiler's check stage re-solves its conflicts and names their causes.
        let compiled = LayoutCompiler(options: CompilerOptions(stage: .check))
            .compile(files.map { CompilerInput($0, frontEnd: ConsoleLogFrontEnd()) })
        var findings: [LayoutDiagnostic] = []
        for file in compiled {
            guard let log = file.consoleLog else { continue }
            let explanations = file.explanations
            diagnostics += log.diagnostics
            findings += file.diagnostics
            conflictCount += log.conflicts.count
            switch format {
            case "json": documents.append(ConsoleLogReport.json(log, explanations))
            case "svg", "html": pages.append((log, explanations))
            default: output.stdout += ConsoleLogReport.text(log, explanations)
            }
        }
        switch format {
        case "json":
            output.stdout = (documents.count == 1 ? documents[0] : .array(documents)).serialized(pretty: true) + "\n"
        case "svg":
            output.stdout = pages.map { ConsoleLogDiagram.svg($0.0, $0.1) }.joined(separator: "\n")
        case "html":
            output.stdout = ConsoleLogDiagram.html(pages)
        case "sarif":
            output.stdout = SARIFReporter().report(findings, files: files)
        default:
            break
        }
        if let outputPath = parsed.value("output") {
            if let error = PictureOutput.write(output.stdout, to: outputPath) { return CommandLineTool.failure(error) }
            output.stdout = ""
        }
        output.stderr = DiagnosticRenderer(files: files).render(diagnostics)
        output.stderr += "explain: \(files.count) file\(files.count == 1 ? "" : "s"), \(conflictCount) conflict\(conflictCount == 1 ? "" : "s"); "
            + countSummary(diagnostics) + "\n"
        output.status = diagnostics.hasErrors ? CommandLineTool.inputErrors : CommandLineTool.success
        return output
    }

    /// Everything on standard input, up to the size files are limited to.
    static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        while let line = readLine(strippingNewline: false) {
            bytes += Array(line.utf8)
            if bytes.count > FileInput.maximumFileSize { break }
        }
        return bytes
    }
}
