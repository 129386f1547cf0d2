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
    public var fileExtensions: [String] { [".swift", ".m", ".mm", ".h"] }

    /// The named constants the file declares for the others (read by `ProjectConstants`).
    public func projectFacts(of file: SourceFile) -> ProjectFacts {
        ProjectConstants.collect(file, language: SourceLanguage(path: file.path) ?? .swift)
    }

    /// Checks the file in place: the document has no screens, the diagnostics are what UIKit or
    /// SnapKit would reject, and the counts feed `vflc lint`'s summary line.
    public func read(_ file: SourceFile, context: FrontEndContext) -> FrontEndOutput {
        let language = SourceLanguage(path: file.path) ?? .swift
        // Both passes read the same tokens: the file is scanned once.
        let source = ScannedSource(file, language: language)
        let result = SourceLinter.lint(source)
        let anchors = AnchorExtractor.extract(source, project: context.project)
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
            FrontEndCount("laid out", "laid out", anchors.laidOut),
        ]
        let skipped = result.skipped.map { SkippedInput(span: $0.span, reason: $0.reason) }
            + result.snapKitSkipped.map { SkippedInput(span: $0.span, reason: "in a SnapKit closure: " + $0.reason) }
            + anchors.skipped
        return FrontEndOutput(document: LayoutDocument(file: file, screens: anchors.screens),
                              diagnostics: result.diagnostics + anchors.diagnostics,
                              counts: counts, skipped: skipped)
    }
}
