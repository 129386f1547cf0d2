/// The one list of diagnostic rules. Every module names its rules through ``RuleID``; reporters,
/// `vflc rules` and suppression comments read their metadata here.
public enum RuleRegistry {
    /// Every rule, in the order `vflc rules` lists them: reading input, resolving names,
    /// solving, then reading the constraints.
    public static let all: [DiagnosticRule] = inputRules + resolutionRules + solvingRules + readingRules + sourceCodeRules
        + interfaceBuilderRules + consoleLogRules

    /// The rule with this identifier.
    public static func rule(_ id: RuleID) -> DiagnosticRule {
        // Every RuleID constant has a rule (a test checks it), so the fallback is never taken;
        // it keeps an inconsistent build from trapping.
        index[id] ?? DiagnosticRule(id, .warning, summary: id.rawValue, description: "",
                                    triggers: .layout(""), doesNotTrigger: .layout(""))
    }

    /// The rule spelt `name` (`"bar-height-constant"`), or `nil` when there is none.
    public static func rule(named name: String) -> DiagnosticRule? {
        all.first { $0.id.rawValue == name }
    }

    private static let index: [RuleID: DiagnosticRule] = Dictionary(all.map { ($0.id, $0) },
                                                                   uniquingKeysWith: { first, _ in first })
}

extension RuleRegistry {
    static let inputRules: [DiagnosticRule] = [
        DiagnosticRule(.layoutSyntax, .error, suppressible: false,
            summary: "A .layout file that does not follow the grammar.",
            description: "The parser reports every such error in a file and recovers at the next line. The grammar is Grammar/layout.ebnf.",
            triggers: .layout("screen Demo {\n    view box\n    box.width == == 10\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    view box\n    box.width == 10\n}\n")),
        DiagnosticRule(.layoutSemantic, .error, suppressible: false,
            summary: "A .layout file that parses but says something impossible, such as a metric declared twice.",
            description: "The file is not laid out while it has such errors: what it means would be a guess.",
            triggers: .layout("screen Demo {\n    metric pad = 8\n    metric pad = 16\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    metric pad = 8\n    metric gap = 16\n}\n")),
        DiagnosticRule(.suppressionComment, .warning, suppressible: false,
            summary: "A vflc:disable comment that names a rule vflc does not have, or one that cannot be turned off.",
            description: "The name is ignored: it turns off nothing, so a misspelt rule never silences the findings it was meant to keep. The comment's other names still apply. Works the same in .layout files and in Swift and Objective-C sources (// vflc:disable RULE on its own line covers the next line, after code its own line; vflc:disable:next-line always the next).",
            triggers: .layout("screen Demo {\n    view box\n    // vflc:disable unsatisfiabel\n    box.width == 10\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    view box\n    // vflc:disable unsatisfiable\n    box.width == 10\n}\n")),
        DiagnosticRule(.vflSyntax, .error, suppressible: false,
            summary: "A Visual Format Language string that NSLayoutConstraint would reject at run time.",
            description: "UIKit throws NSInvalidArgumentException 'Unable to parse constraint format' for these; vflc parses VFL exactly as UIKit does and points at the same character.",
            triggers: .layout("screen Demo {\n    view box\n    H:|-[box]-|-\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    view box\n    H:|-[box]-|\n}\n")),
        DiagnosticRule(.constraintType, .error, suppressible: false,
            summary: "A constraint relating attributes UIKit refuses to relate, or relates only by mistake.",
            description: "A location cannot equal a size, and leading/trailing cannot be related to left/right: UIKit throws. A relation across axes is accepted by UIKit but is almost always a typo, so it is a warning.",
            triggers: .layout("screen Demo {\n    view box\n    box.top == view.width\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    view box\n    box.width == view.width\n}\n")),
        DiagnosticRule(.sourceEncoding, .error, suppressible: false,
            summary: "A source file that is not valid UTF-8 text or holds a NUL byte.",
            description: "The file is not scanned: string literals and closures cannot be found reliably in it.",
            triggers: .swift("let format = \"H:|[box]|\"\u{0}\n"),
            doesNotTrigger: .swift("let format = \"H:|[box]|\"\n")),
        DiagnosticRule(.sourceStructure, .error, suppressible: false,
            summary: "A Swift or Objective-C file that ends inside a function: a '{' no '}' closes.",
            description: "Swift requires every brace to be closed, so the file is cut off or broken. The function around the brace is not read (its end is unknown); the file's other functions are. In an Objective-C file with #else or #elif, where the preprocessor may supply the other brace, the function is listed as skipped (--verbose) instead.",
            triggers: .swift("func layOut() {\n    box.widthAnchor.constraint(equalToConstant: 40).isActive = true\n"),
            doesNotTrigger: .swift("func layOut() {\n    box.widthAnchor.constraint(equalToConstant: 40).isActive = true\n}\n")),
        DiagnosticRule(.vflUnusedKey, .info,
            summary: "A views or metrics dictionary key that no format sharing the dictionary uses.",
            description: "Reported once per key, as information: one dictionary shared by every VFL line of a method is the common idiom, so a key one line leaves out is normal. A key none of them uses is usually a leftover of an edited format. Harmless at run time.",
            triggers: .swift("""
                let views = ["box": box, "label": label]
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[box]|", options: [], metrics: nil, views: ["box": box, "label": label])

                """),
            doesNotTrigger: .swift("""
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[box]|", options: [], metrics: nil, views: ["box": box])

                """)),
    ]

