import LayoutIR

/// Statements about the view controller rather than its views (`toolbar`, `prefersLargeTitles`,
/// `designSize`, `rootView …`), and the UIKit view properties beyond the core set
/// (`directionalLayoutMargins`, `semanticContentAttribute`, `contentInsetAdjustmentBehavior`, …).
/// The screen-level words are not reserved: a view may still be called `toolbar`.
extension LayoutFileParser {
    /// Screen-level view-controller statements; each is followed by a value on its line.
    static let viewControllerKeywords = [
        "toolbar", "prefersLargeTitles", "hidesBottomBarWhenPushed", "prefersStatusBarHidden", "inCallStatusBar",
        "additionalSafeAreaInsets", "viewRespectsSystemMinimumLayoutMargins",
        "automaticallyAdjustsScrollViewInsets", "designSize", "rootView",
    ]

    /// View properties handled by ``parseUIKitProperty(_:properties:kind:)``.
    static let uikitPropertyKeywords = [
        "directionalLayoutMargins", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "semanticContentAttribute", "contentInsetAdjustmentBehavior", "contentInset", "customSpacing",
        "alwaysBounceVertical", "alwaysBounceHorizontal",
        "isLayoutMarginsRelativeArrangement", "alignmentRectInsets",
    ]

    /// The kinds a view controller's root view can have.
    static let rootViewKinds: [ViewKind] = [.view, .scrollView, .tableView, .collectionView]

    /// True when the current statement is a view-controller statement: one of the keywords,
    /// not followed by `.` (which would make it a view's path) and not at the end of its line
    /// unless it is a flag or `rootView`.
    func startsViewControllerStatement() -> Bool {
        guard token.kind == .identifier, Self.viewControllerKeywords.contains(token.text) else { return false }
        return !peek().isSymbol(".") && !peek().isSymbol("=")
    }

    /// One view-controller statement.
    func parseViewControllerStatement() {
        let keyword = token
        advance()
        let saved = screen?.environment
        defer { if screen?.emitting == false, let saved { screen?.environment = saved } }
        switch keyword.text {
        case "toolbar":
            if let style = parseEnumList("a bar style", BarStyle.self, single: true).first {
                screen?.environment.bars.toolbar = style
            }
        case "prefersLargeTitles":
            screen?.environment.bars.prefersLargeTitles = parseOptionalBool()
        case "hidesBottomBarWhenPushed":
            screen?.environment.bars.hidesBottomBarWhenPushed = parseOptionalBool()
        case "prefersStatusBarHidden":
            screen?.environment.bars.prefersStatusBarHidden = parseOptionalBool()
        case "inCallStatusBar":
            screen?.environment.bars.inCallStatusBar = parseOptionalBool()
        case "viewRespectsSystemMinimumLayoutMargins":
            screen?.environment.bars.viewRespectsSystemMinimumLayoutMargins = parseOptionalBool()
        case "automaticallyAdjustsScrollViewInsets":
            screen?.environment.bars.automaticallyAdjustsScrollViewInsets = parseOptionalBool()
        case "additionalSafeAreaInsets":
            if let insets = parseInsets("additional safe-area insets 'top, left, bottom, right'") {
                screen?.environment.bars.additionalSafeAreaInsets = insets
            }
        case "designSize":
            let start = token.offset
            if let size = parseSize() {
                if size.width > 0, size.height > 0 {
                    screen?.environment.designSize = size
                } else {
                    error("a design size must be positive", at: span(from: start), syntax: false,
                          notes: ["it is the size the view was laid out at in its storyboard, e.g. 'designSize 375x667'"])
                }
            }
        default:  // rootView
            parseRootView()
            return
        }
        endStatement("'\(keyword.text)'")
    }

    /// `rootView [kind] { properties and subviews }`: the view controller's own view, which a
    /// table view controller makes a table view.
    private func parseRootView() {
        var kind = screen?.nodes[LayoutItem.rootName]?.kind ?? .view
        if token.kind == .identifier, !token.startsLine {
            if let named = ViewKind(rawValue: token.text), Self.rootViewKinds.contains(named) {
                kind = named
            } else {
                unknownName("a root view cannot be a '\(token.text)'", at: span(token), name: token.text,
                            candidates: Self.rootViewKinds.map(\.keyword),
                            notes: ["a view controller's view is a view, scrollView, tableView or collectionView"])
            }
            advance()
        }
        let emitting = screen?.emitting == true
        if emitting { screen?.nodes[LayoutItem.rootName]?.kind = kind }
        if token.isSymbol("{"), !token.startsLine {
            parseViewBody(of: emitting ? LayoutItem.rootName : nil, kind: kind)
        }
        endStatement("'rootView'")
    }

