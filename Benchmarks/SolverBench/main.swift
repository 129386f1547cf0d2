// solver-bench: runs constraint workloads (JSON files of format "vflc-bench-constraints": variable
// names, constraints as terms + constant + op + strength, edit variables with suggested values;
// Benchmarks/README.md says where they come from) on the Cassowary module and prints the same
// phase timings and checksums as the kiwisolver script that reads the same files.
//
//   swift build -c release --product solver-bench
//   .build/release/solver-bench /tmp/vflc-bench/grid-1000.json [more files] [--repeats 5] [--json]
//       [--dump values.txt] [--batch]
//
// --batch adds the constraints with one `Solver.add(contentsOf:)` call (the solver chooses the
// order) instead of one `add` per constraint in file order.
import Cassowary
import Foundation

/// A constraint with variables as positions in the workload's variable list: handles belong to
/// one solver, so each run turns these into its own solver's constraints.
struct RawConstraint {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: LinearRelation
    var strength: Strength
}

struct Workload {
    var path: String
    var shape: String?
    var n: Int?
    var variableNames: [String]
    var constraints: [RawConstraint]
    var edits: [(variable: Int, strength: Strength, values: [Double])]
}

enum BenchError: Error, CustomStringConvertible {
    case bad(String)
    var description: String { if case let .bad(m) = self { return m }; return "" }
}

func strength(_ any: Any?) throws -> Strength {
    if let s = any as? String {
        switch s {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default: throw BenchError.bad("unknown strength \(s)")
        }
    }
    if let n = any as? NSNumber { return .weight(n.doubleValue) }
    throw BenchError.bad("bad strength")
}

func load(_ path: String) throws -> Workload {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let doc = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          let names = doc["variables"] as? [String],
          let cons = doc["constraints"] as? [[String: Any]] else { throw BenchError.bad("\(path): not a workload") }
    var index: [String: Int] = [:]
    for (k, name) in names.enumerated() { index[name] = k }
    var constraints: [RawConstraint] = []
    constraints.reserveCapacity(cons.count)
    for c in cons {
        guard let terms = c["terms"] as? [[Any]], let constant = (c["constant"] as? NSNumber)?.doubleValue,
              let op = c["op"] as? String else { throw BenchError.bad("bad constraint") }
        var raw: [(Int, Double)] = []
        for t in terms {
            guard t.count == 2, let a = (t[0] as? NSNumber)?.doubleValue, let name = t[1] as? String,
                  let v = index[name] else { throw BenchError.bad("bad term") }
            raw.append((v, a))
        }
        let rel: LinearRelation
        switch op {
        case "==": rel = .equal
        case "<=": rel = .lessThanOrEqual
        case ">=": rel = .greaterThanOrEqual
        default: throw BenchError.bad("bad op \(op)")
        }
        constraints.append(RawConstraint(terms: raw, constant: constant, relation: rel, strength: try strength(c["strength"])))
    }
    var edits: [(Int, Strength, [Double])] = []
    for e in doc["edits"] as? [[String: Any]] ?? [] {
        guard let name = e["variable"] as? String, let v = index[name],
              let vals = e["values"] as? [NSNumber] else { throw BenchError.bad("bad edit") }
        edits.append((v, try strength(e["strength"]), vals.map { $0.doubleValue }))
    }
    let meta = doc["meta"] as? [String: Any]
    return Workload(path: path, shape: meta?["shape"] as? String, n: (meta?["n"] as? NSNumber)?.intValue,
                    variableNames: names, constraints: constraints, edits: edits)
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func ms(_ a: UInt64, _ b: UInt64) -> Double { Double(b - a) / 1e6 }

func checksums(_ values: [Double]) -> (Double, Double, Double) {
    var s = 0.0, ws = 0.0, a = 0.0
    for (i, v) in values.enumerated() {
        s += v
        ws += Double((i % 97) + 1) * v
        a += abs(v)
    }
    return (s, ws, a)
}

struct RunResult {
    var build: Double
    var buildCk: (Double, Double, Double)
    /// Pivots while building (deterministic: the steady measure of the solver's work).
    var buildPivots = 0
    var editSetup = 0.0
    var edit = 0.0
    var editCk = (0.0, 0.0, 0.0)
    var dumps: [[Double]] = []
    var undetermined: Int? = nil
}

func runOnce(_ w: Workload, keepValues: Bool, checkDetermined: Bool = false, batch: Bool = false) throws -> RunResult {
    let t0 = now()
    let solver = Solver()
    var vars: [SolverVariable] = []
    vars.reserveCapacity(w.variableNames.count)
    for _ in w.variableNames { vars.append(solver.makeVariable()) }
    let t1 = now()
    // Building the constraint values is the caller's work, not the solver's: not timed.
    let constraints = w.constraints.map { c in
        LinearConstraint(LinearExpression(terms: c.terms.map { LinearTerm(vars[$0.variable], $0.coefficient) },
                                          constant: c.constant), c.relation, strength: c.strength)
    }
    let t2 = now()
    if batch {
        try solver.add(contentsOf: constraints)
    } else {
        for c in constraints { try solver.add(c) }
    }
    solver.updateVariables()
    let t3 = now()
    var values = vars.map { solver.value(of: $0) }
    var res = RunResult(build: ms(t0, t1) + ms(t2, t3), buildCk: checksums(values))
    res.buildPivots = solver.pivotCount
    if keepValues { res.dumps.append(values) }
    if checkDetermined { res.undetermined = vars.filter { !solver.isDetermined($0) }.count }
    if !w.edits.isEmpty {
        let e0 = now()
        for e in w.edits { try solver.addEditVariable(vars[e.variable], strength: e.strength) }
        res.editSetup = ms(e0, now())
        let steps = w.edits[0].values.count
        for k in 0..<steps {
            let s0 = now()
            for e in w.edits { try solver.suggestValue(e.values[k], for: vars[e.variable]) }
            solver.updateVariables()
            res.edit += ms(s0, now())
            for (i, v) in vars.enumerated() { values[i] = solver.value(of: v) }
            let ck = checksums(values)
            res.editCk.0 += ck.0
            res.editCk.1 += ck.1
            res.editCk.2 += ck.2
            if keepValues { res.dumps.append(values) }
        }
    }
    return res
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Writes a line at once (unbuffered), so long runs show progress when piped.
func emit(_ line: String) { FileHandle.standardOutput.write((line + "\n").data(using: .utf8)!) }

func f6(_ x: Double) -> String { String(format: "%.6f", x) }
func f3(_ x: Double) -> String { String(format: "%.3f", x) }

var files: [String] = []
var repeats = 5
var json = false
var dumpPath: String? = nil
var checkDetermined = false
var batch = false
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--repeats": repeats = max(1, Int(args.popFirst() ?? "") ?? 5)
    case "--json": json = true
    case "--dump": dumpPath = args.popFirst()
    case "--check-determined": checkDetermined = true
    case "--batch": batch = true
    case "-h", "--help":
        print("usage: solver-bench FILE... [--repeats K] [--json] [--dump OUT] [--check-determined] [--batch]")
        exit(0)
    default: files.append(a)
    }
}
if files.isEmpty {
    FileHandle.standardError.write("usage: solver-bench FILE... [--repeats K] [--json] [--dump OUT] [--check-determined] [--batch]\n".data(using: .utf8)!)
    exit(2)
}

