// kiwi-style: the Cassowary solver used the way kiwisolver is, through the Cassowary product
// alone. The system is the one on kiwisolver's "Basic systems" page
// (https://kiwisolver.readthedocs.io/en/latest/basis/basic_systems.html): two ends x1 and x2 of
// a segment inside [0, 100], at least 10 apart, its midpoint xm dragged as a strong edit
// variable, x1 weakly held at 40.
//
//   kiwi-style [VALUE…]      suggested values for xm, in order (default: 60 90)
//
// Then a required constraint that cannot hold is refused with the constraints it conflicts
// with, one of those is removed, and it goes in; a constraint id is tried on another solver.
import Cassowary

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value with at most six decimals, whole numbers without a fraction.
func show(_ value: Double) -> String {
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
}

var suggestions: [Double] = []
for argument in CommandLine.arguments.dropFirst() {
    guard let value = Double(argument) else {
        print("usage: kiwi-style [VALUE...]   ('\(argument)' is not a number)")
        exit(2)
    }
    suggestions.append(value)
}
if suggestions.isEmpty { suggestions = [60, 90] }

let solver = Solver()
let x1 = solver.makeVariable("x1"), x2 = solver.makeVariable("x2"), xm = solver.makeVariable("xm")

@MainActor func report(_ label: String) {
    print("\(label): x1 = \(show(solver.value(of: x1))), x2 = \(show(solver.value(of: x2))), xm = \(show(solver.value(of: xm)))")
}

do {
    var ids: [ConstraintID] = []
    for constraint in [x1 >= 0, x2 <= 100, x2 >= x1 + 10, xm == (x1 + x2) / 2, (x1 == 40) | .weak] {
        let id = try solver.add(constraint)
        ids.append(id)
        print("add \(id): \(constraint)")
    }
    try solver.addEditVariable(xm, strength: .strong)
    print("edit \(xm) | strong")
    for value in suggestions {
        try solver.suggestValue(value, for: xm)
        report("suggest xm = \(show(value))")
    }

    let tooFar = x1 >= 95
    do {
        try solver.add(tooFar)
    } catch {
        print("add \(tooFar): \(error)")
    }
    try solver.remove(ids[1])
    print("remove \(ids[1])")
    print("add \(try solver.add(tooFar)): \(tooFar)")
    report("now")

    let other = Solver()
    do {
        try other.remove(ids[0])
    } catch {
        print("another solver, remove \(ids[0]): \(error)")
    }
} catch {
    print("unexpected: \(error)")
    exit(1)
}
