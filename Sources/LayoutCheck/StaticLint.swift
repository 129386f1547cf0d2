import LayoutEngine
import LayoutIR

/// The lint rules that need only the constraints as written, not a solved layout: bar heights
/// hard-coded against root edges and duplicate constraints. (Left/right mixed with
/// leading/trailing is judged by laying the screen out in both directions: `DirectionLint`.)
public enum StaticLint {
    /// Diagnostics for one screen, in source order, before suppression.
    public static func check(_ screen: LayoutScreen, catalog: DeviceCatalog = .standard) -> [LayoutDiagnostic] {
        let written = screen.constraints.filter { !$0.origin.syntax.isImplicit }
        var diagnostics: [LayoutDiagnostic] = []
        if written.contains(where: { $0.firstItem.isRoot != ($0.secondItem?.isRoot ?? true) }) {
            let heights = BarHeights(screen, catalog: catalog)
            // Each view's margins along x: the constants of constraints placing its sides.
            var margins: [String: Set<Double>] = [:]
            for constraint in written where constraint.firstAttribute.axis == .horizontal && constraint.firstAttribute.kind == .location {
                for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) where !item.isRoot {
                    margins[item.view, default: []].insert(abs(constraint.constant))
                }
            }
            diagnostics += written.compactMap { barHeightConstant($0, heights: heights, margins: margins) }
        }
        diagnostics += duplicates(written)
        return diagnostics.sorted { ($0.span?.offset ?? 0) < ($1.span?.offset ?? 0) }
    }

    /// The bar heights a constant against the root's top or bottom edge may stand for, with what
    /// each is: for the device the screen was drawn on when it is known
    /// (``EnvironmentDeclaration/designDevice``) and each device the screen is laid out on,
    /// from the device catalog and UIKit's bar heights (`UIKitMetrics`), for the bars the screen
    /// shows. A number that is a bar only on some other device is a coincidence (47 made as
    /// 4 + 35 + 8 on a phone whose status bar is 20).
    ///
    /// The top edge's bars need the screen under the status bar: a sheet has none above it (a
    /// page sheet, UIKit's default for a modal presentation since iOS 13, is a card below the
    /// status bar on an iPhone and a box on an iPad), so there no top distance is a bar; where
    /// the input leaves the presentation to the app's code, a top distance matching a bar is
    /// only an `info` that says what the code decides (``ScreenPresentation``).
    struct BarHeights {
        /// Each candidate: its height, what it is (`the status bar`) and on which device.
        var top: [(height: Double, what: String, device: String)] = []
        var bottom: [(height: Double, what: String, device: String)] = []
        /// How the screen is shown.
        var presentation: ScreenPresentation

        init(_ screen: LayoutScreen, catalog: DeviceCatalog) {
            let environment = screen.environment
            let bars = environment.bars
            presentation = bars.presentation
            // A view placed inside another has no bar above or below it: no distance is a bar.
            guard presentation != .embedded else { return }
            typealias Candidate = (name: String, safeTop: Double, statusBar: Double, safeBottom: Double, pad: Bool)
            var candidates: [Candidate] = []
            if let design = environment.designDevice {
                candidates.append(("the device it was drawn on (\(design.name))", design.safeAreaInsets.top,
                                   design.safeAreaInsets.top, design.safeAreaInsets.bottom, design.idiom == .pad))
            }
            let references = environment.devices.isEmpty
                ? DeviceCatalog.defaultDeviceNames.map { DeviceReference.catalog(name: $0, span: nil) } : environment.devices
            for reference in references {
                switch reference {
                case .catalog(let name, _):
                    guard let device = catalog.device(named: name) else { continue }
                    candidates.append((device.name, device.portraitSafeArea.top, device.statusBarHeight,
                                       device.portraitSafeArea.bottom, device.family == .pad))
                case .custom(let device):
                    let pad = device.idiom == .pad || (device.idiom == nil && min(device.size.width, device.size.height) >= 600)
                    candidates.append((device.name, device.safeAreaInsets.top, device.safeAreaInsets.top,
                                       device.safeAreaInsets.bottom, pad))
                }
            }
            let metrics = catalog.metrics
            for device in candidates {
                if presentation != .sheet, !bars.prefersStatusBarHidden, device.safeTop > 0 {
                    top.append((device.safeTop, "the status bar", device.name))
                }
                if presentation != .sheet, bars.showsNavigationBar {
                    let bar = device.pad ? metrics.padNavigationBarHeight : metrics.phoneNavigationBarHeight
                    let status = bars.prefersStatusBarHidden ? 0 : device.statusBar
                    top.append((status + bar, "status bar + navigation bar", device.name))
                }
                // An iPad's home-indicator inset is 20 pt, the regular-width system margin
                // (`systemMinimumLayoutMargins`): a 20-pt bottom inset is a margin there as often
                // as not, so only a phone's home indicator counts as evidence.
                if device.safeBottom > 0, !device.pad { bottom.append((device.safeBottom, "the home indicator", device.name)) }
                if bars.tabBar != nil, !bars.hidesBottomBarWhenPushed {
                    let bar = device.pad ? metrics.padTabBarHeight : metrics.phoneTabBarHeight
                    bottom.append((bar + device.safeBottom, "a tab bar", device.name))
                }
            }
        }

        /// What `distance` stands for on the top or bottom edge, or `nil`.
        func meaning(of distance: Double, top isTop: Bool) -> String? {
            (isTop ? top : bottom).first { abs($0.height - distance) < 0.01 }.map { "\($0.what) on \($0.device)" }
        }

        /// Where the same bar has another height than `distance`, each device once: what the
        /// constant does there (the view under the bar by the difference, or a gap below it).
        func elsewhere(_ distance: Double, top isTop: Bool, view: String) -> [String] {
            let candidates = isTop ? top : bottom
            guard let match = candidates.first(where: { abs($0.height - distance) < 0.01 }) else { return [] }
            var seen = Set<String>()
            return candidates.filter { $0.what == match.what && abs($0.height - distance) >= 0.01 && seen.insert($0.device).inserted }
                .map { other in
                    // To hundredths: a Dynamic Island status bar is 53.67 pt (Docs/uikit-devices.md).
                    let hundredths = { (value: Double) in formatNumber((value * 100).rounded() / 100) }
                    let difference = hundredths(abs(other.height - distance))
                    return other.height > distance
                        ? "on \(other.device) \(other.what) reaches \(hundredths(other.height)) pt: '\(view)' is \(difference) pt under it"
                        : "on \(other.device) \(other.what) reaches \(hundredths(other.height)) pt: '\(view)' leaves a \(difference)-pt gap"
                }
        }
    }

    /// A constant is taken for a bar's height only with evidence: the constraint pins (an
    /// inequality is a bound, not a position), and the view does not keep the same distance on
    /// its sides (`edges.inset(20)`, 20 pt leading and trailing), where the number is the
    /// design's margin and its match with a bar a coincidence.
    private static func barHeightConstant(_ constraint: IRConstraint, heights: BarHeights,
                                          margins: [String: Set<Double>]) -> LayoutDiagnostic? {
        guard let second = constraint.secondItem, constraint.multiplier == 1, constraint.relation == .equal,
              // A number the code scales to the screen is no fixed bar height, whatever it comes to.
              constraint.screenScaling == nil else { return nil }
        // Either side may be the root edge: `a.top == view.top + 64` or `view.top == a.top - 64`.
        let rootFirst = constraint.firstItem.isRoot
        let rootSecond = second.isRoot
        guard rootFirst != rootSecond else { return nil }
        let rootAttribute = rootFirst ? constraint.firstAttribute : constraint.secondAttribute
        let viewAttribute = rootFirst ? constraint.secondAttribute : constraint.firstAttribute
        let view = rootFirst ? second : constraint.firstItem
        guard !(margins[view.view]?.contains(abs(constraint.constant)) ?? false) else { return nil }
        // Measured from the root edge into the view: positive when the view sits inside.
        let inset = rootFirst ? -constraint.constant : constraint.constant
        let guideEdge: String
        switch rootAttribute {
        case .top:
            guard viewAttribute == .top || viewAttribute == .topMargin else { return nil }
            guideEdge = "top"
        case .bottom:
            guard viewAttribute == .bottom || viewAttribute == .bottomMargin else { return nil }
            guideEdge = "bottom"
        default:
            return nil
        }
        let distance = guideEdge == "top" ? inset : -inset
        guard distance > 0, let meaning = heights.meaning(of: distance, top: guideEdge == "top") else { return nil }
        let rule = RuleRegistry.rule(.barHeightConstant)
        let elsewhere = heights.elsewhere(distance, top: guideEdge == "top", view: view.view).map { DiagnosticNote($0) }
        var diagnostic = rule.diagnostic(
            "'\(view)' is pinned \(formatNumber(distance)) pt from the root view's \(guideEdge) edge, the height of \(meaning)",
            at: constraint.origin.span,
            notes: elsewhere + [DiagnosticNote("bar and status-bar heights differ between devices and orientations; the safe area already accounts for them"),
                    DiagnosticNote("pin to the safe area instead: '\(view).\(viewAttribute.name) == view.safeArea.\(guideEdge)'")])
        if guideEdge == "top", heights.presentation == .undetermined {
            diagnostic.severity = .info
            diagnostic.notes.insert(DiagnosticNote("only if the screen is shown full screen: how it is shown is the app's code's choice, and presented with the default style (a page sheet since iOS 13) it has no status bar above it, so the number may be a margin"), at: 0)
        }
        return diagnostic
    }

    private static func duplicates(_ constraints: [IRConstraint]) -> [LayoutDiagnostic] {
        var seen: [CanonicalConstraint: IRConstraint] = [:]
        var diagnostics: [LayoutDiagnostic] = []
        for constraint in constraints {
            let key = CanonicalConstraint(constraint)
            if let earlier = seen[key] {
                diagnostics.append(RuleRegistry.rule(.duplicateConstraint).diagnostic(
                    "'\(constraint)' duplicates an earlier constraint",
                    at: constraint.origin.span,
                    notes: [DiagnosticNote("first written here as '\(earlier)'", span: earlier.origin.span)]))
            } else {
                seen[key] = constraint
            }
        }
        return diagnostics
    }
}

