// check-bench: the compiler's check stage (parse, solve, conflicts, ambiguity, lint) on generated screens
// of N views in 8 environments (4 devices × 2 orientations), to show that checking costs about
// as much as compiling and grows close to linearly with the screen.
//
//   swift build -c release --product check-bench && .build/release/check-bench [views…]
import Dispatch
import Foundation
import LayoutCheck
import LayoutEngine
import LayoutIR
import LayoutSyntax
import VFLCompiler

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let viewCounts = sizes.isEmpty ? [500, 1_000, 2_000, 4_000] : sizes

func seconds(_ start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

print("views  environments  constraints/env  check (s)  per 1000 views (s)  diagnostics")
for views in viewCounts {
    let text = CheckScreenGenerator.screen(views: views)
    let (document, parseDiagnostics) = LayoutParser.parse(text, path: "generated.layout",
                                                          options: LayoutParseOptions(knownDevices: nil))
    guard parseDiagnostics.isEmpty, let screen = document.screens.first else {
        print("generated screen does not parse: \(parseDiagnostics.first.map(String.init(describing:)) ?? "no screen")")
        continue
    }
    let (environments, _) = EnvironmentSet.resolve(screen)
    let lowered = LayoutSolver.lower(screen, in: environments[0]).constraints.count
    var best = Double.infinity
    var diagnostics: [LayoutDiagnostic] = []
    for _ in 0..<3 {
        let start = DispatchTime.now()
        diagnostics = LayoutCompiler().compile(SourceFile(path: "generated.layout", text: text)).diagnostics
        best = min(best, seconds(start))
    }
    let solveStart = DispatchTime.now()
    let solutions = environments.map { ($0, LayoutSolver.solve(screen, in: $0)) }
    let solveTime = seconds(solveStart)
    let ambiguityStart = DispatchTime.now()
    for (_, solution) in solutions { _ = AmbiguityAnalysis.freeAttributes(in: solution) }
    print("  phases: solve \(String(format: "%.3f", solveTime)) s, ambiguity \(String(format: "%.3f", seconds(ambiguityStart))) s")
    let line = [String(views), String(environments.count), String(lowered),
                String(format: "%.3f", best), String(format: "%.3f", best / Double(views) * 1000), String(diagnostics.count)]
    print(line.joined(separator: "  "))
    for diagnostic in diagnostics.prefix(3) { print("  finding: \(diagnostic)") }
}
