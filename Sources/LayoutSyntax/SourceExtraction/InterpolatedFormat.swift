import LayoutIR

/// A single-line Swift string literal with `\(…)` interpolations: its literal text, each byte's
/// file offset (one more for the closing quote), and where each interpolation sits.
struct InterpolatedString: Sendable, Hashable {
    struct Hole: Sendable, Hashable {
        /// The index in `bytes` the interpolation's text goes before.
        var position: Int
        /// The file's bytes of the expression between `\(` and `)`.
        var expression: Range<Int>
    }

    var bytes: [UInt8]
    var offsets: [Int]
    var holes: [Hole]
}

/// A visual format written as a Swift string with interpolations, `"H:|-\(pad)-[title]-\(pad)-|"`:
/// read as ``FormatArguments`` reads `String(format:)`, when what each interpolation gives is known
/// from where it stands.
///
/// - An interpolation of a name bound to a string literal in scope (`let row = "[a]-[b]"`) is that
///   literal's text.
/// - An interpolation where the Visual Format grammar takes a number is a metric whose value is the
///   expression (a number when the function's constants give it, a run-time value otherwise): a
///   connection's constant (`]-\(x)-[`, `|-\(x)-[`, `]-\(x)-|`) or a predicate's constant or priority
///   (`(\(x))`, `(>=\(x))`, `(==\(x)@\(p))`). Swift writes an `Int`, `CGFloat` or `Double` there
///   as a decimal number, which the grammar's number reads (TSPL, String Interpolation; `Grammar/vfl.ebnf`).
/// - Anywhere else (`-12-\(row)-[b]`, where a view goes) the interpolation may be any text, and the
///   format is not read.
enum InterpolatedFormat {
    /// `nil` when `tokens` is not one interpolated Swift literal (or a name bound to one); else the
    /// expanded format or why it cannot be read.
    static func read(_ tokens: ArraySlice<SourceToken>, bindings: LiteralBindings, file: SourceFile)
        -> Result<FormatArguments.Expanded, LiteralEvaluation.SkipReason>? {
        var literal = tokens
        if tokens.count == 1, let name = tokens.first?.identifier, let bound = bindings.literal(named: name) {
            literal = bound
        }
        guard literal.count == 1, let token = literal.first, case .string(let scanned) = token.kind, scanned.value == nil,
              let interpolated = SourceScanner.interpolatedString(in: file.bytes, at: token.start) else { return nil }
        return expand(interpolated, bindings: bindings, file: file)
    }

    private static func expand(_ literal: InterpolatedString, bindings: LiteralBindings, file: SourceFile)
        -> Result<FormatArguments.Expanded, LiteralEvaluation.SkipReason> {
        var out: [UInt8] = []
        var outOffsets: [Int] = []
        var metrics: [FormatArguments.Metric] = []
        var consumed = 0
        for (number, hole) in literal.holes.enumerated() {
            out += literal.bytes[consumed..<hole.position]
            outOffsets += literal.offsets[consumed..<hole.position]
            consumed = hole.position
            let expression = tokens(of: hole.expression, in: file)
            guard !expression.isEmpty else { return .failure(skip("an empty interpolation")) }
            if expression.count == 1, let name = expression.first?.identifier, let bound = bindings.literal(named: name),
               case .success(let (text, textOffsets)) = LiteralEvaluation.string(bound, language: .swift, bindings: bindings,
                                                                                file: file, allowBindings: false) {
                out += Array(text.utf8)
                outOffsets += textOffsets.dropLast()
                continue
            }
            guard takesNumber(literal, at: number) else {
                return .failure(skip("string interpolation where a view or more may go"))
            }
            guard !expression.contains(where: { token in
                if case .string = token.kind { return true }
                return false
            }) else { return .failure(skip("string interpolation of a string")) }
            let name = FormatArguments.metricName(for: expression[...], position: number + 1, taken: Set(metrics.map(\.name)))
            let start = hole.expression.lowerBound - 2  // the `\(`
            out += Array(name.utf8)
            outOffsets += Array(repeating: start, count: name.utf8.count)
            if !metrics.contains(where: { $0.name == name }) {
                metrics.append(FormatArguments.Metric(name: name, span: file.span(offset: start, length: hole.expression.count + 3),
                                                      value: expression[...]))
            }
        }
        out += literal.bytes[consumed...]
        outOffsets += literal.offsets[consumed...]
        guard let format = String(validating: out, as: UTF8.self) else { return .failure(skip("invalid UTF-8")) }
        return .success(FormatArguments.Expanded(format: format, offsets: outOffsets, metrics: metrics))
    }

    /// Whether the grammar takes a number where hole `number` stands, by the bytes around it; a
    /// neighbouring interpolation is a byte that could be anything.
    private static func takesNumber(_ literal: InterpolatedString, at number: Int) -> Bool {
        var cells: [UInt8?] = []
        var here = 0
        var consumed = 0
        for (index, hole) in literal.holes.enumerated() {
            cells += literal.bytes[consumed..<hole.position].map { Optional($0) }
            consumed = hole.position
            if index == number { here = cells.count }
            cells.append(nil)
        }
        cells += literal.bytes[consumed...].map { Optional($0) }
        func isOne(of set: String, _ index: Int) -> Bool {
            guard index >= 0, index < cells.count, let byte = cells[index] else { return false }
            return set.utf8.contains(byte)
        }
        // A connection's constant: `-` opens it after a view or the superview, `-` closes it before one.
        if isOne(of: "]|", here - 2), isOne(of: "-", here - 1), isOne(of: "-", here + 1), isOne(of: "[|", here + 2) {
            return true
        }
        // A predicate's constant or priority, inside parentheses.
        return isOne(of: "(,=@", here - 1) && isOne(of: "),@", here + 1)
    }

    /// The tokens of a file's bytes `range`, at their places in the file.
    private static func tokens(of range: Range<Int>, in file: SourceFile) -> [SourceToken] {
        guard range.lowerBound >= 0, range.upperBound <= file.bytes.count else { return [] }
        return SourceScanner.tokens(of: Array(file.bytes[range]), language: .swift).map { token in
            var shifted = token
            shifted.start += range.lowerBound
            shifted.end += range.lowerBound
            return shifted
        }
    }

    private static func skip(_ message: String) -> LiteralEvaluation.SkipReason {
        LiteralEvaluation.SkipReason(message: message)
    }
}
