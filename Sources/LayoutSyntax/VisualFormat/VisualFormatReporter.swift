/// Turns a rejected format into a diagnostic: UIKit's reason as the message, the primary span at
/// the character UIKit's caret points at (mapped back through stripped whitespace and through
/// the ``FormatSource`` into the real file), a label on the piece at fault, and notes that say
/// what to do.
struct VisualFormatReporter {
    let source: FormatSource
    let views: [String: LayoutItem]
    let metrics: [String: Double]

    private static let thrownBy = "UIKit throws NSInvalidArgumentException: Unable to parse constraint format"

    /// The diagnostic for a parse error.
    func diagnostic(for error: VisualFormatSyntaxError, in text: VisualFormatText) -> LayoutDiagnostic {
        let problem = error.problem
        let caretRange = error.index < text.count ? error.index..<(error.index + 1) : text.count..<text.count
        let primary = source.span(ofFormatBytes: text.originalRange(caretRange))
        var labels: [DiagnosticLabel] = []
        if let subject = error.subject, subject != caretRange, let label = label(for: problem) {
            labels.append(DiagnosticLabel(span: source.span(ofFormatBytes: text.originalRange(subject)), message: label))
        }
        var notes = advice(for: problem, at: error.index, subject: error.subject, in: text).map { DiagnosticNote($0) }
        var fixIts: [DiagnosticFixIt] = []
        if let name = misspeltName(problem), let subject = error.subject,
           let guess = Suggestions.closest(to: name, among: candidates(for: problem)) {
            notes.insert(DiagnosticNote("did you mean '\(guess)'?"), at: 0)
            fixIts.append(DiagnosticFixIt(span: source.span(ofFormatBytes: text.originalRange(subject)), replacement: guess,
                                message: "use the closest known name"))
        }
        notes.append(DiagnosticNote(whatUIKitDoes(problem)))
        return LayoutDiagnostic(severity: .error, message: problem.message, span: primary, labels: labels,
                          notes: notes, fixIts: fixIts, ruleID: RuleID.vflSyntax)
    }

    /// "It contains non-ASCII characters.", pointing at the first such character.
    func nonASCII(at offset: Int, in bytes: [UInt8]) -> LayoutDiagnostic {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        var notes: [DiagnosticNote] = []
        if let scalar = character.unicodeScalars.first {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            notes.append(DiagnosticNote("'\(character)' is \(code); a format may contain only ASCII characters"))
            // UIKit measures the string's length in ASCII, which is 0 when it cannot convert it.
            notes.append(DiagnosticNote("UIKit may report this as \"It's an empty string.\": it measures the format's length in ASCII, which fails"))
            if let replacement = Self.asciiLookalikes[scalar.value] {
                notes.append(DiagnosticNote("did you mean '\(replacement)'?"))
            }
        }
        notes.append(DiagnosticNote(Self.thrownBy))
        return LayoutDiagnostic(severity: .error, message: VisualFormatProblem.nonASCII.message,
                          span: source.span(ofFormatBytes: offset..<end), notes: notes, ruleID: RuleID.vflSyntax)
    }

    /// What UIKit does with the format: throw, or (for vflc's own checks) accept it.
    private func whatUIKitDoes(_ problem: VisualFormatProblem) -> String {
        switch problem {
        case .nonFiniteNumber, .nonFiniteMetric:
            return "UIKit accepts this format, but an infinite or NaN constant makes the layout meaningless"
        case .numberTooLarge, .metricTooLarge:
            return "UIKit accepts this format, but a constant this large is a typo and breaks the arithmetic"
        case .priorityBelowOne:
            return "UIKit accepts priorities between 0 and 1; vflc's priorities, like UIKit's named levels, start at 1"
        case .conflictingDirections:
            return "UIKit does not define what the two direction options mean together"
        default:
            return Self.thrownBy
        }
    }

