/// The environment a screen is laid out in: as designed, a device the size Xcode stored for the
/// root view with the safe area Interface Builder simulated; otherwise the default devices with
/// the simulated bars.
struct IBDesignEnvironment {
    /// An Interface Builder canvas device: its portrait size and the top and bottom safe-area
    /// insets IB simulates on it (`Docs/InterfaceBuilder.md#environments`).
    struct CanvasDevice {
        var width: Double
        var height: Double
        var top: Double
        var bottom: Double
        var notched: Bool
        /// Points to pixels of the phone the canvas shows: stored frames sit on its pixel grid
        /// (1/3 pt on @3x canvases), and the canvas is laid out on the same grid.
        var scale: Double = 2
        /// The hardware insets in landscape (the status bar is hidden there on iPhones).
        var landscapeSafeArea: LayoutInsets = .zero
    }

    let context: IBDocumentContext
    let records: [IBScreenBuilder.Record]
    let rootElement: Int
    var diagnostics: [LayoutDiagnostic] = []

    init(context: IBDocumentContext, builder: IBScreenBuilder) {
        self.context = context
        self.records = builder.records
        self.rootElement = builder.rootElement
    }

    /// Interface Builder's canvas device ids and the catalog devices they show: their sizes,
    /// scales and insets are the catalog's (Docs/uikit-devices.md); only what Xcode's canvas does
    /// differently is said here.
    static let canvasDevices: [String: String] = [
        "retina3_5": "iPhone4S", "retina4_0": "iPhoneSE", "retina4_7": "iPhone8", "retina5_5": "iPhone8Plus",
        "retina5_9": "iPhoneXS", "retina6_1": "iPhoneXR", "retina6_5": "iPhoneXSMax", "retina6_0": "iPhone13",
        "retina6_7": "iPhone13ProMax", "retina5_4": "iPhone12mini", "retina6_12": "iPhone15", "retina6_72": "iPhone15ProMax",
        "retina6_3": "iPhone16Pro", "retina6_9": "iPhone16ProMax",
        "ipad9_7": "iPad6", "ipad": "iPad6", "ipad10_5": "iPadAir3", "ipad10_2": "iPad9", "ipad12_9": "iPadPro12_9Gen2",
        "ipad11_0rounded": "iPadPro11", "ipad10_9rounded": "iPadAir", "ipad12_9rounded": "iPadPro12_9",
    ]

    /// The canvas of an IB device id, with the insets IB shows for documents of this tools version.
    func canvasDevice(_ id: String) -> CanvasDevice? {
        guard let name = Self.canvasDevices[id], let device = DeviceCatalog.standard.device(named: name) else { return nil }
        let tools = context.toolsVersion
        let notched = device.portraitSafeArea.bottom > 0
        var top = device.portraitSafeArea.top
        // Home-button iPhones show a 20-pt status bar up to Xcode 10, none from Xcode 11 on.
        if device.family == .phone, !notched, tools >= 15000 { top = 0 }
        // The 6.1-inch iPhone XR/11 canvas shows iOS 13's 44-pt status bar before Xcode 14
        // (toolsVersion 21000), the catalog's iOS 14 and later value from then on.
        if id == "retina6_1", tools < 21000 { top = 44 }
        return CanvasDevice(width: device.portraitSize.width, height: device.portraitSize.height, top: top,
                            bottom: device.portraitSafeArea.bottom, notched: notched, scale: device.scale,
                            landscapeSafeArea: device.landscapeSafeArea)
    }

    // MARK: - Controller views

