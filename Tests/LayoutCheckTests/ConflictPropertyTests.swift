import Testing
import LayoutIR
import LayoutEngine
@testable import LayoutCheck

/// A small deterministic generator (SplitMix64) so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

enum RandomSystems {
    static let placeholder = IRConstraint(.view("a"), .width, .equal, constant: 0, origin: ConstraintOrigin(syntax: .equation))

    /// A required constraint `Σ coefficient·x + constant  relation  0` over 1–2 random variables.
    static func constraint(variables: Int, point: [Double]?, using rng: inout SeededGenerator,
                           relation: Relation? = nil) -> LoweredConstraint {
        var expression = LayoutExpression()
        let first = Int.random(in: 0..<variables, using: &rng)
        expression.add(LayoutVariable(first), [1.0, -1, 2].randomElement(using: &rng) ?? 1)
        if Bool.random(using: &rng) {
            let second = Int.random(in: 0..<variables, using: &rng)
            expression.add(LayoutVariable(second), [1.0, -1].randomElement(using: &rng) ?? 1)
        }
        if expression.isConstant { expression.add(LayoutVariable(first), 1) }
        let relation = relation ?? [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng) ?? .equal
        if let point {
            // Holds at `point`, with slack for inequalities.
            let value = expression.evaluate { point[$0.index] }
            let slack = Double(Int.random(in: 0...20, using: &rng))
            switch relation {
            case .equal: expression.constant = -value
            case .lessThanOrEqual: expression.constant = -value - slack
            case .greaterThanOrEqual: expression.constant = -value + slack
            }
        } else {
            expression.constant = Double(Int.random(in: -100...100, using: &rng))
        }
        return LoweredConstraint(constraint: placeholder, expression: expression, relation: relation, priority: .required)
    }

    static func system(variables: Int, constraints: [LoweredConstraint]) -> LoweredSystem {
        LoweredSystem(variableNames: (0..<variables).map { "x\($0)" }, constraints: constraints)
    }
}

@Suite struct ConflictPropertyTests {
    @Test("every reported set is infeasible and minimal (Fourier–Motzkin oracle)", arguments: 0..<6)
    func reportedSetsAreMinimal(seed: UInt64) {
        var rng = SeededGenerator(state: seed &* 7919 &+ 1)
        var conflictsSeen = 0
        for _ in 0..<60 {
            let variables = Int.random(in: 2...4, using: &rng)
            let point = (0..<variables).map { _ in Double(Int.random(in: 0...200, using: &rng)) }
            var constraints = (0..<Int.random(in: 2...6, using: &rng)).map { _ in
                RandomSystems.constraint(variables: variables, point: point, using: &rng)
            }
            // Inject 1–2 constraints that need not hold at the point.
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                constraints.insert(RandomSystems.constraint(variables: variables, point: nil, using: &rng),
                                   at: Int.random(in: 0...constraints.count, using: &rng))
            }
            let system = RandomSystems.system(variables: variables, constraints: constraints)
            let loaded = LoadedSystem(system)
            let sets = ConflictAnalysis.minimalSets(in: system, conflicts: loaded.conflicts)
            let wholeFeasible = FourierMotzkin(variableCount: variables, constraints: constraints).isFeasible
            // A conflict is reported exactly when the whole system is infeasible.
            #expect(sets.isEmpty == wholeFeasible, "\(constraints.map(\.expression))")
            for set in sets {
                conflictsSeen += 1
                let members = set.map { constraints[$0] }
                #expect(!FourierMotzkin(variableCount: variables, constraints: members).isFeasible)
                for dropped in set.indices {
                    var rest = members
                    rest.remove(at: dropped)
                    #expect(FourierMotzkin(variableCount: variables, constraints: rest).isFeasible,
                            "set \(set) is not minimal: still infeasible without member \(dropped)")
                }
            }
        }
        #expect(conflictsSeen > 10)
    }

    @Test("satisfiable systems are never reported", arguments: 0..<4)
    func satisfiableSystemsReportNothing(seed: UInt64) {
        var rng = SeededGenerator(state: seed &+ 424242)
        for _ in 0..<60 {
            let variables = Int.random(in: 1...5, using: &rng)
            let point = (0..<variables).map { _ in Double(Int.random(in: -50...300, using: &rng)) }
            let constraints = (0..<Int.random(in: 1...8, using: &rng)).map { _ in
                RandomSystems.constraint(variables: variables, point: point, using: &rng)
            }
            let system = RandomSystems.system(variables: variables, constraints: constraints)
            #expect(FourierMotzkin(variableCount: variables, constraints: constraints).isFeasible)
            #expect(ConflictAnalysis.minimalSets(in: system, conflicts: LoadedSystem(system).conflicts).isEmpty)
        }
    }

    @Test("ambiguity agrees with a brute-force min/max per variable", arguments: 0..<4)
    func ambiguityMatchesBruteForce(seed: UInt64) {
        var rng = SeededGenerator(state: seed &+ 99)
        var freeSeen = 0, fixedSeen = 0
        for _ in 0..<60 {
            let variables = Int.random(in: 1...4, using: &rng)
            let point = (0..<variables).map { _ in Double(Int.random(in: 0...100, using: &rng)) }
            var constraints = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                RandomSystems.constraint(variables: variables, point: point, using: &rng)
            }
            // Keep the brute force bounded: every variable in a box around the point.
            for v in 0..<variables {
                var low = LayoutExpression(LayoutVariable(v)); low.constant = -(point[v] - 500)
                var high = LayoutExpression(LayoutVariable(v)); high.constant = -(point[v] + 500)
                constraints.append(LoweredConstraint(constraint: RandomSystems.placeholder, expression: low,
                                                     relation: .greaterThanOrEqual, priority: .required))
                constraints.append(LoweredConstraint(constraint: RandomSystems.placeholder, expression: high,
                                                     relation: .lessThanOrEqual, priority: .required))
            }
            let system = RandomSystems.system(variables: variables, constraints: constraints)
            let loaded = LoadedSystem(system)
            let oracle = FourierMotzkin(variableCount: variables, constraints: constraints)
            for v in 0..<variables {
                let bounds = oracle.bounds(of: v)
                guard let low = bounds.low, let high = bounds.high else {
                    Issue.record("box constraints keep every variable bounded")
                    continue
                }
                let determined = high - low <= 1e-6
                let free = AmbiguityAnalysis.freeRange(of: LayoutVariable(v), in: loaded)
                #expect((free == nil) == determined, "x\(v): brute force \(low)…\(high)")
                if let range = free ?? nil {
                    freeSeen += 1
                    #expect(abs(range.lowerBound - low) < 1e-6 && abs(range.upperBound - high) < 1e-6)
                } else if free == nil {
                    fixedSeen += 1
                }
            }
        }
        #expect(freeSeen > 10 && fixedSeen > 10)
    }
}