    /// "It's an empty string."
    func empty() -> LayoutDiagnostic {
        LayoutDiagnostic(severity: .error, message: VisualFormatProblem.emptyString.message,
                   span: source.span(ofFormatBytes: 0..<0),
                   notes: [DiagnosticNote("write at least one view, e.g. 'H:|-[view]-|'"), DiagnosticNote(Self.thrownBy)],
                   ruleID: RuleID.vflSyntax)
    }

    /// Characters that autocorrect or word processors put where ASCII was meant.
    private static let asciiLookalikes: [UInt32: String] = [
        0x2013: "-", 0x2014: "-", 0x2212: "-", 0x2010: "-", 0x2011: "-",
        0x00A0: " ", 0x2009: " ", 0x202F: " ",
        0xFF3B: "[", 0xFF3D: "]", 0xFF08: "(", 0xFF09: ")", 0xFF5C: "|", 0xFF1A: ":",
        0x2264: "<=", 0x2265: ">=", 0x201C: "\"", 0x201D: "\"", 0x2018: "'", 0x2019: "'",
    ]

    private func misspeltName(_ problem: VisualFormatProblem) -> String? {
        switch problem {
        case .notAViewKey(let name), .unknownName(let name, _): return name
        default: return nil
        }
    }

    private func candidates(for problem: VisualFormatProblem) -> [String] {
        switch problem {
        case .notAViewKey: return views.keys.sorted()
        // Suggest a view only where a view is legal: inside a view's own parentheses.
        case .unknownName(_, viewAllowed: true): return metrics.keys.sorted() + views.keys.sorted()
        default: return metrics.keys.sorted()
        }
    }

    private func label(for problem: VisualFormatProblem) -> String? {
        switch problem {
        case .notAViewKey: return "not a key in the views dictionary"
        case .unknownName: return "neither a metric nor a view"
        case .viewUsedAsSpace: return "a view, not a number"
        case .expectedViewEnd: return "the view's name"
        case .unknownRelation: return "not a relation"
        case .priorityNotPositive, .priorityAboveRequired, .priorityBelowOne: return "the priority"
        case .noSuperview: return "the root view"
        case .alignmentOnLayoutAxis: return "this pair of views"
        case .nonFiniteNumber, .nonFiniteMetric: return "not a finite number"
        case .numberTooLarge, .metricTooLarge: return "too large"
        default: return nil
        }
    }

