/// The size classes a screen is resolved for (`nil`: Any).
struct IBTraits: Hashable, Sendable {
    var horizontalRegular: Bool?
    var verticalRegular: Bool?

    /// Whether a `<variation key="…">` applies, and how specific it is (0: `default`, 1: one
    /// class named, 2: both). `nil` when it does not apply.
    func specificity(of key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            let regular: Bool
            switch pair[1] {
            case "regular": regular = true
            case "compact": regular = false
            default: return nil
            }
            switch pair[0] {
            case "widthClass": guard horizontalRegular == regular else { return nil }
            case "heightClass": guard verticalRegular == regular else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }
}

/// One screen to build from a root element: the size classes to resolve variations for, the
/// devices to lay out on (empty: the default set) and a suffix for its name.
struct IBTraitVariant {
    var traits: IBTraits
    var devices: [String]
    var suffix: String
    /// Built for every pair of size classes and joined into one screen that carries them all
    /// (``IBVariations/screens(context:root:variant:)``); `traits` is then unused.
    var everySizeClass = false
}

/// What a whole document offers every screen: the tree, ids, image sizes, outlet names, and the
/// document-level attributes (tools version, device).
struct IBDocumentContext {
    let file: SourceFile
    let tree: XMLTree
    let options: InterfaceBuilderOptions
    /// What the run's source files say about the document's classes.
    let project: ProjectFacts
    var diagnostics: [LayoutDiagnostic] = []
    /// Element index by `id`, over the whole document.
    private(set) var elementsByID: [String: Int] = [:]
    /// Point sizes of `<resources><image name width height>`.
    private(set) var imageSizes: [String: LayoutSize] = [:]
    /// `intrinsicContentSize` of `<designables><designable id>` views.
    private(set) var designableSizes: [String: LayoutSize] = [:]
    /// Outlet property names by destination id (the first outlet wins).
    private(set) var outletNames: [String: String] = [:]
    /// The outlet collections each view is in (`IBOutletCollection`), by the view's id: code that
    /// walks a collection reaches every view of it.
    private(set) var outletCollectionNames: [String: Set<String>] = [:]
    /// The class of the object that has each outlet (its `customClass`: a controller, a cell, a
    /// xib's File's Owner), by the outlet's destination id.
    private(set) var outletOwnerClasses: [String: String] = [:]
    /// Ids of constraints connected to an outlet (code may change them at run time).
    private(set) var outletConstraintIDs: Set<String> = []
    /// Ids of views a table cell's `accessoryView` or `editingAccessoryView` outlet names: the cell
    /// places them (``IBViewProperties/keepsFrame(_:builder:)``).
    private(set) var cellAccessoryViewIDs: Set<String> = []
    /// The integer part of `toolsVersion` (0 when absent).
    private(set) var toolsVersion = 0
    /// `<device id>` and its orientation.
    private(set) var deviceID: String?
    private(set) var landscape = false
    /// True when the document contains `<variation>` elements.
    private(set) var hasVariations = false
    /// `useAutolayout="YES"`.
    private(set) var usesAutoLayout = false
    /// `useSafeAreas="YES"`.
    private(set) var usesSafeAreas = false
    /// `targetRuntime="iOS.CocoaTouch.iPad"`: a document made for the iPad alone (Xcode's
    /// iPad-only nibs and storyboards), never shown on an iPhone.
    private(set) var isPadOnly = false
    /// The project that owns the document builds its app for the iPhone only
    /// (`TARGETED_DEVICE_FAMILY = 1`, ``ProjectFacts/deviceFamilies(forFileAt:)``): it runs on
    /// iPhones, and on an iPad only in compatibility mode at an iPhone's size.
    private(set) var isPhoneOnly = false
    /// True when the document's app supports landscape orientations only (its project lists no
    /// portrait one in `UISupportedInterfaceOrientations`, ``ProjectFacts/orientations(forFileAt:)``):
    /// its screens are never shown in portrait.
    private(set) var isLandscapeOnly = false
    /// The app has no right-to-left localization (``ProjectFacts/isLeftToRightOnly(forFileAt:)``).
    private(set) var isLeftToRightOnly = false
    /// The earliest iOS major release the owning project deploys to
    /// (``ProjectFacts/minimumRelease(forFileAt:)``): default devices that never run it are left out.
    private(set) var minimumRelease: Int?
    /// True for a `.storyboard` document.
    private(set) var isStoryboard = false
    /// The custom class of a xib's File's Owner, which names the screen of its `view`.
    private(set) var filesOwnerClass: String?
    /// Controllers whose navigation controller hides its bar (``IBNavigationStacks``).
    private(set) var controllersWithHiddenBar: Set<String> = []
    /// Controllers some navigation controller of the document reaches (``IBNavigationStacks``).
    private(set) var controllersInNavigationStacks: Set<String> = []
    /// Controllers whose navigation controller's bar is opaque (``IBNavigationStacks``).
    private(set) var controllersWithOpaqueBar: Set<String> = []
    /// Controllers shown in a form or page sheet (``IBSheetPresentations``).
    private(set) var sheetControllers: Set<String> = []
    /// How each controller is shown (``IBScenePresentations``), by id.
    private(set) var scenePresentations: [String: ScreenPresentation] = [:]