for path in files {
    do {
        let w = try load(path)
        var runs: [RunResult] = []
        for r in 0..<repeats {
            runs.append(try runOnce(w, keepValues: dumpPath != nil && r == 0, checkDetermined: checkDetermined && r == 0, batch: batch))
        }
        if let d = dumpPath, let first = runs.first {
            var out = ""
            for (phase, values) in first.dumps.enumerated() {
                for (name, v) in zip(w.variableNames, values) { out += "\(phase) \(name) \(String(format: "%.9f", v))\n" }
            }
            try out.write(toFile: d, atomically: true, encoding: .utf8)
        }
        let b = runs.map(\.build)
        let ck = runs[0].buildCk
        let name = (path as NSString).lastPathComponent
        if json {
            var o: [String: Any] = [
                "file": path, "impl": batch ? "vflc Cassowary (Swift, release, batch)" : "vflc Cassowary (Swift, release)",
                "batch": batch, "shape": w.shape ?? NSNull(),
                "n": w.n ?? NSNull(), "variables": w.variableNames.count, "constraints": w.constraints.count,
                "repeats": runs.count,
                "build_ms": ["median": median(b), "min": b.min()!, "max": b.max()!],
                "build_pivots": runs[0].buildPivots, "build_sum": f6(ck.0), "build_wsum": f6(ck.1), "build_abs": f6(ck.2),
            ]
            if let u = runs[0].undetermined { o["undetermined"] = u }
            if !w.edits.isEmpty {
                let steps = w.edits[0].values.count
                let es = runs.map(\.editSetup), ed = runs.map(\.edit)
                o["edit_setup_ms"] = ["median": median(es), "min": es.min()!, "max": es.max()!]
                o["edit_ms"] = ["median": median(ed), "min": ed.min()!, "max": ed.max()!]
                o["edit_steps"] = steps
                o["edit_step_ms_median"] = median(ed.map { $0 / Double(steps) })
                o["edit_sum"] = f6(runs[0].editCk.0)
                o["edit_wsum"] = f6(runs[0].editCk.1)
                o["edit_abs"] = f6(runs[0].editCk.2)
            }
            let data = try JSONSerialization.data(withJSONObject: o, options: [.sortedKeys])
            emit(String(decoding: data, as: UTF8.self))
        } else {
            var line = name.padding(toLength: max(28, name.count), withPad: " ", startingAt: 0)
            line += " vars=\(w.variableNames.count) cons=\(w.constraints.count) runs=\(runs.count)"
            line += " build_ms=\(f3(median(b))) [\(f3(b.min()!))..\(f3(b.max()!))] pivots=\(runs[0].buildPivots) sum=\(f6(ck.0)) wsum=\(f6(ck.1))"
            if let u = runs[0].undetermined { line += " undetermined=\(u)" }
            if !w.edits.isEmpty {
                let steps = w.edits[0].values.count
                let es = runs.map(\.editSetup), ed = runs.map(\.edit)
                line += " | edit_setup_ms=\(f3(median(es))) edit_ms=\(f3(median(ed))) (\(steps) steps,"
                line += " \(String(format: "%.4f", median(ed.map { $0 / Double(steps) }))) ms/step)"
                line += " edit_sum=\(f6(runs[0].editCk.0)) edit_wsum=\(f6(runs[0].editCk.1))"
            }
            emit(line)
        }
    } catch {
        FileHandle.standardError.write("\(path): \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}
