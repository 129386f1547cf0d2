/// Builds one screen from a root element: the view tree, the items constraints can name, the
/// constraints, and the environment.
struct IBScreenBuilder {
    /// One view found under the root.
    struct Record {
        var element: Int
        /// Index of the superview's record.
        var parent: Int?
        var name: String = ""
        /// The stored frame in the superview's coordinates.
        var frame: LayoutRect?
        /// The stored frame in the root's coordinates.
        var absoluteFrame: LayoutRect?
    }

    /// The frame Interface Builder writes, in a document with size classes, for a view its base
    /// class does not lay out (found in public apps' documents of Xcode 6–8: labels whose size
    /// constraints are installed only in some classes, at `x=0 y=0 width=1000 height=1000`).
    static let sizeClassPlaceholderFrame = LayoutRect(x: 0, y: 0, width: 1000, height: 1000)

    let context: IBDocumentContext
    let rootElement: Int
    let traits: IBTraits
    let variations: IBVariations
    var diagnostics: [LayoutDiagnostic] = []
    /// True when the root is not a view controller's view: the screen is then a canvas the
    /// size of the view, and the view its only subview.
    private(set) var isFreeform = false

    var records: [Record] = []
    /// Record of each view element, and of each id-less content view (which stands for its cell).
    var recordByElement: [Int: Int] = [:]
    /// What each id in the screen names in a constraint.
    var items: [String: LayoutItem] = [:]
    /// Ids of views left out by a `<mask key="subviews">` (and everything inside them).
    var uninstalledIDs: Set<String> = []
    /// Names of views some constraint mentions.
    var constrainedNames: Set<String> = []
    /// Names of views some `<constraint>` element of the screen mentions, whether it is installed
    /// in this size class, a placeholder removed at build time or laid out: Interface Builder
    /// holds only the others at their frames (``IBViewProperties/keepsFrame(_:builder:)``).
    var mentionedNames: Set<String> = []
    /// Indexes into ``buildConstraints()``'s result of constraints that are outlets: the app's
    /// code holds them and may change their constants or deactivate them.
    var outletConstraintIndices: Set<Int> = []
    /// Names of views a placeholder constraint (removed at build time) held, on the devices.
    var placeholderConstrainedNames: Set<String> = []
    /// Constraints that stand for autoresizing masks and the canvas (see ``IBAutoresizing``).
    var implicitConstraints: [IRConstraint] = []
    /// Controls whose stored frame is their alignment rect (see `IBAlignmentInference.swift`).
    var controlsWithoutInsets: Set<Int> = []

    init(context: IBDocumentContext, root: Int, traits: IBTraits) {
        self.context = context
        self.rootElement = root
        self.traits = traits
        // A scene's variations sit in its controller; a xib top-level view's inside the view
        // (walking all of <objects> once per top-level view would be quadratic).
        let parent = context.tree.nodes[root].parent
        let scope = parent.map { context.tree.nodes[$0].name == "objects" ? root : $0 } ?? root
        self.variations = IBVariations(tree: context.tree, under: scope, traits: traits)
    }

    var tree: XMLTree { context.tree }

