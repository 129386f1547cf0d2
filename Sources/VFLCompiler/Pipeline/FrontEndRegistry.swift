import LayoutIR
import LayoutSyntax

/// The front ends a compiler knows, chosen for a file by its name's extension. To teach vflc a
/// new kind of input, write a `LayoutFrontEnd` and add it to ``standard``.
public struct FrontEndRegistry: Sendable {
    /// The front ends, in the order they are tried.
    public var frontEnds: [any LayoutFrontEnd]

    /// A registry of these front ends.
    public init(_ frontEnds: [any LayoutFrontEnd]) {
        self.frontEnds = frontEnds
    }

    /// Every front end vflc ships.
    public static let standard = FrontEndRegistry([LayoutFileFrontEnd(), SourceCodeFrontEnd(), InterfaceBuilderFrontEnd()])

    /// The front end that reads `path`, by its extension; `nil` when none does.
    public func frontEnd(forPath path: String) -> (any LayoutFrontEnd)? {
        frontEnds.first { frontEnd in frontEnd.fileExtensions.contains { path.hasSuffix($0) } }
    }

    /// Every extension some front end reads, for finding inputs in directories.
    public var fileExtensions: [String] { frontEnds.flatMap(\.fileExtensions) }
}
