// layout-bench: compiles generated screens of 1 000 and 10 000 views in 8 environments
// (4 devices × 2 orientations) through the whole pipeline — parse, lower, solve, round, render —
// and prints wall time per phase and the process's peak resident memory.
//
//   swift build -c release --product layout-bench && .build/release/layout-bench [views…]
//   .build/release/layout-bench --write DIR [views…]   # only write DIR/screen-N.layout,
//                                                      # DIR/screen-vfl-N.layout and
//                                                      # DIR/screen-ties-N.layout (for vflc)
//   .build/release/layout-bench --phases-only [views]   # only the one-environment phase breakdown
import Foundation
import LayoutIR
import LayoutEngine
import VFLCompiler
import LayoutSyntax

var arguments = Array(CommandLine.arguments.dropFirst())
var writeDirectory: String?
if let flag = arguments.firstIndex(of: "--write"), flag + 1 < arguments.count {
    writeDirectory = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
// --phases-only: skip the 8-environment compile (for profiling one environment).
let phasesOnly = arguments.contains("--phases-only")
let sizes = arguments.compactMap { Int($0) }
let viewCounts = sizes.isEmpty ? [1_000, 10_000] : sizes

if let directory = writeDirectory {
    for count in viewCounts {
        let path = directory + "/screen-\(count).layout"
        do {
            try ScreenGenerator.screen(views: count).write(toFile: path, atomically: true, encoding: .utf8)
            print(path)
            let vflPath = directory + "/screen-vfl-\(count).layout"
            try ScreenGenerator.screenInVFL(views: count).write(toFile: vflPath, atomically: true, encoding: .utf8)
            print(vflPath)
            let tiesPath = directory + "/screen-ties-\(count).layout"
            try TieScreenGenerator.screen(views: count).write(toFile: tiesPath, atomically: true, encoding: .utf8)
            print(tiesPath)
        } catch {
            print("layout-bench: cannot write \(path): \(error)")
            exit(1)
        }
    }
    exit(0)
}

/// Peak resident set size in MiB (Linux `VmHWM`), or nil elsewhere.
func peakMemoryMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.filter(\.isNumber)
        if let kib = Double(digits) { return kib / 1024 }
    }
    return nil
}

func seconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return String(format: "%.3f s", value)
}

let clock = ContinuousClock()
for count in viewCounts where !phasesOnly {
    let text = ScreenGenerator.screen(views: count)
    let file = SourceFile(path: "generated-\(count).layout", text: text)
    var compiled: CompiledFile?
    // Frames only, as the frame golden tests see them; `vflc compile` adds the checker.
    let compiler = LayoutCompiler(options: CompilerOptions(stage: .layout))
    let compile = clock.measure {
        compiled = compiler.compile(file)
    }
    guard let output = compiled else { continue }
    var rendered = ""
    let render = clock.measure {
        rendered = FrameTableRenderer.render(output.tables, format: .table)
    }
    let environments = output.tables.reduce(0) { $0 + $1.solutions.count }
    let views = output.tables.first?.solutions.first?.views.count ?? 0
    let errors = output.diagnostics.filter { $0.severity == .error }.count
    print("\(count) views: \(views) views incl. root, "
          + "\(environments) environments, \(errors) errors")
    print("  compile (parse + lower + solve, environments in parallel): \(seconds(compile))")
    print("  render table (\(rendered.utf8.count) bytes): \(seconds(render))")
    if let peak = peakMemoryMiB() { print("  peak memory so far: \(String(format: "%.1f", peak)) MiB") }
}

// Phase breakdown for the largest screen, one environment, on one core.
if let count = viewCounts.max() {
    let file = SourceFile(path: "generated.layout", text: ScreenGenerator.screen(views: count))
    var screen: LayoutScreen?
    let parse = clock.measure { screen = LayoutParser.parse(file).document.screens.first }
    if let screen, let device = DeviceCatalog.standard.device(named: "iPhone13") {
        let environment = LayoutEnvironment(device: device)
        var system: LoweredSystem?
        let lower = clock.measure { system = LayoutSolver.lower(screen, in: environment) }
        let solve = clock.measure { _ = LayoutSolver.solve(screen, in: environment) }
        print("phases for \(count) views, one environment (iPhone13 portrait ltr):")
        print("  parse: \(seconds(parse))")
        print("  lower: \(seconds(lower)) (\(system?.constraints.count ?? 0) constraints)")
        print("  lower + solve + round: \(seconds(solve))")
    }
}