    static let resolutionRules: [DiagnosticRule] = [
        DiagnosticRule(.unknownDevice, .error, suppressible: false,
            summary: "A device name the catalog does not know.",
            description: "`vflc devices` lists the catalog; a screen can also declare its own device with a size.",
            triggers: .layout("screen Demo {\n    devices iPhone99\n    view box\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhone15\n    view box\n}\n")),
        DiagnosticRule(.unknownItem, .error, suppressible: false,
            summary: "A constraint naming a view or layout guide the screen does not declare.",
            description: "Declare the view in the screen's view tree, or correct the name (the note suggests the closest one).",
            triggers: .layout("screen Demo {\n    view box\n    box.width == boxx.width\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    view box\n    box.width == view.width\n}\n")),
        DiagnosticRule(.duplicateView, .error, suppressible: false,
            summary: "Two views with one name in one screen.",
            description: "Constraints could not say which one they mean.",
            triggers: .layout("screen Demo {\n    view box\n    view box\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    view box\n}\n")),
        DiagnosticRule(.unresolvedSuperview, .error, suppressible: false,
            summary: "A reference to the superview of a view that has none.",
            description: "The root view has no superview in a screen; pin it to nothing, or pin its subviews to it.",
            triggers: .layout("screen Demo {\n    view box\n    view.snp.makeConstraints { make in\n        make.edges.equalToSuperview()\n    }\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    view box\n    box.snp.makeConstraints { make in\n        make.edges.equalToSuperview()\n    }\n}\n")),
    ]

