/// A constraint variable given another constraint before it is activated:
/// `var leading = a.leftAnchor.constraint(equalTo: leftAnchor)`, then
/// `leading = a.leftAnchor.constraint(equalTo: icon.rightAnchor, constant: 8)`, then
/// `leading.isActive = true`. A variable holds the last value assigned to it (The Swift
/// Programming Language, *The Basics — Constants and Variables*; C11 §6.5.16), so the activation
/// reaches the second constraint only, and the first, made inactive (Apple,
/// `NSLayoutAnchor.constraint(equalTo:)`: "the constraint is not active"), is never activated.
/// When the later assignment is under a branch, whether the first is activated is that branch's.
/// Only a first assignment the function always runs is followed: two under conditions may be
/// alternatives (`case .width: c = …` and `default: c = …` of one `switch`).
enum ReplacedConstraintHandles {
    static func resolve(_ facts: inout FunctionFacts, lineOf: (Int) -> Int) {
        var byTarget: [String: [Int]] = [:]
        for position in facts.calls.indices {
            let entry = facts.calls[position]
            guard let target = entry.target, !entry.targetIsArray else { continue }
            byTarget[target, default: []].append(position)
        }
        for (target, positions) in byTarget where positions.count > 1 {
            for position in positions {
                let entry = facts.calls[position]
                guard let at = entry.activatedAt, at > entry.call.end else { continue }
                // The first assignment after this one and before the activation replaces it.
                guard let later = positions.map({ facts.calls[$0] })
                    .filter({ $0.call.start > entry.call.end && $0.call.start < at })
                    .min(by: { $0.call.start < $1.call.start }) else { continue }
                // Both made where the function always runs: the later one surely replaces this one.
                // (Two under the same condition text may sit in different `case`s of one `switch`.)
                guard entry.condition == nil else { continue }
                if later.condition == nil {
                    facts.calls[position].activation = nil
                    facts.calls[position].activatedAt = nil
                    facts.calls[position].destination = "'\(target)' holds another constraint from line \(lineOf(later.call.start)) on"
                } else if let condition = later.condition, condition != "in a closure" {
                    facts.calls[position].condition = "unless '\(condition)' replaces it"
                }
            }
        }
    }
}
