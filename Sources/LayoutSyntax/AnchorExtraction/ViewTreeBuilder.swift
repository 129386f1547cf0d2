import LayoutIR

/// The view tree a function builds: the views it creates, adds and constrains, each under the
/// superview the function gives it (the function's root when it gives none).
struct ViewTreeBuilder {
    var naming: ViewNaming
    private var order: [String] = []
    private var firstMention: [String: Int] = [:]
    private var parent: [String: String] = [:]
    private var arrangedIn: [String: String] = [:]
    private var kinds: [String: ViewKind] = [:]
    private var created: [String: Int] = [:]
    private var stacks: [String: StackProperties] = [:]
    private var properties: [String: ViewProperties] = [:]
    private var partlyKnown: Set<String> = []
    private var arrangedOrder: [String: [String]] = [:]
    private var plain: Set<String> = []

    init(naming: ViewNaming) {
        self.naming = naming
    }

    /// A view named at token `index` (in a constraint, an addition or a creation).
    mutating func mention(_ name: String, at index: Int) {
        guard name != LayoutItem.rootName else { return }
        if firstMention[name] == nil {
            firstMention[name] = index
            order.append(name)
        }
    }

    /// True when the function names the view anywhere (a constraint, an addition, a creation).
    func isMentioned(_ name: String) -> Bool { firstMention[name] != nil }

    /// `child` is a subview UIKit gives `owner` (an effect view's `contentView`), unless the
    /// function puts it elsewhere.
    mutating func hang(_ child: String, from owner: String) {
        if parent[child] == nil { parent[child] = owner }
    }

    /// A view with a constraint that is not laid out: its frame is not fully known.
    mutating func markPartlyKnown(_ name: String) { partlyKnown.insert(name) }

    /// The kind a property's declaration gives a view, unless the function creates it otherwise.
    mutating func declareKind(_ name: String, _ kind: ViewKind) {
        // A stack view made elsewhere may have arranged subviews and settings vflc cannot see;
        // laying out only the part this function shows would invent constraints.
        if kinds[name] == nil { kinds[name] = kind == .stackView ? .view : kind }
    }

    /// A view whose content or frame guide is constrained is a scroll view.
    mutating func setScrollView(_ name: String) {
        if kinds[name] == nil || kinds[name] == .view { kinds[name] = .scrollView }
    }

