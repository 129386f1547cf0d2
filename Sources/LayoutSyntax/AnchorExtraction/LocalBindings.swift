/// What a function body's locals are bound to, beyond their first value: whether a local is a
/// computed property (a new value at each read) or is assigned again after its declaration
/// (another view at another line). Aliases (`let col0 = nameLabel`) hold only for locals that
/// are neither.
struct LocalBindings: Sendable {
    /// Local computed properties (`var row: UILabel { let l = UILabel(); …; return l }`), by name,
    /// with their declared type: each read makes a new value, so `let a = row` is a new view.
    var computed: [String: String] = [:]
    /// The computed properties whose getter turns the new view's autoresizing translation off.
    var computedAutoresizingOff: Set<String> = []
    /// Locals assigned again after their declaration (`preView = obj.view` in a loop): such a
    /// local stands for different views at different places, so it is no alias of its first value.
    var reassigned: Set<String> = []
    /// Every name the body declares (`let name`, `var name`, `T *name`).
    private(set) var declared: Set<String> = []

    init(tokens: [SourceToken], range: Range<Int>, language: SourceLanguage) {
        var assigned: Set<String> = []
        for index in range {
            let token = tokens[index]
            if language == .swift, token.identifier == "var", index + 4 < range.upperBound, let name = tokens[index + 1].identifier,
               tokens[index + 2].isPunctuation(":"), let type = tokens[index + 3].identifier, tokens[index + 4].isPunctuation("{") {
                computed[name] = type
            }
            guard index > range.lowerBound else { continue }
            let before = tokens[index - 1]
            // `name = …` that is no declaration, comparison or member: an assignment.
            if token.isPunctuation("="), index + 1 < range.upperBound, !tokens[index + 1].isPunctuation("="),
               let name = before.identifier, index - 2 < range.lowerBound || !Self.bindsOrReads(tokens[index - 2]) {
                assigned.insert(name)
            }
            // `let name`, `var name`, `T *name`: a local of this function.
            if let name = token.identifier,
               before.identifier == "let" || before.identifier == "var"
                || (language == .objectiveC && before.isPunctuation("*") && index + 1 < range.upperBound
                    && (tokens[index + 1].isPunctuation("=") || tokens[index + 1].isPunctuation(";"))) {
                declared.insert(name)
            }
        }
        reassigned = assigned.intersection(declared)
    }

    /// Adds the type's computed view properties (``ComputedViewProperties``) that no local of the
    /// function hides: a read of one is a new view as a local computed property's is.
    mutating func addTypeProperties(_ properties: [String: ComputedViewProperties.Made]) {
        for (name, made) in properties where computed[name] == nil && !declared.contains(name) {
            computed[name] = made.type
            if made.autoresizingOff { computedAutoresizingOff.insert(name) }
        }
    }

    /// True when the token before `name =` makes it a declaration (`let`, `T *`, `__block`), a
    /// member (`.`) or part of an operator (`!=`, `<=`, `==`).
    private static func bindsOrReads(_ token: SourceToken) -> Bool {
        let operators: [Unicode.Scalar] = [".", "*", "=", "!", "<", ">"]
        if operators.contains(where: token.isPunctuation) { return true }
        return ["let", "var", "__block", "__weak", "__strong"].contains(token.identifier ?? "")
    }
}
