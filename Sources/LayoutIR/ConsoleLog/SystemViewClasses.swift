/// Which view classes printed in a conflict log belong to UIKit, AppKit or another system
/// framework rather than to the app: the app cannot edit their constraints or their
/// autoresizing, so advice never names them.
public enum SystemViewClasses {
    /// A framework's private class: a leading underscore (`_UIBarBackground`, `_NSSplitViewItemView`),
    /// or a capitalised framework prefix and an underscore (`FI_TListView`: FinderKit's, which
    /// AppKit's open and save panels host inside the app). A view controller's
    /// `_UILayoutGuide` is excepted: apps pin to it.
    public static func isPrivate(_ name: String) -> Bool {
        if name.hasPrefix("_") { return name != "_UILayoutGuide" }
        let prefix = name.prefix { $0.isUppercase }
        return prefix.count >= 2 && name.dropFirst(prefix.count).first == "_"
    }

    /// Containers the frameworks make and size themselves: transitions, window wrappers, the
    /// keyboard's windows and hosts, a scroll view's clip view.
    public static let managed: Set<String> = [
        "UITransitionView", "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView",
        "UIDropShadowView", "UIInputSetContainerView", "UIInputSetHostView", "UIWindow", "UITextEffectsWindow",
        "UIRemoteKeyboardWindow", "NSClipView",
    ]

    /// Name prefixes of the frameworks' own view families: the keyboard's, and AppKit's window
    /// chrome (`NSToolbarItemViewer`, `NSTitlebarContainerView`, `NSThemeFrame`), none of which
    /// AppKit's public API lets an app make: a toolbar's items and a window's title bar are laid
    /// out by AppKit.
    public static let systemPrefixes = ["UIKeyboard", "UIInput", "NSToolbar", "NSTitlebar", "NSTheme"]

    /// Public classes inside those families that apps make and constrain themselves: a custom
    /// keyboard's primary view, `UIInputViewController.inputView`, is a `UIInputView` whose
    /// height the keyboard extension sets with its own constraint (Apple's App Extension
    /// Programming Guide, "Custom Keyboard", adjusting the keyboard's height with Auto Layout),
    /// and apps make `UIInputView`s as input and accessory views (UIKit's `UIInputView`).
    public static let appMade: Set<String> = ["UIInputView"]

    /// A view the frameworks make and the app never holds: a private class, or one of the
    /// frameworks' own view families. Not the managed containers, which apps do constrain their
    /// views to (a document view pinned to its `NSClipView`, a view added to the window), and not
    /// a content view (`_UITableViewHeaderFooterContentView`, `_UIVisualEffectContentView`): it is
    /// the `contentView` UIKit hands the app to add its own subviews to.
    public static func isFrameworkMade(_ name: String) -> Bool {
        guard !appMade.contains(name), !name.hasSuffix("ContentView") else { return false }
        return isPrivate(name) || systemPrefixes.contains { name.hasPrefix($0) }
    }

    /// A class the app did not write and whose layout it does not set.
    public static func isSystem(_ name: String) -> Bool {
        guard !appMade.contains(name) else { return false }
        return isPrivate(name) || managed.contains(name) || systemPrefixes.contains { name.hasPrefix($0) }
    }
}
