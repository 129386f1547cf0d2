import LayoutIR

/// One view's place in a solved layout.
public struct ViewFrame: Sendable, Hashable {
    /// The view's name.
    public var name: String
    /// The view's kind.
    public var kind: ViewKind
    /// The superview's name; `nil` for the root view.
    public var superview: String?
    /// Depth in the view tree (the root is 0).
    public var depth: Int
    /// UIKit's `frame`: in the superview's coordinates (for the root: in the screen's), with
    /// each edge rounded to the device's pixel grid.
    public var frame: LayoutRect
    /// The frame in the root view's coordinates (the root itself is at the origin).
    public var absoluteFrame: LayoutRect
    /// True when the view or an ancestor is declared `hidden`.
    public var isHidden: Bool
    /// For scroll views: the size of the content layout guide, rounded to pixels.
    public var contentSize: LayoutSize?
    /// The view's id in the document it came from (an Interface Builder object id), if any.
    public var sourceID: String?
    /// For scroll views: `adjustedContentInset`, the content inset plus the safe-area insets
    /// its `contentInsetAdjustmentBehavior` adds.
    public var adjustedContentInset: LayoutInsets? = nil

    /// A view's frame record.
    public init(name: String, kind: ViewKind, superview: String?, depth: Int, frame: LayoutRect, absoluteFrame: LayoutRect,
                isHidden: Bool = false, contentSize: LayoutSize? = nil) {
        self.name = name
        self.kind = kind
        self.superview = superview
        self.depth = depth
        self.frame = frame
        self.absoluteFrame = absoluteFrame
        self.isHidden = isHidden
        self.contentSize = contentSize
    }
}

/// A required constraint the solver could not add, with the constraints already added that it
/// conflicts with (empty when the constraint can never hold on its own, such as
/// `topLayoutGuide.height == 10` where the guide is 64 tall).
///
/// The conflict carries the IR constraints themselves, so it stays meaningful after
/// ``LayoutSolution/droppingSystem()``; the indices are for working with the lowered system
/// while a solution still has it.
public struct LayoutConflict: Sendable, Hashable {
    /// Index of the constraint left out in ``LoweredSystem/constraints``.
    public var constraint: Int
    /// Indices of the constraints it conflicts with in ``LoweredSystem/constraints``.
    public var conflictingWith: [Int]
    /// The constraint that was left out, with its origin.
    public var leftOut: IRConstraint
    /// The constraints it conflicts with, in the order of ``conflictingWith``.
    public var conflictingConstraints: [IRConstraint]

    /// A conflict between constraints of `system`.
    public init(constraint: Int, conflictingWith: [Int], in system: LoweredSystem) {
        self.constraint = constraint
        self.conflictingWith = conflictingWith
        self.leftOut = system.constraints[constraint].constraint
        self.conflictingConstraints = conflictingWith.map { system.constraints[$0].constraint }
    }
}

/// The result of laying a screen out in one environment.
public struct LayoutSolution: Sendable {
    /// The environment and what UIKit computes for it.
    public var metrics: EnvironmentMetrics
    /// Every view, root first, depth-first in declaration order.
    public var views: [ViewFrame]
    /// The lowered constraints (user and implicit) and variables of the final pass.
    public var system: LoweredSystem
    /// The solver's value of each variable of ``system`` (unrounded, root coordinates).
    public var values: [Double]
    /// Required constraints that could not be added. `LayoutCheck` turns them into minimal
    /// conflicting sets with ranked break choices.
    public var conflicts: [LayoutConflict]
    /// How many lower-and-solve passes were needed; subviews' safe areas and margins depend on
    /// their frames, so a pass is repeated (at most ``LayoutSolver/maximumPasses`` times) until
    /// they stop changing, as UIKit's layout loop does.
    public var passes: Int

    /// A solution (normally made by ``LayoutSolver/solve(_:in:metrics:)``).
    public init(metrics: EnvironmentMetrics, views: [ViewFrame], system: LoweredSystem, values: [Double] = [],
                conflicts: [LayoutConflict] = [], passes: Int = 1) {
        self.metrics = metrics
        self.views = views
        self.system = system
        self.values = values
        self.conflicts = conflicts
        self.passes = passes
    }

    /// The environment.
    public var environment: LayoutEnvironment { metrics.environment }

    /// The same solution without its lowered system and solver values: the frames, metrics
    /// and conflicts that frame tables need. A 10 000-view screen's system holds
    /// some 50 000 constraints with their origins; a compiler that keeps one solution per
    /// environment keeps only this.
    public func droppingSystem() -> LayoutSolution {
        var frames = self
        frames.system = LoweredSystem()
        frames.values = []
        return frames
    }

    /// The frame record of a view.
    public func view(named name: String) -> ViewFrame? { views.first { $0.name == name } }

    /// A view's frame as the solver left it: root coordinates, not rounded. `nil` for unknown
    /// names or a solution without values.
    public func unroundedFrame(of name: String) -> LayoutRect? {
        guard let variables = system.views[name] else { return nil }
        let indices = [variables.left.index, variables.top.index, variables.width.index, variables.height.index]
        guard indices.allSatisfy({ $0 >= 0 && $0 < values.count }) else { return nil }
        return LayoutRect(x: values[indices[0]], y: values[indices[1]], width: values[indices[2]], height: values[indices[3]])
    }
}
