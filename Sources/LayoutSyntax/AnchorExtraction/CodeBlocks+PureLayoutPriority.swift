/// PureLayout's priority blocks: `NSLayoutConstraint.autoSetPriority(.defaultHigh) { … }` and
/// `[NSLayoutConstraint autoSetPriority:P forConstraints:^{ … }]` run their block at once and give
/// every constraint it makes that priority.
extension CodeBlocks {
    /// The priority argument when the block at `open` is PureLayout's priority block: Swift
    /// `NSLayoutConstraint.autoSetPriority(.defaultHigh) { … }` or `…, forConstraints: { … })`,
    /// Objective-C `[NSLayoutConstraint autoSetPriority:P forConstraints:^{ … }]` (PureLayout
    /// `NSLayoutConstraint+PureLayout`: the priority of the constraints the block creates).
    static func priorityBlockArgument(tokens: [SourceToken], openers: [Int?], open: Int,
                                              lowerBound: Int) -> ArraySlice<SourceToken>? {
        guard open >= lowerBound + 3 else { return nil }
        // Swift trailing closure: `autoSetPriority(P) {`.
        if tokens[open - 1].isPunctuation(")"), let opener = openers[open - 1], opener >= 1,
           tokens[opener - 1].identifier == "autoSetPriority" {
            return tokens[(opener + 1)..<(open - 1)]
        }
        // `forConstraints: {` (Swift) or `forConstraints:^{` (Objective-C): the priority is the
        // argument before it, after `autoSetPriority(` / `autoSetPriority:`.
        var index = open - 1
        if tokens[index].isPunctuation("^") { index -= 1 }
        guard index >= lowerBound + 1, tokens[index].isPunctuation(":"), tokens[index - 1].identifier == "forConstraints" else { return nil }
        var start = index - 2
        var steps = 0
        while start > lowerBound, steps < 64, tokens[start].identifier != "autoSetPriority" {
            if tokens[start].isPunctuation(")") || tokens[start].isPunctuation("]"), let opener = openers[start] { start = opener }
            start -= 1
            steps += 1
        }
        guard tokens[start].identifier == "autoSetPriority", start + 2 < index - 1,
              tokens[start + 1].isPunctuation("(") || tokens[start + 1].isPunctuation(":") else { return nil }
        var end = index - 2
        // Swift's `autoSetPriority(P, forConstraints:`: drop the comma.
        if tokens[end].isPunctuation(",") { end -= 1 }
        guard end >= start + 2 else { return nil }
        return tokens[(start + 2)...end]
    }

    /// True when the block at `open` is PureLayout's `autoCreateAndInstallConstraints`: Swift
    /// `NSLayoutConstraint.autoCreateAndInstallConstraints { … }` (or with the block in
    /// parentheses), Objective-C `[NSLayoutConstraint autoCreateAndInstallConstraints:^{ … }]`.
    /// PureLayout runs the block at once and installs (activates) every constraint it creates
    /// (PureLayout `NSLayoutConstraint+PureLayout`, "Creates all of the constraints in the block,
    /// then installs (activates) them all at once"), so its code runs in order where it is.
    /// `autoCreateConstraintsWithoutInstalling` stays a closure: its constraints are not active.
    static func isInstallingBlock(tokens: [SourceToken], openers: [Int?], open: Int, lowerBound: Int) -> Bool {
        var index = open - 1
        guard index >= lowerBound else { return false }
        if tokens[index].isPunctuation("^") { index -= 1 }
        if index >= lowerBound, tokens[index].isPunctuation(":") || tokens[index].isPunctuation("(") { index -= 1 }
        return index >= lowerBound && tokens[index].identifier == "autoCreateAndInstallConstraints"
    }

    /// The priority PureLayout gives constraints made at `index` (the innermost priority block).
    func pureLayoutPriority(at index: Int) -> ArraySlice<SourceToken>? {
        var best: Block?
        for block in blocks where block.priority != nil && block.open < index && index < block.close {
            if let current = best, current.open > block.open { continue }
            best = block
        }
        return best?.priority
    }
}
