import LayoutIR

/// Turns the names a function writes (`self.titleLabel`, `view`, `contentView`, `header.icon`)
/// into the view names of the screen it becomes.
///
/// The root the function lays out is `self`: in a view controller its `view` (the screen's
/// root), in a view or cell the view itself (a child of the screen's root, free to take any
/// size, because only whoever places that view knows its size).
struct ViewNaming: Sendable {
    /// True when the function lays out a view controller's `view`.
    var isController: Bool
    /// The screen view standing for `self` (``LayoutItem/rootName`` in a view controller).
    var selfName: String
    /// True when the function is a view controller's, whether or not its view is the screen.
    var inController: Bool
    /// True when a parameter is called `view` (`func configure(in view: UIView)`): then `view`
    /// is that view, not the controller's.
    var viewIsParameter: Bool
    /// True in a cell's (or header's, or effect view's) own code, where `contentView` is UIKit's
    /// content view: a child of the view that fills it (``cellContentViewName``).
    var hasCellContentView: Bool

    /// `lineage`: the function's type and its superclasses as far as the project declares them
    /// (``ProjectFacts/lineage(of:)``), which tells a controller or a cell whose name does not.
    init(function: SourceFunction, usesRootSize: Bool, lineage: [String] = []) {
        let controllerMethods: Set<String> = ["viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear",
                                              "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewSafeAreaInsetsDidChange"]
        let type = function.typeName ?? ""
        let superclass = function.superclass ?? ""
        // `class HomeVC: BaseVC` with `class BaseVC: UIViewController` in another file is a
        // controller too (TSPL, *Inheritance*: a subclass is its superclass's kind).
        let ancestors = [type, superclass] + lineage
        let looksLikeController = ancestors.contains { $0.hasSuffix("Controller") }
            || controllerMethods.contains(function.name) || controllerMethods.contains(where: { function.name.hasPrefix($0 + ":") })
        // A controller whose own view is given a size is a child controller whose size its parent
        // decides: laying it out at the device's size would report conflicts that are not there.
        isController = looksLikeController && !usesRootSize
        inController = looksLikeController
        viewIsParameter = function.parameters.contains("view")
        // A cell's (or header's) `contentView` fills it; in any other view a property of that name
        // is a subview like another (`@property UITextView *contentView`).
        let holdsContentView = ancestors.contains { $0.hasSuffix("Cell") || $0.hasSuffix("HeaderFooterView") }
            || ["UIVisualEffectView", "UITableViewHeaderFooterView"].contains(superclass)
        hasCellContentView = !looksLikeController && holdsContentView
        if isController {
            selfName = LayoutItem.rootName
        } else {
            var name = type.isEmpty ? "container" : type.prefix(1).lowercased() + type.dropFirst()
            name = Self.sanitized(name)
            if name == LayoutItem.rootName || Self.reserved.contains(name) { name += "_" }
            selfName = name
        }
    }

    /// The screen's name for UIKit's content view in a cell's own code (`contentView`, renamed
    /// only if the type itself is called so).
    var cellContentViewName: String { selfName == "contentView" ? "contentView_" : "contentView" }

    /// Names the `.layout` language gives a meaning, or that would read as a keyword.
    static let reserved: Set<String> = Set(ViewKind.allCases.map(\.keyword)).union(
        ["view", "superview", "self", "screen", "metric", "device", "devices", "orientations", "directions", "contentSizes", "textStyle", "lines", "pseudoLocalize",
         "navigationBar", "tabBar", "edgesForExtendedLayout", "spacing", "H", "V", "intrinsic", "hugging",
         "compression", "frame", "autoresizing", "axis", "distribution", "alignment", "hidden", "baseline",
         "layoutMargins", "let", "var", "return", "make", "snp"]
    ).union(LayoutGuide.allCases.map(\.name)).union(LayoutGuide.allCases.map(\.uikitName))

    /// The screen's name for a path, or `nil` for the root the function lays out.
    func name(_ path: [String]) -> String {
        if path.isEmpty { return selfName }
        if path == ["view"], isController, !viewIsParameter { return LayoutItem.rootName }
        if path == ["view"], inController, !viewIsParameter { return selfName }
        if path == ["contentView"], hasCellContentView { return cellContentViewName }
        var name = Self.sanitized(path.joined(separator: "_"))
        // `snp_…` starts a (deprecated) SnapKit block in `.layout` text.
        if name.hasPrefix("snp_") { name = "view_" + name }
        if Self.reserved.contains(name) || name == selfName { name += "_" }
        return name
    }

    /// The item a source item stands for.
    func item(_ source: SourceItem) -> LayoutItem {
        if let guide = source.guide, guide.isLegacyLayoutSupport { return LayoutItem.root.with(guide: guide) }
        // Names here are a screen's: `view` is the root's (every other view that would take it is renamed).
        return LayoutItem.screenView(name(source.path), guide: source.guide)
    }

    /// Letters, digits and `_` only, not starting with a digit (`$0` → `_0`).
    static func sanitized(_ text: String) -> String {
        // Names are ASCII identifiers nearly always: those come back as they are, without
        // building a new string (this runs for every name in every check of a function).
        let utf8 = text.utf8
        if let first = utf8.first, first.isIdentifierStart, utf8.allSatisfy(\.isIdentifierContinue) { return text }
        var result = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if result.isEmpty || result.first?.isNumber == true { result = "_" + result }
        return result
    }
}