    init(file: SourceFile, tree: XMLTree, options: InterfaceBuilderOptions, project: ProjectFacts = ProjectFacts()) {
        self.file = file
        self.tree = tree
        self.options = options
        self.project = project
        controllersWithHiddenBar = IBNavigationStacks.controllersWithHiddenBar(in: tree)
        controllersWithOpaqueBar = IBNavigationStacks.controllersWithOpaqueBar(in: tree)
        controllersInNavigationStacks = IBNavigationStacks.controllersInNavigationStacks(in: tree)
        sheetControllers = IBSheetPresentations.sheetControllers(in: tree)
        let children = project.childControllerClasses
        scenePresentations = IBScenePresentations.presentations(in: tree, isChildClass: { type in
            !children.isEmpty && project.lineage(of: type).contains(where: children.contains)
        })
        for (index, node) in tree.nodes.enumerated() {
            if let id = node["id"], elementsByID[id] == nil { elementsByID[id] = index }
            switch node.name {
            case "image":
                if let name = node["name"], let width = node["width"].flatMap(Double.init),
                   let height = node["height"].flatMap(Double.init), width.isFinite, height.isFinite,
                   tree.nodes[node.parent ?? 0].name == "resources",
                   node["catalog"] != "system" {  // a symbol's entry is its shape at 128 pt, not a size
                    imageSizes[name] = LayoutSize(width: width, height: height)
                }
            case "outlet", "outletCollection":
                if let destination = node["destination"], let property = node["property"] {
                    if outletNames[destination] == nil { outletNames[destination] = property }
                    if node.name == "outletCollection" { outletCollectionNames[destination, default: []].insert(property) }
                    if outletOwnerClasses[destination] == nil, let connections = node.parent,
                       let owner = tree.nodes[connections].parent, let type = tree.nodes[owner]["customClass"] {
                        outletOwnerClasses[destination] = type
                    }
                    outletConstraintIDs.insert(destination)
                    if property == "accessoryView" || property == "editingAccessoryView",
                       let connections = node.parent, let owner = tree.nodes[connections].parent,
                       tree.nodes[owner].name == "tableViewCell" {
                        cellAccessoryViewIDs.insert(destination)
                    }
                }
            case "designable":
                if let id = node["id"], let size = tree.child(of: index, named: "size", key: "intrinsicContentSize"),
                   let width = tree.nodes[size]["width"].flatMap(Double.init),
                   let height = tree.nodes[size]["height"].flatMap(Double.init) {
                    designableSizes[id] = LayoutSize(width: width, height: height)
                }
            case "variation":
                hasVariations = true
            case "placeholder":
                if node["placeholderIdentifier"] == "IBFilesOwner", filesOwnerClass == nil { filesOwnerClass = node["customClass"] }
            default:
                break
            }
        }
    }

    /// Whether the rows of the `<tableView>` at `table` may be as tall as their content: the
    /// table's row height is automatic (`rowHeight="-1"`, `UITableView.automaticDimension`), or
    /// code of its own class or of its controller's (or of a superclass the project declares)
    /// makes it so (``ProjectFacts/selfSizingTableOwners``). A prototype cell's custom row height
    /// does not change this: it sizes the cell on the canvas only (useyourloaf.com, "Self Sizing
    /// Table View Cells In Interface Builder": it "only changes the height of the cell in
    /// Interface Builder - it doesn't change the row height at runtime").
    func hasAutomaticRowHeights(_ table: Int) -> Bool {
        if tree.nodes[table]["rowHeight"] == "-1" { return true }
        let owners = project.selfSizingTableOwners
        guard !owners.isEmpty else { return false }
        var classes = [tree.nodes[table]["customClass"]]
        if let controller = IBNavigationStacks.owningController(of: table, in: tree).flatMap({ elementsByID[$0] }) {
            classes.append(tree.nodes[controller]["customClass"])
        }
        return classes.compactMap { $0 }.contains { project.lineage(of: $0).contains(where: owners.contains) }
    }

