import LayoutIR

/// The screen under construction: a flat registry of views (so that later statements can find a
/// view's superview and change its properties), metrics, the environment, and the constraints
/// with the bookkeeping SnapKit's `remakeConstraints` / `updateConstraints` need.
struct ScreenBuilder {
    var name: String
    var span: SourceSpan?
    var environment = EnvironmentDeclaration()
    var metrics: [Metric] = []
    var metricValues: [String: Double] = [:]
    /// Every view by name, without children; `view` is the root. New views come in through
    /// ``declare(_:in:)``.
    var nodes: [String: ViewNode]
    /// The views dictionary a VFL line passes to the parser: every view declared so far and the
    /// legacy layout guides. Kept up to date by ``declare(_:in:)`` rather than built per line,
    /// which made a screen's VFL lines cost its size each (quadratic in all).
    private(set) var visualFormatViews: [String: LayoutItem]
    /// Each view's superview (`nil` for the root).
    var parents: [String: String] = [:]
    /// Each view's subviews, in declaration order.
    var children: [String: [String]] = [:]
    /// Constraints in source order; `nil` marks one removed by `remakeConstraints`.
    var constraints: [IRConstraint?] = []
    /// Indices into `constraints` of the SnapKit constraints made for each constrained item.
    var snapKitConstraints: [LayoutItem: [Int]] = [:]
    var disabledRules: [Int: Set<RuleID>] = [:]
    /// False inside the second branch of `if #available … else …`: checked, but adds nothing.
    var emitting = true
    /// The size classes of the `if` branch being read; constraints made there hold only in them.
    var sizeClasses: SizeClassCondition?
    /// The "too many views / constraints" errors are reported once per screen.
    var reportedViewLimit = false
    var reportedConstraintLimit = false

    init(name: String, span: SourceSpan?) {
        self.name = name
        self.span = span
        nodes = [LayoutItem.rootName: ViewNode(name: LayoutItem.rootName, kind: .view)]
        visualFormatViews = [LayoutItem.rootName: LayoutItem.root]
        // The guides' names are reserved, so no view can take them.
        for guide in [LayoutGuide.topLayoutGuide, .bottomLayoutGuide] {
            visualFormatViews[guide.name] = LayoutItem.root.with(guide: guide)
        }
    }

    /// Registers a new view as a subview of `parent`.
    mutating func declare(_ node: ViewNode, in parent: String) {
        nodes[node.name] = node
        // UIKit's VFL takes views: a layout guide has no superview for `|` to stand for.
        if !node.kind.isLayoutGuide { visualFormatViews[node.name] = LayoutItem.view(node.name) }
        parents[node.name] = parent
        children[parent, default: []].append(node.name)
    }

    /// Names that cannot be used for declared views.
    static let reservedNames: Set<String> = {
        var names: Set<String> = [LayoutItem.rootName, LayoutItem.superviewName, "self", "make", "snp", "if", "return"]
        for guide in LayoutGuide.allCases { names.insert(guide.name); names.insert(guide.uikitName) }
        return names
    }()

    /// The declared view names (root included), for "did you mean".
    var viewNames: [String] { Array(nodes.keys) }

    func isView(_ name: String) -> Bool { nodes[name] != nil }

    /// The superview of a view, or `nil` for the root and unknown names.
    func superview(of name: String) -> String? { parents[name] }

    /// The superview of an item as SnapKit and `superview` in equations see it: a view's superview,
    /// or for a layout guide its owning view (the root, for the legacy layout-support guides).
    func superviewItem(of item: LayoutItem) -> LayoutItem? {
        if item.guide != nil { return item.with(guide: nil) }
        return superview(of: item.view).map { LayoutItem.screenView($0) }
    }

    mutating func addConstraint(_ constraint: IRConstraint) -> Int {
        var constraint = constraint
        if let sizeClasses { constraint.sizeClasses = sizeClasses }
        constraints.append(constraint)
        return constraints.count - 1
    }

    /// The finished screen.
    func build() -> LayoutScreen {
        LayoutScreen(name: name, span: span, environment: environment, metrics: metrics, root: assemble(LayoutItem.rootName, depth: 0),
               constraints: constraints.compactMap { $0 }, disabledRules: disabledRules)
    }

    /// Rebuilds the nested tree; depth is bounded by the parser's nesting limit.
    private func assemble(_ name: String, depth: Int) -> ViewNode {
        var node = nodes[name] ?? ViewNode(name: name, kind: .view)
        node.children = depth > LayoutFileParser.maximumDepth + 2 ? []
            : (children[name] ?? []).map { assemble($0, depth: depth + 1) }
        return node
    }
}
