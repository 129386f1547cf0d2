// libFuzzer target: bytes → a small random constraint system with strengths, added to and
// removed from Cassowary.Solver one operation at a time, with edit variables and suggestions.
// Built by Benchmarks/fuzz.sh (not part of the package).
//
// Invariants checked after every operation:
// - nothing traps (NaN and infinite numbers are refused with .unusableNumber, solver unchanged);
// - every required constraint in the solver holds at the solved values, within tolerance;
// - a required constraint refused as unsatisfiable really is infeasible together with the
//   required constraints already in the solver, and with just the reported certificate —
//   decided by Fourier–Motzkin elimination below, which shares no code with the solver;
// - a second solver refuses the first one's variables and constraint ids and stays empty;
// - descriptions of constraints and errors never trap and are never empty;
// - a twin solver made with `tracking: .onDemand`, given the same operations, gives the same
//   ids, errors, conflict sets, values (bit for bit), pivot counts and determinacy answers.
import Cassowary
#if canImport(Glibc)
import Glibc
#endif

/// A constraint as the oracle sees it: `coefficients · x + constant (relation) 0`.
struct PlainConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: LinearRelation

    /// Rows of the form `a · x + c ≥ 0`.
    var rows: [(a: [Double], c: Double)] {
        switch relation {
        case .greaterThanOrEqual: return [(coefficients, constant)]
        case .lessThanOrEqual: return [(coefficients.map { -$0 }, -constant)]
        case .equal: return [(coefficients, constant), (coefficients.map { -$0 }, -constant)]
        }
    }

    /// True when the constraint holds at `values`, within a tolerance relative to its terms' size.
    func holds(at values: [Double]) -> Bool {
        var lhs = constant
        var scale = abs(constant)
        for k in coefficients.indices {
            lhs += coefficients[k] * values[k]
            scale = max(scale, abs(coefficients[k] * values[k]))
        }
        let tolerance = 1e-6 * max(1, scale)
        switch relation {
        case .equal: return abs(lhs) <= tolerance
        case .greaterThanOrEqual: return lhs >= -tolerance
        case .lessThanOrEqual: return lhs <= tolerance
        }
    }
}

/// Fourier–Motzkin feasibility of `a · x + c ≥ 0` rows; nil when the elimination grows too big.
func isFeasible(_ constraints: [PlainConstraint], variableCount: Int) -> Bool? {
    var current = constraints.flatMap(\.rows)
    for v in 0..<variableCount {
        var positive: [(a: [Double], c: Double)] = [], negative: [(a: [Double], c: Double)] = []
        var next: [(a: [Double], c: Double)] = []
        for row in current {
            if row.a[v] > 1e-12 { positive.append(row) } else if row.a[v] < -1e-12 { negative.append(row) } else { next.append(row) }
        }
        if positive.count * negative.count + next.count > 20_000 { return nil }
        for p in positive {
            for n in negative {
                let pa = p.a[v], na = -n.a[v]
                var a = [Double](repeating: 0, count: variableCount)
                for k in 0..<variableCount { a[k] = p.a[k] / pa + n.a[k] / na }
                a[v] = 0
                next.append((a, p.c / pa + n.c / na))
            }
        }
        current = next
    }
    return current.allSatisfy { $0.c >= -1e-7 }
}

/// Reads the fuzzer's bytes as a stream of small choices.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Set once a huge or tiny number was handed out: only the no-trap invariant applies then,
    /// since floating point cannot promise the tolerances below for such systems.
    var extreme = false
    var atEnd: Bool { position >= bytes.count }
    mutating func next() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }
    /// A small integer in -r...r, or occasionally a huge, NaN or infinite number.
    mutating func number(range r: Int) -> Double {
        let b = next()
        switch b {
        case 0xFF: return .nan
        case 0xFE: return .infinity
        case 0xFD: return -.infinity
        case 0xFC: return 1e308  // beyond Solver.maximumMagnitude: refused like infinity
        case 0xFA: extreme = true; return Solver.maximumMagnitude
        case 0xFB: extreme = true; return Solver.minimumCoefficient  // the smallest accepted
        case 0xF9: return 1e-300  // below Solver.minimumCoefficient: refused as a coefficient
        default: return Double(Int(b) % (2 * r + 1) - r)
        }
    }
}

/// What the solver takes: finite and within Solver.maximumMagnitude.
func usable(_ value: Double) -> Bool { value.isFinite && abs(value) <= Solver.maximumMagnitude }

/// A coefficient the solver must take: usable, and zero or not below `Solver.minimumCoefficient`.
func usableCoefficient(_ value: Double) -> Bool { usable(value) && (value == 0 || abs(value) >= Solver.minimumCoefficient) }

