import LayoutEngine
import LayoutIR

/// `vflc devices [FILE.layout…]`: the device catalog, bar heights and the default environment
/// set; with files, also the custom devices they declare (`device Kiosk 600x1024 …`), with the
/// numbers vflc derives for them.
enum DevicesCommand {
    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        if arguments.contains(where: { $0.hasPrefix("-") }) {
            return CommandLineTool.failure(UsageError("'vflc devices' takes only .layout files, to list the devices they declare"))
        }
        var output = CommandLineTool.Output(stdout: DeviceCatalog.standard.listing())
        var diagnostics: [LayoutDiagnostic] = []
        var files: [SourceFile] = []
        for path in arguments {
            let file: SourceFile
            switch FileInput.read(path) {
            case .success(let read): file = read
            case .failure(let error): return CommandLineTool.failure(error)
            }
            files.append(file)
            // Reading is enough: the declarations are in the document.
            let compiled = LayoutCompiler(options: CompilerOptions(stage: .read)).compile(file)
            let document = compiled.document
            diagnostics += compiled.diagnostics
            var declared: [Device] = []
            for screen in document.screens {
                for case .custom(let device) in screen.environment.devices
                where !declared.contains(where: { $0.name == device.name }) {
                    declared.append(EnvironmentSet.makeDevice(device))
                }
            }
            output.stdout += "\ndeclared in \(path):\n"
            output.stdout += declared.isEmpty ? "  (no device declarations)\n"
                : DeviceCatalog(devices: declared).deviceTable()
        }
        if !diagnostics.isEmpty {
            output.stderr = DiagnosticRenderer(files: files).render(diagnostics)
            if diagnostics.hasErrors { output.status = CommandLineTool.inputErrors }
        }
        return output
    }
}
