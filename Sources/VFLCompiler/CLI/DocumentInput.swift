import LayoutIR
import LayoutSyntax

/// What the command line adds for Interface Builder documents: `--as-designed`.
enum DocumentInput {
    /// `--as-designed`, for `compile` and `check`.
    static let asDesignedOption = ArgumentParser.Option(
        name: "as-designed", valueName: nil,
        help: "Interface Builder documents: lay out on the document's own device, bars and size classes, with placeholder constraints")

    /// The standard front ends, with Interface Builder documents read as designed when asked.
    static func registry(asDesigned: Bool) -> FrontEndRegistry {
        guard asDesigned else { return .standard }
        return FrontEndRegistry(FrontEndRegistry.standard.frontEnds.map { frontEnd in
            frontEnd is InterfaceBuilderFrontEnd ? InterfaceBuilderFrontEnd(options: InterfaceBuilderOptions(asDesigned: true)) : frontEnd
        })
    }
}