    mutating func read(_ facts: FunctionFacts, evaluator: ConstantEvaluator, tokens: [SourceToken]) {
        // A view made more than once (`container = UIStackView(arrangedSubviews: …)` in each case
        // of a switch) has whichever arrangement the running app picks: none is laid out.
        var creationCounts: [String: Int] = [:]
        for creation in facts.creations { creationCounts[naming.name(creation.path), default: 0] += 1 }
        for creation in facts.creations {
            let name = naming.name(creation.path)
            if creationCounts[name, default: 0] > 1 {
                mention(name, at: creation.at)
                kinds[name] = .view
                partlyKnown.insert(name)
                continue
            }
            // A constraint or other object assigned in the function is not a view.
            guard let kind = FunctionScreenBuilder.uikitViewClasses[creation.className]
                    ?? (creation.className == "UILayoutGuide" ? .layoutGuide : nil)
                    ?? (creation.className.hasSuffix("View") || creation.className.hasSuffix("Label")
                        || creation.className.hasSuffix("Button") ? .view : nil) else { continue }
            mention(name, at: creation.at)
            kinds[name] = kind
            if FunctionScreenBuilder.uikitViewClasses[creation.className] != nil, !creation.conditional { created[name] = creation.at }
            // Only a plain UIView has no content size of its own that the running app decides.
            if creation.className == "UIView", !creation.conditional { plain.insert(name) } else { plain.remove(name) }
            if kind == .stackView { stacks[name] = StackProperties() }
            if !creation.arrangementKnown {
                // Some arranged views are not named here: the named ones are inside the stack,
                // but where the stack puts them is not known.
                kinds[name] = .view
                stacks[name] = nil
                partlyKnown.insert(name)
                for element in creation.arranged {
                    let child = naming.name(element)
                    mention(child, at: creation.at)
                    parent[child] = name
                    partlyKnown.insert(child)
                }
                continue
            }
            for element in creation.arranged {
                let child = naming.name(element)
                mention(child, at: creation.at)
                arrangedIn[child] = name
                parent[child] = name
                arrangedOrder[name, default: []].append(child)
            }
        }
        for addition in facts.additions {
            let child = naming.name(addition.child)
            let container = naming.name(addition.parent)
            // Self added to a view the function names (`[wrapper addSubview:self]`) hangs from it;
            // added to the root, it already does.
            guard child != container, child != LayoutItem.rootName,
                  child != naming.selfName || container != LayoutItem.rootName else { continue }
            mention(child, at: addition.at)
            mention(container, at: addition.at)
            parent[child] = container
            if addition.arranged {
                arrangedIn[child] = container
                if !(arrangedOrder[container]?.contains(child) ?? false) { arrangedOrder[container, default: []].append(child) }
            }
            if addition.condition != nil { partlyKnown.insert(child) }
        }
        for setting in facts.properties {
            let name = naming.name(setting.path)
            let value = setting.value
            let word = value.last?.identifier ?? ""
            switch setting.property {
            case "axis":
                if stacks[name] != nil { stacks[name]?.axis = word.lowercased().hasSuffix("vertical") ? .vertical : .horizontal }
            case "spacing":
                if stacks[name] != nil {
                    if let spacing = evaluator.value(value).known { stacks[name]?.spacing = spacing } else { partlyKnown.insert(name) }
                }
            case "distribution":
                if let distribution = StackDistribution.allCases.first(where: { word.lowercased().hasSuffix($0.rawValue.lowercased()) }) {
                    stacks[name]?.distribution = distribution
                }
            case "alignment":
                if let alignment = StackAlignment.allCases.first(where: { word.lowercased().hasSuffix($0.rawValue.lowercased()) }) {
                    stacks[name]?.alignment = alignment
                }
            case "isLayoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement":
                stacks[name]?.layoutMarginsRelative = BooleanLiteral.value(of: word) == true
            case "isBaselineRelativeArrangement", "baselineRelativeArrangement":
                stacks[name]?.baselineRelative = BooleanLiteral.value(of: word) == true
            case "isHidden", "hidden":
                partlyKnown.insert(name)
            case "layoutMargins", "directionalLayoutMargins":
                // `stack.layoutMargins = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)`: the
                // margins its margin-relative constraints and arrangement use (UIKit's default is 8).
                switch GeometryValue.read(value, evaluator: evaluator) {
                case .known(.insets(let insets))? where setting.property == "layoutMargins":
                    properties[name, default: ViewProperties()].layoutMargins = insets
                case .known(.directionalInsets(let top, let leading, let bottom, let trailing))?:
                    properties[name, default: ViewProperties()].directionalLayoutMargins =
                        LayoutInsets(top: top, left: leading, bottom: bottom, right: trailing)
                case .known(.scalar(let zero))? where zero == 0:
                    properties[name, default: ViewProperties()].layoutMargins = .zero
                default:
                    partlyKnown.insert(name)
                }
            default:
                let parts = setting.property.split(separator: ".")
                guard parts.count == 2, let axis = LayoutAxis(rawValue: String(parts[1])) else { continue }
                guard let number = evaluator.value(value).known, let priority = Priority(Float(number)) else {
                    partlyKnown.insert(name)
                    continue
                }
                if parts[0] == "hugging" { properties[name, default: ViewProperties()].hugging[axis] = priority }
                else { properties[name, default: ViewProperties()].compressionResistance[axis] = priority }
            }
        }
        // Passed to code vflc does not read: that code may constrain or resize it.
        for name in facts.escapes.keys where created[naming.name(name)] != nil {
            partlyKnown.insert(naming.name(name))
        }
    }

