// ib-corpus: lays Interface Builder documents out as designed and compares every view's solved
// frame with the frame Xcode stored (Benchmarks/README.md, "Interface Builder corpus").
//
//   ib-corpus [--list] FILE|DIR…
//
// Documents with Xcode's `ambiguous` / `misplaced` flags are counted apart. In the documents with
// `ambiguous="YES"` flags, the views Xcode flagged are compared with the views the checker reports
// ambiguous (`ambiguous-layout` at any severity: a free attribute, or a scroll view whose content
// size is free) in the design environment: the share of flags reproduced, the flagged views vflc puts in a conflict instead,
// and the views vflc finds ambiguous that Xcode did not flag. A flagged view whose `verifyAmbiguity`
// is `off` counts when vflc finds it free (its finding is dropped, its flag agrees). A view whose frame
// in its superview's coordinates is free counts too when vflc reports it at a free superview it moves
// with ("N views inside it are free with it"): Xcode judges that frame (Docs/InterfaceBuilder.md#xcodes-flags);
// a view that only slides with its free superview is counted apart, not as reproduced. A view matches when
// each of x, y, width and height is within 0.5 pt (1 pt for documents older than Xcode 8,
// toolsVersion < 11000) of the stored frame (the engine grows a control's alignment rect into
// its frame). `--list` prints every view that
// differs, one per line.
import Foundation
import LayoutCheck
import LayoutEngine
import LayoutSyntax

struct Tally {
    var documents = 0
    var views = 0
    var matched = 0
    var unsupported = 0
    var failed = 0
}

let arguments = Array(CommandLine.arguments.dropFirst())
let listing = arguments.contains("--list")
var paths: [String] = []
for argument in arguments where argument != "--list" {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else { continue }
    if !isDirectory.boolValue { paths.append(argument); continue }
    let walker = FileManager.default.enumerator(atPath: argument)
    while let relative = walker?.nextObject() as? String {
        if InterfaceBuilderReader.handles(path: relative) { paths.append(argument + "/" + relative) }
    }
}
paths.sort()

