import LayoutIR

/// Recognises the statements of the constraint libraries at one token of a function body and
/// reads them into ``DialectStatement``s: SnapKit and Masonry blocks (`MakerBlocks.swift`),
/// PureLayout calls (`PureLayoutCalls.swift`) and VFL calls (`VisualFormatCalls.swift`). Values
/// go through the function's ``ConstantEvaluator``, so every dialect sees the same named
/// constants as the anchors do.
struct DialectReader {
    var tokens: [SourceToken]
    var closers: [Int?]
    var openers: [Int?]
    var language: SourceLanguage
    var file: SourceFile
    var evaluator: ConstantEvaluator
    /// Names the file shows to be views: receivers of `snp` / `mas_` / PureLayout calls, and
    /// properties declared with a view class. A bare name in a relation's target that is none of
    /// these and no known number may be a number only the running app knows.
    var knownViews: Set<String>
    /// The VFL calls of the file, by the token index of their method name.
    var visualFormats: [Int: ExtractedVisualFormat] = [:]

    init(calls: ConstraintCallReader, file: SourceFile, knownViews: Set<String>,
         visualFormats: [Int: ExtractedVisualFormat] = [:]) {
        tokens = calls.tokens
        closers = calls.closers
        openers = calls.openers
        language = calls.language
        self.file = file
        var evaluator = calls.evaluator
        // Code is read with UIKit's named priorities (the same dictionary storage, so `==` is
        // one identity check); their union with the libraries' is made once, not per function.
        if evaluator.builtins == AnchorExtractor.priorityLevels {
            evaluator.builtins = Self.uikitAndLibraryPriorities
        } else {
            for (name, value) in Self.libraryPriorities where evaluator.builtins[name] == nil { evaluator.builtins[name] = value }
        }
        self.evaluator = evaluator
        self.knownViews = knownViews
        self.visualFormats = visualFormats
    }

    /// The statement whose identifying word is at `index`, if it is one of a library's.
    func read(at index: Int, expressionStart: (Int) -> Int) -> DialectStatement? {
        switch statementKind(at: index) {
        case .visualFormat(let format): return visualFormatCall(format, at: index, expressionStart: expressionStart)
        case .makerBlock: return MakerBlockReader(dialects: self).read(verb: index, expressionStart: expressionStart)
        case .pureLayout: return PureLayoutCalls(dialects: self).read(at: index, expressionStart: expressionStart)
        case nil: return nil
        }
    }

    /// Which library's statement the word at `index` may start, before anything is read: the
    /// function reader asks at every word of a body, and most words start none.
    func statementKind(at index: Int) -> StatementKind? {
        guard let word = tokens[index].identifier else { return nil }
        if !visualFormats.isEmpty, let format = visualFormats[index] { return .visualFormat(format) }
        // The verbs' lengths first: most words are shorter, and are not hashed.
        if Self.verbLengths.contains(word.utf8.count),
           MakerBlockReader.verbs[word] != nil || MakerBlockReader.masonryVerbs[word] != nil { return .makerBlock }
        // The first byte before `hasPrefix`, which compares characters.
        if word.utf8.first == UInt8(ascii: "a"), word.hasPrefix("auto"), PureLayoutCalls.mayStart(word) { return .pureLayout }
        return nil
    }

    /// The shortest to the longest length in bytes of SnapKit's and Masonry's block verbs.
    private static let verbLengths: ClosedRange<Int> = {
        let lengths = (Array(MakerBlockReader.verbs.keys) + Array(MakerBlockReader.masonryVerbs.keys)).map(\.utf8.count)
        return (lengths.min() ?? 0)...(lengths.max() ?? 0)
    }()

    /// The kinds of statement ``read(at:expressionStart:)`` reads.
    enum StatementKind {
        case visualFormat(ExtractedVisualFormat)
        case makerBlock
        case pureLayout
    }

