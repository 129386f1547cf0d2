/// Who made a printed constraint, and its IR form.
enum ConsoleLogRoles {
    /// Classes of the keyboard's own windows and views.
    static let keyboardClasses = [
        "UIKeyboard", "SystemInputAssistantView", "_UIKBCompatInputView", "UIInputSet", "UIRemoteKeyboardWindow",
        "UITextEffectsWindow", "_UIRemoteKeyboardPlaceholderView", "TUISystemInputAssistantView", "UIInputWindowController",
    ]

    /// Identifier prefixes of the keyboard's assistant bar and input views.
    static let keyboardIdentifiers = ["accessoryView.", "assistantHeight", "assistantView.", "UIInputWindowController-",
                                      "inputView.", "UIKeyboard"]

    static func role(kind: String, identifier: String?, views: [String], table: ConsoleLogViewTable) -> ConsoleLogRole {
        let identifier = identifier ?? ""
        // An alias (accessibility identifier) has no class: it is the app's view.
        let classes = views.map { table.view(named: $0)?.className ?? "" }
        if keyboardIdentifiers.contains(where: { identifier.hasPrefix($0) })
            || classes.contains(where: { name in keyboardClasses.contains { name.hasPrefix($0) } }) {
            return .keyboard
        }
        if identifier.hasPrefix("UIView-Encapsulated-Layout") || identifier.hasPrefix("NSView-Encapsulated-Layout") {
            return .encapsulatedLayout
        }
        if identifier.hasPrefix("_UITemporaryLayout") || identifier == "fittingSizeHTarget" { return .temporaryLayout }
        if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView.") { return .stackView }
        if kind == "NSAutoresizingMaskLayoutConstraint" { return .autoresizing }
        if identifier.hasPrefix("UIView-") && identifier.contains("Margin-guide")
            || identifier.hasPrefix("UIViewSafeAreaLayoutGuide-") || identifier.hasPrefix("UIViewLayoutMarginsGuide")
            // AppKit names its guides' constraints the same way (macOS 11 and later).
            || identifier.hasPrefix("NSViewSafeAreaLayoutGuide-") || identifier.hasPrefix("NSViewLayoutMarginsGuide") {
            return .marginsOrSafeArea
        }
        if kind == "_UILayoutSupportConstraint" || kind == "NSIBPrototypingLayoutConstraint"
            || kind == "NSContentSizeLayoutConstraint" || identifier.hasPrefix("IB_") || identifier.hasPrefix("TB_")
            || identifier.hasPrefix("UIButtonBar.") || identifier.hasPrefix("GridView")
            || systemIdentifierPrefixes.contains(where: { identifier.hasPrefix($0) }) {
            return .system
        }
        // A navigation bar's private guides are UIKit's to place: the app cannot edit a
        // constraint to one (it sets a title view or bar items, and UIKit pins them).
        if views.contains(where: { isPrivateGuide(table.view(named: $0)) }) { return .system }
        if kind == "NSLayoutConstraint" || kind == "_UISystemBaselineConstraint", !classes.isEmpty, !classes.contains(""),
           classes.allSatisfy(SystemViewClasses.isSystem) {
            return .system
        }
        // A view of a framework's own making (a private class, a toolbar's or keyboard's chrome)
        // is one the app never creates or holds: what relates it to its superview or siblings is
        // the framework's layout (a share sheet's `_UIActivityActionCellTitleLabel` in its
        // cell's plain UIView, a toolbar item's viewer in an NSStackView).
        if kind == "NSLayoutConstraint" || kind == "_UISystemBaselineConstraint",
           classes.contains(where: SystemViewClasses.isFrameworkMade) {
            return .system
        }
        return .app
    }

    /// Identifier prefixes of constraints UIKit makes for its bars and private views
    /// (`UINavItemContentGuide-leading`, `_UINavBarTitleView…`, `UIToolbar…`).
    static let systemIdentifierPrefixes = ["UINav", "_UI", "UIToolbar", "UITabBar", "UIBarButton", "UIInputWindow"]

    /// A layout guide UIKit keeps for itself: a navigation bar's `'UINavItemContentGuide'` and
    /// the like. The margins and safe-area guides apps pin to are not.
    static func isPrivateGuide(_ view: ConsoleLogView?) -> Bool {
        guard let view, view.isGuide, let label = view.label else { return false }
        return label.hasPrefix("UINav") || label.hasPrefix("_") || label.hasPrefix("UIButtonBar") || label.hasPrefix("UIToolbar")
    }

    /// The IR form: the first operand on the left, at most one on the right. `nil` when more
    /// than two views' attributes take part, or an attribute has no IR counterpart.
    static func irConstraint(_ linear: ConsoleLogLinear, identifier: String?, span: SourceSpan, role: ConsoleLogRole,
                             kind: String, body: String) -> IRConstraint? {
        guard let first = linear.terms.first, linear.terms.count <= 2, first.coefficient != 0,
              let firstAttribute = Attribute(name: first.operand.attribute) else { return nil }
        let scale = first.coefficient
        var relation = linear.relation
        if scale < 0 { relation = relation.flipped }
        var secondItem: LayoutItem?
        var secondAttribute = Attribute.notAnAttribute
        var multiplier = 1.0
        if linear.terms.count == 2 {
            let second = linear.terms[1]
            guard let attribute = Attribute(name: second.operand.attribute) else { return nil }
            secondItem = LayoutItem(view: second.operand.view)
            secondAttribute = attribute
            multiplier = -second.coefficient / scale
        }
        let origin = ConstraintOrigin(syntax: syntax(for: role), span: span, statement: nil,
                                      detail: "\(kind) \(body)")
        return IRConstraint(LayoutItem(view: first.operand.view), firstAttribute, relation, secondItem, secondAttribute,
                            multiplier: multiplier, constant: -linear.constant / scale, identifier: identifier,
                            origin: origin)
    }

    /// The IR's account of who made a constraint: the app's constraints are equations; the
    /// sizes a container imposes and the system's own views are the environment; the rest are
    /// the implicit mechanisms the checker ranks after the user's.
    static func syntax(for role: ConsoleLogRole) -> ConstraintSyntax {
        switch role {
        case .app: return .equation
        case .autoresizing: return .autoresizing
        case .stackView: return .stackView
        case .encapsulatedLayout, .temporaryLayout, .marginsOrSafeArea, .keyboard, .system: return .environment
        }
    }
}