    mutating func controllerDeclaration(constraints: [IRConstraint]) -> EnvironmentDeclaration {
        let controller = context.tree.nodes[rootElement].parent
        var bars = simulatedBars(controller)
        guard context.options.asDesigned else {
            if bars.topInferred, !designShowsTopBar(constraints: constraints) { bars.top = nil }
            var declaration = EnvironmentDeclaration(navigationBar: bars.top, tabBar: bars.tabBar)
            extendedLayout(of: controller, into: &declaration.bars)
            declaration.designDevice = designDevice(statusBarHidden: declaration.bars.prefersStatusBarHidden)
            declaration.bars.prefersStatusBarHidden = bars.statusBarHidden
                && !designShowsStatusBar(topBar: bars.top, constraints: constraints)
            // The controller's class (or a superclass) returns `true` from `prefersStatusBarHidden`
            // in code (``ProjectFacts/statusBarHidingClasses``): UIKit shows no status bar over it.
            let hiders = context.project.statusBarHidingClasses
            if !hiders.isEmpty, let owner = controller.flatMap({ context.tree.nodes[$0]["customClass"] }),
               context.project.lineage(of: owner).contains(where: hiders.contains) {
                declaration.bars.prefersStatusBarHidden = true
            }
            if let size = presentedSize(controller) {
                // Shown at the size it was designed for (a form sheet, a popover, a child), not
                // full screen: laid out there once, with no bars and no safe-area insets.
                declaration = EnvironmentDeclaration(devices: [.custom(CustomDevice(name: "freeform", size: size))],
                                                     orientations: [.portrait], directions: [.ltr])
                declaration.designSize = size
            }
            // Frames and masks the engine translates itself are relative to the designed root.
            if let stored = records.first?.frame { declaration.designSize = LayoutSize(width: stored.width, height: stored.height) }
            declaration.bars.presentation = presentation(of: controller)
            // The controller's class (or a superclass) makes its bar see-through in code: what
            // runs under the bar is meant to show (``ProjectFacts/transparentNavigationBarOwners``).
            let owners = context.project.transparentNavigationBarOwners
            if !owners.isEmpty, let owner = controller.flatMap({ context.tree.nodes[$0]["customClass"] }),
               context.project.lineage(of: owner).contains(where: owners.contains) {
                declaration.bars.navigationBarIsTransparent = true
            }
            // A bar only simulated: no navigation controller of the document shows the scene, so
            // the code may push it onto a stack with a bar, or show it without one.
            if declaration.bars.navigationBar != nil, context.isStoryboard,
               let id = controller.flatMap({ context.tree.nodes[$0]["id"] }), !context.controllersInNavigationStacks.contains(id) {
                declaration.bars.navigationBarOnlySimulated = true
            }
            // The controller's class hides its navigation bar in code while it is on screen
            // (``ProjectFacts/navigationBarHidingOwners``): UIKit lays the view out with no bar.
            // Hidden and shown again while on screen, the bar's place is the code's to decide.
            if declaration.bars.navigationBar != nil, let owner = controller.flatMap({ context.tree.nodes[$0]["customClass"] }) {
                let lineage = context.project.lineage(of: owner)
                if lineage.contains(where: context.project.navigationBarHidingOwners.contains) {
                    if lineage.contains(where: context.project.navigationBarShowingOwners.contains) {
                        declaration.bars.navigationBarToggledByCode = true
                    } else {
                        declaration.bars.navigationBar = .hidden
                    }
                }
            }
            return declaration
        }
        let deviceName = context.deviceID ?? "canvas"
        let canvas = context.deviceID.flatMap { canvasDevice($0) }
        // No device (Xcode 6 and 7): the stored root frame, else the 600 × 600 "Any" canvas.
        let stored = records.first?.frame
        var size = LayoutSize(width: stored?.width ?? canvas?.width ?? 600, height: stored?.height ?? canvas?.height ?? 600)
        if stored == nil, let canvas, context.landscape { size = LayoutSize(width: canvas.height, height: canvas.width) }
        var insets = LayoutInsets.zero
        if let canvas {
            insets = context.landscape
                ? canvas.landscapeSafeArea
                : LayoutInsets(top: bars.statusBarHidden && !canvas.notched ? 0 : canvas.top, left: 0, bottom: canvas.bottom, right: 0)
        } else if context.deviceID == nil {
            insets.top = context.toolsVersion >= 15000 ? 0 : 20
        }
        // Bars over a full-size root add to its safe area; opaque bars shrink the root instead,
        // which the stored size already shows.
        let fullHeight = canvas.map { context.landscape ? $0.width : $0.height } ?? size.height
        if size.height >= fullHeight {
            // The canvas draws an iPhone's bars, also on iPad canvases.
            let metrics = DeviceCatalog.standard.metrics
            if bars.top == .translucent {
                insets.top += context.landscape && canvas?.width ?? 0 < 768 ? metrics.compactNavigationBarHeight : metrics.phoneNavigationBarHeight
            }
            if bars.tabBar == .translucent { insets.bottom += metrics.phoneTabBarHeight }
            if bars.toolbar { insets.bottom += metrics.phoneToolbarHeight }
        } else {
            insets.top = 0
        }
        insets = inferred(insets, guideOwner: LayoutItem.rootName, height: size.height, constraints: constraints)
        var declaration = EnvironmentDeclaration(devices: [.custom(CustomDevice(name: IBNaming.identifier(deviceName), size: size,
                                                                                safeAreaInsets: insets, scale: canvas?.scale))],
                                                 orientations: [.portrait], directions: [.ltr])
        // The canvas draws an embedded child with the insets the document simulates (inferred
        // above), not the zero safe area of its container in the app.
        let shown = presentation(of: controller)
        declaration.bars.presentation = shown == .embedded ? .undetermined : shown
        return declaration
    }

