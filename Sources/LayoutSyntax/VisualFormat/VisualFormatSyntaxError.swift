/// Why a format string was rejected. Each case that UIKit also rejects carries UIKit's reason
/// text (``appleReason``) verbatim, so people can search for it; the cases marked "vflc" are
/// inputs UIKit accepts but that would give a meaningless layout (infinite constants, NaN).
enum VisualFormatProblem: Sendable, Hashable {
    case expectedColonAfterH                 // 1
    case expectedColonAfterV                 // 2
    case expectedConnectionAfterBar          // 3
    case expectedView                        // 4
    case expectedViewName                    // 5
    case notAViewKey(String)                 // 6
    case expectedViewEnd                     // 7
    case ranOutInsideView                    // 8
    case viewPredicateNotClosed              // 9
    case expectedBracketAfterThickness       // 10
    case expectedViewOrBar                   // 11
    case expectedEnd                         // 12
    case ambiguousMinus                      // 13
    case connectionPredicateNotClosed        // 14
    case listNeedsParentheses                // 15
    case expectedDash                        // 16
    case expectedMoreInput                   // 17
    case unknownRelation                     // 18
    case expectedNumberOrMetric              // 19
    case expectedANumberOrMetric             // 20 (UIKit's second spelling, with "a")
    case unknownName(String, viewAllowed: Bool) // 21; a view would be allowed where it stands
    case viewUsedAsSpace(String)             // 22
    case priorityNotPositive(Double)         // 23
    case priorityAboveRequired(Double)       // 24
    case noSuperview(String)                 // 25
    case baselineSpacingInHorizontal         // 26
    case alignmentOnLayoutAxis(LayoutAxis)         // 27
    case emptyString                         // 29
    case nonASCII                            // 30
    case nonFiniteNumber(String)             // vflc
    case nonFiniteMetric(String, Double)     // vflc
    case numberTooLarge(String)              // vflc: beyond NumberLimits
    case metricTooLarge(String, Double)      // vflc: beyond NumberLimits
    case priorityBelowOne(Double)            // vflc: UIKit allows 0 < p < 1, the IR does not
    case conflictingDirections               // vflc: both direction bits set

    /// UIKit's reason text, or `nil` for problems UIKit does not report.
    var appleReason: String? {
        switch self {
        case .expectedColonAfterH: return "Expected ':' after 'H' to specify horizontal arrangement"
        case .expectedColonAfterV: return "Expected ':' after 'V' to specify vertical arrangement"
        case .expectedConnectionAfterBar: return "Expected a connection after the '|' character"
        case .expectedView: return "Expected a view"
        case .expectedViewName:
            return "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        case .notAViewKey(let name): return "\(name) is not a key in the views dictionary."
        case .expectedViewEnd: return "Expected a ']' here. That is how you give the end of a view."
        case .ranOutInsideView: return "Unexpectedly ran out of character fodder in the middle of parsing a view"
        case .viewPredicateNotClosed:
            return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .expectedBracketAfterThickness: return "Expected ']' after specifying thickness."
        case .expectedViewOrBar: return "Expected a view or '|'"
        case .expectedEnd: return "Expected the end of the format string"
        case .ambiguousMinus:
            return "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
        case .connectionPredicateNotClosed:
            return "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
        case .listNeedsParentheses:
            return "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        case .expectedDash: return "Expected a '-' here"
        case .expectedMoreInput: return "Expected more input"
        case .unknownRelation: return "Unknown relation. Must be ==, >=, or <="
        case .expectedNumberOrMetric:
            return "Expected a number or key from the metrics dictionary, but encountered something else"
        case .expectedANumberOrMetric:
            return "Expected a number or a key from the metrics dictionary, but encountered something else"
        case .unknownName(let name, _):
            return "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        case .viewUsedAsSpace:
            return "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        case .priorityNotPositive(let value):
            return "Invalid priority specified: \(cFormatG(value)). Priority must be greater than 0"
        case .priorityAboveRequired(let value):
            return "Invalid priority specified: \(cFormatG(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        case .noSuperview:
            return "Unable to interpret '|' character, because the related view doesn't have a superview"
        case .baselineSpacingInHorizontal: return "BaselineToBaseline format option not valid for horizontal layout"
        case .alignmentOnLayoutAxis(let axis):
            // The horizontal text is UIKit's recovered string; the vertical one mirrors it.
            let edge = axis == .horizontal ? "horizontal" : "vertical"
            return "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge)."
        case .emptyString: return "It's an empty string."
        case .nonASCII: return "It contains non-ASCII characters."
        case .nonFiniteNumber, .nonFiniteMetric, .numberTooLarge, .metricTooLarge, .priorityBelowOne, .conflictingDirections:
            return nil
        }
    }