    /// Whether the cells of the `<collectionView>` at `collection` are as large as their content:
    /// its flow layout has an estimated item size, "Automatic" (`automaticEstimatedItemSize="YES"`,
    /// `UICollectionViewFlowLayout.automaticSize`) or a non-zero `<size key="estimatedItemSize">`.
    /// Apple, "UICollectionViewFlowLayout.estimatedItemSize": the default is zero, and "setting it
    /// to any other value causes the collection view to query each cell for its actual size using
    /// the cell's `preferredLayoutAttributesFitting(_:)` method"; `automaticSize` asks for
    /// self-sizing cells. The stored `itemSize` (and the cell's custom size) is then an estimate.
    func hasAutomaticItemSizes(_ collection: Int) -> Bool {
        guard let layout = tree.child(of: collection, named: "collectionViewFlowLayout", key: "collectionViewLayout") else { return false }
        if tree.nodes[layout]["automaticEstimatedItemSize"] == "YES" { return true }
        guard let estimate = tree.child(of: layout, named: "size", key: "estimatedItemSize") else { return false }
        let width = tree.nodes[estimate]["width"].flatMap(Double.init) ?? 0
        let height = tree.nodes[estimate]["height"].flatMap(Double.init) ?? 0
        return width > 0 || height > 0
    }

    func span(of index: Int) -> SourceSpan {
        let node = tree.nodes[index]
        return file.span(offset: node.offset, length: node.tagLength)
    }

    /// Checks the root element: an iOS document of the Xcode 5+ format. Records an error and
    /// returns false otherwise.
    mutating func checkDocumentKind() -> Bool {
        guard let root = tree.root else { return false }
        let rootSpan = span(of: 0)
        if root.name == "archive" {
            diagnostics.append(.error("this is a pre-2012 Interface Builder archive (\(root["type"] ?? "no type"))",
                                      at: rootSpan,
                                      notes: [DiagnosticNote("vflc reads the document format of Xcode 5 and later; open the file in Xcode and save it to convert it")],
                                      ruleID: .interfaceBuilderUnsupported))
            return false
        }
        guard root.name == "document" else {
            diagnostics.append(.error("not an Interface Builder document: the root element is <\(root.name)>, not <document>",
                                      at: rootSpan, ruleID: .interfaceBuilderUnsupported))
            return false
        }
        let runtime = root["targetRuntime"] ?? ""
        let type = root["type"] ?? ""
        guard runtime.hasPrefix("iOS.CocoaTouch") else {
            let platform = runtime.contains("AppleTV") || type.contains("AppleTV") ? "tvOS"
                : runtime.contains("MacOSX") || type.contains("Cocoa.") ? "macOS"
                : runtime.lowercased().contains("watch") ? "watchOS" : "'\(runtime)'"
            diagnostics.append(.error("this is a \(platform) document; vflc lays out iOS documents only",
                                      at: rootSpan,
                                      notes: [DiagnosticNote("targetRuntime=\"\(runtime)\"; UIKit's iOS layout rules do not describe this platform")],
                                      ruleID: .interfaceBuilderUnsupported))
            return false
        }
        isStoryboard = type.contains("Storyboard")
        isPadOnly = runtime == "iOS.CocoaTouch.iPad" || type.contains("CocoaTouch.iPad")
        // The project's device family (its TARGETED_DEVICE_FAMILY): the devices the app runs on.
        minimumRelease = project.minimumRelease(forFileAt: file.path)
        isLandscapeOnly = project.orientations(forFileAt: file.path) == [.landscape]
        isLeftToRightOnly = project.isLeftToRightOnly(forFileAt: file.path)
        switch project.deviceFamilies(forFileAt: file.path) {
        case [.pad]?: isPadOnly = true
        case [.phone]? where !isPadOnly: isPhoneOnly = true
        default: break
        }
        // UIKit's device modifiers: loading `Name`, it picks `Name~ipad.xib` on an iPad and
        // `Name~iphone.xib` on an iPhone (Apple, Resource Programming Guide, "iOS Supports
        // Device-Specific Resources"), so each is shown on those devices only.
        let baseName = (file.path.split(separator: "/").last.map(String.init) ?? "").lowercased()
        if baseName.hasSuffix("~ipad.xib") || baseName.hasSuffix("~ipad.storyboard") {
            isPadOnly = true
            isPhoneOnly = false
        } else if baseName.hasSuffix("~iphone.xib") || baseName.hasSuffix("~iphone.storyboard"), !isPadOnly {
            isPhoneOnly = true
        }
        usesAutoLayout = root["useAutolayout"] == "YES"
        usesSafeAreas = root["useSafeAreas"] == "YES"
        if let tools = root["toolsVersion"] {
            toolsVersion = Int(tools.prefix { $0.isASCII && $0.isNumber }) ?? 0
        }
        if let device = tree.child(of: 0, named: "device") {
            deviceID = tree.nodes[device]["id"]
            landscape = tree.nodes[device]["orientation"] == "landscape"
        }
        if !usesAutoLayout {
            diagnostics.append(LayoutDiagnostic(
                severity: .info, message: "this document does not use Auto Layout; its views keep their frames and autoresizing masks",
                span: rootSpan, ruleID: .interfaceBuilderDocument))
        }
        return true
    }

