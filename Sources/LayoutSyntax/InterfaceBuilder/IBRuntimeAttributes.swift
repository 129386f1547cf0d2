/// What a view's user-defined runtime attributes (`<userDefinedRuntimeAttributes>`, Xcode's
/// identity inspector) tell about its content.
///
/// When a nib is loaded, UIKit sets each user-defined runtime attribute on its object by
/// key-value coding, `setValue(_:forKeyPath:)` (Xcode's identity inspector, "User Defined
/// Runtime Attributes"; Docs/InterfaceBuilder.md#findings). A key path that is none of
/// UIKit's properties is the app's own: a property its class (or an extension of `UILabel`,
/// `UIButton`…) declares, whose setter runs the app's code. Apps use it to give a label its text
/// from a localization table (`locKey`, `xibLocKey`, `localizedKey`, `textKey`) or a style that
/// sets its font (`styleName`); either way the text the view shows at run time, and so its size,
/// is the code's, not the document's.
enum IBRuntimeAttributes {
    /// String-valued UIKit (and Foundation/CALayer) properties a text-bearing view answers to:
    /// setting one does not hand the text to the app's code. A key path through another object
    /// (`layer.cornerRadius`) is never the app's text either.
    static let uikitStringKeyPaths: Set<String> = [
        "text", "placeholder", "title", "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "accessibilityLanguage", "restorationIdentifier", "textContentType",
    ]

    /// Whether the element sets a string (or localized string) through a key path of the app's
    /// own: the app's code then decides the text a label, button, text field or text view shows.
    static func setsTextInCode(_ element: Int, in tree: XMLTree) -> Bool {
        guard let list = tree.child(of: element, named: "userDefinedRuntimeAttributes") else { return false }
        return tree.children(of: list, named: "userDefinedRuntimeAttribute").contains { index in
            let attribute = tree.nodes[index]
            guard ["string", "localizedString"].contains(attribute["type"] ?? ""),
                  let keyPath = attribute["keyPath"], !keyPath.isEmpty else { return false }
            return !keyPath.contains(".") && !uikitStringKeyPaths.contains(keyPath)
        }
    }
}