    mutating func build() -> LayoutScreen? {
        let containerSized = isContainerSizedControllerRoot
        isFreeform = !isControllerRoot || containerSized
        collectRecords()
        nameRecords()
        collectItems()
        let constraints = buildConstraints()
        controlsWithoutInsets = controlsStoringAlignmentRects(constraints)
        var root = buildViewTree()
        implicitConstraints += designedArrangedSizes(in: root)
        let rootRecord = records[0]
        var screen = LayoutScreen(name: screenName(), span: context.span(of: rootElement))
        var environment = IBDesignEnvironment(context: context, builder: self)
        if isFreeform {
            // The canvas: the top-level view fills it (at the designed size, or at each device's width).
            var child = root
            let size = rootRecord.frame.map { LayoutSize(width: $0.width, height: $0.height) }
                ?? LayoutSize(width: 320, height: 480)
            // Drawn narrower than any phone, the view is a piece (a badge, a small cell, a
            // banner's part), not a screen-wide row: on the devices its host sizes it too.
            let hostWidth = !context.options.asDesigned && size.width < 320
            let storedWidth = isControllerExtraView && rootRecord.frame != nil
            if !context.options.asDesigned {
                child.source?.heightFromHost = true
                child.source?.widthFromHost = hostWidth || storedWidth
            }
            let origin = ConstraintOrigin(syntax: .environment, span: context.span(of: rootElement),
                                          detail: "a top-level view fills its canvas")
            let item = LayoutItem.screenView(child.name)
            implicitConstraints = [Attribute.left, .top, .width, .height].map { attribute -> IRConstraint in
                if attribute == .width, hostWidth || storedWidth {
                    // A collection view cell's frame is its layout's (an item size, or the
                    // delegate's): a definite width no content hugging shrinks, best guessed by the
                    // width it is drawn at (UICollectionViewLayoutAttributes.frame; Apple,
                    // "UICollectionViewFlowLayout.itemSize"). Content that needs more still wins.
                    let itemWidth = tree.nodes[rootElement].name == "collectionViewCell" ? Priority(clamping: 999) : hostSizePriority
                    return IRConstraint(item, .width, .equal, constant: size.width, priority: storedWidth ? .required : itemWidth,
                                        origin: storedWidth ? ConstraintOrigin(syntax: .environment, span: context.span(of: rootElement),
                                                                               detail: "the width it is stored with (the controller's code holds this top-level view)") : origin)
                }
                return IRConstraint(item, attribute, .equal, LayoutItem.root, attribute,
                                    priority: attribute == .height ? hostSizePriority : .required, origin: origin)
            } + implicitConstraints
            // Interface Builder's canvas shows a top-level view as a window's root: its margins are
            // a root view's (0 at top and bottom), not 8. At the sides 16, or 20 when the canvas is
            // wider than 375 pt, where UIScreen's wide content margins start (Docs/InterfaceBuilder.md#views).
            // Only the canvas: in the app the view is no controller's root (it is not File's
            // Owner's `view`), and only a controller's root view gets `systemMinimumLayoutMargins`;
            // any other view's default `layoutMargins` are 8 on every side (Apple,
            // "UIView.layoutMargins", "UIViewController.systemMinimumLayoutMargins"), which the
            // engine gives a view that declares none.
            if context.options.asDesigned, child.properties.layoutMargins == nil {
                let side: Double = size.width > 375 ? 20 : 16
                child.properties.layoutMargins = LayoutInsets(top: 0, left: side, bottom: 0, right: side)
            }
            // A child controller's view is still a controller's root: its margins are the
            // system minimum at the sides and 0 at top and bottom, which the engine gives the
            // screen's root it fills; taking them over (own margins 0, preserving the
            // superview's) gives the same on every device.
            if containerSized, child.properties.layoutMargins == nil, child.properties.directionalLayoutMargins == nil {
                child.properties.layoutMargins = .zero
                child.properties.preservesSuperviewLayoutMargins = true
            }
            root = ViewNode(name: LayoutItem.rootName, kind: .view, children: [child], span: context.span(of: rootElement))
            screen.environment = environment.freeformDeclaration(size: size, guideOwner: child.name, constraints: constraints)
            // No bar and no unsafe screen edge reaches a view inside the container.
            if containerSized { screen.environment.bars.presentation = .embedded }
        } else {
            screen.environment = environment.controllerDeclaration(constraints: constraints)
            // A controller's view fills the screen whatever its class (a button or an image view
            // in an edited document): it is a plain view there, without a content size or insets.
            if !LayoutFileParser.rootViewKinds.contains(root.kind) {
                root.kind = .view
                root.properties.intrinsicSize = nil
                root.properties.alignmentRectInsets = .zero
            }
        }
        diagnostics += environment.diagnostics
        screen.root = root
        screen.constraints = implicitConstraints + constraints
        screen.codeAdjustedConstraints = Set(outletConstraintIndices.map { $0 + implicitConstraints.count })
        return screen
    }