/// One line on stderr (unbuffered, so it survives the crash that follows).
func log(_ items: Any...) {
    fputs(items.map { "\($0)" }.joined(separator: " ") + "\n", stderr)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let solver = Solver()
    let variableCount = Int(input.next() % 4) + 1
    let variables = (0..<variableCount).map { solver.makeVariable("x\($0)") }
    let lazy = Solver(tracking: .onDemand)
    let lazyVariables = lazy.makeVariables((0..<variableCount).map { "x\($0)" })
    /// The twin's id of each constraint, by the eager id's raw value (the same number).
    var lazyIDs: [Int: ConstraintID] = [:]
    /// The same constraint over the twin's variables.
    func twin(_ c: LinearConstraint) -> LinearConstraint {
        LinearConstraint(LinearExpression(terms: c.expression.terms.map { LinearTerm(lazyVariables[Int($0.variable.ordinal)], $0.coefficient) },
                                          constant: c.expression.constant), c.relation, strength: c.strength)
    }
    // Same shape, so every foreign handle has a same-position twin here to be confused with.
    let other = Solver()
    let twins = (0..<variableCount).map { other.makeVariable("x\($0)") }
    _ = try? other.add(LinearConstraint(LinearExpression(twins[0]) - 1, .equal))
    var added: [ConstraintID: (PlainConstraint, isRequired: Bool)] = [:]
    var strengthOf: [ConstraintID: Strength] = [:]
    var operations = 0
    // FUZZ_TRACE=1 prints each operation, to turn a crash input into a regression test.
    let trace = getenv("FUZZ_TRACE") != nil
    while !input.atEnd && operations < 24 {
        operations += 1
        let op = input.next()
        switch op % 8 {
        case 0..<5: // add a constraint
            var coefficients = [Double](repeating: 0, count: variableCount)
            let termCount = Int(input.next() % 3) + 1
            var terms: [LinearTerm] = []
            for _ in 0..<termCount {
                let v = Int(input.next()) % variableCount
                let c = input.number(range: 3)
                terms.append(LinearTerm(variables[v], c))
                coefficients[v] += c
            }
            let constant = input.number(range: 40)
            let relation: LinearRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(input.next() % 3)]
            let strengths: [Strength] = [.required, .required, .strong, .medium, .weak, .autoLayout(priority: 750), .weight(.nan)]
            let strength = strengths[Int(input.next()) % strengths.count]
            let constraint = LinearConstraint(LinearExpression(terms: terms, constant: constant), relation, strength: strength)
            let plain = PlainConstraint(coefficients: coefficients, constant: constant, relation: relation)
            let allFinite = usable(constant) && coefficients.allSatisfy(usable) && terms.allSatisfy { usableCoefficient($0.coefficient) }
            let countBefore = solver.constraintCount
            if constraint.description.isEmpty { fatalError("empty constraint description") }
            do {
                try other.add(constraint)
                fatalError("another solver accepted this solver's variables")
            } catch .foreignVariable(let v) {
                if !solver.owns(v) || other.owns(v) { fatalError("foreignVariable names the wrong variable") }
            } catch {
                // Ownership is checked before any number, so nothing else may come first.
                fatalError("another solver refused with \(error)")
            }
            if other.constraintCount != 1 { fatalError("a refused foreign constraint changed the other solver") }
            if trace { log("add", terms.map { "\($0.coefficient)*x\($0.variable.ordinal)" }, constant, relation, strength) }
            let lazyResult = Result { () throws(SolverError) in try lazy.add(twin(constraint)) }
            let eagerResult = Result { () throws(SolverError) in try solver.add(constraint) }
            checkSameOutcome("add", eagerResult, lazyResult)
            if case .success(let lazyID) = lazyResult { lazyIDs[lazyID.rawValue] = lazyID }
            do {
                let id = try eagerResult.get()
                if trace { log("  ->", id) }
                if !allFinite { fatalError("non-finite constraint accepted") }
                added[id] = (plain, strength.isRequired)
                strengthOf[id] = strength
            } catch .unusableNumber(let number) {
                if allFinite && (strength.isRequired || strength.weight.isFinite) { fatalError("finite constraint refused as non-finite") }
                if SolverError.unusableNumber(number).description.isEmpty { fatalError("empty error description") }
                if solver.constraintCount != countBefore { fatalError("refused constraint changed the solver") }
            } catch .unsatisfiable(let conflicting) {
                if !strength.isRequired { fatalError("non-required constraint reported unsatisfiable") }
                if input.extreme { break }
                let required = added.values.filter(\.isRequired).map(\.0)
                if isFeasible(required + [plain], variableCount: variableCount) == true {
                    fatalError("reported unsatisfiable, but feasible: \(required + [plain])")
                }
                let certificate = conflicting.compactMap { added[$0]?.0 }
                if certificate.count != conflicting.count { fatalError("certificate names unknown constraints") }
                if isFeasible(certificate + [plain], variableCount: variableCount) == true {
                    fatalError("certificate is feasible")
                }
            } catch .duplicateConstraint {
                // Allowed: structurally identical to one already added.
            } catch {
                fatalError("unexpected error \(error)")
            }
        case 5: // remove one
            guard let id = added.keys.sorted().dropFirst(Int(input.next()) % max(1, added.count)).first else { continue }
            if trace { log("remove", id) }
            do {
                try other.remove(id)
                fatalError("another solver removed this solver's constraint \(id)")
            } catch .foreignConstraint(let foreign) {
                if foreign != id { fatalError("foreignConstraint names the wrong id") }
            } catch {
                fatalError("another solver refused \(id) with \(error)")
            }
            if other.constraintCount != 1 { fatalError("a foreign remove changed the other solver") }
            do { try solver.remove(id) } catch { fatalError("remove failed: \(error)") }
            guard let lazyID = lazyIDs[id.rawValue] else { fatalError("the on-demand twin lacks \(id)") }
            do { try lazy.remove(lazyID) } catch { fatalError("on demand: remove failed: \(error)") }
            added[id] = nil
            strengthOf[id] = nil
        case 6: // make an edit variable
            let v = variables[Int(input.next()) % variableCount]
            if solver.hasEditVariable(v) { continue }
            if trace { log("edit", v.ordinal) }
            let lazyEdit = Result { () throws(SolverError) in
                try lazy.addEditVariable(lazyVariables[Int(v.ordinal)], strength: .strong)
            }
            let eagerEdit = Result { () throws(SolverError) in try solver.addEditVariable(v, strength: .strong) }
            checkSameOutcome("addEditVariable", eagerEdit, lazyEdit)
            do {
                try eagerEdit.get()
            } catch .unusableNumber where input.extreme {
                // The variable's value overflowed in an extreme system: refused, not trapped.
            } catch {
                fatalError("addEditVariable failed: \(error)")
            }
        default: // suggest a value
            let v = variables[Int(input.next()) % variableCount]
            let value = input.number(range: 100)
            if trace { log("suggest", value, "for", v.ordinal) }
            let lazySuggestion = Result { () throws(SolverError) in try lazy.suggestValue(value, for: lazyVariables[Int(v.ordinal)]) }
            let eagerSuggestion = Result { () throws(SolverError) in try solver.suggestValue(value, for: v) }
            checkSameOutcome("suggestValue", eagerSuggestion, lazySuggestion)
            do {
                try eagerSuggestion.get()
                if !usable(value) { fatalError("non-finite suggestion accepted") }
            } catch .unusableNumber {
                if usable(value) { fatalError("finite suggestion refused") }
            } catch .unknownEditVariable {
                if solver.hasEditVariable(v) { fatalError("edit variable not known") }
            } catch {
                fatalError("unexpected error \(error)")
            }
        }
        // Every required constraint holds at the solved values, and none is suspended.
        let values = variables.map { solver.value(of: $0) }
        let lazyValues = lazyVariables.map { lazy.value(of: $0) }
        if values.map(\.bitPattern) != lazyValues.map(\.bitPattern) {
            fatalError("values: eager \(values), on demand \(lazyValues)")
        }
        if solver.pivotCount != lazy.pivotCount {
            fatalError("pivots: eager \(solver.pivotCount), on demand \(lazy.pivotCount)")
        }
        if variables.map(solver.isDetermined) != lazyVariables.map(lazy.isDetermined) {
            fatalError("determinacy differs between the eager solver and its on-demand twin")
        }
        // The difference of two variables: the same answer from both twins, determined when
        // both variables are, and a variable minus itself always determined.
        for i in variables.indices {
            let j = (i + 1) % variables.count
            let difference = LinearExpression(terms: [LinearTerm(variables[i], 1), LinearTerm(variables[j], -1)])
            let lazyDifference = LinearExpression(terms: [LinearTerm(lazyVariables[i], 1), LinearTerm(lazyVariables[j], -1)])
            let answer = solver.isDetermined(difference)
            if answer != lazy.isDetermined(lazyDifference) {
                fatalError("the determinacy of a difference differs between the eager solver and its on-demand twin")
            }
            if solver.isDetermined(variables[i]) && solver.isDetermined(variables[j]) && !answer {
                fatalError("two determined variables with an undetermined difference")
            }
            if !solver.isDetermined(LinearExpression(terms: [LinearTerm(variables[i], 1), LinearTerm(variables[i], -1)])) {
                fatalError("a variable minus itself is undetermined")
            }
        }
        if input.extreme { continue }
        if !solver.suspendedConstraints.isEmpty { fatalError("a well-scaled constraint was suspended") }
        for (plain, isRequired) in added.values where isRequired {
            if !plain.holds(at: values) { fatalError("required constraint violated: \(plain) at \(values)") }
        }
        if let feasible = isFeasible(added.values.filter(\.isRequired).map(\.0), variableCount: variableCount), !feasible {
            fatalError("solver holds an infeasible required set")
        }
    }
    if !input.extreme { checkBatch(of: added, strengths: strengthOf, variableCount: variableCount) }
    return 0
}

