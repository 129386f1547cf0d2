/// Which XML elements are views, what kind each becomes, and what intrinsic size Interface
/// Builder gives it at design time.
enum IBViewKinds {
    /// Elements that are views (the UIKit class name without `UI`, lower camel).
    static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "stackView", "scrollView", "tableView", "collectionView",
        "textField", "textView", "switch", "slider", "segmentedControl", "activityIndicatorView",
        "progressView", "pageControl", "stepper", "datePicker", "pickerView", "searchBar", "toolbar",
        "navigationBar", "tabBar", "visualEffectView", "containerView", "wkWebView", "webView", "mapView",
        "mtkView", "sceneKitView", "glkView", "arscnView", "arskView", "skView", "tableViewCell",
        "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "tableViewHeaderFooterView", "window", "imageButton", "control",
    ]

    /// Children never searched for subviews: they hold constraints, bar items, outlets, fonts…
    static let opaqueContainers: Set<String> = [
        "constraints", "connections", "variation", "navigationItem", "toolbarItems", "items", "segments",
        "userDefinedRuntimeAttributes", "layoutGuides", "gestureRecognizers", "tabBarItem", "attributedString",
        "fontDescription", "string", "state", "accessibility", "textInputTraits", "inset", "color",
        "designables", "resources",
    ]

    /// Elements with a layout guide's role, never views.
    static let guideElements: Set<String> = ["viewLayoutGuide", "viewControllerLayoutGuide", "keyboardLayoutGuide"]

    /// True when the element is a view: a view element name, or any element with an id and a
    /// stored frame (so that classes added after this list still count).
    static func isViewElement(_ index: Int, in tree: XMLTree) -> Bool {
        let node = tree.nodes[index]
        if guideElements.contains(node.name) || opaqueContainers.contains(node.name) || node.name == "placeholder" {
            return false
        }
        if viewElements.contains(node.name) { return true }
        return node["id"] != nil && (tree.child(of: index, named: "rect", key: "frame") != nil
            || tree.child(of: index, named: "frame", key: "frameInset") != nil)
    }

    /// The IR kind of an element.
    static func kind(of element: String) -> ViewKind {
        switch element {
        case "label": return .label
        case "button": return .button
        case "textField": return .textField
        case "imageView": return .imageView
        case "switch": return .switch
        case "scrollView": return .scrollView
        case "tableView": return .tableView
        case "collectionView": return .collectionView
        case "slider": return .slider
        case "segmentedControl": return .segmentedControl
        case "stepper": return .stepper
        case "activityIndicatorView": return .activityIndicator
        case "progressView": return .progressView
        case "pageControl": return .pageControl
        case "stackView": return .stackView
        case "containerView": return .container
        default: return .view
        }
    }

    /// Whether a `customClass` is one of Apple's (UIKit, MapKit, WebKit, AVKit, SpriteKit, SceneKit,
    /// GLKit, MetalKit, ARKit, PassKit, PhotosUI, QuickLook): by the frameworks' class prefixes. Any
    /// other class is the app's own, whose intrinsic size its code computes.
    static func isSystemClass(_ name: String) -> Bool {
        let prefixes = ["UI", "MK", "WK", "AV", "SK", "SCN", "GLK", "MTK", "AR", "PK", "PH", "QL"]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase } == true
        }
    }

    /// Which axes of the stored frame Interface Builder takes as the intrinsic content size:
    /// text and controls measure their content, which the document does not store, so the
    /// frame Xcode computed from it stands in. `nil`: no intrinsic size from the frame.
    static func frameIntrinsicAxes(of element: String, scrollEnabled: Bool) -> (width: Bool, height: Bool)? {
        switch element {
        case "label", "button", "textField", "switch", "segmentedControl", "stepper",
             "activityIndicatorView", "pageControl", "datePicker", "pickerView":
            return (true, true)
        // A slider, like a progress view, has no intrinsic width (UISlider's
        // intrinsicContentSize.width is UIView.noIntrinsicMetric, see UIKitMetrics): the width
        // Xcode stored is what its constraints gave it, not something it hugs.
        case "slider", "progressView", "searchBar", "toolbar", "navigationBar", "tabBar":
            return (false, true)
        case "textView":
            return scrollEnabled ? nil : (true, true)
        default:
            return nil
        }
    }

    /// The height UIKit gives a navigation bar, toolbar or tab bar element (the iPad's on an
    /// iPad-only document, the iPhone's otherwise); `nil` for other elements.
    static func barHeight(of element: String, onPad: Bool, metrics: UIKitMetrics = UIKitMetrics()) -> Double? {
        switch element {
        case "navigationBar": onPad ? metrics.padNavigationBarHeight : metrics.phoneNavigationBarHeight
        case "toolbar": onPad ? metrics.padToolbarHeight : metrics.phoneToolbarHeight
        case "tabBar": onPad ? metrics.padTabBarHeight : metrics.phoneTabBarHeight
        default: nil
        }
    }

    /// Frame − alignment rect of controls as most documents store them (measured on the corpus of
    /// Benchmarks/README.md: slider 2 left, 2 right, 1 bottom; switch 2 right; segmented control 1
    /// bottom), in every Xcode version; a document that stores the rect itself shows it in the
    /// control's constraints (`IBAlignmentInference.swift`). Constraints act on the alignment rect.
    static func alignmentInsets(of element: String) -> LayoutInsets {
        switch element {
        case "slider": return LayoutInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "switch": return LayoutInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "segmentedControl": return LayoutInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: return .zero
        }
    }
}

