import LayoutEngine

/// `vflc devices`: the device catalog, bar heights and the default environment set.
enum DevicesCommand {
    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        guard arguments.isEmpty else {
            return CommandLineTool.failure(UsageError("'vflc devices' takes no arguments"))
        }
        return CommandLineTool.Output(stdout: DeviceCatalog.standard.listing())
    }
}