    /// How firmly a top-level xib view or a self-sizing prototype cell keeps its designed height
    /// (and a top-level view drawn narrower than any phone its width). As designed it is the canvas's, like every side. On the devices
    /// only a row's width is known (a cell or a banner spans the screen); the height is what the app gives it — a table's row height, or the content's own
    /// height for a self-sizing cell, UIKit's default since iOS 11 — so the content decides it
    /// where it can (priority 50, UIKit's fitting level) and the designed height only fills in.
    var hostSizePriority: Priority {
        context.options.asDesigned ? .required : Priority(clamping: 50)
    }

    // MARK: - Views

    /// The height a table gives one of its prototype cells: the cell's own row height when the document
    /// sets one (`rowHeight` on the cell, Xcode's "Custom" row height), else its table's
    /// `rowHeight` (`UITableView.rowHeight`); `nil` when neither is a positive number (automatic
    /// heights, `-1`, are the self-sizing rows' rule).
    private func rowHeight(ofCell cell: Int) -> Double? {
        func positive(_ text: String?) -> Double? {
            guard let text, case .success(let value) = IBValues.number(text), value > 0 else { return nil }
            return value
        }
        // Only a table's own prototype: a xib's cell is laid out by the code that loads it.
        var index = tree.nodes[cell].parent
        while let current = index, tree.nodes[current].name != "tableView" { index = tree.nodes[current].parent }
        guard let table = index else { return nil }
        return positive(tree.nodes[cell]["rowHeight"]) ?? positive(tree.nodes[table]["rowHeight"])
    }

