import LayoutIR

/// The geometry values constraint code passes around: a number, or `CGSize(width:height:)`,
/// `CGSizeMake`, `CGPoint`, `UIEdgeInsets(top:left:bottom:right:)`, `UIEdgeInsetsMake`,
/// `NSDirectionalEdgeInsets`, and their `.zero` / `…Zero`, with numbers evaluated like any other
/// (named constants included).
enum GeometryValue {
    /// The value `slice` is written as; `nil` when it is not written as one at all (a view, say),
    /// `.runTime` when it is a struct whose numbers only the running app knows.
    static func read(_ slice: ArraySlice<SourceToken>, evaluator: ConstantEvaluator) -> Known<SnapKitConstant>? {
        guard !slice.isEmpty else { return nil }
        if let number = evaluator.number(slice) { return .known(.scalar(number)) }
        let tokens = withoutExplicitInit(Array(slice))
        let closers = TokenGroups.matchingClosers(tokens)
        var lower = 0, upper = tokens.count
        // Objective-C boxing `@(CGSizeMake(…))` and parentheses around the value.
        if tokens[lower].isPunctuation("@") { lower += 1 }
        while upper - lower >= 2, tokens[lower].isPunctuation("("), closers[lower] == upper - 1 {
            lower += 1
            upper -= 1
        }
        // `.init(top: 8, left: 16, bottom: 8, right: 16)` where the parameter is a `UIEdgeInsets`:
        // an implicit member expression calls the contextual type's initializer (The Swift
        // Programming Language, "Implicit Member Expression"); the labels name the geometry type.
        var implicitType: String?
        if upper - lower >= 4, tokens[lower].isPunctuation("."), tokens[lower + 1].identifier == "init", tokens[lower + 2].isPunctuation("("),
           closers[lower + 2] == upper - 1 {
            let labels = TokenGroups.splitOnCommas(tokens[(lower + 3)..<(upper - 1)]).compactMap { part -> String? in
                part.count >= 2 && part[part.startIndex + 1].isPunctuation(":") ? part.first?.identifier : nil
            }
            implicitType = implicitInitializers[labels]
            guard implicitType != nil else { return nil }
            lower += 1
        }
        // `[Theme insets]`: an Objective-C class getter, read as the property `Theme.insets`.
        if let path = ConstantEvaluator.getterMessagePath(tokens[lower..<upper]) { return named(path, evaluator: evaluator) }
        guard lower < upper, let name = implicitType ?? tokens[lower].identifier else { return nil }
        if upper - lower == 1 || (upper - lower == 3 && tokens[lower + 1].isPunctuation(".")) {
            let member = upper - lower == 3 ? tokens[lower + 2].identifier ?? "" : ""
            if zeroNames.contains(name) || (structNames.contains(name) && member == "zero") { return .known(.scalar(0)) }
        }
        // `UIEdgeInsets()`, `CGSize()`: Swift gives an imported C structure an initializer with no
        // arguments that sets every field to zero (Apple, "Using Imported C Structs and Unions in
        // Swift").
        if upper - lower == 3, structNames.contains(name), tokens[lower + 1].isPunctuation("("), tokens[lower + 2].isPunctuation(")") {
            return .known(.scalar(0))
        }
        if let path = ConstraintCallReader.path(tokens[lower..<upper]) { return named(path, evaluator: evaluator) }
        guard upper - lower >= 3, tokens[lower + 1].isPunctuation("("), closers[lower + 1] == upper - 1,
              let expected = arity[name] else { return nil }
        // The text is built only for a value the running app computes: most calls have none.
        var text: String { ConstantEvaluator.text(slice, evaluator.file) }
        let arguments = TokenGroups.splitOnCommas(tokens[(lower + 2)..<(upper - 1)]).map { part -> ArraySlice<SourceToken> in
            if part.count >= 2, part.first?.identifier != nil, part[part.startIndex + 1].isPunctuation(":") { return part.dropFirst(2) }
            return part
        }
        guard arguments.count == expected else { return .runTime(text) }
        var values: [Double] = []
        for argument in arguments {
            guard let value = evaluator.number(argument) else { return .runTime(text) }
            values.append(value)
        }
        switch name {
        case "CGSize", "CGSizeMake": return .known(.size(width: values[0], height: values[1]))
        case "CGPoint", "CGPointMake": return .known(.point(x: values[0], y: values[1]))
        case "NSDirectionalEdgeInsets", "NSDirectionalEdgeInsetsMake", "ConstraintDirectionalInsets":
            return .known(.directionalInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
        default:
            return .known(.insets(LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])))
        }
    }

    /// `UIEdgeInsets.init(top: 5, …)` as `UIEdgeInsets(top: 5, …)`: an initializer expression
    /// names `init` explicitly and means the same call (The Swift Programming Language,
    /// "Initializer Expression").
    private static func withoutExplicitInit(_ tokens: [SourceToken]) -> [SourceToken] {
        guard tokens.count >= 4, let name = tokens[0].identifier, structNames.contains(name), tokens[1].isPunctuation("."),
              tokens[2].identifier == "init", tokens[3].isPunctuation("(") else { return tokens }
        return [tokens[0]] + tokens[3...]
    }

    /// A named geometry value (`Size.defaultMargin`, declared `static let defaultMargin =
    /// UIEdgeInsets(top: 18, …)`) from its members, which the project's constants list one by one
    /// (`Size.defaultMargin.top`); `nil` when they are not all known.
    private static func named(_ path: [String], evaluator: ConstantEvaluator) -> Known<SnapKitConstant>? {
        let text = path.joined(separator: ".")
        func value(_ member: String) -> Double? { evaluator.number(named: text + "." + member) }
        if let top = value("top"), let bottom = value("bottom") {
            if let left = value("left"), let right = value("right") {
                return .known(.insets(LayoutInsets(top: top, left: left, bottom: bottom, right: right)))
            }
            if let leading = value("leading"), let trailing = value("trailing") {
                return .known(.directionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
            }
        }
        if let width = value("width"), let height = value("height") { return .known(.size(width: width, height: height)) }
        if let x = value("x"), let y = value("y") { return .known(.point(x: x, y: y)) }
        return nil
    }

    /// One member of a geometry value (`size.width`, `insets.left`), when the value has it.
    static func member(_ name: String, of value: SnapKitConstant) -> Double? {
        switch (value, name) {
        case (.scalar(let zero), _) where zero == 0: return 0
        case (.size(let width, _), "width"): return width
        case (.size(_, let height), "height"): return height
        case (.point(let x, _), "x"): return x
        case (.point(_, let y), "y"): return y
        case (.insets(let insets), "top"): return insets.top
        case (.insets(let insets), "left"): return insets.left
        case (.insets(let insets), "bottom"): return insets.bottom
        case (.insets(let insets), "right"): return insets.right
        case (.directionalInsets(let top, _, _, _), "top"): return top
        case (.directionalInsets(_, let leading, _, _), "leading"): return leading
        case (.directionalInsets(_, _, let bottom, _), "bottom"): return bottom
        case (.directionalInsets(_, _, _, let trailing), "trailing"): return trailing
        default: return nil
        }
    }

    /// The members of a value whose type the parameter fixes (`CGSize` for PureLayout's
    /// `autoSetDimensions(to:)`, `UIEdgeInsets` for `autoPinEdgesToSuperviewEdges(with:)`), each
    /// known or not on its own: `CGSize(width: side, height: 20)` and `.init(width: side, height:
    /// 20)` give a run-time width and a height of 20, where ``read(_:evaluator:)`` gives up on the
    /// whole struct; a value not written out (`size`) gives each member as `size.width`, known
    /// when the project's constants list it. `names` are the members in the initializer's order.
    static func members(_ slice: ArraySlice<SourceToken>, names: [String], evaluator: ConstantEvaluator) -> [SourceValue] {
        if case .known(let value)? = read(slice, evaluator: evaluator) {
            return names.map { name in member(name, of: value).map(SourceValue.known) ?? .runTime(ConstantEvaluator.text(slice, evaluator.file)) }
        }
        let tokens = withoutExplicitInit(Array(slice))
        let closers = TokenGroups.matchingClosers(tokens)
        var lower = 0
        if lower < tokens.count, tokens[lower].isPunctuation(".") { lower += 1 }  // `.init(…)`: the parameter's type
        if lower + 1 < tokens.count, tokens[lower].identifier != nil, tokens[lower + 1].isPunctuation("("),
           closers[lower + 1] == tokens.count - 1 {
            let arguments = TokenGroups.splitOnCommas(tokens[(lower + 2)..<(tokens.count - 1)]).map { part -> ArraySlice<SourceToken> in
                if part.count >= 2, part.first?.identifier != nil, part[part.startIndex + 1].isPunctuation(":") { return part.dropFirst(2) }
                return part
            }
            if arguments.count == names.count { return arguments.map(evaluator.value) }
        }
        let text = ConstantEvaluator.text(slice, evaluator.file)
        return names.map { name in evaluator.number(named: text + "." + name).map(SourceValue.known) ?? .runTime(text + "." + name) }
    }

    /// One member of a geometry value written with labels (`.init(top: margin, left: margin, …)`,
    /// `UIEdgeInsets(top: inset, …)`, `CGSize(width: side, height: 20)`) as its own value, known
    /// or not: the argument of that label. `nil` when the value is not written so.
    static func labeledMember(_ name: String, of slice: ArraySlice<SourceToken>, evaluator: ConstantEvaluator) -> SourceValue? {
        let tokens = Array(slice)
        guard tokens.count >= 4 else { return nil }
        let closers = TokenGroups.matchingClosers(tokens)
        var lower = 0
        if tokens[lower].isPunctuation(".") { lower += 1 }
        guard lower + 1 < tokens.count, let type = tokens[lower].identifier, type == "init" || structNames.contains(type),
              tokens[lower + 1].isPunctuation("("), closers[lower + 1] == tokens.count - 1 else { return nil }
        for part in TokenGroups.splitOnCommas(tokens[(lower + 2)..<(tokens.count - 1)])
        where part.count >= 3 && part.first?.identifier == name && part[part.startIndex + 1].isPunctuation(":") {
            return evaluator.value(part.dropFirst(2))
        }
        return nil
    }

    /// `.zero` and the `…Zero` constants, read as the scalar 0.
    static func isZero(_ value: SnapKitConstant) -> Bool {
        if case .scalar(let number) = value { return number == 0 }
        return false
    }

    /// True for a member ``member(_:of:)`` reads.
    static func isMemberName(_ name: String) -> Bool {
        ["width", "height", "x", "y", "top", "left", "bottom", "right", "leading", "trailing"].contains(name)
    }

    private static let zeroNames: Set<String> = ["UIEdgeInsetsZero", "CGSizeZero", "CGPointZero", "NSDirectionalEdgeInsetsZero"]
    private static let structNames: Set<String> = ["UIEdgeInsets", "CGSize", "CGPoint", "NSDirectionalEdgeInsets", "ConstraintInsets"]
    /// The geometry types whose initializer takes these labels.
    private static let implicitInitializers: [[String]: String] = [
        ["top", "left", "bottom", "right"]: "UIEdgeInsets", ["top", "leading", "bottom", "trailing"]: "NSDirectionalEdgeInsets",
        ["width", "height"]: "CGSize", ["x", "y"]: "CGPoint",
    ]

    private static let arity: [String: Int] = [
        "CGSize": 2, "CGSizeMake": 2, "CGPoint": 2, "CGPointMake": 2, "UIEdgeInsets": 4, "UIEdgeInsetsMake": 4,
        "ConstraintInsets": 4, "NSDirectionalEdgeInsets": 4, "NSDirectionalEdgeInsetsMake": 4, "ConstraintDirectionalInsets": 4,
    ]
}