    static let solvingRules: [DiagnosticRule] = [
        DiagnosticRule(.unsatisfiable, .error,
            summary: "Required constraints that cannot all hold in some environment; at run time UIKit breaks one of them.",
            description: "vflc reports a minimal conflicting set (drop any member and the rest can hold), the arithmetic when it is a sum, and ranked break choices with the frames each gives. Break one member: lower its priority (@999) or turn an equality into >= or <=.",
            triggers: .layout("screen Demo {\n    devices iPhoneSE\n    orientations portrait\n    view box\n    H:|-20-[box(300)]-20-|\n    V:|[box(40)]\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhoneSE\n    orientations portrait\n    view box\n    H:|-20-[box(<=300)]-20-|\n    V:|[box(40)]\n}\n")),
        DiagnosticRule(.ambiguousLayout, .warning,
            summary: "A view's position or size is not fixed by its constraints; the solver picks one of several equally good layouts.",
            description: "At run time the choice can change between layouts and views jump. Add the missing edge or size, or give one of two competing views a higher hugging or compression priority.",
            triggers: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    view box\n    box.leading == view.leading\n    box.width == 100\n    box.height == 100\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    view box\n    box.leading == view.leading\n    box.top == view.safeArea.top\n    box.width == 100\n    box.height == 100\n}\n")),
        DiagnosticRule(.unsatisfiedOptional, .info,
            summary: "An optional constraint that does not hold in the solved layout.",
            description: "Expected when it is meant to give way; otherwise raise its priority or remove what it competes with.",
            triggers: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    view box\n    V:|[box]\n    H:|[box]\n    box.width == 100\n    box.height == 100\n    box.width == 200 @500\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    view box\n    V:|[box]\n    H:|[box]\n    box.width == 100\n    box.height == 100\n    box.width >= 50 @500\n}\n")),
        DiagnosticRule(.viewOutsideSuperview, .warning,
            summary: "A view's solved frame extends outside its superview.",
            description: "The part outside is not visible (when the superview clips) and does not receive touches. Check the constants that place it.",
            triggers: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    view box\n    box.leading == view.leading - 30\n    box.top == view.safeArea.top\n    box.width == 100\n    box.height == 100\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    view box\n    box.leading == view.leading + 30\n    box.top == view.safeArea.top\n    box.width == 100\n    box.height == 100\n}\n")),
        DiagnosticRule(.nonPositiveSize, .warning,
            summary: "A view's solved width or height is zero or negative, or a free view's can be negative.",
            description: "Give it a size or intrinsic content; a negative size means its edges are pinned in the wrong order. A zero that a constraint states outright (height == 0, a collapsed view code opens), or that an Interface Builder document already draws, is taken as meant. A view the constraints leave free whose size can go below zero (a screen too small for its content, where the shortfall can fall on it) is reported here once, with the views that move with the shortfall, instead of as an ambiguity of each.",
            triggers: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    view box\n    H:|[box]|\n    box.top == view.safeArea.top + 100\n    box.bottom == view.safeArea.top + 50\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    view box\n    H:|[box]|\n    box.top == view.safeArea.top\n    box.height == 0\n}\n")),
        DiagnosticRule(.textTruncated, .warning,
            summary: "A text view with a Dynamic Type style gets less room than its text needs at some text size, so its text is cut off.",
            description: "At larger text sizes the text grows with its style's point size. A fixed width or height, or a neighbour with a higher compression resistance, leaves it less than it needs and its line is truncated. Let it grow: drop the fixed size, let it wrap, or let a neighbour give way. The finding names the text sizes where it happens (sweep them with --content-size all or 'contentSizes all').",
            triggers: .layout("screen Demo {\n    devices iPhoneSE\n    contentSizes large, ax5\n    label name { intrinsic 100x20.5; textStyle body }\n    H:|-[name(120)]\n    V:|-[name]\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhoneSE\n    contentSizes large, ax5\n    label name { intrinsic 80x20.5; textStyle body }\n    H:|-[name]-(>=8)-|\n    V:|-[name]\n}\n")),
        DiagnosticRule(.overlapWhenGrown, .warning,
            summary: "Two sibling views overlap at a larger text size or with translated text, and do not at the default text size.",
            description: "A text that grows with Dynamic Type or a translation runs into a neighbour placed at a fixed distance from something else. Constrain the neighbour to the text (an edge or a spacing) so that the text pushes it, or let the text wrap. What already overlaps at the default text size (a badge on an avatar) is the design and is not reported. Sweep text sizes with --content-size all or 'contentSizes all'.",
            triggers: .layout("screen Demo {\n    devices iPhoneSE\n    contentSizes large, ax5\n    label title { intrinsic 100x20.5; textStyle body }\n    label price { intrinsic 60x20.5 }\n    title.leading == view.leadingMargin\n    title.top == view.safeArea.top + 20\n    price.leading == view.leadingMargin + 120\n    price.centerY == title.centerY\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhoneSE\n    contentSizes large, ax5\n    label title { intrinsic 100x20.5; textStyle body }\n    label price { intrinsic 60x20.5 }\n    title.leading == view.leadingMargin\n    title.top == view.safeArea.top + 20\n    price.leading == title.trailing + 20\n    price.centerY == title.centerY\n}\n")),
        DiagnosticRule(.pushedOffScreen, .warning,
            summary: "Text that grows with Dynamic Type or a translation pushes views past their superview's edge or under a bar; at the default text size they fit.",
            description: "A column of text grows taller at larger text sizes (and a row wider with a translation), and what is placed after it moves along until it leaves the screen or slides under a bar, where it cannot be seen or tapped. Reported once per screen at the text that grows, with every view it pushes, instead of once per view. Let the content scroll (put it in a scroll view whose content is as tall as it), or let something give way. Sweep text sizes with --content-size all or 'contentSizes all'.",
            triggers: .layout("screen Demo {\n    devices iPhoneSE\n    orientations portrait\n    contentSizes large, ax5\n    label text { intrinsic 900x20.5; textStyle body; lines 0 }\n    button go { intrinsic 80x30 }\n    H:|-[text]-|\n    text.top == view.safeArea.top + 16\n    go.top == text.bottom + 20\n    go.centerX == view.centerX\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhoneSE\n    orientations portrait\n    contentSizes large, ax5\n    label text { intrinsic 200x20.5; textStyle body; lines 0 }\n    button go { intrinsic 80x30 }\n    H:|-[text]-|\n    text.top == view.safeArea.top + 16\n    go.top == text.bottom + 20\n    go.centerX == view.centerX\n}\n")),
        DiagnosticRule(.outsideSafeArea, .warning,
            summary: "Content ends up under a translucent bar or outside the safe area.",
            description: "Pin the view to view.safeArea instead of the root view's edges.",
            triggers: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    navigationBar translucent\n    label title { intrinsic 100x21 }\n    title.top == view.top + 8\n    title.leading == view.leading + 16\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    navigationBar translucent\n    label title { intrinsic 100x21 }\n    title.top == view.safeArea.top + 8\n    title.leading == view.leading + 16\n}\n")),
        DiagnosticRule(.scrollContentUnderBar, .warning,
            summary: "A scroll view that does not adjust its content inset lies under a bar, so its first or last content is hidden.",
            description: "Scroll views are meant to run under translucent bars: with contentInsetAdjustmentBehavior automatic (or always) UIKit adds the bars to adjustedContentInset and the content starts below them. With never, or automatic in a view controller whose automaticallyAdjustsScrollViewInsets is false, it does not. Keep the adjustment, set contentInset yourself, or pin the scroll view to view.safeArea.",
            triggers: .layout("screen Demo {\n    devices iPhone15\n    navigationBar translucent\n    scrollView list { contentInsetAdjustmentBehavior never }\n    list.top == view.top\n    list.leading == view.leading\n    list.trailing == view.trailing\n    list.bottom == view.bottom\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhone15\n    navigationBar translucent\n    scrollView list\n    list.top == view.top\n    list.leading == view.leading\n    list.trailing == view.trailing\n    list.bottom == view.bottom\n}\n")),
    ]

