/// How an Interface Builder document is turned into screens.
public struct InterfaceBuilderOptions: Sendable, Hashable {
    /// Lay each screen out exactly as Interface Builder did: on the document's `<device>` at the
    /// size Xcode stored for the root view, with its simulated bars, its size classes and its
    /// placeholder ("remove at build time") constraints. Otherwise each screen is laid out on the
    /// default device set, without placeholder constraints, as the app runs.
    public var asDesigned: Bool

    /// Options; by default documents are laid out as the app runs, on the default devices.
    public init(asDesigned: Bool = false) {
        self.asDesigned = asDesigned
    }
}

/// The front end for Interface Builder documents (`.storyboard`, `.xib`): an iOS document
/// becomes one `LayoutScreen` per view controller scene (storyboards) or top-level view
/// (xibs), with IB's view tree, its constraints (with IB's implicit first item, multipliers,
/// size-class variations) and the environment it was designed in.
///
/// Facts about the format are collected in `Docs/InterfaceBuilder.md`.
public enum InterfaceBuilderReader {
    /// File name extensions this front end reads.
    public static let fileExtensions = [".storyboard", ".xib"]

    /// Reads a document. `project`: what the run's source files say about the classes the
    /// document names (`ProjectFacts.selfSizingTableOwners`).
    public static func read(_ file: SourceFile, options: InterfaceBuilderOptions = InterfaceBuilderOptions(),
                            project: ProjectFacts = ProjectFacts())
        -> (document: LayoutDocument, diagnostics: [LayoutDiagnostic]) {
        // An empty file (or one of blanks) is clean, as it is for every front end.
        if file.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return (LayoutDocument(file: file, screens: []), [])
        }
        let tree: XMLTree
        switch XMLReader.read(file.bytes) {
        case .failure(let failure):
            let notes = failure.notes.map { note in
                DiagnosticNote(note.message, span: note.offset.map { file.span(offset: $0, length: 1) })
            }
            let diagnostic = LayoutDiagnostic.error("malformed XML: \(failure.message)",
                                                    at: file.span(offset: failure.offset, length: max(1, failure.length)),
                                                    notes: notes, ruleID: .interfaceBuilderXML)
            return (LayoutDocument(file: file, screens: []), [diagnostic])
        case .success(let value):
            tree = value
        }
        var context = IBDocumentContext(file: file, tree: tree, options: options, project: project)
        guard context.checkDocumentKind() else {
            return (LayoutDocument(file: file, screens: []), context.diagnostics)
        }
        // A xib no code of the project names never loads (``ProjectFacts/isNibLoaded(_:)``).
        let name = NameReferenceScan.baseName(of: file.path)
        if !options.asDesigned, file.path.hasSuffix(".xib"), project.isNibLoaded(name) == false {
            context.diagnostics.append(LayoutDiagnostic(
                severity: .info,
                message: "no code of the project loads '\(name).xib': its name is in no Swift or Objective-C file and no Info.plist, so its layout is not checked",
                span: file.span(offset: 0, length: 0),
                notes: [DiagnosticNote("UIKit loads a nib only by its name (UINib(nibName:), loadNibNamed, a view controller's nibName or class name); if code builds the name from parts, lint the document alone")],
                ruleID: .neverShown))
            return (LayoutDocument(file: file, screens: []), context.diagnostics)
        }
        var screens: [LayoutScreen] = []
        var usedNames = Set<String>()
        // A root read once per size class says what is wrong with its elements once.
        var said = Set<String>()
        func add(_ diagnostics: [LayoutDiagnostic]) {
            for diagnostic in diagnostics where said.insert("\(diagnostic.span?.offset ?? -1)|\(diagnostic.message)").inserted {
                context.diagnostics.append(diagnostic)
            }
        }
        let reachability = context.isStoryboard && !options.asDesigned ? IBSceneReachability(tree: tree) : nil
        var unreachable = 0
        for root in context.screenRoots() {
            if let controller = reachability?.unreachableController(ofRoot: root, in: tree) {
                unreachable += 1
                let name = tree.nodes[controller]["customClass"] ?? tree.nodes[controller]["title"] ?? tree.nodes[controller].name
                context.diagnostics.append(LayoutDiagnostic(
                    severity: .info, message: "scene '\(name)' is unreachable: it is not the initial scene, no segue leads to it, and it has no storyboard ID; its layout is not checked",
                    span: context.span(of: controller),
                    notes: [DiagnosticNote("UIKit makes a storyboard's view controller only as the initial one, by its storyboard ID, or at a segue; give it an ID if code instantiates it")],
                    ruleID: .neverShown))
                continue
            }
            for traitVariant in context.traitVariants(for: root) {
                let built = IBVariations.screens(context: context, root: root, variant: traitVariant)
                add(built.diagnostics)
                for variant in built.screens {
                    var screen = variant.screen
                    screen.name = IBNaming.unique(screen.name + variant.suffix, in: &usedNames)
                    // Screens whose environment names its own canvas (freeform views and scenes) keep it.
                    if !variant.devices.isEmpty, !options.asDesigned, screen.environment.devices.isEmpty {
                        screen.environment.devices = variant.devices.map { .catalog(name: $0, span: nil) }
                        // An iPad-only document drawn in landscape is checked the way it was drawn.
                        if context.isPadOnly, context.landscape { screen.environment.orientations = [.landscape] }
                    } else if !variant.devices.isEmpty, !options.asDesigned {
                        // A top-level view at each default device's width: each variant at the widths
                        // of its own devices (the iPad's for the regular one), not every variant at all.
                        let kept = screen.environment.devices.filter { reference in
                            guard case .custom(let device) = reference else { return true }
                            return variant.devices.contains { device.name == $0 + "Width" }
                        }
                        if !kept.isEmpty { screen.environment.devices = kept }
                    }
                    // An app that supports landscape only is never shown in portrait: a screen laid
                    // out on the catalog's devices is laid out in landscape (a canvas of its own,
                    // freeform or a top-level view's width, keeps its shape).
                    if context.isLandscapeOnly, !options.asDesigned, screen.environment.devices.allSatisfy({
                        if case .catalog = $0 { return true } else { return false }
                    }) {
                        screen.environment.orientations = [.landscape]
                    }
                    screen.environment.leftToRightOnly = context.isLeftToRightOnly
                    screens.append(screen)
                }
            }
        }
        if screens.isEmpty, unreachable == 0, !context.diagnostics.hasErrors {
            context.diagnostics.append(LayoutDiagnostic(
                severity: .info, message: "no view with a layout in this document", span: file.span(offset: 0, length: 0),
                notes: [DiagnosticNote("only scenes with a root view and top-level views are laid out")],
                ruleID: .interfaceBuilderDocument))
        }
        return (LayoutDocument(file: file, screens: screens), context.diagnostics)
    }

    /// Reads text as a document named `path` (for tests and tools).
    public static func read(_ text: String, path: String = "<xib>", options: InterfaceBuilderOptions = InterfaceBuilderOptions())
        -> (document: LayoutDocument, diagnostics: [LayoutDiagnostic]) {
        read(SourceFile(path: path, text: text), options: options)
    }

    /// True when `path` names a file this front end reads.
    public static func handles(path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix($0) }
    }
}
