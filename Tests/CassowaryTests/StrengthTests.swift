import Testing
@testable import Cassowary

@Suite("Strengths")
struct StrengthTests {
    @Test func kiwiScale() {
        #expect(Strength.weak.weight == 1)
        #expect(Strength.medium.weight == 1_000)
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength.weight(2e9) < .required)
        #expect(Strength.weight(-3).weight == 0)
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
    }

    @Test func autoLayoutPriorities() {
        #expect(Strength.autoLayout(priority: 1000) == .required)
        #expect(Strength.autoLayout(priority: 1200) == .required)
        #expect(abs(Strength.autoLayout(priority: 1).weight - 1) < 1e-12)
        #expect(abs(Strength.autoLayout(priority: 999).weight / 1e9 - 1) < 1e-12)
        #expect(Strength.autoLayout(priority: 0) == Strength.autoLayout(priority: 1))
        var previous = Strength.autoLayout(priority: 1)
        for p in 2...999 {
            let s = Strength.autoLayout(priority: Float(p))
            #expect(previous < s)
            // Each step is the same factor 10^(9/998).
            #expect(abs(s.weight / previous.weight - 1.0209819) < 1e-6)
            previous = s
        }
        // The classic 250 → 750 gap.
        let ratio = Strength.autoLayout(priority: 750).weight / Strength.autoLayout(priority: 250).weight
        #expect(ratio > 30_000 && ratio < 33_000)
    }

    @Test func higherPriorityWinsAgainstSeveralLowerOnes() throws {
        // One constraint at p against five at 250 pulling the other way with equal error:
        // a gap of 50 steps (a factor 2.8) is not enough for five; a gap of 100 (8.0×) is.
        for (p, expected) in [(Float(300), 0.0), (Float(350), 10.0)] {
            let s = Solver()
            let x = s.makeVariable()
            try s.add(LinearConstraint(x - 10, .equal, strength: .autoLayout(priority: p)))
            for _ in 0..<5 {
                let anchor = s.makeVariable()
                try s.add(LinearConstraint(LinearExpression(anchor), .equal))
                try s.add(LinearConstraint(x - anchor, .equal, strength: .autoLayout(priority: 250)))
            }
            #expect(s.value(of: x) == expected, "priority \(p)")
        }
    }
}
