import LayoutCheck
import LayoutEngine
import LayoutIR
import LayoutSyntax

/// What the command line adds for Interface Builder documents: `--as-designed`, and the
/// findings only imported documents have.
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

    /// The findings of imported documents, after the checker's: `verifyAmbiguity` applied,
    /// misplaced views (as designed only: the stored frames are the design device's), and
    /// Xcode's flags compared with vflc's.
    /// A screen is laid out as designed when it has the one custom device the IB front end makes
    /// for `--as-designed`.
    /// `scrollContent`: per environment, the scroll views whose content size is not determined.
    static func importedFindings(_ checked: [LayoutDiagnostic], screen: LayoutScreen, solutions: [LayoutSolution],
                                 reports: [EnvironmentReport], scrollContent: [[String]] = []) -> [LayoutDiagnostic] {
        guard screen.allViews.contains(where: { $0.view.source != nil }) else { return checked }
        var result = DesignFrameCheck.honourVerifyAmbiguity(checked, screen: screen)
        let ambiguous = reports.reduce(into: Set<String>()) { $0.formUnion($1.ambiguousViews) }
        let devices = screen.environment.devices
        let asDesigned = devices.count == 1 && solutions.count == 1 && { if case .custom = devices[0] { return true } else { return false } }()
        if asDesigned, let solution = solutions.first {
            let conflicted = reports.reduce(into: Set<String>()) { $0.formUnion($1.conflictedViews) }
            result += DesignFrameCheck.misplacedViews(screen, solution: solution, tolerance: 0.5,
                                                      skipping: ambiguous.union(conflicted))
            result = DesignFrameCheck.annotateUnflaggedAmbiguity(result, screen: screen)
        }
        result += DesignFrameCheck.flagDisagreements(screen, ambiguousViews: ambiguous)
        result += DesignFrameCheck.scrollContentDiagnostics(screen, undetermined: scrollContent,
                                                            environments: solutions.map(\.environment.name))
        return result
    }
}
