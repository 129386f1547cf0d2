import Testing
import LayoutIR
@testable import LayoutCheck

/// `DesignedFrames` answers from a `ScreenIndex` what it once found by scanning every constraint
/// of the screen per view. These tests hold the indexed answers to the scanning ones (kept here
/// as the reference) on random screens, duplicate names, unknown names and the walk's limit.
@Suite struct DesignedFramesIndexTests {
    @Test func agreesWithTheScanOnRandomScreens() {
        var random = SplitMix64(seed: 32)
        for _ in 0 ..< 300 {
            let screen = randomScreen(&random)
            let design = DesignedFrames(ScreenIndex(screen))
            let index = ScreenIndex(screen)
            let nodes = Dictionary(screen.allViews.map { ($0.view.name, $0.view) }, uniquingKeysWith: { a, _ in a })
            for name in nodes.keys.sorted() + ["missing"] {
                let id = index.id(of: name)
                let expected = ScanningReference.deliberateZeroAxes(of: nodes[name], constraints: screen.constraints)
                let found = design.deliberateZeroAxes(of: id)
                #expect(found.width == expected.width && found.height == expected.height, "\(name)")
                #expect(design.restsOnEstimatedText(id)
                        == ScanningReference.restsOnEstimatedText(nodes[name], nodes: nodes, constraints: screen.constraints), "\(name)")
            }
        }
    }

    /// A view tied to a container of more views than the walk visits: an estimated view the walk
    /// reaches within its limit counts, one past it does not, as before.
    @Test func keepsTheWalkLimit() {
        for estimatedFirst in [false, true] {
            var children = (0 ..< 10_050).map { ViewNode(name: "cell\($0)", kind: .view) }
            var estimated = ViewSourceInfo(element: "label")
            estimated.intrinsicSizeEstimated = true
            // The walk takes the last child first: the first child is met last, past the limit.
            children[estimatedFirst ? 0 : children.count - 1].source = estimated
            let root = ViewNode(name: LayoutItem.rootName, kind: .view, children: [
                ViewNode(name: "big", kind: .view, children: children), ViewNode(name: "badge", kind: .view),
            ])
            let origin = ConstraintOrigin(syntax: .equation)
            let screen = LayoutScreen(name: "Big", root: root, constraints: [
                IRConstraint(.view("badge"), .top, .equal, .view("big"), .top, origin: origin),
            ])
            let nodes = Dictionary(screen.allViews.map { ($0.view.name, $0.view) }, uniquingKeysWith: { a, _ in a })
            let index = ScreenIndex(screen)
            let found = DesignedFrames(index).restsOnEstimatedText(index.id(of: "badge"))
            #expect(found == !estimatedFirst)
            #expect(found == ScanningReference.restsOnEstimatedText(nodes["badge"], nodes: nodes, constraints: screen.constraints))
        }
    }

    private func randomScreen(_ random: inout SplitMix64) -> LayoutScreen {
        // A few names on purpose: some views are declared twice, some constraints name no view.
        let names = (0 ..< 12).map { "v\($0)" } + [LayoutItem.rootName, "superview"]
        func node(depth: Int) -> ViewNode {
            let kinds: [ViewKind] = [.view, .label, .button, .stackView]
            var view = ViewNode(name: names[random.below(names.count - 1)], kind: kinds[random.below(kinds.count)])
            if random.below(3) == 0 { view.properties.intrinsicSize = random.below(2) == 0 ? LayoutSize(width: 0, height: 0) : LayoutSize(width: 10, height: 0) }
            if random.below(3) == 0 {
                var source = ViewSourceInfo(element: "view", storedFrame: LayoutRect(x: 0, y: 0, width: Double(random.below(2)), height: Double(random.below(2))))
                source.intrinsicSizeEstimated = random.below(6) == 0
                view.source = source
            }
            if depth < 4 { view.children = (0 ..< random.below(4)).map { _ in node(depth: depth + 1) } }
            return view
        }
        var root = node(depth: 0)
        root.name = LayoutItem.rootName
        let origin = ConstraintOrigin(syntax: .equation)
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let attributes: [Attribute] = [.width, .height, .top, .leading]
        let constraints = (0 ..< random.below(40)).map { _ -> IRConstraint in
            var first = LayoutItem.view(names[random.below(names.count)])
            if random.below(5) == 0 { first = first.with(guide: .safeArea) }
            let attribute = attributes[random.below(attributes.count)], relation = relations[random.below(relations.count)]
            if random.below(2) == 0 {
                return IRConstraint(first, attribute, relation, constant: Double(random.below(2)), origin: origin)
            }
            return IRConstraint(first, attribute, relation, .view(names[random.below(names.count)]), attribute,
                                constant: Double(random.below(2)), origin: origin)
        }
        return LayoutScreen(name: "Random", root: root, constraints: constraints)
    }
}

/// The scans `DesignedFrames` made before it had an index, word for word: the reference the
/// indexed answers must equal.
private enum ScanningReference {
    static func deliberateZeroAxes(of view: ViewNode?, constraints: [IRConstraint]) -> (width: Bool, height: Bool) {
        guard let view else { return (false, false) }
        var width = false
        var height = false
        if let stored = view.source?.storedFrame {
            width = abs(stored.width) < FrameLint.tolerance
            height = abs(stored.height) < FrameLint.tolerance
        }
        if view.kind == .label || view.kind == .button, let size = view.properties.intrinsicSize,
           size.width == 0, size.height == 0 {
            return (true, true)
        }
        for constraint in constraints where constraint.secondItem == nil && constraint.constant == 0
            && constraint.relation != .greaterThanOrEqual
            && constraint.firstItem.view == view.name && constraint.firstItem.guide == nil {
            if constraint.firstAttribute == .width { width = true }
            if constraint.firstAttribute == .height { height = true }
        }
        return (width, height)
    }

    static func restsOnEstimatedText(_ view: ViewNode?, nodes: [String: ViewNode], constraints: [IRConstraint]) -> Bool {
        guard let view else { return false }
        var starts = [view]
        for constraint in constraints {
            guard let second = constraint.secondItem else { continue }
            if constraint.firstItem.view == view.name, let other = nodes[second.view] { starts.append(other) }
            if second.view == view.name, let other = nodes[constraint.firstItem.view] { starts.append(other) }
        }
        var stack = starts
        var visited = 0
        while let node = stack.popLast(), visited < 10_000 {
            visited += 1
            if node.source?.intrinsicSizeEstimated == true { return true }
            if node.name != LayoutItem.rootName { stack += node.children }
        }
        return false
    }
}

/// A small seeded generator, so a failure names a screen that can be made again.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
