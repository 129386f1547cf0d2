import Testing
import LayoutIR
@testable import LayoutEngine

/// Property: a random view tree with random integer frames, pinned by randomly chosen but
/// equivalent constraints (edges, leading/trailing, centres, proportional sizes), in either
/// writing direction, must solve back to exactly those frames.
@Suite("Known frames solve back")
struct KnownFramesPropertyTests {
    /// SplitMix64: a small deterministic generator, so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    static let origin = ConstraintOrigin(syntax: .equation)

    /// Constraints that put `view` at `frame` (relative to its parent of size `parent`) along one axis.
    static func pin(_ view: String, _ parent: LayoutItem, horizontal: Bool, position: Double, length: Double,
                    parentLength: Double, rtl: Bool, choice: Int) -> [IRConstraint] {
        let item = LayoutItem.view(view)
        let trailingGap = parentLength - position - length
        let (start, end, center, size): (Attribute, Attribute, Attribute, Attribute) =
            horizontal ? (.left, .right, .centerX, .width) : (.top, .bottom, .centerY, .height)
        func c(_ a: Attribute, _ b: LayoutItem?, _ b2: Attribute, _ k: Double, _ m: Double = 1) -> IRConstraint {
            IRConstraint(item, a, .equal, b, b2, multiplier: m, constant: k, origin: origin)
        }
        switch choice {
        case 0:
            return [c(start, parent, start, position), c(size, nil, .notAnAttribute, length)]
        case 1:
            return [c(end, parent, end, -trailingGap), c(size, nil, .notAnAttribute, length)]
        case 2 where parentLength > 0:
            return [c(center, parent, center, position + length / 2 - parentLength / 2),
                    c(size, parent, size, 0, length / parentLength)]
        default:
            guard horizontal else {
                return [c(.top, parent, .top, position), c(.bottom, parent, .bottom, -trailingGap)]
            }
            // Leading/trailing: in RTL the leading gap is the right-hand one, measured inwards.
            let leadingGap = rtl ? trailingGap : position
            let otherGap = rtl ? position : trailingGap
            return [c(.leading, parent, .leading, leadingGap), c(.trailing, parent, .trailing, -otherGap)]
        }
    }

    @Test("random trees of 40 views, both directions", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func solvesBack(seed: UInt64) throws {
        var random = Generator(state: seed)
        let device = try #require(DeviceCatalog.standard.device(named: "iPhoneSE"))
        // Parent index and frame (relative to the parent) of each view; view 0 is the root.
        var parents: [Int] = [-1]
        var frames: [LayoutRect] = [LayoutRect(x: 0, y: 0, width: 320, height: 568)]
        for index in 1...40 {
            let parent = random.int(0...(index - 1))
            let bounds = frames[parent]
            let width = random.int(0...max(0, Int(bounds.width)))
            let height = random.int(0...max(0, Int(bounds.height)))
            let x = random.int(0...max(0, Int(bounds.width) - width))
            let y = random.int(0...max(0, Int(bounds.height) - height))
            parents.append(parent)
            frames.append(LayoutRect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
        }
        func name(_ index: Int) -> String { index == 0 ? LayoutItem.rootName : "v\(index)" }
        // Build the tree bottom-up (children before parents are complete), without recursion.
        var nodes = (0...40).map { ViewNode(name: name($0), kind: .view) }
        for index in stride(from: 40, through: 1, by: -1) {
            nodes[parents[index]].children.insert(nodes[index], at: 0)
        }
        for direction in WritingDirection.allCases {
            var constraints: [IRConstraint] = []
            for index in 1...40 {
                let frame = frames[index]
                let parent = LayoutItem.view(name(parents[index]))
                let parentFrame = frames[parents[index]]
                constraints += Self.pin(name(index), parent, horizontal: true, position: frame.x, length: frame.width,
                                        parentLength: parentFrame.width, rtl: direction == .rtl,
                                        choice: random.int(0...3))
                constraints += Self.pin(name(index), parent, horizontal: false, position: frame.y, length: frame.height,
                                        parentLength: parentFrame.height, rtl: direction == .rtl,
                                        choice: random.int(0...3))
            }
            let screen = LayoutScreen(name: "Random", root: nodes[0], constraints: constraints)
            let solution = LayoutSolver.solve(screen, in: LayoutEnvironment(device: device, direction: direction))
            #expect(solution.conflicts.isEmpty, "seed \(seed) \(direction): \(solution.conflicts)")
            for index in 1...40 {
                #expect(solution.view(named: name(index))?.frame == frames[index],
                        "seed \(seed) \(direction) \(name(index))")
            }
        }
    }
}