    /// The message vflc prints: UIKit's reason, or vflc's own for the problems UIKit misses.
    var message: String {
        if let appleReason { return appleReason }
        switch self {
        case .nonFiniteNumber(let text):
            return "The number '\(text)' is not finite; a constant or priority must be a finite number"
        case .nonFiniteMetric(let name, let value):
            return "The metric '\(name)' is \(formatNumber(value)); a constant or priority must be a finite number"
        case .numberTooLarge(let text):
            return "The number '\(text)' is too large; constants are limited to \(NumberLimits.maximumText) in magnitude"
        case .metricTooLarge(let name, let value):
            return "The metric '\(name)' is \(formatNumber(value)); constants are limited to \(NumberLimits.maximumText) in magnitude"
        case .priorityBelowOne(let value):
            return "Invalid priority specified: \(cFormatG(value)). Priority must be at least 1"
        case .conflictingDirections:
            return "The options directionLeftToRight and directionRightToLeft cannot be combined"
        default:
            return ""
        }
    }
}

/// A rejected format: the problem and where UIKit's parser stood when it gave up.
struct VisualFormatSyntaxError: Error, Sendable {
    var problem: VisualFormatProblem
    /// UIKit's caret: an index into the whitespace-free format (`count` means "the end").
    var index: Int
    /// A piece of the format the problem is about (the misspelt name, the view pair), if any,
    /// in the same whitespace-free indices.
    var subject: Range<Int>?

    init(_ problem: VisualFormatProblem, at index: Int, subject: Range<Int>? = nil) {
        self.problem = problem
        self.index = index
        self.subject = subject
    }
}

/// C's `printf("%g", value)`: six significant digits, trailing zeros dropped, exponent form for
/// very large or small magnitudes. UIKit formats priorities this way in its messages.
func cFormatG(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    let precision = 6
    // Round to six significant digits first: the exponent is that of the rounded value.
    var exponent = Int((abs(value)).log10Floor)
    var mantissa = (abs(value) / power10(exponent) * 100_000).rounded() / 100_000
    if mantissa >= 10 { mantissa /= 10; exponent += 1 }
    let sign = value < 0 ? "-" : ""
    if exponent < -4 || exponent >= precision {
        let digits = trimmedFraction(mantissa, decimals: precision - 1)
        let exponentSign = exponent < 0 ? "-" : "+"
        let exponentDigits = abs(exponent) < 10 ? "0\(abs(exponent))" : "\(abs(exponent))"
        return "\(sign)\(digits)e\(exponentSign)\(exponentDigits)"
    }
    return sign + trimmedFraction(abs(value), decimals: max(0, precision - 1 - exponent))
}

private func power10(_ exponent: Int) -> Double {
    var result = 1.0
    let base = exponent < 0 ? 0.1 : 10.0
    for _ in 0..<min(abs(exponent), 400) { result *= base }
    return exponent < 0 ? 1 / power10(-exponent) : result
}

/// `value` with `decimals` digits after the point, trailing zeros (and a bare point) removed.
private func trimmedFraction(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, scaled < 9.0e15 else { return formatNumber(value) }
    let whole = Int64(scaled)
    let divisor = Int64(scale)
    let integerPart = whole / divisor
    var fraction = String(whole % divisor)
    if decimals > 0 {
        fraction = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
    } else {
        fraction = ""
    }
    return fraction.isEmpty ? "\(integerPart)" : "\(integerPart).\(fraction)"
}

private extension Double {
    /// ⌊log10(self)⌋ for a positive finite value, without libm.
    var log10Floor: Int {
        var exponent = 0
        var scaled = self
        while scaled >= 10 { scaled /= 10; exponent += 1 }
        while scaled < 1 { scaled *= 10; exponent -= 1 }
        return exponent
    }
}