    private mutating func collectRecords() {
        // Depth-first in document order, without recursion.
        var stack: [(element: Int, parent: Int?)] = [(rootElement, nil)]
        while let (element, parent) = stack.popLast() {
            let node = tree.nodes[element]
            var owner = parent
            if element == rootElement || IBViewKinds.isViewElement(element, in: tree) {
                if !variations.isSubviewInstalled(node["id"]) {
                    markUninstalled(element)
                    continue
                }
                if node["id"] == nil, let parent {
                    // A cell's content view without an id (collection view cells before Xcode 11):
                    // it is the cell's bounds, and its subviews' constraints name the cell.
                    recordByElement[element] = parent
                } else {
                    var frame = IBValues.rect(tree, element, key: "frame")
                    // Xcode 8.1 stores the same frame as `frameInset`; a cell's content view keeps
                    // the fills-its-cell rule (`contentViewWithoutFrame`), as before.
                    if frame == nil, node["key"] != "contentView" {
                        frame = IBValues.frameInset(tree, element)
                    }
                    // Interface Builder leaves out what has its default value, a zero frame
                    // included: a view placed by its frame (`fixedFrame`, no constraints of its
                    // own) with no frame element is at (0, 0), 0 × 0, where its prototyping
                    // constraints hold it (an Xcode 6 separator the code sizes).
                    if frame == nil, parent != nil, node["fixedFrame"] == "YES",
                       tree.child(of: element, named: "rect", key: "frame") == nil {
                        frame = .zero
                    }
                    if frame == nil, let rect = tree.child(of: element, named: "rect", key: "frame") {
                        // A stored frame vflc cannot read (edited by hand: `1e999`, `nan`, a value
                        // missing): the view is laid out as if none were stored.
                        let bad = ["x", "y", "width", "height"].first { name in
                            guard let text = tree.nodes[rect][name], case .success = IBValues.number(text) else { return true }
                            return false
                        } ?? "x"
                        diagnostics.append(.warning("the stored frame's \(bad)=\"\(tree.nodes[rect][bad] ?? "")\" is not a usable number; the frame is ignored",
                                                    at: context.span(of: rect),
                                                    notes: [DiagnosticNote("Xcode writes four finite numbers (x, y, width, height); the file was edited by hand or damaged")],
                                                    ruleID: .interfaceBuilderValue))
                    }
                    // The root's stored size becomes the canvas (or the design size); Xcode never
                    // writes an empty or negative one, so such a file was edited: use the defaults.
                    if parent == nil, let stored = frame, !(stored.width > 0 && stored.height > 0) {
                        diagnostics.append(.warning("the root view's stored frame is \(formatNumber(stored.width)) × \(formatNumber(stored.height)); a canvas size must be positive, so the default canvas is used",
                                                    at: context.span(of: element), ruleID: .interfaceBuilderValue))
                        frame = nil
                    }
                    // A document with size classes stores `{0, 0, 1000, 1000}` for a view that its
                    // base class (Any × Any) does not lay out: IB's placeholder, not a measurement
                    // (Docs/InterfaceBuilder.md#size-classes). A label or button is laid out as if
                    // none were stored, so it measures its text; a view with content keeps it, as
                    // its subviews' and cells' frames are in its coordinates.
                    if parent != nil, context.hasVariations, frame == Self.sizeClassPlaceholderFrame,
                       node.name == "label" || node.name == "button" { frame = nil }
                    if node.name == "tableViewCell", let height = rowHeight(ofCell: element) ?? (frame == nil ? 44 : nil) {
                        // A row is as tall as the table makes it, and as wide: documents of early
                        // Xcode versions keep a stale 44-pt rect under a custom row height, or none
                        // at all (UITableView's default row height is 44 pt).
                        if frame == nil, let parent, let table = records[parent].frame,
                           tree.nodes[records[parent].element].name == "tableView" {
                            frame = LayoutRect(x: 0, y: 0, width: table.width, height: height)
                        } else if frame != nil {
                            frame?.height = height
                        }
                    }
                    var absolute: LayoutRect?
                    if let parent {
                        if let frame, let base = records[parent].absoluteFrame {
                            absolute = LayoutRect(x: base.x + frame.x, y: base.y + frame.y, width: frame.width, height: frame.height)
                        }
                    } else {
                        absolute = frame.map { LayoutRect(x: 0, y: 0, width: $0.width, height: $0.height) }
                    }
                    records.append(Record(element: element, parent: parent, frame: frame, absoluteFrame: absolute))
                    recordByElement[element] = records.count - 1
                    owner = records.count - 1
                }
            }
            for child in node.children.reversed() {
                let name = tree.nodes[child].name
                if IBViewKinds.opaqueContainers.contains(name) || IBViewKinds.guideElements.contains(name) { continue }
                stack.append((child, owner))
            }
        }
    }

    private mutating func markUninstalled(_ element: Int) {
        var stack = [element]
        while let index = stack.popLast() {
            if let id = tree.nodes[index]["id"] { uninstalledIDs.insert(id) }
            stack.append(contentsOf: tree.nodes[index].children)
        }
    }

    /// Outlet property, `userLabel`, custom class, the text or image Xcode's outline shows, or
    /// element and id: unique within the screen.
    private mutating func nameRecords() {
        var used: Set<String> = [LayoutItem.rootName, LayoutItem.superviewName]
        for index in records.indices {
            if index == 0 && !isFreeform {
                records[index].name = LayoutItem.rootName
                continue
            }
            let node = tree.nodes[records[index].element]
            let id = node["id"] ?? ""
            var base = ""
            // A container-sized controller view is named after its controller, as the screen is,
            // not after the `view` outlet every controller has.
            let owner = index == 0 && isControllerRoot ? context.filesOwnerClass : nil
            for candidate in [owner, context.outletNames[id], node["userLabel"], node["customClass"]] {
                if let candidate { base = IBNaming.identifier(candidate) }
                if !base.isEmpty { break }
            }
            if let key = node["key"], base.isEmpty, key != "view" { base = IBNaming.identifier(key) }
            if base.isEmpty { base = IBNaming.outlineName(of: records[index].element, in: tree) ?? "" }
            if base.isEmpty { base = node.name + "_" + IBNaming.identifier(id) }
            if base.first == "_" { base = node.name + base }
            records[index].name = IBNaming.unique(base, in: &used)
        }
    }

