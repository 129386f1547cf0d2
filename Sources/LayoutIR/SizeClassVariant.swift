/// A change to one view that holds only in some size classes: a `.layout` view declared inside
/// `if horizontalSizeClass == compact { … }`, a property set there (`actions { axis vertical }`), or
/// an Interface Builder `<variation>` that installs, uninstalls or changes it. `nil` fields leave
/// the view as it is.
public struct SizeClassVariant: Sendable, Hashable {
    /// Where the change holds; a condition on no axis holds everywhere.
    public var condition: SizeClassCondition
    /// Whether the view is in the hierarchy there (an uninstalled view, its subviews and the
    /// constraints on them are left out, as UIKit leaves out an uninstalled view).
    public var installed: Bool?
    /// `hidden`.
    public var hidden: Bool?
    /// A stack view's `axis`.
    public var axis: LayoutAxis?
    /// A stack view's `spacing`.
    public var spacing: Double?
    /// A stack view's `alignment`.
    public var alignment: StackAlignment?
    /// A stack view's `distribution`.
    public var distribution: StackDistribution?

    /// A change under `condition`; every field left `nil` changes nothing.
    public init(condition: SizeClassCondition, installed: Bool? = nil, hidden: Bool? = nil, axis: LayoutAxis? = nil,
                spacing: Double? = nil, alignment: StackAlignment? = nil, distribution: StackDistribution? = nil) {
        self.condition = condition
        self.installed = installed
        self.hidden = hidden
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
    }

    /// True when it changes nothing.
    public var isEmpty: Bool {
        installed == nil && hidden == nil && axis == nil && spacing == nil && alignment == nil && distribution == nil
    }

    /// `view` as it is where this change holds.
    func apply(to view: inout ViewNode) {
        if let installed { view.properties.installed = installed }
        if let hidden { view.properties.hidden = hidden }
        guard view.properties.stack != nil else { return }
        if let axis { view.properties.stack?.axis = axis }
        if let spacing { view.properties.stack?.spacing = spacing }
        if let alignment { view.properties.stack?.alignment = alignment }
        if let distribution { view.properties.stack?.distribution = distribution }
    }
}

extension LayoutScreen {
    /// True when some constraint or view of the screen depends on the size classes: then each
    /// pair of size classes it is laid out in has its own ``resolved(horizontal:vertical:)`` screen.
    public var dependsOnSizeClass: Bool {
        if constraints.contains(where: { $0.sizeClasses != nil }) { return true }
        var stack = [root]
        while let node = stack.popLast() {
            if !node.sizeClassVariants.isEmpty || !node.properties.installed { return true }
            stack.append(contentsOf: node.children)
        }
        return false
    }

    /// The screen as UIKit has it in an environment of these size classes: every view's variants
    /// that hold applied in order (a later one wins), views not installed there left out with their
    /// subviews, and the constraints that do not hold there or name a view left out dropped. The
    /// result depends on no size class.
    public func resolved(horizontal: SizeClass, vertical: SizeClass) -> LayoutScreen {
        var removed = Set<String>()
        // Flattened in pre-order and rebuilt, without recursion: the tree is as deep as the
        // front end allows.
        var nodes: [ViewNode] = []
        var parents: [Int?] = []
        var work: [(node: ViewNode, parent: Int?)] = [(root, nil)]
        while let (node, parent) = work.popLast() {
            var view = node
            for variant in view.sizeClassVariants where variant.condition.holds(horizontal: horizontal, vertical: vertical) {
                variant.apply(to: &view)
            }
            view.sizeClassVariants = []
            if parent != nil, !view.properties.installed {
                var gone = [node]
                while let next = gone.popLast() {
                    removed.insert(next.name)
                    gone.append(contentsOf: next.children)
                }
                continue
            }
            view.properties.installed = true
            let children = view.children
            view.children = []
            let index = nodes.count
            nodes.append(view)
            parents.append(parent)
            for child in children.reversed() { work.append((child, index)) }
        }
        // Every descendant of a view comes after it in pre-order, so walking backwards finishes a
        // view's subviews (collected last first) before the view joins its parent.
        for index in nodes.indices.reversed() {
            nodes[index].children.reverse()
            if let parent = parents[index] { nodes[parent].children.append(nodes[index]) }
        }
        var screen = self
        screen.root = nodes[0]
        var kept: [IRConstraint] = []
        var codeAdjusted: Set<Int> = []
        for (index, constraint) in constraints.enumerated() {
            guard constraint.sizeClasses?.holds(horizontal: horizontal, vertical: vertical) ?? true,
                  !removed.contains(constraint.firstItem.view),
                  !(constraint.secondItem.map { removed.contains($0.view) } ?? false) else { continue }
            if codeAdjustedConstraints.contains(index) { codeAdjusted.insert(kept.count) }
            var constraint = constraint
            constraint.sizeClasses = nil
            kept.append(constraint)
        }
        screen.constraints = kept
        screen.codeAdjustedConstraints = codeAdjusted
        return screen
    }
}