    /// SnapKit's `ConstraintPriority` names and Masonry's `MASLayoutPriority…` constants
    /// (SnapKit `Sources/ConstraintPriority.swift`: required 1000, high 750, medium 500 on iOS,
    /// low 250; Masonry `MASUtilities.h`: the same four plus fitting size 50).
    static let libraryPriorities: [String: Double] = [
        ".high": 750, ".medium": 500, ".low": 250,
        "ConstraintPriority.required": 1000, "ConstraintPriority.high": 750, "ConstraintPriority.medium": 500,
        "ConstraintPriority.low": 250,
        "MASLayoutPriorityRequired": 1000, "MASLayoutPriorityDefaultHigh": 750, "MASLayoutPriorityDefaultMedium": 500,
        "MASLayoutPriorityDefaultLow": 250, "MASLayoutPriorityFittingSizeLevel": 50,
    ]

    /// UIKit's named priorities and, under names UIKit does not use, the libraries'.
    private static let uikitAndLibraryPriorities = AnchorExtractor.priorityLevels.merging(libraryPriorities) { uikit, _ in uikit }

    // MARK: Values

    func text(_ slice: ArraySlice<SourceToken>) -> String { ConstantEvaluator.text(slice, file) }

    /// The file span of the tokens `range`.
    func span(_ range: ClosedRange<Int>) -> SourceSpan {
        file.span(offset: tokens[range.lowerBound].start, length: max(0, tokens[range.upperBound].end - tokens[range.lowerBound].start))
    }

    /// A constant written as a number, a named constant, or one of the geometry structs the
    /// libraries take (``GeometryValue``); `nil` when the tokens are not written as a constant.
    func constant(_ slice: ArraySlice<SourceToken>) -> Known<SnapKitConstant>? {
        GeometryValue.read(slice, evaluator: evaluator)
    }

    /// True when a path names a view or guide for certain, not a number the app computes.
    func isView(_ path: [String], guide: LayoutGuide?) -> Bool {
        if guide != nil || path.isEmpty { return true }
        guard var last = path.last else { return true }
        // A local renamed because it hides a member (`let view = UIView()` read as `view_`), or
        // because the function declares it again in another scope (`cell_2`, LocalShadowing), is
        // still the view its name says.
        if path.count == 1, last.count > 1, last.hasSuffix("_") { last.removeLast() }
        if path.count == 1, let underscore = last.utf8.lastIndex(of: UInt8(ascii: "_")), underscore != last.utf8.startIndex {
            let digits = last.utf8[last.utf8.index(after: underscore)...]
            if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) { last = String(last[..<underscore]) }
        }
        if ["view", "contentView", "superview", "backgroundView", "selectedBackgroundView"].contains(last) { return true }
        // `HEIGHT_TEXTVIEW` (a macro), `kAvatarView` (a constant's naming convention): numbers,
        // whatever they end with.
        if path.count == 1, Self.isConstantName(last) { return false }
        if knownViews.contains(last) { return true }
        // UIKit's view properties and the names people give views: `titleLabel`, `imageView`; an
        // element of an array named so (`buttons[0]`).
        var lowered = last.lowercased()
        if let bracket = lowered.firstIndex(of: "[") {
            lowered = String(lowered[..<bracket])
            if lowered.hasSuffix("s") { lowered.removeLast() }
        }
        return Self.viewSuffixes.contains { lowered.hasSuffix($0) }
    }

    /// All capitals (`HEIGHT_CHATBAR`), or `k` and a capital (`kPadding`): how C and Objective-C
    /// code names constants.
    static func isConstantName(_ name: String) -> Bool {
        if name.contains(where: \.isLetter), name.allSatisfy({ !$0.isLetter || $0.isUppercase }) { return true }
        let characters = Array(name)
        return characters.count > 1 && characters[0] == "k" && characters[1].isUppercase
    }

    static let viewSuffixes = ["view", "label", "button", "field", "bar", "cell", "guide", "stack", "container",
                               "switch", "slider", "control", "indicator", "picker", "icon", "image", "avatar",
                               "separator", "divider", "line", "badge", "spinner", "header", "footer", "textview"]
}

/// A value the source gives, or the text of one only the running app knows.
enum Known<Value: Sendable>: Sendable {
    case known(Value)
    case runTime(String)

    var value: Value? {
        if case .known(let value) = self { return value }
        return nil
    }
}
