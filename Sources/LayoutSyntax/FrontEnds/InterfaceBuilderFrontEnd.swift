import LayoutIR

/// Interface Builder documents (`.storyboard`, `.xib`), read by ``InterfaceBuilderReader``:
/// one screen per view controller scene or top-level view.
public struct InterfaceBuilderFrontEnd: LayoutFrontEnd {
    /// How the documents are laid out (`--as-designed`).
    public var options: InterfaceBuilderOptions

    /// The front end.
    public init(options: InterfaceBuilderOptions = InterfaceBuilderOptions()) {
        self.options = options
    }

    public var name: String { "interface-builder" }
    public var fileExtensions: [String] { InterfaceBuilderReader.fileExtensions }

    public func read(_ file: SourceFile, context: FrontEndContext) -> FrontEndOutput {
        let (document, diagnostics) = InterfaceBuilderReader.read(file, options: options)
        return FrontEndOutput(document: document, diagnostics: diagnostics)
    }
}
