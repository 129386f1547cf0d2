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

    /// `interface-builder`.
    public var name: String { "interface-builder" }
    /// Storyboards and xibs.
    public var fileExtensions: [String] { InterfaceBuilderReader.fileExtensions }

    /// What a document tells the others: the class that owns a view xib loads it as its content
    /// (`IBNibOwners`), so views of that class elsewhere are sized by code; and a xib's name, for
    /// the code that loads it (`ProjectFacts.isNibLoaded(_:)`).
    public func projectFacts(of file: SourceFile) -> ProjectFacts {
        var facts = ProjectFacts()
        if let owner = IBNibOwners.viewOwnerClass(of: file) { facts.declareCodeSizedClass(owner) }
        if file.path.hasSuffix(".xib") { facts.declareNib(named: NameReferenceScan.baseName(of: file.path)) }
        return facts
    }

    /// The classes and nibs the document names (`customClass="PriceCell"`, a controller's
    /// `nibName`), read as a Swift file's words are (`NameReferenceScan`): a document loads them
    /// when it is loaded itself.
    public func nameReferences(in file: SourceFile, among words: [String: Set<String>]) -> Set<String>? {
        NameReferenceScan.references(in: file, among: words, excludingOwnName: true)
    }

    /// Reads the document with ``InterfaceBuilderReader``: one screen per scene or top-level view.
    public func read(_ file: SourceFile, context: FrontEndContext) -> FrontEndOutput {
        let (document, diagnostics) = InterfaceBuilderReader.read(file, options: options, project: context.project)
        let counts = [
            FrontEndCount("Interface Builder screen", "Interface Builder screens", document.screens.count, startsGroup: true),
            // The document's own constraints, not the ones vflc adds for frames, masks and canvases.
            FrontEndCount("constraint", "constraints", document.screens.reduce(0) { total, screen in
                total + screen.constraints.count { $0.origin.syntax == .interfaceBuilder }
            }),
        ]
        return FrontEndOutput(document: document, diagnostics: diagnostics, counts: counts)
    }
}