/// The catalog's default devices as the front end uses them, for an app deployed to iOS
/// `minimumRelease` and later (``DeviceCatalog/defaultDeviceNames(minimumRelease:)``).
enum IBDesignDevices {
    /// The iPhones of the default device set.
    static func defaultPhones(minimumRelease: Int?) -> [String] {
        defaultDevices(minimumRelease).filter { $0.family == .phone }.map(\.name)
    }
    /// The iPads of the default device set (every default iPad runs the current release).
    static let defaultPads = defaultDevices(nil).filter { $0.family == .pad }.map(\.name)
    /// Portrait widths of the default set, for freeform views laid out at each device's width.
    static func defaultWidths(minimumRelease: Int?) -> [(name: String, width: Double)] {
        defaultDevices(minimumRelease).map { ($0.name, $0.portraitSize.width) }
    }

    private static func defaultDevices(_ minimumRelease: Int?) -> [Device] {
        DeviceCatalog.defaultDeviceNames(minimumRelease: minimumRelease).compactMap { DeviceCatalog.standard.device(named: $0) }
    }
}

/// Names for screens and views: identifiers a person recognises, unique, and valid in `.layout`.
enum IBNaming {
    /// Words the `.layout` language or the IR give a meaning.
    static let reserved: Set<String> = [
        "view", "superview", "screen", "device", "devices", "metric", "orientations", "directions", "contentSizes", "textStyle", "lines", "pseudoLocalize",
        "navigationBar", "tabBar", "spacing", "label", "button", "textField", "imageView", "switch",
        "scrollView", "tableView", "stackView", "container", "edgesForExtendedLayout",
    ]

    /// `text` as an identifier: letters, digits and `_`, camel-cased across spaces, not starting
    /// with a digit. Empty when nothing usable remains.
    static func identifier(_ text: String) -> String {
        var result = ""
        var upperNext = false
        for scalar in text.unicodeScalars {
            let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            let isDigit = scalar >= "0" && scalar <= "9"
            if isLetter || isDigit || scalar == "_" {
                if result.isEmpty && isDigit { result = "_" }
                result.unicodeScalars.append(upperNext && isLetter && !result.isEmpty
                                             ? (String(scalar).uppercased().unicodeScalars.first ?? scalar) : scalar)
                upperNext = false
            } else if scalar == "-" {
                if !result.isEmpty { result += "_" }
            } else {
                upperNext = true
            }
            if result.utf8.count >= 64 { break }
        }
        return result
    }

    /// The kinds whose outline entry Xcode names after their content, with the word that ends
    /// vflc's name for them (`Sign In` → `signInButton`).
    static let outlineKinds: [String: String] = ["label": "Label", "button": "Button", "imageView": "ImageView"]

    /// The texts Interface Builder gives a new label or button: they name no particular view.
    static let placeholderTexts: Set<String> = ["label", "button", "title", "text", "subtitle", "detail"]

    /// A view named as Xcode's document outline shows it when it has no outlet, `userLabel` or
    /// class: a label by its text, a button by its normal title, an image view by its image's
    /// name (`Confirmed` → `confirmedLabel`, `icon_close` → `icon_closeImageView`), at most four
    /// words of them. `nil` for other kinds, for text with no ASCII letters (the id then names
    /// it) and for the placeholder texts Interface Builder gives every new label and button.
    static func outlineName(of element: Int, in tree: XMLTree) -> String? {
        let node = tree.nodes[element]
        guard let suffix = outlineKinds[node.name] else { return nil }
        let shown: String?
        if node.name == "imageView" {
            shown = node["image"] ?? tree.child(of: element, named: "imageReference", key: "image").flatMap { tree.nodes[$0]["image"] }
        } else {
            shown = IBTextMetrics.text(of: element, in: tree)
        }
        guard let shown else { return nil }
        let words = shown.split(whereSeparator: { $0.isWhitespace }).prefix(4).joined(separator: " ")
        var base = identifier(words)
        guard base.unicodeScalars.contains(where: { ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") }),
              !placeholderTexts.contains(base.lowercased()) else { return nil }
        if base.utf8.count > 32 { base = String(base.prefix(32)) }
        // A name starts lower case, as the outlets beside it do (`Done` → `doneButton`).
        if let first = base.first, first.isUppercase, base.dropFirst().first?.isUppercase != true {
            base = first.lowercased() + base.dropFirst()
        }
        return base + suffix
    }

    /// `base`, or `base_2`, `base_3`… the first not yet in `used` (and not reserved); records it.
    static func unique(_ base: String, in used: inout Set<String>, allowReserved: Bool = false) -> String {
        var name = base.isEmpty ? "unnamed" : base
        // The `.layout` language's own names (guides such as `safeArea`, `self`, `make`) cannot
        // name a view either, whatever the document calls it.
        if !allowReserved && (reserved.contains(name) || ScreenBuilder.reservedNames.contains(name)) { name += "_" }
        // `snp` and `snp_…` start a SnapKit block in `.layout` text.
        if name == "snp" || name.hasPrefix("snp_") { name = "view_" + name }
        var candidate = name
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(name)_\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
