import LayoutIR

/// Swift and Objective-C sources: the VFL strings passed to `NSLayoutConstraint` and the
/// SnapKit closures, checked by ``SourceLinter`` exactly as they would be read at run time.
/// What only the running app knows is skipped and listed, never reported.
public struct SourceCodeFrontEnd: LayoutFrontEnd {
    /// The front end.
    public init() {}

    /// `source`.
    public var name: String { "source" }
    /// Swift and Objective-C sources and headers.
    public var fileExtensions: [String] { [".swift", ".m", ".mm", ".h", ".pch"] }

    /// True when a line of the file sets `forceRightToLeft` (Swift) or
    /// `UISemanticContentAttributeForceRightToLeft` through an appearance proxy (`appearance()`,
    /// `[UIView appearance]`), which every view of the app takes (Apple, *UIAppearance*).
    static func forcesRightToLeftEverywhere(_ bytes: [UInt8]) -> Bool {
        var found = false
        ByteSearch.forEachOccurrence(of: "orceRightToLeft", in: bytes) { at in
            var start = at
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            found = ByteSearch.contains(Array(bytes[start..<at]), "appearance")
            return found
        }
        return found
    }

    /// The nibs the file names (`NameReferenceScan`).
    public func nameReferences(in file: SourceFile, among words: [String: Set<String>]) -> Set<String>? {
        NameReferenceScan.references(in: file, among: words)
    }

    /// The named constants the file declares for the others (read by `ProjectConstants`), its
    /// layout helpers, and the types whose tables it makes self-sizing (`SelfSizingRowOwners`,
    /// for the Interface Builder documents those types own).
    public func projectFacts(of file: SourceFile) -> ProjectFacts {
        let language = SourceLanguage(path: file.path) ?? .swift
        // Each look for their words first; a file any of them needs is scanned once.
        var scanned: ScannedSource?
        func scan() -> ScannedSource {
            if let scanned { return scanned }
            let source = ScannedSource(file, language: language)
            scanned = source
            return source
        }
        var facts = ProjectConstants.collect(file, language: language, scan: scan)
        facts.declareCode()
        for (name, helper) in ProjectHelpers.collect(file, language: language, scan: scan) { facts.defineHelper(name, helper) }
        for owner in SelfSizingRowOwners.collect(file, scan: scan) { facts.declareSelfSizingTableOwner(owner) }
        for type in CodeSizedClasses.collect(file, scan: scan) { facts.declareCodeSizedClass(type) }
        for type in ScrollDisabledClasses.collect(file, scan: scan) { facts.declareScrollDisabledClass(type) }
        for type in TransparentBarOwners.collect(file, scan: scan) { facts.declareTransparentNavigationBarOwner(type) }
        let barHiding = NavigationBarHidingOwners.collect(file, scan: scan)
        for type in barHiding.hiding { facts.declareNavigationBarHiding(type, hidden: true) }
        for type in barHiding.showing { facts.declareNavigationBarHiding(type, hidden: false) }
        for type in ChildControllerClasses.collect(file, scan: scan) { facts.declareChildController(type) }
        for type in StatusBarHidingClasses.collect(file, scan: scan) { facts.declareStatusBarHiding(type) }
        facts.declareSelfAddedSubviews(SelfAddedSubviews.collect(file, scan: scan))
        for name in FilledStackViews.collect(file.bytes) { facts.declareFilledStack(name) }
        for name in CodePlacedViews.collect(file.bytes) { facts.declareCodePlaced(name) }
        facts.declareHiddenByCode(HiddenByCodeViews.collect(file.bytes))
        facts.declareCodeCompleted(CodeCompletedViews.collect(file, scan: scan))
        for (name, source) in SnapKitAttributeProperties.collect(file, language: language, scan: scan) {
            facts.declareSnapKitAttributeProperty(name, source)
        }
        for (name, source) in AnchorProperties.collect(file, language: language, scan: scan) { facts.declareAnchorProperty(name, source) }
        for (key, setter) in ConstraintSetters.collect(file, language: language, scan: scan) { facts.declareConstraintSetter(key, setter) }
        for (name, source) in AppValueTypes.collect(file, language: language, scan: scan) { facts.declareValueType(name, source) }
        let headers = TableHeaderCode.collect(file, language: language, scan: scan)
        facts.declareTableHeaderCode(owners: headers.owners, sizers: headers.sizers, wordsByType: headers.wordsByType)
        for (name, macro) in ReferenceMacros.collect(file, language: language, scan: scan) { facts.declareReferenceMacro(name, macro) }
        // `UIView.appearance().semanticContentAttribute = .forceRightToLeft`: the app lays every view
        // out right to left whatever language it runs in. One view forced so (a button putting its
        // image after its title) flips only its own content.
        if Self.forcesRightToLeftEverywhere(file.bytes) { facts.declareForcedRightToLeft() }
        return facts
    }