    /// How the controller's scene is shown (``IBScenePresentations``); a controller the
    /// document's scenes do not hold is `undetermined`.
    private func presentation(of controller: Int?) -> ScreenPresentation {
        guard let id = controller.flatMap({ context.tree.nodes[$0]["id"] }) else { return .undetermined }
        return context.scenePresentations[id] ?? .undetermined
    }

    /// The size of a controller shown in a form or page sheet, or one Interface Builder drew at a
    /// width no full screen of its canvas device has: a freeform size (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics">`:
    /// a form sheet of 815 × 660, a popover of 320 × 276), or the size of the container it is
    /// embedded in, which a scene pushed inside that container shares. Such a scene is shown in a
    /// box of that size, not on a whole screen. A scene as wide as its canvas device (a phone-wide
    /// freeform scene made tall to draw a long scroll view, a root shortened by opaque bars) is
    /// a full-width screen: `nil`, unless a freeform size makes it less than half as tall as that
    /// screen, which no bars do. Without a known canvas only an explicit freeform size counts
    /// (Xcode 6 and 7 drew every scene on a 600 × 600 canvas).
    private func presentedSize(_ controller: Int?) -> LayoutSize? {
        guard let controller, let stored = records.first?.frame, stored.width > 0, stored.height > 0 else { return nil }
        // A sheet is a box or a card whatever width it was drawn at (``IBSheetPresentations``).
        if let id = context.tree.nodes[controller]["id"], context.sheetControllers.contains(id) {
            return LayoutSize(width: stored.width, height: stored.height)
        }
        let freeform = context.tree.child(of: controller, named: "freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
        guard let canvas = context.deviceID.flatMap({ canvasDevice($0) }) else {
            return freeform ? LayoutSize(width: stored.width, height: stored.height) : nil
        }
        // As wide as the canvas in one orientation: a full-width screen, its height shortened at
        // most by bars. A freeform size less than half that screen's height is no screen but a
        // box as wide (a child panel drawn 1024 × 299 on a landscape iPad canvas): bars never take
        // half a screen.
        if let screenHeight = [(canvas.width, canvas.height), (canvas.height, canvas.width)]
            .first(where: { abs($0.0 - stored.width) < 0.5 })?.1 {
            guard freeform, stored.height < screenHeight / 2 else { return nil }
        }
        return LayoutSize(width: stored.width, height: stored.height)
    }

    /// Whether the document's own frames show a navigation bar over a controller whose bar is
    /// only inferred from its `<navigationItem>`. A scene keeps a navigation item once it has
    /// been given one, yet Interface Builder draws the bar only while the scene is in a
    /// navigation stack; the stored frames tell: a view pinned to the safe area's top sits below
    /// the canvas's status bar alone (48 on a 6.1-inch canvas) when no bar was drawn, 44 further
    /// down when one was. Without such a view, or on a canvas vflc does not know, the bar stays.
    private func designShowsTopBar(constraints: [IRConstraint]) -> Bool {
        guard let id = context.deviceID, let canvas = canvasDevice(id), !context.landscape || canvas.width >= 768,
              let stored = records.first?.frame, stored.height >= (context.landscape ? canvas.width : canvas.height)
        else { return true }
        guard let top = drawnSafeAreaTop(rootHeight: stored.height, constraints: constraints) else { return true }
        return top >= canvas.top + 44 - 0.5
    }

    /// The safe area's top as the stored frames show it: where a view with a stored frame that
    /// is pinned to the safe area's top sits; `nil` when no such view tells.
    private func drawnSafeAreaTop(rootHeight: Double, constraints: [IRConstraint]) -> Double? {
        let marker = -1.0
        let evidence = inferred(LayoutInsets(top: marker, left: 0, bottom: 0, right: 0), guideOwner: LayoutItem.rootName,
                                height: rootHeight, constraints: constraints)
        return evidence.top == marker ? nil : evidence.top
    }

    /// Whether the stored frames show a status bar over a scene that simulates none: Xcode 16
    /// still writes `<nil key="simulatedStatusBarMetrics"/>` in scenes it draws with one
    /// (duckduckgo's `Tab.storyboard` pins a view 80 above a safe area stored 20 pt down), while
    /// older documents drew none (eidolon's kiosk pins a button 20 below both the root's top
    /// and the top layout guide). A view with a stored frame pinned to the safe area's top
    /// tells which: the safe area starts below the drawn bars alone, or a status bar lower.
    /// Without such a view, or on a notched canvas (whose safe area starts below the sensor
    /// housing either way), the document's word stands.
    private func designShowsStatusBar(topBar: BarStyle?, constraints: [IRConstraint]) -> Bool {
        guard let stored = records.first?.frame,
              context.deviceID.flatMap({ canvasDevice($0) })?.notched != true else { return false }
        guard let top = drawnSafeAreaTop(rootHeight: stored.height, constraints: constraints) else { return false }
        let bar: Double = topBar == .translucent ? 44 : 0
        return top - bar >= 0.5
    }

    /// The canvas device as a device of the IR, in portrait: what the document's numbers were
    /// chosen on (``EnvironmentDeclaration/designDevice``). `nil` without a known canvas.
    private func designDevice(statusBarHidden: Bool) -> CustomDevice? {
        guard let id = context.deviceID, let canvas = canvasDevice(id) else { return nil }
        let top = statusBarHidden && !canvas.notched ? 0 : canvas.top
        return CustomDevice(name: id, size: LayoutSize(width: canvas.width, height: canvas.height),
                            safeAreaInsets: LayoutInsets(top: top, left: 0, bottom: canvas.bottom, right: 0),
                            scale: canvas.scale, idiom: canvas.width >= 768 ? .pad : .phone)
    }

    /// The controller's `extendedLayoutIncludesOpaqueBars` (an attribute, UIKit's default false)
    /// and `edgesForExtendedLayout` (`<extendedEdge key="edgesForExtendedLayout" top="YES" …/>`,
    /// every edge when absent; an element without flags is none). Under an opaque bar the root
    /// view starts below it unless the first is true (UIViewController, since iOS 7).
    private func extendedLayout(of controller: Int?, into bars: inout BarConfiguration) {
        guard let controller else { return }
        let tree = context.tree
        bars.extendedLayoutIncludesOpaqueBars = tree.nodes[controller]["extendedLayoutIncludesOpaqueBars"] == "YES"
        if let edge = tree.child(of: controller, named: "extendedEdge", key: "edgesForExtendedLayout") {
            let node = tree.nodes[edge]
            var edges: RectEdges = []
            for (name, flag) in [("top", RectEdges.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            where node[name] == "YES" { edges.insert(flag) }
            bars.edgesForExtendedLayout = edges
        }
    }

    /// The bars Interface Builder simulates for a controller: explicit simulated metrics, or a
    /// navigation bar inferred from a `<navigationItem>` (`topInferred`). `statusBarHidden`:
    /// the scene simulates no status bar (`<nil key="simulatedStatusBarMetrics"/>`), as a screen
    /// that hides it (a kiosk, a full-screen player) is drawn; like the simulated bars, the
    /// devices take it as the screen's configuration.
    private func simulatedBars(_ controller: Int?)
        -> (top: BarStyle?, tabBar: BarStyle?, toolbar: Bool, topInferred: Bool, statusBarHidden: Bool) {
        guard let controller else { return (nil, nil, false, false, false) }
        let tree = context.tree
        var top: BarStyle?
        var tab: BarStyle?
        var toolbar = false
        var inferredTop = false
        var statusBarHidden = false
        for child in tree.nodes[controller].children {
            let node = tree.nodes[child]
            if node.name == "nil", node["key"] == "simulatedStatusBarMetrics" { statusBarHidden = true }
            let style: BarStyle = node["translucent"] == "NO" ? .opaque : .translucent
            switch (node.name, node["key"]) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?): top = style; inferredTop = false
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?): tab = style
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?): toolbar = true
            case ("navigationItem", "navigationItem"?) where top == nil:
                // Inferred from the stack; none when the navigation controller hides its bar.
                let id = tree.nodes[controller]["id"] ?? ""
                if !context.controllersWithHiddenBar.contains(id) {
                    top = context.controllersWithOpaqueBar.contains(id) ? .opaque : .translucent
                    inferredTop = true
                }
            default: break
            }
        }
        return (top, tab, toolbar, inferredTop, statusBarHidden)
    }

    // MARK: - Freeform views (xib top-level views, cells)

    mutating func freeformDeclaration(size: LayoutSize, guideOwner: String, constraints: [IRConstraint]) -> EnvironmentDeclaration {
        if context.options.asDesigned {
            let insets = inferred(.zero, guideOwner: guideOwner, height: size.height, constraints: constraints)
            let scale = context.deviceID.flatMap { canvasDevice($0) }?.scale
            var declaration = EnvironmentDeclaration(devices: [.custom(CustomDevice(name: "canvas", size: size, safeAreaInsets: insets,
                                                                                    scale: scale))],
                                                     orientations: [.portrait], directions: [.ltr])
            // A xib's view is shown however its owner's code shows it.
            declaration.bars.presentation = .undetermined
            return declaration
        }
        // A view loaded from a nib takes the width it is given, usually the screen's: it is laid
        // out at each default device's width and at its designed height.
        let all = IBDesignDevices.defaultWidths(minimumRelease: context.minimumRelease)
        let widths = context.isPadOnly ? all.filter { IBDesignDevices.defaultPads.contains($0.name) }
            : context.isPhoneOnly ? all.filter { !IBDesignDevices.defaultPads.contains($0.name) }
            : all
        let devices = widths.map { device in
            DeviceReference.custom(CustomDevice(name: device.name + "Width",
                                                size: LayoutSize(width: device.width, height: size.height)))
        }
        var declaration = EnvironmentDeclaration(devices: devices, orientations: [.portrait], directions: [.ltr])
        declaration.bars.presentation = .undetermined
        // The size its frames were set at: this marks the layout as the app's, not the canvas's,
        // even when one device is left (an iPad-only document has one default iPad), so stored
        // frames are not compared with it (`misplaced-view` is about the canvas only).
        declaration.designSize = size
        return declaration
    }

    // MARK: - Safe-area insets from the document

    /// The top and bottom safe-area insets the document's own constraints pin: a view whose
    /// frame is stored, constrained to the guide's top (or the top layout guide's bottom) by a
    /// required `==` with multiplier 1, tells the inset. The most frequent answer wins; with
    /// none, `fallback` stands.
    private func inferred(_ fallback: LayoutInsets, guideOwner: String, height: Double,
                          constraints: [IRConstraint]) -> LayoutInsets {
        var frames: [String: LayoutRect] = [:]
        for record in records { if let frame = record.absoluteFrame { frames[record.name] = frame } }
        if let root = records.first, root.parent == nil, guideOwner == LayoutItem.rootName { frames[LayoutItem.rootName] = root.absoluteFrame }
        var tops: [Double: Int] = [:]
        var bottoms: [Double: Int] = [:]
        for constraint in constraints where constraint.relation == .equal && constraint.priority.isRequired
            && constraint.multiplier == 1 {
            guard let second = constraint.secondItem else { continue }
            for (guideSide, viewSide, sign) in [(second, constraint.firstItem, 1.0), (constraint.firstItem, second, -1.0)] {
                guard guideSide.view == guideOwner, viewSide.guide == nil, let frame = frames[viewSide.view] else { continue }
                let guideAttribute = sign > 0 ? constraint.secondAttribute : constraint.firstAttribute
                let viewAttribute = sign > 0 ? constraint.firstAttribute : constraint.secondAttribute
                // view = guide + c  (sign 1), or guide = view + c  (sign −1).
                if (guideSide.guide == .safeArea && guideAttribute == .top && viewAttribute == .top)
                    || (guideSide.guide == .topLayoutGuide && guideAttribute == .bottom && viewAttribute == .top) {
                    let inset = frame.minY - sign * constraint.constant
                    if inset >= 0, inset < height / 2 { tops[(inset * 2).rounded() / 2, default: 0] += 1 }
                }
                if (guideSide.guide == .safeArea && guideAttribute == .bottom && viewAttribute == .bottom)
                    || (guideSide.guide == .bottomLayoutGuide && guideAttribute == .top && viewAttribute == .bottom) {
                    let inset = height - frame.maxY + sign * constraint.constant
                    if inset >= 0, inset < height / 2 { bottoms[(inset * 2).rounded() / 2, default: 0] += 1 }
                }
            }
        }
        var result = fallback
        if let top = tops.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) { result.top = top.key }
        if let bottom = bottoms.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) { result.bottom = bottom.key }
        return result
    }
}
