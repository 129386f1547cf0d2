import LayoutIR

/// `.layout` files: screens, environments, view trees and constraints in VFL, equations and
/// SnapKit, read by ``LayoutParser``.
public struct LayoutFileFrontEnd: LayoutFrontEnd {
    /// The front end.
    public init() {}

    /// `layout`.
    public var name: String { "layout" }
    /// Files ending in `.layout`.
    public var fileExtensions: [String] { [".layout"] }

    /// Parses every screen of the file with ``LayoutParser``, reporting every error with recovery;
    /// device names are left for the engine to check.
    public func read(_ file: SourceFile, context: FrontEndContext) -> FrontEndOutput {
        // Device names are the engine's to check (it knows the catalog and the screen's own
        // devices), so the parser accepts any.
        let options = LayoutParseOptions(knownDevices: nil, maximumViews: context.maximumViews,
                                         maximumConstraints: context.maximumConstraints)
        let (document, diagnostics) = LayoutParser.parse(file, options: options)
        return FrontEndOutput(document: document, diagnostics: diagnostics)
    }
}