    /// The elements each screen starts from: controller root views (`key="view"`) and
    /// top-level views, in document order.
    func screenRoots() -> [Int] {
        var roots: [Int] = []
        for (index, node) in tree.nodes.enumerated() {
            guard let parent = node.parent, node["id"] != nil, IBViewKinds.isViewElement(index, in: tree) else { continue }
            let parentNode = tree.nodes[parent]
            if node["key"] == "view", parentNode["sceneMemberID"] == "viewController" {
                roots.append(index)
            } else if parentNode.name == "objects", node["key"] == nil {
                roots.append(index)
            }
        }
        return roots
    }

    /// The design-time size classes of the document's device (B.2 of the format notes):
    /// iPads regular/regular; iPhones compact width, regular height in portrait; in landscape
    /// compact height and compact width, except iPhones 414 pt wide or more (regular width).
    var designTraits: IBTraits {
        guard let deviceID else { return IBTraits(horizontalRegular: nil, verticalRegular: nil) }
        if deviceID.hasPrefix("ipad") { return IBTraits(horizontalRegular: true, verticalRegular: true) }
        guard landscape else { return IBTraits(horizontalRegular: false, verticalRegular: true) }
        let wide = ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_9"].contains(deviceID)
        return IBTraits(horizontalRegular: wide, verticalRegular: false)
    }

    /// The screens one root element becomes. As designed: one, in the design size classes.
    /// Otherwise one for the iPhones of the default set (compact width, regular height), or, when
    /// the document varies by size class, one for the iPhones and the iPad that carries every
    /// size class (each environment picks its own).
    func traitVariants(for root: Int) -> [IBTraitVariant] {
        if options.asDesigned { return [IBTraitVariant(traits: designTraits, devices: [], suffix: "")] }
        let phone = IBTraits(horizontalRegular: false, verticalRegular: true)
        if isPadOnly {
            return [IBTraitVariant(traits: IBTraits(horizontalRegular: true, verticalRegular: true),
                                   devices: IBDesignDevices.defaultPads, suffix: "", everySizeClass: hasVariations)]
        }
        if isPhoneOnly { return [IBTraitVariant(traits: phone, devices: IBDesignDevices.defaultPhones(minimumRelease: minimumRelease), suffix: "")] }
        guard hasVariations else {
            // The default set, unless the deployment target rules out one of its devices.
            let devices = DeviceCatalog.defaultDeviceNames(minimumRelease: minimumRelease)
            return [IBTraitVariant(traits: phone, devices: devices == DeviceCatalog.defaultDeviceNames ? [] : devices, suffix: "")]
        }
        return [IBTraitVariant(traits: phone, devices: IBDesignDevices.defaultPhones(minimumRelease: minimumRelease) + IBDesignDevices.defaultPads, suffix: "",
                               everySizeClass: true)]
    }
}
