import Cassowary
import LayoutEngine
import LayoutIR

/// What is free only because of how a conflict was broken.
///
/// When required constraints cannot all hold, the solver (as UIKit: "Will attempt to recover by
/// breaking constraint") leaves one of them out entirely, whichever it met last. The views it held
/// lose an equation, and the views tied to them can then slide: with a label's bottom left out of
/// `top == top, bottom == bottom, baseline == baseline` against a text field of another font, the
/// two heights are held only by compression resistances tied at 750, so the label, a switch centred
/// on it and everything stacked below move together by the 1.4 pt the fonts differ, and so does the
/// scroll view's content size. Those are consequences of the conflict, which is reported at its
/// cause with the break that moves the views least first (``ConflictAnalysis``).
///
/// The test: the same system broken each other way the conflict's finding offers — for each
/// minimal set and each of its break choices, that member left out and the solver's own left-out
/// constraint of the set back in. A variable free in the solved layout but determined in one of
/// those layouts is free only because of the break the solver happened to take: resolving the
/// conflict that way fixes it, so the conflict's finding stands for it. A variable free in every
/// one of them (or when none of them is satisfiable) keeps its own finding: no resolution of the
/// conflict fixes it.
struct ConflictConsequences {
    /// The solvers of the other breaks that leave the system satisfiable, made the first time a
    /// free variable is asked about: most screens with a conflict have none, and each break is a
    /// whole solve.
    private let alternatives: Alternatives

    /// How many other breaks one environment lays out at most (each is one more solve).
    static let maximumAlternatives = 12

    init(_ solution: LayoutSolution, reports: [ConflictReport]) {
        alternatives = Alternatives { Self.solveAlternatives(solution, reports: reports) }
    }

    /// Computes its value once, when first read.
    private final class Alternatives {
        private let make: () -> [LoadedSystem]
        private(set) lazy var solvers: [LoadedSystem] = make()
        init(_ make: @escaping () -> [LoadedSystem]) { self.make = make }
    }

    private static func solveAlternatives(_ solution: LayoutSolution, reports: [ConflictReport]) -> [LoadedSystem] {
        let leftOut = Set(solution.conflicts.map(\.constraint))
        var alternatives: [LoadedSystem] = []
        search: for report in reports {
            // The set's own left-out constraint comes back; the other sets stay broken as solved.
            let restored = Set(report.members).intersection(leftOut)
            for choice in report.choices where !leftOut.contains(choice.member) {
                guard alternatives.count < Self.maximumAlternatives else { break search }
                var system = solution.system
                system.constraints = system.constraints.indices
                    .filter { $0 != choice.member && (!leftOut.contains($0) || restored.contains($0)) }
                    .map { system.constraints[$0] }
                let loaded = LoadedSystem(system)
                if loaded.conflicts.isEmpty { alternatives.append(loaded) }
            }
        }
        return alternatives
    }

    /// Whether `variable`, free in the solved layout, is determined when one of the conflicts is
    /// broken another way (so its freedom follows from the solver's break).
    func isFreeOnlyThroughBreak(_ variable: LayoutVariable) -> Bool {
        alternatives.solvers.contains { loaded in
            variable.index < loaded.variables.count && loaded.solver.isDetermined(loaded.variables[variable.index])
        }
    }
}