    /// Ids of views, their layout guides, and the controller's top and bottom layout guides.
    private mutating func collectItems() {
        for record in records {
            let view = isFreeform || record.parent != nil ? record.name : LayoutItem.rootName
            let element = record.element
            if let id = tree.nodes[element]["id"] { items[id] = LayoutItem.screenView(view) }
            for guide in tree.children(of: element, named: "viewLayoutGuide") {
                guard let id = tree.nodes[guide]["id"] else { continue }
                switch tree.nodes[guide]["key"] {
                case "safeArea": items[id] = LayoutItem(view: view, guide: .safeArea)
                case "contentLayoutGuide": items[id] = LayoutItem(view: view, guide: .contentLayout)
                case "frameLayoutGuide": items[id] = LayoutItem(view: view, guide: .frameLayout)
                default: break
                }
            }
            // Xcode 13+ writes `<keyboardLayoutGuide key="keyboard" id=…/>` beside the safe area.
            for guide in tree.children(of: element, named: "keyboardLayoutGuide") {
                guard let id = tree.nodes[guide]["id"] else { continue }
                items[id] = LayoutItem(view: view, guide: .keyboard)
            }
        }
        // Id-less content views answer to their cell's name through the cell's id already.
        guard !isFreeform, let controller = tree.nodes[rootElement].parent,
              let guides = tree.child(of: controller, named: "layoutGuides") else { return }
        for guide in tree.children(of: guides, named: "viewControllerLayoutGuide") {
            guard let id = tree.nodes[guide]["id"] else { continue }
            switch tree.nodes[guide]["type"] {
            case "top": items[id] = LayoutItem(view: LayoutItem.rootName, guide: .topLayoutGuide)
            case "bottom": items[id] = LayoutItem(view: LayoutItem.rootName, guide: .bottomLayoutGuide)
            default: break
            }
        }
    }

    /// The ViewNode tree, built bottom-up from the records (children come after parents).
    private mutating func buildViewTree() -> ViewNode {
        var built: [ViewNode?] = Array(repeating: nil, count: records.count)
        var children: [[Int]] = Array(repeating: [], count: records.count)
        for index in records.indices { if let parent = records[index].parent { children[parent].append(index) } }
        for index in records.indices.reversed() {
            var node = IBViewProperties.node(for: records[index], builder: self, diagnostics: &diagnostics)
            if let translated = translateAutoresizing(node, record: records[index]) {
                implicitConstraints += translated
                node.properties.frame = nil
                node.properties.autoresizing = []
            }
            node.children = children[index].compactMap { built[$0] }
            for child in children[index] { built[child] = nil }  // release the copies as they are moved up
            built[index] = node
        }
        return built[0] ?? ViewNode(name: LayoutItem.rootName, kind: .view)
    }

    /// Whether the record is a cell of a table whose rows may be as tall as their content
    /// (``IBDocumentContext/hasAutomaticRowHeights(_:)``), with or without a custom row height
    /// of its own: UIKit makes it as tall as its content, so its stored height only fills in
    /// where the content leaves the height open.
    ///
    /// Only what holds at both heights is then reported. A row of its content's height has the
    /// constraints of a row of the stored height but the required height, so a conflict there
    /// is one at the stored height too, and a view the content leaves free is free at both; what
    /// holds only at the stored height (content that cannot fit it, ties that share its slack)
    /// is not reported, and Xcode's flags made at that height get an `info` saying why
    /// (`xcode-flag-disagreement`).
    ///
    /// So is a cell of a collection view whose flow layout estimates its item size
    /// (``IBDocumentContext/hasAutomaticItemSizes(_:)``): it is as large as its content on both
    /// axes, and the stored item size is an estimate (``isSelfSizingItem(_:)``).
    func isSelfSizingCell(_ record: Record) -> Bool {
        guard let parent = record.parent else { return false }
        let table = records[parent].element
        return tree.nodes[record.element].name == "tableViewCell" && tree.nodes[table].name == "tableView"
            && context.hasAutomaticRowHeights(table) || isSelfSizingItem(record)
    }

