import LayoutIR
import LayoutSyntax

/// `vflc lint PATH…`: VFL strings and SnapKit closures inside Swift and Objective-C sources,
/// through the same compiler as every other command.
enum LintCommand {
    static let parser = ArgumentParser(options: [
        .init(name: "format", valueName: "FORMAT", allowed: DiagnosticFormat.allCases.map(\.rawValue),
              help: "how to print diagnostics"),
        .init(name: "strict", valueName: nil, help: "exit with status 1 on warnings too"),
        .init(name: "verbose", valueName: nil, help: "say which calls were skipped and why"),
    ])

    /// Sources, and the Interface Builder documents that sit beside them in an app's folders.
    static let extensions = SourceCodeFrontEnd().fileExtensions + InterfaceBuilderFrontEnd().fileExtensions

    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        let parsed: ArgumentParser.Parsed
        var paths: [String]
        switch parseInputs(arguments, parser: parser, command: "lint",
                           expecting: "files or directories (\(extensions.joined(separator: ", ")))", extensions: extensions) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): (parsed, paths) = value
        }
        for path in paths where !extensions.contains(where: { path.hasSuffix($0) }) {
            return CommandLineTool.failure(UsageError("'\(path)' is not a Swift, Objective-C or Interface Builder file ("
                                                      + extensions.joined(separator: ", ") + ")"))
        }
        // Documents found in a folder that the app's Xcode project does not build (an old copy
        // beside the real one) are not the app's: skipped and counted. Named ones are linted.
        let named = Set(parsed.positionals)
        let found = Set(paths)
        let outsideProject = FileInput.documentsOutsideTheirProject(paths.filter { !named.contains($0) },
                                                                     roots: parsed.positionals.filter { !found.contains($0) })
        paths.removeAll { outsideProject.contains($0) }
        let files: [SourceFile]
        switch FileInput.readAll(paths) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): files = value
        }
        // Compiled in batches whose screens are dropped once counted: memory stays that of one
        // batch however many files the run has (the findings are each file's own).
        let compiler = LayoutCompiler(options: CompilerOptions(keepsFrameTables: false))
        let inputs = files.map { CompilerInput($0) }
        let project = compiler.projectFacts(of: inputs + FileInput.owningProjectInputs(of: paths))
        var compiled: [CompiledFile] = []
        var dialects = DialectCounts()
        for start in stride(from: 0, to: inputs.count, by: Self.batchSize) {
            var batch = compiler.compile(Array(inputs[start..<min(start + Self.batchSize, inputs.count)]), sharing: project)
            dialects.add(batch)
            for index in batch.indices { batch[index].document = LayoutDocument(file: batch[index].source, screens: []) }
            compiled += batch
        }
        let notLaidOut = skipOtherPlatforms(&compiled, named: Set(parsed.positionals))
        let diagnostics = compiled.diagnostics
        let format = parsed.value("format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        var output = CommandLineTool.Output()
        output.stdout = format.reporter.report(diagnostics, files: files)
        if parsed.flag("verbose") {
            for skipped in compiled.flatMap(\.skipped) {
                output.stderr += "\(skipped.span.map { "\($0)" } ?? "<unknown>"): skipped: \(skipped.reason)\n"
            }
            for path in outsideProject.sorted() { output.stderr += "\(path): skipped: not in its Xcode project, so not built into the app\n" }
            if let dialects = dialects.summary { output.stderr += dialects + "\n" }
        }
        var counts = summary(of: compiled.map(\.counts))
        if notLaidOut > 0 {
            counts += (counts.isEmpty ? "" : "; ") + plural(notLaidOut, "document") + " skipped (not iOS, or a pre-2012 archive)"
        }
        if !outsideProject.isEmpty {
            counts += (counts.isEmpty ? "" : "; ") + plural(outsideProject.count, "document") + " skipped (not in its Xcode project)"
        }
        output.stderr += "lint: \(plural(paths.count, "file"))" + (counts.isEmpty ? "" : ", " + counts) + "; "
            + countSummary(diagnostics) + "\n"
        output.status = exitStatus(for: diagnostics, strict: parsed.flag("strict"))
        return output
    }

    /// Files compiled per batch.
    static let batchSize = 256

    /// `lint: laid out by dialect: anchor 890 of 1035, snapkit 94 of 153`: of the constraints
    /// the functions' screens hold, how many of each code dialect are laid out (the others are
    /// shown by `vflc parse` with why not), added up batch by batch.
    struct DialectCounts {
        var laidOut: [ConstraintSyntax: Int] = [:], found: [ConstraintSyntax: Int] = [:]

        mutating func add(_ compiled: [CompiledFile]) {
            for file in compiled where file.frontEnd == "source" {
                for screen in file.document.screens {
                    for constraint in screen.constraints { laidOut[constraint.origin.syntax, default: 0] += 1 }
                    for constraint in screen.constraints + screen.unsolved.map(\.constraint) {
                        found[constraint.origin.syntax, default: 0] += 1
                    }
                }
            }
        }

        var summary: String? {
            let code: [ConstraintSyntax] = [.anchor, .item, .vfl, .snapkit, .masonry, .purelayout]
            let parts = code.compactMap { syntax -> String? in
                guard let total = found[syntax], total > 0 else { return nil }
                return "\(syntax.rawValue) \(laidOut[syntax] ?? 0) of \(total)"
            }
            return parts.isEmpty ? nil : "lint: laid out by dialect: " + parts.joined(separator: ", ")
        }
    }

    /// A directory of an app often holds its macOS, tvOS or watchOS documents and old archives
    /// beside the iOS ones; found by walking a directory, those are skipped (listed with
    /// `--verbose`) rather than failing the lint. Named on the command line, they stay errors.
    /// Returns how many files were skipped.
    static func skipOtherPlatforms(_ compiled: inout [CompiledFile], named: Set<String>) -> Int {
        var skippedFiles = 0
        for index in compiled.indices where !named.contains(compiled[index].source.path) {
            let errors = compiled[index].diagnostics.filter { $0.severity == .error }
            guard !errors.isEmpty, errors.allSatisfy({ $0.ruleID == .interfaceBuilderUnsupported }) else { continue }
            compiled[index].skipped += errors.map { SkippedInput(span: $0.span, reason: $0.message) }
            compiled[index].diagnostics.removeAll { $0.severity == .error }
            skippedFiles += 1
        }
        return skippedFiles
    }

    /// The front ends' counts added up across files: `2 formats found, 2 checked, …`.
    static func summary(of counts: [[FrontEndCount]]) -> String {
        var totals: [FrontEndCount] = []
        for fileCounts in counts {
            for count in fileCounts {
                if let index = totals.firstIndex(where: { $0.plural == count.plural && $0.startsGroup == count.startsGroup }) {
                    totals[index].value += count.value
                } else {
                    totals.append(count)
                }
            }
        }
        var text = ""
        for (index, count) in totals.enumerated() {
            if index > 0 { text += count.startsGroup ? "; " : ", " }
            text += count.description
        }
        return text
    }
}