    /// `t, l, b, r` as insets; every value finite.
    func parseInsets(_ what: String) -> LayoutInsets? {
        guard let values = parseNumberList(count: 4, what: what) else { return nil }
        return LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// A view property of ``uikitPropertyKeywords``; the keyword has been read.
    func parseUIKitProperty(_ keyword: LayoutToken, properties: inout ViewProperties, kind: ViewKind) {
        switch keyword.text {
        case "directionalLayoutMargins":
            guard let first = parseExpression() else { return }
            if accept(",") {
                let rest = parseNumberList(count: 3, what: "leading, bottom and trailing after top")
                if let top = evaluateConstant(first), let rest {
                    properties.directionalLayoutMargins = LayoutInsets(top: top, left: rest[0], bottom: rest[1],
                                                                       right: rest[2])
                }
            } else if let value = evaluateConstant(first) {
                properties.directionalLayoutMargins = .uniform(value)
            }
        case "insetsLayoutMarginsFromSafeArea":
            properties.insetsLayoutMarginsFromSafeArea = parseOptionalBool()
        case "preservesSuperviewLayoutMargins":
            properties.preservesSuperviewLayoutMargins = parseOptionalBool()
        case "semanticContentAttribute":
            if let value = parseEnumList("a semantic content attribute", SemanticContentAttribute.self,
                                         single: true).first {
                properties.semanticContentAttribute = value
            }
        case "alignmentRectInsets":
            if let insets = parseInsets("alignment rectangle insets 'top, left, bottom, right'") {
                properties.alignmentRectInsets = insets
            }
        case "contentInsetAdjustmentBehavior", "contentInset":
            let isBehavior = keyword.text == "contentInsetAdjustmentBehavior"
            let behavior = isBehavior
                ? parseEnumList("a content inset adjustment behavior", ContentInsetAdjustmentBehavior.self,
                                single: true).first : nil
            let insets = isBehavior ? nil : parseInsets("content insets 'top, left, bottom, right'")
            guard kind.isScrollView else {
                error("'\(keyword.text)' is a scroll view property; this view is a \(kind.keyword)", at: span(keyword),
                      syntax: false, notes: ["declare it as scrollView, tableView or collectionView"])
                return
            }
            if let behavior { properties.contentInsetAdjustmentBehavior = behavior }
            if let insets { properties.contentInset = insets }
        case "alwaysBounceVertical", "alwaysBounceHorizontal":
            let value = parseOptionalBool()
            guard kind.isScrollView else {
                error("'\(keyword.text)' is a scroll view property; this view is a \(kind.keyword)", at: span(keyword),
                      syntax: false, notes: ["declare it as scrollView, tableView or collectionView"])
                return
            }
            if keyword.text == "alwaysBounceVertical" {
                properties.alwaysBounceVertical = value
            } else {
                properties.alwaysBounceHorizontal = value
            }
        case "customSpacing":
            // `customSpacing 20 after title`: setCustomSpacing(20, after: title).
            let value = parseNumber()
            guard token.isIdentifier("after"), !token.startsLine else {
                expected("'after' and an arranged subview's name (customSpacing 20 after title)")
                return
            }
            advance()
            guard token.kind == .identifier, !token.startsLine else { expected("the name of an arranged subview"); return }
            let name = token
            advance()
            guard kind == .stackView else {
                error("'customSpacing' is a stack view property; this view is a \(kind.keyword)", at: span(keyword),
                      syntax: false, notes: ["declare it as 'stackView' to arrange its subviews"])
                return
            }
            if let value { properties.stack?.customSpacing[name.text] = value }
        default:  // isLayoutMarginsRelativeArrangement, UIKit's name for layoutMarginsRelative
            let value = parseOptionalBool()
            guard kind == .stackView else {
                error("'\(keyword.text)' is a stack view property; this view is a \(kind.keyword)", at: span(keyword),
                      syntax: false, notes: ["declare it as 'stackView' to arrange its subviews"])
                return
            }
            properties.stack?.layoutMarginsRelative = value
        }
    }
}