    /// Checks the file in place: the document has no screens, the diagnostics are what UIKit or
    /// SnapKit would reject, and the counts feed `vflc lint`'s summary line.
    public func read(_ file: SourceFile, context: FrontEndContext) -> FrontEndOutput {
        let language = SourceLanguage(path: file.path) ?? .swift
        let result: SourceLintResult
        let anchors: AnchorExtraction
        var unclosed: UnclosedBodies.Finding?
        let utf16 = SourceEncoding.isUTF16(file)
        let encrypted = utf16 || SourceEncoding.isEncrypted(file)
        if !encrypted, AnchorExtractor.mayContainConstraints(file.bytes, project: context.project) {
            // Both passes read the same tokens: the file is scanned once, and its VFL calls
            // found once, for the syntax check and for the function reader.
            let source = ScannedSource(file, language: language)
            let formats = source.encodingProblem == nil
                ? SourceExtractor.visualFormats(in: file, tokens: source.tokens, language: language) : []
            anchors = AnchorExtractor.extract(source, project: context.project, visualFormats: formats)
            // The SnapKit blocks the function reader read are not read again.
            result = SourceLinter.lint(source, visualFormats: formats, snapKitBlocks: anchors.snapKitBlocks)
            unclosed = UnclosedBodies.finding(in: source)
        } else {
            // Most files of an app hold no word any dialect needs: they are not tokenized.
            // An encrypted file is the app's source, locked, and a UTF-16 file no iOS target's:
            // listed as not read, not an encoding error.
            result = SourceLintResult(diagnostics: encrypted ? [] : SourceEncoding.problem(in: file, language: language).map { [$0] } ?? [],
                                      formatsFound: 0, formatsChecked: 0,
                                      skipped: [], snapKitClosures: 0)
            anchors = AnchorExtraction()
        }
        let counts = [
            FrontEndCount("format found", "formats found", result.formatsFound, startsGroup: true),
            FrontEndCount("checked", "checked", result.formatsChecked),
            // How many had their names checked too (their dictionaries known): the others are only
            // checked for what does not depend on the dictionaries.
            FrontEndCount("with its names checked", "with their names checked", result.formatsNamesChecked),
            FrontEndCount("skipped", "skipped", result.skipped.count),
            FrontEndCount("SnapKit closure found", "SnapKit closures found", result.snapKitClosures, startsGroup: true),
            FrontEndCount("checked in full", "checked in full", result.snapKitClosuresChecked),
            FrontEndCount("partly skipped", "partly skipped", result.snapKitClosuresSkipped),
            FrontEndCount("anchor constraint found", "anchor constraints found", anchors.anchorCalls, startsGroup: true),
            FrontEndCount("item: constraint found", "item: constraints found", anchors.itemCalls),
        ] + Self.libraryCounts(anchors) + [FrontEndCount("laid out", "laid out", anchors.laidOut)]
        var skipped = result.skipped.map { SkippedInput(span: $0.span, reason: $0.reason) }
            + result.snapKitSkipped.map { SkippedInput(span: $0.span, reason: "in a SnapKit closure: " + $0.reason) }
            + anchors.skipped
        if encrypted { skipped.append(utf16 ? SourceEncoding.utf16Skip(file) : SourceEncoding.encryptedSkip(file)) }
        var unclosedError: [LayoutDiagnostic] = []
        switch unclosed {
        case .error(let error): unclosedError = [error]
        case .skipped(let entry): skipped.append(entry)
        case nil: break
        }
        let (disabled, suppressionWarnings) = SourceSuppressions.read(file)
        // `equalToSuperview()` (or VFL's `|`) before `addSubview` is one mistake: the closure
        // check names it at the superview (`superview-before-add`); the function reader's
        // `activated-before-added` for the same line would say it again.
        let superviewLines = Set(result.diagnostics.filter { $0.ruleID == .superviewBeforeAdd }.compactMap { $0.span?.line })
        let readerDiagnostics = anchors.diagnostics.filter {
            !($0.ruleID == .activatedBeforeAdded && ($0.span.map { superviewLines.contains($0.line) } ?? false))
        }
        let diagnostics = result.diagnostics + readerDiagnostics + unclosedError + suppressionWarnings
        // A function holding text that cannot be read (a VFL string UIKit would reject) is not
        // laid out; the file's other functions are.
        let readErrors = diagnostics.filter { $0.severity == .error && !($0.ruleID.map { RuleRegistry.rule($0).isSuppressible } ?? false) }
        var screens: [LayoutScreen] = []
        for (screen, body) in zip(anchors.screens, anchors.screenBodies) {
            if let error = readErrors.first(where: { $0.span.map { body.contains($0.offset) } ?? false }) {
                skipped.append(SkippedInput(span: screen.span, reason: "not laid out: it holds an error (\(error.message))"))
            } else {
                // A controller class in code says nothing about how it is shown (pushed,
                // presented as a sheet or full screen): the code that shows it decides.
                var screen = screen
                if screen.environment.bars.presentation == .fullScreen { screen.environment.bars.presentation = .undetermined }
                screens.append(screen)
            }
        }
        // Constraints read but not laid out (a run-time value, a branch, not activated here) are
        // listed too, each once: a line already listed as skipped is not repeated.
        var listedLines = Set(skipped.compactMap { $0.span?.line })
        for screen in screens {
            for entry in screen.unsolved {
                guard let span = entry.constraint.origin.span, listedLines.insert(span.line).inserted else { continue }
                skipped.append(SkippedInput(span: span, reason: entry.summary))
            }
        }
        var document = LayoutDocument(file: file, screens: screens)
        document.disabledRules = disabled
        document.errorsAreLocal = true
        return FrontEndOutput(document: document, diagnostics: diagnostics, counts: counts, skipped: skipped)
    }

    /// The constraints each library made (every library, so that a summary over many files
    /// keeps one order).
    private static func libraryCounts(_ anchors: AnchorExtraction) -> [FrontEndCount] {
        let names: [(ConstraintSyntax, String, String)] = [
            (.vfl, "VFL constraint found", "VFL constraints found"),
            (.snapkit, "SnapKit constraint found", "SnapKit constraints found"),
            (.masonry, "Masonry constraint found", "Masonry constraints found"),
            (.purelayout, "PureLayout constraint found", "PureLayout constraints found"),
        ]
        return names.map { syntax, singular, plural in FrontEndCount(singular, plural, anchors.found[syntax] ?? 0) }
    }
}