/// Traps unless the eager solver and its on-demand twin answered an operation alike: the same
/// id (raw value; ids of different solvers never compare equal), the same conflict set, the
/// same error otherwise.
func checkSameOutcome<Success>(_ operation: String, _ eager: Result<Success, SolverError>,
                               _ onDemand: Result<Success, SolverError>) {
    func text(_ result: Result<Success, SolverError>) -> String {
        switch result {
        case .success(let value as ConstraintID): return "id \(value.rawValue)"
        case .success: return "done"
        case .failure(.unsatisfiable(let conflicting)): return "unsatisfiable \(conflicting.map(\.rawValue))"
        case .failure(.duplicateConstraint(let existing)): return "duplicate of \(existing.rawValue)"
        case .failure(let error): return "\(error)"
        }
    }
    if text(eager) != text(onDemand) {
        fatalError("\(operation): eager \(text(eager)), on demand \(text(onDemand))")
    }
}

/// The constraints the solver holds at the end, added to a fresh solver as one batch
/// (`Solver.add(contentsOf:)`, which reorders them): they held together, so the batch is
/// accepted whole and every required one holds. With two contradictory required equalities
/// appended, the batch is refused and the fresh solver is left empty.
func checkBatch(of added: [ConstraintID: (PlainConstraint, isRequired: Bool)], strengths: [ConstraintID: Strength],
                variableCount: Int) {
    let batch = Solver()
    let variables = (0..<variableCount).map { batch.makeVariable("x\($0)") }
    let entries = added.sorted { $0.key < $1.key }.map { (plain: $0.value.0, isRequired: $0.value.isRequired, id: $0.key) }
    let constraints = entries.map { entry -> LinearConstraint in
        let plain = entry.plain
        let terms = (0..<variableCount).filter { plain.coefficients[$0] != 0 }.map { LinearTerm(variables[$0], plain.coefficients[$0]) }
        return LinearConstraint(LinearExpression(terms: terms, constant: plain.constant), plain.relation,
                                strength: strengths[entry.id] ?? .required)
    }
    do {
        let batchIDs = try batch.add(contentsOf: constraints)
        if batchIDs.count != constraints.count || batch.constraintCount != constraints.count {
            fatalError("a batch of \(constraints.count) added \(batch.constraintCount)")
        }
    } catch .duplicateConstraint {
        // Two constraints that merge to the same terms (x0 + x0 and 2·x0) can both be in
        // the first solver only if one was added before the other was made identical; allowed.
        return
    } catch {
        fatalError("a batch of constraints that held together was refused: \(error)")
    }
    let values = variables.map { batch.value(of: $0) }
    for entry in entries where entry.isRequired {
        let plain = entry.plain
        if !plain.holds(at: values) { fatalError("batch: required constraint violated: \(plain) at \(values)") }
    }
    let empty = Solver()
    let x = empty.makeVariable("x")
    let contradictory = constraints.indices.map { LinearConstraint(LinearExpression(x) - Double($0), .greaterThanOrEqual, strength: .weak) }
        + [LinearConstraint(LinearExpression(x) - 3, .equal), LinearConstraint(LinearExpression(x) - 4, .equal)]
    do {
        try empty.add(contentsOf: contradictory)
        fatalError("a batch with x == 3 and x == 4 was accepted")
    } catch .unsatisfiable {
        if empty.constraintCount != 0 { fatalError("a refused batch left \(empty.constraintCount) constraints") }
    } catch .duplicateConstraint {
        if empty.constraintCount != 0 { fatalError("a refused batch left \(empty.constraintCount) constraints") }
    } catch {
        fatalError("unexpected error \(error)")
    }
}
