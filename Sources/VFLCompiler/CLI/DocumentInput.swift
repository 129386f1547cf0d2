import LayoutCheck
import LayoutEngine
import LayoutIR
import LayoutSyntax

/// Which front end reads a file, by its extension: `.layout` files, or Interface Builder
/// documents (`.storyboard`, `.xib`).
enum DocumentInput {
    /// Every extension `compile` and `check` pick up in directories.
    static let extensions = [".layout"] + InterfaceBuilderReader.fileExtensions

    /// `--as-designed`, for `compile` and `check`.
    static let asDesignedOption = ArgumentParser.Option(
        name: "as-designed", valueName: nil,
        help: "Interface Builder documents: lay out on the document's own device, bars and size classes, with placeholder constraints")

    /// The document in `file`, read by the front end its name asks for.
    static func read(_ file: SourceFile, asDesigned: Bool, knownDevices: [String]?) -> (document: LayoutDocument, diagnostics: [LayoutDiagnostic]) {
        if InterfaceBuilderReader.handles(path: file.path) {
            return InterfaceBuilderReader.read(file, options: InterfaceBuilderOptions(asDesigned: asDesigned))
        }
        return LayoutParser.parse(file, options: LayoutParseOptions(knownDevices: knownDevices))
    }

    /// The findings of imported documents, after the checker's: `verifyAmbiguity` applied,
    /// misplaced views (as designed only: the stored frames are the design device's), and
    /// Xcode's flags compared with vflc's.
    static func importedFindings(_ checked: [LayoutDiagnostic], screen: LayoutScreen, solutions: [LayoutSolution],
                                 reports: [EnvironmentReport], asDesigned: Bool) -> [LayoutDiagnostic] {
        guard screen.allViews.contains(where: { $0.view.source != nil }) else { return checked }
        var result = DesignFrameCheck.honourVerifyAmbiguity(checked, screen: screen)
        let ambiguous = reports.reduce(into: Set<String>()) { $0.formUnion($1.ambiguousViews) }
        if asDesigned, let solution = solutions.first {
            let conflicted = reports.reduce(into: Set<String>()) { $0.formUnion($1.conflictedViews) }
            result += DesignFrameCheck.misplacedViews(screen, solution: solution, tolerance: 0.5,
                                                      skipping: ambiguous.union(conflicted))
        }
        result += DesignFrameCheck.flagDisagreements(screen, ambiguousViews: ambiguous)
        return result
    }
}
