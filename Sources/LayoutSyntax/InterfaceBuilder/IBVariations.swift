/// The `<variation>`s of a screen resolved for one trait environment: which constraints and
/// subviews are installed and which constraint constants are overridden.
///
/// Matching variations apply from least to most specific (`default`, one size class, both);
/// among equally specific ones, in document order. The last include, exclude or override wins;
/// what no mask mentions is installed.
struct IBVariations {
    private(set) var constraintInstalled: [String: Bool] = [:]
    private(set) var subviewInstalled: [String: Bool] = [:]
    private(set) var constantOverrides: [String: (value: String, element: Int)] = [:]

    init(tree: XMLTree, under root: Int, traits: IBTraits) {
        var matching: [(specificity: Int, element: Int)] = []
        // Iterative walk: the subtree can be as deep as the reader allows.
        var stack = [root]
        while let index = stack.popLast() {
            let node = tree.nodes[index]
            if node.name == "variation", let key = node["key"], let specificity = traits.specificity(of: key) {
                matching.append((specificity, index))
            }
            stack.append(contentsOf: node.children.reversed())
        }
        // A stable order: specificity first, document order within.
        matching.sort { $0.specificity != $1.specificity ? $0.specificity < $1.specificity : $0.element < $1.element }
        for (_, variation) in matching {
            let node = tree.nodes[variation]
            if let parent = node.parent, tree.nodes[parent].name == "constraint", let id = tree.nodes[parent]["id"],
               let constant = node["constant"] {
                constantOverrides[id] = (constant, variation)
            }
            for mask in tree.children(of: variation, named: "mask") {
                let key = tree.nodes[mask]["key"]
                for change in tree.nodes[mask].children {
                    let changeNode = tree.nodes[change]
                    guard let reference = changeNode["reference"] else { continue }
                    let installed: Bool
                    switch changeNode.name {
                    case "include": installed = true
                    case "exclude": installed = false
                    default: continue
                    }
                    if key == "subviews" {
                        subviewInstalled[reference] = installed
                    } else if key == "constraints" {
                        constraintInstalled[reference] = installed
                    }
                }
            }
        }
    }

    func isConstraintInstalled(_ id: String?) -> Bool {
        guard let id else { return true }
        return constraintInstalled[id] ?? true
    }

    func isSubviewInstalled(_ id: String?) -> Bool {
        guard let id else { return true }
        return subviewInstalled[id] ?? true
    }
}
