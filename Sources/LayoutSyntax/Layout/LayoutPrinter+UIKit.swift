import LayoutIR

/// The printer's part for view-controller statements, custom-device options, the root view and
/// the UIKit view properties beyond the core set.
extension LayoutPrinter {
    static func insetsText(_ insets: LayoutInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ", ")
    }

    /// ` landscapeSafeArea …, scale 3, pad` after a custom device's size and safe area.
    static func customDeviceOptions(_ device: CustomDevice) -> String {
        var text = ""
        if let landscape = device.landscapeSafeAreaInsets { text += " landscapeSafeArea " + insetsText(landscape) }
        if let scale = device.scale { text += " scale \(formatNumber(scale))" }
        if let idiom = device.idiom { text += " \(idiom.rawValue)" }
        return text
    }

    /// `toolbar translucent`, `prefersLargeTitles`, `designSize 375x667`, …
    static func viewControllerLines(_ environment: EnvironmentDeclaration) -> [String] {
        var lines: [String] = []
        if let toolbar = environment.bars.toolbar { lines.append("toolbar \(toolbar.rawValue)") }
        if environment.bars.prefersLargeTitles { lines.append("prefersLargeTitles") }
        if environment.bars.hidesBottomBarWhenPushed { lines.append("hidesBottomBarWhenPushed") }
        if environment.bars.prefersStatusBarHidden { lines.append("prefersStatusBarHidden") }
        if environment.bars.inCallStatusBar { lines.append("inCallStatusBar") }
        if environment.bars.additionalSafeAreaInsets != .zero {
            lines.append("additionalSafeAreaInsets " + insetsText(environment.bars.additionalSafeAreaInsets))
        }
        if !environment.bars.viewRespectsSystemMinimumLayoutMargins {
            lines.append("viewRespectsSystemMinimumLayoutMargins false")
        }
        if !environment.bars.automaticallyAdjustsScrollViewInsets { lines.append("automaticallyAdjustsScrollViewInsets false") }
        if let size = environment.designSize { lines.append("designSize \(size)") }
        return lines
    }

    /// `rootView tableView { … }` when the root view is not a plain view with default properties.
    static func rootViewLine(_ root: ViewNode) -> String? {
        var shallow = root
        shallow.children = []
        let properties = propertyTexts(shallow)
        guard root.kind != .view || !properties.isEmpty else { return nil }
        let kind = root.kind == .view ? "" : " \(root.kind.keyword)"
        return "rootView\(kind)" + (properties.isEmpty ? "" : " { \(properties.joined(separator: "; ")) }")
    }

    /// Texts of the properties ``LayoutFileParser/uikitPropertyKeywords`` names.
    static func uikitPropertyTexts(_ node: ViewNode) -> [String] {
        let properties = node.properties
        var texts: [String] = []
        if let margins = properties.directionalLayoutMargins {
            texts.append("directionalLayoutMargins " + insetsText(margins))
        }
        if !properties.insetsLayoutMarginsFromSafeArea { texts.append("insetsLayoutMarginsFromSafeArea false") }
        if properties.preservesSuperviewLayoutMargins { texts.append("preservesSuperviewLayoutMargins") }
        if properties.semanticContentAttribute != .unspecified {
            texts.append("semanticContentAttribute \(properties.semanticContentAttribute.rawValue)")
        }
        if properties.contentInsetAdjustmentBehavior != .automatic {
            texts.append("contentInsetAdjustmentBehavior \(properties.contentInsetAdjustmentBehavior.rawValue)")
        }
        if properties.alignmentRectInsets != .zero {
            texts.append("alignmentRectInsets " + insetsText(properties.alignmentRectInsets))
        }
        if properties.contentInset != .zero { texts.append("contentInset " + insetsText(properties.contentInset)) }
        if properties.alwaysBounceVertical { texts.append("alwaysBounceVertical") }
        if properties.alwaysBounceHorizontal { texts.append("alwaysBounceHorizontal") }
        if let stack = properties.stack {
            for (name, value) in stack.customSpacing.sorted(by: { $0.key < $1.key }) {
                texts.append("customSpacing \(formatNumber(value)) after \(name)")
            }
        }
        return texts
    }
}
