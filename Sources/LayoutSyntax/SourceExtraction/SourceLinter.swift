import LayoutIR

/// What linting one Swift or Objective-C file found.
public struct SourceLintResult: Sendable {
    /// Errors and warnings, positioned in the source file.
    public var diagnostics: [LayoutDiagnostic]
    /// VFL calls found.
    public var formatsFound: Int
    /// Formats that were read and parsed.
    public var formatsChecked: Int
    /// Calls whose format could not be read statically, with the reason.
    public var skipped: [(span: SourceSpan, reason: String)]
    /// SnapKit closures found.
    public var snapKitClosures: Int
    /// SnapKit closures read and checked in full.
    public var snapKitClosuresChecked: Int = 0
    /// The parts of SnapKit closures that could not be read statically (a closure with any such
    /// part counts as skipped; its readable lines are still checked).
    public var snapKitSkipped: [SkippedInput] = []

    /// SnapKit closures with at least one part skipped.
    public var snapKitClosuresSkipped: Int { snapKitClosures - snapKitClosuresChecked }
}

/// Checks the VFL strings in a Swift or Objective-C file exactly as `NSLayoutConstraint` would
/// parse them at run time, and the SnapKit closures of a Swift file with the `.layout` language's
/// SnapKit parser (invalid attribute pairs, unknown attributes and modifiers, malformed calls),
/// with positions mapped back into the source file.
public enum SourceLinter {
    /// Lints one file.
    public static func lint(_ file: SourceFile, language: SourceLanguage) -> SourceLintResult {
        var result = SourceLintResult(diagnostics: [], formatsFound: 0, formatsChecked: 0, skipped: [], snapKitClosures: 0)
        if let problem = SourceEncoding.problem(in: file) {
            result.diagnostics.append(problem)
            return result
        }
        let tokens = SourceScanner.tokens(of: file.bytes, language: language)
        for call in SourceExtractor.visualFormats(in: file, tokens: tokens, language: language) {
            result.formatsFound += 1
            guard let format = call.format, let source = call.formatSource else {
                result.skipped.append((call.callSpan, call.skipReason ?? "not a literal"))
                continue
            }
            result.formatsChecked += 1
            result.diagnostics += check(format, source: source, call: call)
        }
        // SnapKit is a Swift library; Objective-C's Masonry (`mas_makeConstraints`) is not checked.
        guard language == .swift else { return result }
        for closure in SourceExtractor.snapKitClosures(in: file, tokens: tokens) {
            result.snapKitClosures += 1
            let range = closure.span.offset..<closure.span.endOffset
            let check = LayoutParser.checkSnapKitClosure(in: file, range: range)
            result.diagnostics += check.diagnostics
            if check.skipped.isEmpty { result.snapKitClosuresChecked += 1 }
            result.snapKitSkipped += check.skipped
        }
        return result
    }

    /// Parses one extracted format. Unknown dictionaries are filled from the format itself, so
    /// that only the errors that do not depend on them are reported.
    static func check(_ format: String, source: FormatSource, call: ExtractedVisualFormat) -> [LayoutDiagnostic] {
        let names = FormatNames(format)
        var views = call.views ?? [:]
        var metrics = call.metrics ?? [:]
        if call.views == nil {
            for name in names.bracketed where metrics[name] == nil { views[name] = .view(name) }
        }
        if call.metrics == nil {
            for name in names.all where views[name] == nil { metrics[name] = 1 }
        }
        var diagnostics = VisualFormat.parse(format, views: views, metrics: metrics, options: call.options,
                                             spacing: .uikit, source: source).diagnostics
        guard !diagnostics.hasErrors else { return diagnostics }
        if call.views != nil {
            for (key, span) in call.viewKeySpans.sorted(by: { $0.value < $1.value }) where !names.all.contains(key) {
                diagnostics.append(.warning("the views dictionary has '\(key)', which the format never uses",
                                            at: span, notes: [DiagnosticNote("format: \(format)")], ruleID: RuleID.vflUnusedKey))
            }
        }
        if call.metrics != nil {
            for (key, span) in call.metricKeySpans.sorted(by: { $0.value < $1.value }) where !names.all.contains(key) {
                diagnostics.append(.warning("the metrics dictionary has '\(key)', which the format never uses",
                                            at: span, notes: [DiagnosticNote("format: \(format)")], ruleID: RuleID.vflUnusedKey))
            }
        }
        return diagnostics
    }
}

/// The identifiers in a format string: all of them, and those that open a view (`[name`) —
/// the views dictionary a caller most likely means when it has none to give.
public struct FormatNames: Sendable {
    /// Every identifier in the format (view names, metric names), without the orientation.
    public private(set) var all: Set<String> = []
    /// The names right after `[`, in order of first appearance.
    public private(set) var bracketed: [String] = []

    /// Scans `format`; never fails.
    public init(_ format: String) {
        let bytes = Array(format.utf8)
        var index = 0
        // `H:` / `V:` is an orientation, not a name.
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "H") || bytes[0] == UInt8(ascii: "V"), bytes[1] == UInt8(ascii: ":") {
            index = 2
        }
        var previousSignificant: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if FormatNames.isNameStart(byte) {
                let start = index
                while index < bytes.count, FormatNames.isNameStart(bytes[index]) || FormatNames.isDigit(bytes[index]) {
                    index += 1
                }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                all.insert(name)
                if previousSignificant == UInt8(ascii: "["), !bracketed.contains(name) { bracketed.append(name) }
                previousSignificant = UInt8(ascii: "a")
                continue
            }
            if FormatNames.isDigit(byte) {
                // Skip a number whole so `1e2` does not yield the name `e2`.
                while index < bytes.count, FormatNames.isNameStart(bytes[index]) || FormatNames.isDigit(bytes[index])
                        || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                previousSignificant = UInt8(ascii: "0")
                continue
            }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n") {
                previousSignificant = byte
            }
            index += 1
        }
    }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