    static let readingRules: [DiagnosticRule] = [
        DiagnosticRule(.barHeightConstant, .warning,
            summary: "A constant equal to a status, navigation or tab bar height pins a view to the root view's edge, on a device the screen is drawn on or laid out on and with that bar shown.",
            description: "Bar heights differ between devices and orientations (a 64 pt offset is right on an iPhone 8 under a navigation bar and 33.67 pt short on an iPhone 15). Pin to the safe area (view.safeArea.top / .bottom) instead.",
            triggers: .layout("screen Demo {\n    devices iPhone8, iPhone15\n    orientations portrait\n    navigationBar translucent\n    view list\n    list.top == view.top + 64\n    H:|[list]|\n    list.bottom == view.bottom\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    devices iPhone15\n    orientations portrait\n    view list\n    list.top == view.safeArea.top\n    H:|[list]|\n    list.bottom == view.bottom\n}\n")),
        DiagnosticRule(.mixedDirection, .warning,
            summary: "A screen mixes left/right with leading/trailing attributes.",
            description: "The leading/trailing part mirrors in right-to-left languages and the left/right part does not, so the two drift apart. Use leading/trailing everywhere (or left/right everywhere if it must not mirror).",
            triggers: .layout("screen Demo {\n    view a\n    view b\n    a.leading == view.leading + 8\n    b.left == a.right + 8\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    view a\n    view b\n    a.leading == view.leading + 8\n    b.leading == a.trailing + 8\n}\n")),
        DiagnosticRule(.duplicateConstraint, .warning,
            summary: "The same constraint is written twice.",
            description: "Duplicates make conflict reports longer and hide real mistakes. Delete one of them.",
            triggers: .layout("screen Demo {\n    view box\n    box.width == 100\n    box.width == 100\n}\n"),
            doesNotTrigger: .layout("screen Demo {\n    view box\n    box.width == 100\n    box.height == 100\n}\n")),
        DiagnosticRule(.superviewBeforeAdd, .error,
            summary: "A constraint to a superview (VFL's '|', SnapKit's equalToSuperview()) made before the view is added to one, in the same function.",
            description: "UIKit throws 'Unable to interpret '|' character, because the related view doesn't have a superview'; SnapKit aborts with 'Expected superview but found nil'. Only what the function shows is reported: the constraint is a statement of its body and the view is added later in it. Add the view first.",
            triggers: .swift("""
                func setUp() {
                    title.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    addSubview(title)
                }

                """),
            doesNotTrigger: .swift("""
                func setUp() {
                    addSubview(title)
                    title.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }

                """)),
    ]
}