    /// What to do about it.
    private func advice(for problem: VisualFormatProblem, at index: Int, subject: Range<Int>?,
                        in text: VisualFormatText) -> [String] {
        let here = text[index]
        let before = index > 0 ? text[index - 1] : nil
        switch problem {
        case .expectedColonAfterH, .expectedColonAfterV:
            let axis = problem == .expectedColonAfterH ? "H" : "V"
            return ["write '\(axis):' before the format; an orientation is 'H:' or 'V:'"]
        case .expectedConnectionAfterBar:
            return ["'|' alone is not a format; add a view, e.g. '|-[view]'"]
        case .expectedView:
            if index <= 1, let first = text[0], first == UInt8(ascii: "h") || first == UInt8(ascii: "v"),
               text[1] == UInt8(ascii: ":") {
                return ["the orientation must be upper case: 'H:' or 'V:'"]
            }
            if here == nil { return ["the format ends where a view '[name]' should be"] }
            return ["a view is written '[name]', with a key of the views dictionary"]
        case .expectedViewName:
            if let here, here.isASCIIDigit { return ["a view name cannot start with a digit"] }
            return ["a view is written '[name]', with a key of the views dictionary"]
        case .notAViewKey(let name):
            var notes: [String] = []
            if views.keys.contains(where: { $0.hasPrefix(name + ".") }) {
                notes.append("a key containing '.' (NSDictionaryOfVariableBindings(self.x) makes 'self.x') cannot be used in a format; give the view a plain key")
            }
            if metrics[name] != nil { notes.append("'\(name)' is a metric; between brackets only views are allowed") }
            if views.isEmpty { notes.append("the views dictionary is empty") }
            return notes
        case .expectedViewEnd:
            if here == UInt8(ascii: ".") {
                return ["a view name is a plain key: the name stops at '.', so 'self.view' is read as 'self'"]
            }
            return ["end the view with ']'"]
        case .ranOutInsideView:
            return ["the format ends inside a view's predicates; close them, e.g. '[view(100)]'"]
        case .viewPredicateNotClosed:
            if here == UInt8(ascii: "]") { return ["add ')' before ']'"] }
            return ["separate predicates with ',' and end the list with ')]'"]
        case .expectedBracketAfterThickness:
            return ["add ']' after ')'"]
        case .expectedViewOrBar:
            return ["after a connection comes a view '[name]' or the superview '|'"]
        case .expectedEnd:
            return ["'|' may appear only at the start and at the end of a format"]
        case .ambiguousMinus:
            return ["write a negative space in parentheses: '-(-10)-'"]
        case .connectionPredicateNotClosed:
            return ["end the list with ')' or separate predicates with ','"]
        case .listNeedsParentheses:
            return ["put a list in parentheses: '-(>=8,<=20)-'"]
        case .expectedDash:
            return ["a connection is '-', '-10-' or '-(>=10@750)-'; it ends with '-'"]
        case .expectedMoreInput:
            return ["the format ends in the middle of a connection or predicate"]
        case .unknownRelation:
            return ["a relation is '==', '<=' or '>='", "did you mean '\(intendedRelation(first: before, second: here))'?"]
        case .expectedNumberOrMetric:
            if here == UInt8(ascii: ".") { return ["a number must start with a digit: write '0.5', not '.5'"] }
            if here == UInt8(ascii: "+") { return ["drop the '+': a number starts with a digit or '-'"] }
            return ["expected a number ('10', '-5') or a key of the metrics dictionary"]
        case .expectedANumberOrMetric:
            return ["a '-' here must start a number, e.g. '-10'"]
        case .unknownName(let name, _):
            return metrics.isEmpty && views.isEmpty ? ["the metrics and views dictionaries are empty"]
                : ["add '\(name)' to the metrics dictionary, or use a number"]
        case .viewUsedAsSpace:
            return ["a space is a number or a metric; a view's size can only be used inside its brackets, e.g. '[spacer(==view1)]'"]
        case .priorityNotPositive, .priorityAboveRequired, .priorityBelowOne:
            var notes = ["a priority is from 1 to 1000: 1000 is required, 999 the highest optional priority"]
            if let subject, views[text.text(subject)] != nil, metrics[text.text(subject)] == nil {
                notes.insert("'\(text.text(subject))' is a view; UIKit reads a view's name in a priority as 0", at: 0)
            }
            return notes
        case .noSuperview(let name):
            return ["'|' means the superview of the neighbouring view, and '\(name)' is the root view, which has none here"]
        case .baselineSpacingInHorizontal:
            return ["spacingBaselineToBaseline applies only to vertical ('V:') formats"]
        case .alignmentOnLayoutAxis(let axis):
            return axis == .horizontal
                ? ["an 'H:' format can align views on top, bottom, centerY, firstBaseline or lastBaseline"]
                : ["a 'V:' format can align views on left, right, leading, trailing or centerX"]
        case .nonFiniteNumber:
            return ["use a finite number"]
        case .nonFiniteMetric(let name, _):
            return ["give '\(name)' a finite value in the metrics dictionary"]
        case .numberTooLarge:
            return ["use a number between -\(NumberLimits.maximumText) and \(NumberLimits.maximumText)"]
        case .metricTooLarge(let name, _):
            return ["give '\(name)' a value between -\(NumberLimits.maximumText) and \(NumberLimits.maximumText)"]
        case .conflictingDirections:
            return ["choose one direction option"]
        case .emptyString, .nonASCII:
            return []
        }
    }

    /// The relation the writer probably meant by `<x`, `>x`, `=x`.
    private func intendedRelation(first: UInt8?, second: UInt8?) -> String {
        switch (first, second) {
        case (UInt8(ascii: "<"), _), (UInt8(ascii: "="), UInt8(ascii: "<")): return "<="
        case (UInt8(ascii: ">"), _), (UInt8(ascii: "="), UInt8(ascii: ">")): return ">="
        default: return "=="
        }
    }
}
