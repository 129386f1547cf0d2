import LayoutIR

/// Everything one function body says about layout, in source order, before names are resolved
/// to the screen's views: the constraint calls and what happens to them, the views it creates
/// and adds, and the properties it sets.
struct FunctionFacts: Sendable {
    /// The SnapKit blocks read, by the token index of their verb, for the closure check.
    var snapKitBlocks: [Int: SnapKitBlockCheck.Reading] = [:]
    /// How a constraint is put to use.
    enum Activation: Sendable, Hashable {
        /// `…isActive = true` / `.active = YES`.
        case isActive
        /// `NSLayoutConstraint.activate([…])` / `activateConstraints:`.
        case activateCall
        /// `addConstraint(…)` / `addConstraints(…)`.
        case addConstraint
        /// A library's statement that installs what it makes (SnapKit `makeConstraints`, Masonry
        /// `mas_makeConstraints:`, PureLayout's `auto…` calls).
        case library

        var text: String {
            switch self {
            case .isActive: return "isActive"
            case .activateCall: return "activate"
            case .addConstraint: return "addConstraint"
            case .library: return "makeConstraints"
            }
        }
    }

    struct Call: Sendable {
        var call: ConstraintCall
        /// The variable (or array variable) the constraint is stored in, if any.
        var target: String?
        /// True when the target is an array the constraint is one element of.
        var targetIsArray: Bool
        var activation: Activation?
        /// Token index where the constraint becomes active.
        var activatedAt: Int?
        var priority: SourceValue?
        /// The priority given on the call itself (`.withPriority(…)`, `.priority = …` chained),
        /// before anything could activate it.
        var priorityAtCreation: SourceValue?
        var identifier: String?
        var condition: String?
        /// `returned` / `passed to 'configure'`: where an inactive constraint went.
        var destination: String?
        /// Why only the running app knows whether it is active: the code deactivates it or sets
        /// its state from a value somewhere in the file (``ConstraintHandleChanges``).
        var activityDecidedBy: String? = nil
        /// True when the constant is the one this function itself gives the local constraint
        /// later (`c.constant = Layout.margin` after `let c = a.topAnchor.constraint(…)`): no other
        /// code reaches a local, so a change of that name elsewhere in the file is another
        /// constraint's.
        var constantSetLocally = false
        /// The size classes its branches test, when they test nothing else
        /// (``CodeSizeClassBranches``): it is laid out in the environments of those classes.
        var sizeClasses: SizeClassCondition? = nil
    }

    struct Creation: Sendable {
        var path: [String]
        var className: String
        var at: Int
        /// `UIStackView(arrangedSubviews: [a, b])`.
        var arranged: [[String]]
        /// True when it is created only on some paths (`if (!_box) { _box = [UIView new]; }`).
        var conditional: Bool = false
        /// False when some arranged subview is not a plain name (`[title, makeIcon()]`): the
        /// listed ones are in the stack, but the stack's arrangement is not known.
        var arrangementKnown: Bool = true
    }

    struct Addition: Sendable {
        var parent: [String]
        var child: [String]
        var arranged: Bool
        var at: Int
        var condition: String?
    }

    struct PropertySetting: Sendable {
        var path: [String]
        var property: String
        var value: ArraySlice<SourceToken>
        var at: Int
    }

    /// `c.priority = …` / `[c setPriority:…]` on a constraint variable, and
    /// `c.isActive = false` / `[c setActive:NO]`, in source order.
    struct ConstraintChange: Sendable {
        enum Kind: Sendable { case priority(SourceValue), deactivated }
        var name: String
        var kind: Kind
        var at: Int
        var condition: String?
    }

    var calls: [Call] = []
    var changes: [ConstraintChange] = []
    var unreadable: [(start: Int, end: Int, reason: String)] = []
    var creations: [Creation] = []
    var additions: [Addition] = []
    /// `x.translatesAutoresizingMaskIntoConstraints = false`, by view path.
    var autoresizingOff: [[String]: Int] = [:]
    /// Receivers of project layout helpers vflc cannot expand, which may turn the flag off.
    var autoresizingMaybeOff: [[String]: Int] = [:]
    /// Set to false on something vflc cannot name (`subviews.forEach { $0… = false }`).
    var autoresizingOffUnknown = false
    /// Stack view and hugging / compression settings.
    var properties: [PropertySetting] = []
    /// View paths that were passed to a call vflc does not know (which may add them or
    /// change them), with the first such place.
    var escapes: [[String]: Int] = [:]
    /// Of those, the ones that only stored a reference in the object's own property
    /// (`self.titleLabel = label`): the view stays where it was.
    var storedReferences: [[String]: Int] = [:]
    /// Helper calls written as elements of a list of views (`addArrangedSubviews([title,
    /// .spacer(height: 4)])`), expanded when the list is read, by the index of the helper's name:
    /// the index of the call's last token, and the view the call returns.
    var listedHelperCalls: [Int: (end: Int, view: [String]?)] = [:]
    /// Views returned from the function.
    var returned: Set<[String]> = []
    /// Names of constraint lists the body activates whole (`NSLayoutConstraint.activate(constraints)`,
    /// `activate(constraints.compactMap { $0 })`, `[NSLayoutConstraint activateConstraints:list]`):
    /// in a helper, the parameters whose constraints each call activates.
    var activatedLists: Set<String> = []
    /// Names of closures the body calls with `self` and activates what they return
    /// (`NSLayoutConstraint.activate(constraints(self))`): in a helper, the closure parameters a
    /// call's closure fills with constraints on the receiver.
    var activatedClosures: Set<String> = []
    /// Argument ranges of helper calls whose helper activates that parameter
    /// (`view.constrain([a.topAnchor.constraint(…), …])`): the constraints made there are
    /// activated when the call returns, at `at`.
    var activatedArguments: [(range: ClosedRange<Int>, at: Int)] = []
    /// Locals assigned again after their declaration: which view they hold at a given line is
    /// the running app's to know.
    var reassigned: Set<String> = []
    /// Where each reassigned local is given a value, in order: the `=` token's index and what
    /// is assigned.
    var reassignments: [String: [(at: Int, value: AssignedValue)]] = [:]

    /// What an assignment to a local gives it.
    enum AssignedValue: Sendable {
        /// Another name's view (`previous = label`).
        case path([String])
        /// `nil`, `NULL`: no view yet.
        case noView
        /// A view made there or an expression: the local is that view's own name.
        case other
    }
    /// Local names bound to another view's path (`let col0 = nameLabel`).
    var aliases: [String: [String]] = [:]
    /// The `if` / `else` tests around each conditional call (by its `call.start`) and addition (by
    /// its `at`), outermost first, and whether they are all it depends on: a layout helper's
    /// caller may decide them (``HelperBranches``).
    var branchTests: [Int: BranchTests] = [:]

    struct BranchTests: Sendable {
        var tests: [(condition: ArraySlice<SourceToken>, negated: Bool)]
        /// The `switch` cases around it.
        var cases: [SwitchCase] = []
        var complete: Bool

        /// `switch subject { case .a, .b: … }`: the statement runs when the subject is one of
        /// `names` (for `default:`, `negated`: none of the other labels').
        struct SwitchCase: Sendable {
            var subject: ArraySlice<SourceToken>
            var names: [String]
            var negated: Bool
        }
    }

    /// The path an alias-led path stands for (`col0.titleLabel` → `nameLabel.titleLabel`).
    func resolving(_ path: [String]) -> [String] {
        var path = path
        var steps = 0
        while let first = path.first, let target = aliases[first], steps < 8 {
            path = target + path.dropFirst()
            steps += 1
        }
        return path
    }
}
