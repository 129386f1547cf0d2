/// The set-up-once idiom of `updateConstraints` and `viewDidLayoutSubviews`:
///
/// ```objc
/// if (!self.didSetupConstraints) { …constraints…; self.didSetupConstraints = YES; }
/// ```
///
/// The flag is a `BOOL` property or instance variable of the class, or a Swift `var … = false`.
/// Objective-C's `+alloc` sets every instance variable to zero, so a `BOOL` starts as `NO`
/// (Apple, *NSObject* `alloc`: "memory for all other instance variables is set to 0"); a Swift
/// stored property starts with its declared value. When nothing outside the block sets the flag
/// (to `YES` / `true`: clearing it only makes the block run again), the block runs the first time
/// the method runs, and the constraints it makes stay (Apple, *updateConstraints()*; PureLayout's
/// README shows this idiom).
extension CodeBlocks {
    /// The flag a condition tests for being unset: `!flag`, `!self.flag`, `!_flag`,
    /// `flag == NO`, `flag == false`, `NO == flag`.
    static func unsetFlag(_ condition: ArraySlice<SourceToken>) -> String? {
        negatedName(condition, unsetWords: BooleanLiteral.falseWords)
    }

    /// Whether `flag` is a Boolean of the file's class that starts unset and that nothing outside
    /// `block` (the range of the guarded block's tokens) sets.
    static func isSetUpOnceFlag(_ flag: String, tokens: [SourceToken], block: Range<Int>, objectiveC: Bool) -> Bool {
        var declared = false
        var index = 0
        // The instance variable's name, made once: made per token it was most of this walk.
        let instanceVariable = "_" + flag
        while index < tokens.count {
            guard let word = tokens[index].identifier, word == flag || word == instanceVariable else { index += 1; continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            if objectiveC, previous?.identifier == "BOOL" || previous?.identifier == "bool" {
                declared = true
            } else if !objectiveC, previous?.identifier == "var" {
                // `var didSetup = false` or `var didSetup: Bool = false`.
                var value = index + 1
                if value + 1 < tokens.count, tokens[value].isPunctuation(":"), tokens[value + 1].identifier == "Bool" { value += 2 }
                guard value + 1 < tokens.count, tokens[value].isPunctuation("="),
                      tokens[value + 1].identifier == "false" else { return false }
                declared = true
                index = value + 2
                continue
            } else if index + 2 < tokens.count, tokens[index + 1].isPunctuation("="), !tokens[index + 2].isPunctuation("=") {
                // Set outside the block (in `init`, another method): it may be set before the
                // first call. Anything but a Boolean literal: no flag at all.
                guard let value = BooleanLiteral.value(of: tokens[index + 2]), block.contains(index) || !value else { return false }
            }
            index += 1
        }
        return declared
    }

    /// `YES`, `NO`, `true`, `false`: what a flag is set to, never a view a lazy getter makes.
    static func isBooleanLiteral(_ token: SourceToken) -> Bool {
        BooleanLiteral.value(of: token) != nil
    }
}
