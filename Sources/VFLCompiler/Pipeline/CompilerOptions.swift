import LayoutIR
import LayoutEngine

/// How far the compiler takes its inputs.
public enum CompilerStage: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Front ends only: documents and what reading them found (`vflc parse`).
    case read
    /// Also lay every screen out in each of its environments: frame tables (benchmarks of
    /// the solver path; embedders that want frames only).
    case layout
    /// Also check the layouts: unsatisfiable sets with break choices, ambiguity, lint rules
    /// (`vflc compile`, `vflc check`, `vflc lint`).
    case check

    /// Pipeline order: an earlier stage is less.
    public static func < (lhs: CompilerStage, rhs: CompilerStage) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Everything that decides what a compilation produces, besides its inputs.
public struct CompilerOptions: Sendable {
    /// The devices screens may name, with the UIKit metrics of the modelled iOS release.
    public var catalog: DeviceCatalog
    /// Limits the environments of every screen (`--device`, `--orientation`, `--direction`).
    public var environmentFilter: EnvironmentFilter
    /// Limits on what one screen may hold, handed to every front end.
    public var limits: FrontEndContext
    /// The last stage to run.
    public var stage: CompilerStage
    /// Whether each laid-out screen keeps its frame table and view marks. A caller that only
    /// wants diagnostics (`vflc lint`) turns this off: a solution holds every view's frame in
    /// every environment, by far the largest part of a compilation's memory.
    public var keepsFrameTables: Bool

    /// Options; by default every stage on the standard catalog, no filter, default limits,
    /// frame tables kept.
    public init(catalog: DeviceCatalog = .standard, environmentFilter: EnvironmentFilter = .none,
                limits: FrontEndContext = FrontEndContext(), stage: CompilerStage = .check,
                keepsFrameTables: Bool = true) {
        self.catalog = catalog
        self.environmentFilter = environmentFilter
        self.limits = limits
        self.stage = stage
        self.keepsFrameTables = keepsFrameTables
    }
}
