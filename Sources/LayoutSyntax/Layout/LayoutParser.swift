import LayoutIR

/// Settings for parsing a `.layout` file.
public struct LayoutParseOptions: Sendable {
    /// The device names the engine's catalog knows, for "unknown device" errors with a
    /// "did you mean"; `nil` accepts any name (the engine checks later).
    public var knownDevices: [String]?
    /// The most views one screen may declare (the root not counted); more is an error at the
    /// first view past the limit. Solving every environment of a larger screen would take minutes.
    public var maximumViews: Int
    /// The most constraints one screen may hold; more is an error at the first one past the limit.
    public var maximumConstraints: Int

    /// The default limits: 50 000 views and 500 000 constraints per screen.
    public static let defaultMaximumViews = 50_000
    /// See ``defaultMaximumViews``.
    public static let defaultMaximumConstraints = 500_000

    /// Options; by default every device name is accepted, with the default limits.
    public init(knownDevices: [String]? = nil, maximumViews: Int = defaultMaximumViews,
                maximumConstraints: Int = defaultMaximumConstraints) {
        self.knownDevices = knownDevices
        self.maximumViews = maximumViews
        self.maximumConstraints = maximumConstraints
    }
}

/// The `.layout` file parser: screens, environments, metrics, view trees, and constraints in
/// three syntaxes (Visual Format Language lines, equations, SnapKit blocks), all lowered to the
/// constraint IR with every `superview` resolved to a concrete view.
///
/// The grammar is `Grammar/layout.ebnf`. The parser recovers from errors at line boundaries, so one
/// run reports every problem in a file.
public enum LayoutParser {

    /// Parses a whole file. The document holds every screen that could be read, with the
    /// constraints that were well formed; the diagnostics hold every problem found.
    public static func parse(_ file: SourceFile, options: LayoutParseOptions = .init())
        -> (document: LayoutDocument, diagnostics: [LayoutDiagnostic]) {
        let parser = LayoutFileParser(file: file, options: options)
        let screens = parser.parseFile()
        return (LayoutDocument(file: file, screens: screens), parser.finishedDiagnostics())
    }

    /// Parses text as a file named `path` (a convenience for tests and tools).
    public static func parse(_ text: String, path: String = "<layout>", options: LayoutParseOptions = .init())
        -> (document: LayoutDocument, diagnostics: [LayoutDiagnostic]) {
        parse(SourceFile(path: path, text: text), options: options)
    }
}
