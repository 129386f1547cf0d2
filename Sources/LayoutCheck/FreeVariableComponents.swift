import LayoutEngine

/// The free variables of a solution, grouped by the constraints that join them: two free
/// variables are in one component when a chain of constraints links them through free variables
/// only. Determined variables cannot pass slack along, so independent parts of a screen (two
/// cards that each have their own ambiguity) end up in different components.
struct FreeVariableComponents {
    /// Union–find parent of each variable index; a variable that is not free is its own root.
    private var parent: [Int]

    init(system: LoweredSystem, freeVariables: Set<Int>) {
        var largest = freeVariables.max() ?? -1
        for constraint in system.constraints {
            for term in constraint.expression.terms { largest = max(largest, term.variable.index) }
        }
        parent = Array(0...max(0, largest))
        for constraint in system.constraints {
            var first: Int?
            for term in constraint.expression.terms where freeVariables.contains(term.variable.index) {
                if let first { union(first, term.variable.index) } else { first = term.variable.index }
            }
        }
    }

    /// The representative of `variable`'s component.
    mutating func component(of variable: Int) -> Int {
        var root = variable
        while parent[root] != root { root = parent[root] }
        // Path compression keeps later look-ups short.
        var node = variable
        while parent[node] != root {
            let next = parent[node]
            parent[node] = root
            node = next
        }
        return root
    }

    private mutating func union(_ a: Int, _ b: Int) {
        let rootA = component(of: a), rootB = component(of: b)
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}