var clean = Tally()
var flagged = Tally()
var categories: [String: Int] = [:]
/// Xcode's `ambiguous="YES"` flags against the checker's ambiguous views, over the documents that
/// carry such flags.
struct FlagTally {
    var documents = 0
    var flagged = 0
    var reproduced = 0
    var inConflict = 0
    var unflaggedAmbiguous = 0
    /// Flagged views vflc finds free only by sliding with a free superview (their frame in the
    /// superview's coordinates is determined), not counted in `reproduced`.
    var slidingWithSuperview = 0
}
var flags = FlagTally()
let started = Date()
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let file = SourceFile(path: path, bytes: [UInt8](data))
    let text = String(decoding: data, as: UTF8.self)
    let isFlagged = text.contains("ambiguous=\"YES\"") || text.contains("misplaced=\"YES\"")
    let toolsVersion = text.range(of: "toolsVersion=\"").map { range in
        Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
    } ?? 0
    let tolerance = toolsVersion > 0 && toolsVersion < 11000 ? 1.0 : 0.5
    let (document, diagnostics) = InterfaceBuilderReader.read(file, options: InterfaceBuilderOptions(asDesigned: true))
    var tally = isFlagged ? flagged : clean
    let hasAmbiguityFlags = text.contains("ambiguous=\"YES\"")
    if hasAmbiguityFlags { flags.documents += 1 }
    tally.documents += 1
    if diagnostics.contains(where: { $0.ruleID == .interfaceBuilderUnsupported }) { tally.unsupported += 1 }
    for screen in document.screens {
        let (environments, _) = EnvironmentSet.resolve(screen)
        guard let environment = environments.first else { tally.failed += 1; continue }
        let (solution, loaded) = LayoutSolver.solveKeepingSolver(screen, in: environment)
        if hasAmbiguityFlags {
            let report = LayoutChecker.analyze(solution, screen: screen, loaded: loaded)
            // What vflc reports, as Xcode flags it: a view with an ambiguity finding of its own, at
            // any severity, or one reported with the free superview it moves with whose own frame
            // there is free (Xcode judges the frame in the superview's coordinates; a view that
            // only slides with its superview is flagged at the superview alone).
            let reported = Set(LayoutChecker.merge([report], screen: screen)
                .filter { $0.ruleID == .ambiguousLayout }.compactMap(\.span))
            for (view, _) in screen.allViews {
                guard let source = view.source else { continue }
                // A view whose `verifyAmbiguity` is `off` ("Never Verify") has its finding dropped,
                // but Xcode still writes its flag, and vflc's finding agrees with it
                // (Docs/InterfaceBuilder.md#xcodes-flags).
                let silenced = source.flaggedAmbiguous && source.verifyAmbiguity == .off
                    && (report.ambiguousViews.contains(view.name) || report.undeterminedScrollContent.contains(view.name))
                let ambiguous = silenced || (view.span.map(reported.contains) ?? false)
                    || report.freeInSuperview.contains(view.name)
                let place = "\(path):\(view.span.map { "\($0.line)" } ?? "?")\t\(screen.name)\t\(view.name)\t\(source.element)"
                if source.flaggedAmbiguous {
                    flags.flagged += 1
                    if ambiguous {
                        flags.reproduced += 1
                    } else if report.ambiguousViews.contains(view.name) {
                        flags.slidingWithSuperview += 1
                        if listing { print("flag-slides-with-superview\t\(place)") }
                    } else if report.conflictedViews.contains(view.name) {
                        flags.inConflict += 1
                        if listing { print("flag-in-conflict\t\(place)") }
                    } else if listing {
                        print("flag-missed\t\(place)")
                    }
                } else if ambiguous {
                    flags.unflaggedAmbiguous += 1
                    if listing { print("flag-extra\t\(place)") }
                } else if report.ambiguousViews.contains(view.name), listing {
                    print("unflagged-slides-with-superview\t\(place)")
                }
            }
        }
        var nodes: [String: ViewNode] = [:]
        var isTopLevel: Set<String> = []
        for (view, superview) in screen.allViews {
            nodes[view.name] = view
            if superview == nil || superview == LayoutItem.rootName && screen.root.source == nil { isTopLevel.insert(view.name) }
        }
        for frame in solution.views {
            guard !frame.isHidden, let node = nodes[frame.name], let source = node.source,
                  let stored = source.storedFrame else { continue }
            // Both are frames: the engine grows the alignment rect by the control's insets.
            let expected = stored
            let solved = frame.frame
            var deltas = [abs(solved.width - expected.width), abs(solved.height - expected.height)]
            if !isTopLevel.contains(frame.name) { deltas += [abs(solved.x - expected.x), abs(solved.y - expected.y)] }
            tally.views += 1
            if deltas.allSatisfy({ $0 <= tolerance }) {
                tally.matched += 1
            } else {
                if !isFlagged { categories[source.element, default: 0] += 1 }
                if listing {
                    let place = node.span.map { "\($0.line)" } ?? "?"
                    print("\(isFlagged ? "flagged" : "clean")\t\(path):\(place)\t\(screen.name)\t\(frame.name)\t\(source.element)\tstored \(expected)\tsolved \(solved)")
                }
            }
        }
    }
    if isFlagged { flagged = tally } else { clean = tally }
}
let elapsed = Date().timeIntervalSince(started)
func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "-" : String(format: "%.1f %%", Double(part) * 100 / Double(whole))
}
print("documents without Xcode flags: \(clean.documents) (\(clean.unsupported) refused), views \(clean.views), within tolerance \(clean.matched) = \(percent(clean.matched, clean.views))")
print("documents with Xcode flags: \(flagged.documents) (\(flagged.unsupported) refused), views \(flagged.views), within tolerance \(flagged.matched) = \(percent(flagged.matched, flagged.views))")
// Ties by name, so that two runs print the same line (dictionary order changes from run to run).
print("differing views by element (unflagged documents): " + categories.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
print("Xcode's ambiguity flags (\(flags.documents) documents with ambiguous=\"YES\"): \(flags.flagged) views flagged, vflc finds \(flags.reproduced) ambiguous = \(percent(flags.reproduced, flags.flagged)), \(flags.inConflict) in a conflict instead; \(flags.unflaggedAmbiguous) views ambiguous to vflc that Xcode did not flag; \(flags.slidingWithSuperview) more flagged views found free only as they slide with a free superview")
print(String(format: "%d documents in %.2f s", paths.count, elapsed))