    /// Whether the record is a table cell's content view laid out as designed, which keeps its
    /// row's drawn height only where its content's constraints leave it open (``IBCellRowHeight``).
    func drawsRowHeight(_ record: Record) -> Bool {
        guard context.options.asDesigned, let parent = record.parent else { return false }
        let element = tree.nodes[record.element]
        return element.name == "tableViewCellContentView" && element["translatesAutoresizingMaskIntoConstraints"] != "NO"
            && tree.nodes[records[parent].element].name == "tableViewCell"
    }

    /// Whether the record is a cell of a collection view with estimated item sizes: its width,
    /// like its height, is its content's.
    func isSelfSizingItem(_ record: Record) -> Bool {
        guard let parent = record.parent else { return false }
        let collection = records[parent].element
        return tree.nodes[record.element].name == "collectionViewCell" && tree.nodes[collection].name == "collectionView"
            && context.hasAutomaticItemSizes(collection)
    }

    /// The constraints UIKit makes of a stored frame and mask, relative to the superview's
    /// stored size; `nil` when the engine's own autoresizing must apply (see ``IBAutoresizing``).
    /// A cell's content view always fills its cell (the cell sizes it, whatever its mask says).
    private func translateAutoresizing(_ node: ViewNode, record: Record) -> [IRConstraint]? {
        if let filling = contentViewWithoutFrame(node, record: record) { return filling }
        if drawsRowHeight(record), let frame = record.frame, let parent = record.parent, let cellFrame = records[parent].frame {
            return IBCellRowHeight.constraints(contentView: LayoutItem(view: node.name), cell: LayoutItem(view: records[parent].name),
                                               frame: frame, cellSize: LayoutSize(width: cellFrame.width, height: cellFrame.height),
                                               span: node.span)
        }
        guard let stored = node.properties.frame, let parent = record.parent,
              let parentFrame = records[parent].frame else { return nil }
        // The translated constraints keep the frame set, so they hold the alignment rectangle
        // inside it (Docs/UIKit.md#autoresizing): a slider's frame less its insets.
        let frame = stored.inset(by: node.properties.alignmentRectInsets)
        let parentElement = tree.nodes[records[parent].element].name
        var mask = node.properties.autoresizing
        if tree.nodes[record.element]["key"] == "contentView" { mask = [.flexibleWidth, .flexibleHeight] }
        let parentItem = !isFreeform && parent == 0 ? LayoutItem.root : LayoutItem(view: records[parent].name)
        let detail = "autoresizing mask of frame \(stored) in a \(formatNumber(parentFrame.width))x\(formatNumber(parentFrame.height)) superview"
        let origin = ConstraintOrigin(syntax: .autoresizing, span: node.span, detail: detail)
        // A system cell style's labels are laid out by the cell, not by their masks.
        if let cellLabel = IBSystemCellLabels.constraints(for: record, in: self, child: LayoutItem(view: node.name),
                                                          parent: parentItem, frame: stored, parentFrame: parentFrame, origin: origin) {
            return cellLabel
        }
        if ["scrollView", "tableView", "collectionView", "textView"].contains(parentElement) {
            // In a scroll view a frame is in content coordinates and only the width follows the
            // scroll view's: a table sizes its cells, header and footer to its own width.
            let element = tree.nodes[record.element]
            let tableSized = parentElement == "tableView"
                && (element.name == "tableViewCell" || element["key"] == "tableHeaderView" || element["key"] == "tableFooterView")
            let selfSizing = isSelfSizingCell(record)
            let child = LayoutItem(view: node.name)
            // On the devices a plain or grouped table gives each cell, and its header and footer,
            // its own width whatever the document stored (an Xcode 6 any-size canvas draws a
            // 600-pt table around cells kept at 320): UITableView lays its rows out across its
            // bounds. An inset-grouped table insets them, as the stored difference shows.
            let spansTable = tableSized && !context.options.asDesigned
                && tree.nodes[records[parent].element]["style"] != "insetGrouped"
            let width = tableSized || mask.contains(.flexibleWidth)
                ? IRConstraint(child, .width, .equal, parentItem, .width,
                               constant: spansTable ? 0 : frame.width - parentFrame.width, origin: origin)
                : IRConstraint(child, .width, .equal, constant: frame.width,
                               priority: isSelfSizingItem(record) ? hostSizePriority : .required, origin: origin)
            return [IRConstraint(child, .left, .equal, parentItem, .left, constant: frame.x, origin: origin), width,
                    IRConstraint(child, .top, .equal, parentItem, .top, constant: frame.y, origin: origin),
                    IRConstraint(child, .height, .equal, constant: frame.height,
                                 priority: selfSizing ? hostSizePriority : .required, origin: origin)]
        }
        return IBAutoresizing.constraints(child: LayoutItem(view: node.name), parent: parentItem, frame: frame,
                                          superviewSize: LayoutSize(width: parentFrame.width, height: parentFrame.height),
                                          mask: mask, origin: origin)
    }

