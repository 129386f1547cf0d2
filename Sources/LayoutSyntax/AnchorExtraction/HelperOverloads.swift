import LayoutIR

/// Swift layout helpers that share a base name (`set(_:to:)`, `set(_:to:of:withOffset:)`), told
/// apart at each call as Swift's overload resolution does: by the argument labels and count
/// (a call's labels must match a declaration's, in order, with only defaulted parameters left
/// out), and by the kind of value an argument evidently is (a number literal is no view, an
/// array literal no number). The Swift Programming Language, *Functions* ("Function Argument
/// Labels and Parameter Names", "Default Parameter Values"), and *Expressions* (literals take a
/// type that conforms to the literal's protocol: `Int`, `CGFloat`, `Double`… for a number).
/// When more than one declaration still fits, the call is listed as ambiguous, never guessed.
struct HelperOverloads: Sendable {
    struct Candidate: Sendable {
        var parameters: [ConstraintHelper.Parameter]
        /// The helper, or why it is none.
        var reading: Result<ConstraintHelper, DialectProblem>
        /// The type the declaring extension extends (`UIView`, `UILayoutGuide`), when known.
        var extendedType: String? = nil
    }

    var candidates: [Candidate]

    /// What a call picks.
    enum Choice {
        case helper(ConstraintHelper, arguments: [String: ArraySlice<SourceToken>])
        /// One declaration fits, and it is no helper vflc can expand.
        case unexpanded(String)
        /// Several fit.
        case ambiguous(Int)
    }

    /// The declaration a call with these arguments runs, or `nil` when none fits (another
    /// function of that name: UIKit's, or another type's). `receiverIs` says whether the call's
    /// receiver is of a type (`false` when it evidently is not, `nil` when only the compiler
    /// knows): a method of `extension UILayoutGuide` is no method of a view, and one of
    /// `extension UIView` none of a guide (TSPL, *Extensions*: an extension adds to one type).
    func choose(_ arguments: [(label: String, value: ArraySlice<SourceToken>)],
                receiverIs: (String) -> Bool? = { _ in nil }) -> Choice? {
        var fitting: [(Candidate, [String: ArraySlice<SourceToken>])] = []
        for candidate in candidates {
            if let type = candidate.extendedType, receiverIs(type) == false { continue }
            guard let bound = ConstraintHelper.bind(candidate.parameters, arguments) else { continue }
            let fits = candidate.parameters.allSatisfy { parameter in
                guard let given = bound.given[parameter.name] else { return true }
                return Self.fits(Self.evidentKind(given), parameter.kind) != false
            }
            if fits { fitting.append((candidate, bound.all)) }
        }
        guard let (only, bound) = fitting.first else { return nil }
        guard fitting.count == 1 else { return .ambiguous(fitting.count) }
        switch only.reading {
        case .success(let helper): return .helper(helper, arguments: bound)
        case .failure(let problem): return .unexpanded(problem.reason)
        }
    }

    /// The kind of value a parameter's declared type takes, as far as a literal can tell.
    enum ValueKind: Sendable, Equatable {
        case number, array, text, view
        /// A member written `.name` (an enum case, a static property).
        case member(String)
        /// Any other type, or an argument whose type only the compiler knows.
        case unknown
    }

    /// Number types a number literal can be (Swift standard library and Core Graphics).
    private static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64", "NSInteger",
                                                   "TimeInterval"]
    /// Static members of those number types (`.zero`, `.infinity`, `.pi` …).
    private static let numberMembers: Set<String> = ["zero", "infinity", "pi", "greatestFiniteMagnitude", "leastNormalMagnitude",
                                                     "leastNonzeroMagnitude", "nan", "max", "min", "ulpOfOne"]

    /// `CGFloat`, `CGFloat?`, `[UIView]`, `UIView`, `String` → their kind.
    static func kind(ofType type: ArraySlice<SourceToken>) -> ValueKind {
        var type = type
        while let last = type.last, last.isPunctuation("?") || last.isPunctuation("!") { type = type.dropLast() }
        guard let first = type.first else { return .unknown }
        if first.isPunctuation("[") { return .array }
        guard type.count == 1, let name = first.identifier else { return .unknown }
        if numberTypes.contains(name) { return .number }
        if name == "String" { return .text }
        if name == "UIView" || name == "UILayoutGuide" || (name.hasPrefix("UI") && name.hasSuffix("View")) { return .view }
        return .unknown
    }

    /// What an argument evidently is: a number literal, an array literal, a string, `.member`.
    static func evidentKind(_ argument: ArraySlice<SourceToken>) -> ValueKind {
        guard let first = argument.first else { return .unknown }
        switch first.kind {
        case .number: return argument.count == 1 ? .number : .unknown
        case .string: return argument.count == 1 ? .text : .unknown
        case .punctuation:
            if first.isPunctuation("-"), argument.count == 2, case .number = argument.last?.kind { return .number }
            if first.isPunctuation("["), argument.last?.isPunctuation("]") == true { return .array }
            if first.isPunctuation("."), argument.count == 2, let name = argument.last?.identifier { return .member(name) }
            return .unknown
        default: return .unknown
        }
    }

    /// Whether an argument of kind `given` fits a parameter of kind `declared`: `false` when it
    /// cannot, `nil` when only the compiler knows.
    static func fits(_ given: ValueKind, _ declared: ValueKind) -> Bool? {
        switch (given, declared) {
        case (.unknown, _), (_, .unknown): return nil
        case (.member(let name), .number): return numberMembers.contains(name) ? true : false
        case (.member, .view): return nil
        case (.member, _): return false
        default: return given == declared
        }
    }
}