    /// The tree, each view's span (where diagnostics about it point), and the views whose frames
    /// the function alone decides (plain `UIView`s it creates, constrained only by laid-out
    /// constraints to views that are themselves owned, the root, or the root's guides).
    func build(span: (Int) -> SourceSpan) -> (ViewNode, [String: SourceSpan?], Set<String>) {
        var names = order
        if naming.selfName != LayoutItem.rootName, !names.contains(naming.selfName) { names.insert(naming.selfName, at: 0) }
        // `[wrapper addSubview:self]` in a view's own method: self hangs from the view the
        // function adds it to, and that view (built here, placed by the caller) from the root.
        var ancestorsOfSelf: Set<String> = []
        var ancestor = parent[naming.selfName]
        while let next = ancestor, next != LayoutItem.rootName, next != naming.selfName, ancestorsOfSelf.insert(next).inserted {
            ancestor = parent[next]
        }
        var parents: [String: String] = [:]
        for name in names where name != naming.selfName {
            parents[name] = parent[name] ?? (ancestorsOfSelf.contains(name) ? LayoutItem.rootName : naming.selfName)
        }
        if naming.selfName != LayoutItem.rootName { parents[naming.selfName] = parent[naming.selfName] ?? LayoutItem.rootName }
        // A plain subview of a stack view (a background behind its arranged subviews) is not
        // arranged; the screen model's stack children all are, so it hangs from the stack's
        // superview, which changes no constraint between the two.
        for name in names where arrangedIn[name] == nil {
            if let container = parents[name], kinds[container] == .stackView {
                parents[name] = parents[container] ?? naming.selfName
            }
        }
        // Break cycles (`a.addSubview(b); b.addSubview(a)`): a view whose chain of superviews
        // comes back to it hangs from the function's root instead.
        for name in names {
            var seen: Set<String> = [name]
            var current = parents[name]
            while let next = current, next != LayoutItem.rootName {
                if seen.contains(next) { parents[name] = naming.selfName == name ? LayoutItem.rootName : naming.selfName; break }
                seen.insert(next)
                current = parents[next]
            }
        }
        var children: [String: [String]] = [:]
        for name in names {
            let container = parents[name] ?? LayoutItem.rootName
            children[container, default: []].append(name)
        }
        // A stack view's children are its arranged subviews, in arrangement order.
        for (stack, arranged) in arrangedOrder {
            let others = (children[stack] ?? []).filter { !arranged.contains($0) }
            children[stack] = arranged.filter { parents[$0] == stack } + others
        }
        var spans: [String: SourceSpan?] = [:]
        for name in names { spans[name] = firstMention[name].map(span) ?? nil }
        // A view the function never adds to its own hierarchy (one it returns, or builds for a
        // caller) is placed by code vflc does not see.
        func isPlaced(_ name: String) -> Bool {
            var current = name
            var seen: Set<String> = []
            while let next = parent[current], seen.insert(current).inserted {
                if next == naming.selfName || next == LayoutItem.rootName { return true }
                current = next
            }
            return false
        }
        // Where its caller puts it, and so which bars or unsafe screen edges reach it, is not
        // known: its layout margins are the ones it declares, not grown by a safe area that only
        // the solver's arbitrary placement of a free view would give it.
        var properties = properties
        for name in names where created[name] != nil && name != naming.selfName && parent[name] == nil {
            properties[name, default: ViewProperties()].insetsLayoutMarginsFromSafeArea = false
        }
        // Post-order without recursion: a function may nest views arbitrarily deep.
        var built: [String: ViewNode] = [:]
        var stack: [(name: String, expanded: Bool)] = [(LayoutItem.rootName, false)]
        var visited: Set<String> = []
        while let (name, expanded) = stack.popLast() {
            if expanded {
                var node = ViewNode(name: name, kind: name == LayoutItem.rootName ? .view : (kinds[name] ?? .view),
                                    properties: properties[name] ?? ViewProperties(),
                                    children: (children[name] ?? []).compactMap { built[$0] },
                                    span: name == LayoutItem.rootName ? nil : (spans[name] ?? nil))
                if node.kind == .stackView { node.properties.stack = stacks[name] ?? StackProperties() }
                built[name] = node
                continue
            }
            guard visited.insert(name).inserted else { continue }
            stack.append((name, true))
            for child in (children[name] ?? []).reversed() { stack.append((child, false)) }
        }
        let root = built[LayoutItem.rootName] ?? ViewNode(name: LayoutItem.rootName, kind: .view)
        var owned: Set<String> = []
        for name in names where created[name] != nil && plain.contains(name) && !partlyKnown.contains(name)
            && arrangedIn[name] == nil && name != naming.selfName && isPlaced(name) {
            owned.insert(name)
        }
        return (root, spans, owned)
    }
}