    /// A cell's content view that stores no frame (documents of Xcode 7–8 saved without a device,
    /// or in the `frameInset` form) still fills its cell: the cell sizes its content view to its
    /// own bounds whatever the document stores (Apple, "UITableViewCell.contentView",
    /// "UICollectionViewCell.contentView"). `nil` for every other view.
    /// The views whose `contentView` UIKit makes and sizes to their bounds, and what a note calls
    /// them: table and collection view cells (Apple, *UITableViewCell.contentView*) and visual effect
    /// views (Apple, *UIVisualEffectView*: subviews go in its `contentView`, which the effect view
    /// lays out over its whole bounds; Interface Builder stores it with a flexible width and height).
    private static let contentViewHosts: [String: String] = [
        "tableViewCell": "a cell", "collectionViewCell": "a cell", "visualEffectView": "a visual effect view",
    ]

    private func contentViewWithoutFrame(_ node: ViewNode, record: Record) -> [IRConstraint]? {
        let element = tree.nodes[record.element]
        guard record.frame == nil, element["key"] == "contentView",
              element["translatesAutoresizingMaskIntoConstraints"] != "NO", let parent = record.parent,
              let host = Self.contentViewHosts[tree.nodes[records[parent].element].name]
        else { return nil }
        let cell = LayoutItem(view: records[parent].name)
        let child = LayoutItem(view: node.name)
        let origin = ConstraintOrigin(syntax: .autoresizing, span: node.span,
                                      detail: "\(host)'s content view fills it (no frame stored)")
        return [Attribute.left, .top, .width, .height].map {
            IRConstraint(child, $0, .equal, cell, $0, constant: 0, origin: origin)
        }
    }

    private func screenName() -> String {
        let node = tree.nodes[rootElement]
        var candidates: [String?] = []
        if !isFreeform, let controller = node.parent {
            let owner = tree.nodes[controller]
            candidates += [owner["storyboardIdentifier"], owner["customClass"], owner["title"], owner["userLabel"]]
            if let id = owner["id"] { candidates.append(owner.name + "_" + id) }
        } else {
            let ownerClass = context.outletNames[node["id"] ?? ""] == "view" ? context.filesOwnerClass : nil
            candidates += [ownerClass, node["customClass"], node["userLabel"], node["reuseIdentifier"]]
            if let id = node["id"] { candidates.append(node.name + "_" + id) }
        }
        for candidate in candidates {
            if let candidate {
                let name = IBNaming.identifier(candidate)
                if !name.isEmpty { return name }
            }
        }
        return "Screen"
    }
}
