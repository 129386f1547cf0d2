// parse-bench: parser throughput in MB/s on generated, realistic input.
//
//   VFL:     `VisualFormat.parse` on each of a corpus of format strings (1–5 views, standard
//            and explicit spacing, predicates with relations, priorities, metrics and views),
//            one views dictionary of 108 names and a metrics dictionary, as an app passes them.
//   .layout: `LayoutParser.parse` on one file of generated screens (declarations, a stack view,
//            VFL lines, equations and SnapKit blocks).
//
//   swift build -c release --product parse-bench && .build/release/parse-bench [MB] [--repeats N] [--only vfl|layout]
//
// MB (default 16) is the size of each corpus. Each corpus is parsed N times (default 3) and the
// best time is reported: the build machine is shared, so the fastest run is the least disturbed.
import Dispatch
import LayoutIR
import LayoutSyntax

var arguments = Array(CommandLine.arguments.dropFirst())
var repeatCount = 3
if let flag = arguments.firstIndex(of: "--repeats"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
    repeatCount = max(1, value)
    arguments.removeSubrange(flag...(flag + 1))
}
let repeats = repeatCount
var only: String?
if let flag = arguments.firstIndex(of: "--only"), flag + 1 < arguments.count {
    only = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
let megabytes = arguments.first.flatMap(Double.init) ?? 16
let corpusBytes = Int(megabytes * 1_000_000)

func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

/// Best of `repeats` timings of `body`, with the last run's result.
func best<T>(_ body: () -> T) -> (seconds: Double, result: T) {
    var fastest = Double.infinity
    var result: T?
    for _ in 0..<repeats {
        let start = DispatchTime.now()
        let value = body()
        fastest = min(fastest, seconds(since: start))
        result = value
    }
    // `repeats` is at least 1, so `result` is set.
    return (fastest, result ?? body())
}

func report(_ name: String, bytes: Int, seconds: Double, detail: String) {
    guard bytes >= 1000 else { return }  // left out with --only
    let mb = Double(bytes) / 1e6
    let rate = mb / seconds
    print("\(name): \(formatted(mb, 1)) MB in \(formatted(seconds, 3)) s = \(formatted(rate, 1)) MB/s (\(detail))")
}

func formatted(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        if have < decimals { text += String(repeating: "0", count: decimals - have) }
    }
    return text
}

// MARK: VFL

var generator = CorpusGenerator(seed: 9)
let formats = generator.visualFormats(bytes: only == "layout" ? 0 : corpusBytes)
let formatBytes = formats.reduce(0) { $0 + $1.utf8.count }
let views = Dictionary(uniqueKeysWithValues: CorpusGenerator.viewNames.map { ($0, LayoutItem.view($0)) })
let metrics: [String: Double] = ["padding": 16, "spacing": 8, "margin": 20, "rowHeight": 44, "iconSize": 40, "gap": 12]
let vfl = best { () -> (constraints: Int, errors: Int) in
    var constraints = 0
    var errors = 0
    for format in formats {
        let result = VisualFormat.parse(format, views: views, metrics: metrics)
        constraints += result.constraints.count
        if !result.succeeded { errors += 1 }
    }
    return (constraints, errors)
}
report("VFL parse", bytes: formatBytes, seconds: vfl.seconds,
       detail: "\(formats.count) formats, \(vfl.result.constraints) constraints, \(vfl.result.errors) errors, best of \(repeats)")

// MARK: .layout

let layoutText = generator.layoutFile(bytes: only == "vfl" ? 0 : corpusBytes)
let layoutFile = SourceFile(path: "generated.layout", text: layoutText)
let layout = best { () -> (screens: Int, constraints: Int, errors: Int) in
    let (document, diagnostics) = LayoutParser.parse(layoutFile)
    return (document.screens.count, document.screens.reduce(0) { $0 + $1.constraints.count },
            diagnostics.filter { $0.severity == .error }.count)
}
report(".layout parse", bytes: layoutFile.bytes.count, seconds: layout.seconds,
       detail: "\(layout.result.screens) screens, \(layout.result.constraints) constraints, "
           + "\(layout.result.errors) errors, best of \(repeats)")
if vfl.result.errors > 0 || layout.result.errors > 0 {
    print("error: the generated corpus should parse without errors")
}
