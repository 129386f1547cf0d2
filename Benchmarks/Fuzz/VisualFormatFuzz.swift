// libFuzzer target: one VFL string through VisualFormat.parse.
// Built by Benchmarks/fuzz.sh (not part of the package). The first byte picks options and the
// spacing mode; the rest is the format. Every bracketed name becomes a view so the fuzzer gets
// past name lookup into the constraint builder.
import LayoutIR
import LayoutSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let control = data[0]
    let format = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    var views: [String: LayoutItem] = ["a": .view("a"), "b": .view("b"), "c": .view("c")]
    for name in FormatNames(format).all { views[name] = .view(name) }
    if control & 0x40 != 0 { views["guide"] = LayoutItem.root.with(guide: .topLayoutGuide) }
    let metrics: [String: Double] = ["pad": 16, "big": 1e300, "tiny": -1e300, "m": 8]
    var options: VisualFormatOptions = []
    switch control & 0x7 {
    case 1: options = .alignAllCenterY
    case 2: options = .alignAllTop
    case 3: options = [.alignAllLeading, .directionRightToLeft]
    case 4: options = .alignAllCenterX
    case 5: options = [.alignAllLastBaseline, .spacingBaselineToBaseline]
    default: break
    }
    let spacing: SpacingMode = control & 0x8 != 0 ? .classic : .uikit
    let result = VisualFormat.parse(format, views: views, metrics: metrics, options: options, spacing: spacing)
    // Invariant: a failed parse says why; a successful one yields only finite numbers.
    if !result.succeeded && result.diagnostics.isEmpty { fatalError("failure without a diagnostic") }
    for constraint in result.constraints where !constraint.constant.isFinite || !constraint.multiplier.isFinite {
        fatalError("non-finite number in \(constraint)")
    }
    return 0
}