/// A constraint with its two sides in a fixed order, so `a.x == b.y + 8` and `b.y == a.x - 8`
/// compare equal (only when the multiplier is 1, where the flip is exact).
struct CanonicalConstraint: Hashable {
    var firstItem: LayoutItem
    var firstAttribute: Attribute
    var relation: Relation
    var secondItem: LayoutItem?
    var secondAttribute: Attribute
    var multiplier: Double
    var constant: Double
    var priority: Float
    /// Two constraints under different size classes are never installed together.
    var sizeClasses: SizeClassCondition?
    /// What the constant gains per point of the screen and per device pixel: `W - 30` and `290`
    /// (or `1 / scale` and `0.5`) are equal on one screen only, so they are no duplicates
    /// (flipped with the sides, as the constant is).
    var screenWidth: Double
    var screenHeight: Double
    var screenPixel: Double

    init(_ c: IRConstraint) {
        sizeClasses = c.sizeClasses
        screenWidth = c.screenScaling?.width ?? 0
        screenHeight = c.screenScaling?.height ?? 0
        screenPixel = c.screenScaling?.pixel ?? 0
        firstItem = c.firstItem
        firstAttribute = c.firstAttribute
        relation = c.relation
        secondItem = c.secondItem
        secondAttribute = c.secondAttribute
        multiplier = c.multiplier
        constant = c.constant
        priority = c.priority.value
        if let second = c.secondItem, c.multiplier == 1,
           (second.description, c.secondAttribute.rawValue) < (c.firstItem.description, c.firstAttribute.rawValue) {
            firstItem = second
            firstAttribute = c.secondAttribute
            secondItem = c.firstItem
            secondAttribute = c.firstAttribute
            relation = c.relation.flipped
            constant = c.constant == 0 ? 0 : -c.constant
            screenWidth = screenWidth == 0 ? 0 : -screenWidth
            screenHeight = screenHeight == 0 ? 0 : -screenHeight
            screenPixel = screenPixel == 0 ? 0 : -screenPixel
        }
    }
}
