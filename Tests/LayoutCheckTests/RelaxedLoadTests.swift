import Testing
import LayoutIR
import LayoutEngine
import Cassowary
@testable import LayoutCheck

/// `LoadedSystem.valuesRelaxing` (the break choices' loads, sharing the additions before each
/// member) against loading each relaxed system from the start.
@Suite struct RelaxedLoadTests {
    static func constraint(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation,
                           _ priority: Priority = .required) -> LoweredConstraint {
        var expression = LayoutExpression(constant: constant)
        for (variable, coefficient) in terms { expression.add(LayoutVariable(variable), coefficient) }
        return LoweredConstraint(constraint: RandomSystems.placeholder, expression: expression,
                                 relation: relation, priority: priority)
    }

    static func freshLoads(_ members: [Int], _ system: LoweredSystem, tracking: ConstraintTracking) -> [[Double]] {
        members.map { member in
            var relaxed = system
            relaxed.constraints[member].priority = Priority(clamping: 999)
            return LoadedSystem(relaxed, tracking: tracking).values
        }
    }

    @Test("x == 100 and x == 200 required, y == 50 optional: relaxing either equality", arguments: [Float(999), 250])
    func handArithmetic(yPriority: Float) {
        // x − 100 == 0, y − 50 == 0 (optional), x − 200 == 0 (refused while both are required).
        let system = RandomSystems.system(variables: 2, constraints: [
            Self.constraint([(0, 1)], -100, .equal),
            Self.constraint([(1, 1)], -50, .equal, Priority(clamping: yPriority)),
            Self.constraint([(0, 1)], -200, .equal),
        ])
        #expect(LoadedSystem(system).conflicts.count == 1)
        for tracking in [ConstraintTracking.eager, .onDemand] {
            let values = LoadedSystem.valuesRelaxing([0, 2], to: Priority(clamping: 999), in: system, tracking: tracking)
            // Relaxing x == 100 leaves x == 200 required; relaxing x == 200 leaves x == 100.
            // y has only its own optional equality, which holds either way.
            #expect(values == [[200, 50], [100, 50]])
        }
    }

    @Test("the same values as loading each relaxed system from the start", arguments: 0..<4)
    func sameAsFreshLoads(seed: UInt64) {
        var rng = SeededGenerator(state: seed &* 104729 &+ 7)
        var newLevel = 0
        for _ in 0..<80 {
            let variables = Int.random(in: 2...5, using: &rng)
            let point = (0..<variables).map { _ in Double(Int.random(in: 0...200, using: &rng)) }
            var constraints = (0..<Int.random(in: 2...7, using: &rng)).map { _ in
                RandomSystems.constraint(variables: variables, point: point, using: &rng)
            }
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                constraints.insert(RandomSystems.constraint(variables: variables, point: nil, using: &rng),
                                   at: Int.random(in: 0...constraints.count, using: &rng))
            }
            // Optional constraints at 999 and at another level, or only at 250: relaxing a member
            // to 999 then adds a level, which changes every optional constraint's weight.
            let levels = Bool.random(using: &rng) ? [999, 250] : [250]
            for level in levels {
                var optional = RandomSystems.constraint(variables: variables, point: nil, using: &rng, relation: .equal)
                optional.priority = Priority(clamping: Float(level))
                constraints.insert(optional, at: Int.random(in: 0...constraints.count, using: &rng))
            }
            let system = RandomSystems.system(variables: variables, constraints: constraints)
            let members = system.constraints.indices.filter { system.constraints[$0].priority.isRequired }
            if levels.count == 1 { newLevel += 1 }
            for tracking in [ConstraintTracking.eager, .onDemand] {
                let values = LoadedSystem.valuesRelaxing(members, to: Priority(clamping: 999), in: system, tracking: tracking)
                #expect(values == Self.freshLoads(members, system, tracking: tracking), "\(constraints.map(\.expression))")
            }
        }
        #expect(newLevel > 10)
    }
}
