/// A view element's layout properties in IR terms.
enum IBViewProperties {
    /// The node for one record (children are attached by the caller).
    static func node(for record: IBScreenBuilder.Record, builder: IBScreenBuilder,
                     diagnostics: inout [LayoutDiagnostic]) -> ViewNode {
        let context = builder.context
        let tree = context.tree
        let element = record.element
        var xml = tree.nodes[element]
        // What a variation for these size classes sets replaces the element's own value.
        if let overrides = builder.variations.attributeOverrides[element] {
            for (name, value) in overrides {
                if let index = xml.attributes.firstIndex(where: { $0.name == name }) {
                    xml.attributes[index].value = value
                } else {
                    xml.attributes.append((name, value))
                }
            }
        }
        let span = context.span(of: element)
        let kind = IBViewKinds.kind(of: xml.name)
        var properties = ViewProperties()
        let insets = builder.controlsWithoutInsets.contains(element)
            ? .zero : IBViewKinds.alignmentInsets(of: xml.name)

        // Content priorities: IB writes what differs from UIKit's 250 / 750, whatever the class.
        for (attribute, axis, isHugging) in [("horizontalHuggingPriority", LayoutAxis.horizontal, true),
                                             ("verticalHuggingPriority", .vertical, true),
                                             ("horizontalCompressionResistancePriority", .horizontal, false),
                                             ("verticalCompressionResistancePriority", .vertical, false)] {
            var priority: Priority = isHugging ? .defaultLow : .defaultHigh
            switch IBValues.priority(xml[attribute]) {
            case .success(let value)?: priority = value
            case .failure?:
                diagnostics.append(.warning("\(attribute)=\"\(xml[attribute] ?? "")\" is not a priority (1…1000); UIKit's default \(priority) is used",
                                            at: span, ruleID: .interfaceBuilderValue))
            case nil: break
            }
            if isHugging { properties.hugging[axis] = priority } else { properties.compressionResistance[axis] = priority }
        }

        var estimated = false
        properties.intrinsicSize = intrinsicSize(of: record, insets: insets, context: context, estimated: &estimated,
                                                 diagnostics: &diagnostics)
        // Constraints and the intrinsic size place the alignment rect; the engine grows it by
        // these insets into the frame.
        properties.alignmentRectInsets = insets
        properties.textBaselines = textBaselines(of: record.element, intrinsicHeight: properties.intrinsicSize?.height,
                                                 scrolls: scrolls(xml, context: context), in: context.tree)
        // A named font (`<fontDescription name="Courier" …>`): the system font's metrics stand in.
        if properties.textBaselines != nil, let font = context.tree.child(of: record.element, named: "fontDescription"),
           context.tree.nodes[font]["name"] != nil {
            properties.textBaselines?.estimated = true
        }
        properties.hidden = xml["hidden"] == "YES"
        // A text-style font that follows the user's text size (`adjustsFontForContentSizeCategory`,
        // Xcode's "Automatically Adjusts Font"): the view's text grows with Dynamic Type.
        // Only text on one line: vflc does not wrap a document's multi-line labels (`numberOfLines`
        // other than 1), whose height their host often decides.
        if xml["adjustsFontForContentSizeCategory"] == "YES", (xml["numberOfLines"] ?? "1") == "1",
           let font = tree.child(of: element, named: "fontDescription"),
           let style = tree.nodes[font]["style"].flatMap(TextStyle.init(uikitName:)) {
            properties.textStyle = style
        }
        let screenWidth = builder.records.first?.frame?.width ?? 0
        properties.layoutMargins = IBValues.insets(tree, element)
            ?? IBCellMargins.contentViewMargins(of: record, screenWidth: screenWidth, builder: builder, toolsVersion: context.toolsVersion)
        if xml.name == "stackView" {
            properties.stack = stackProperties(xml)
            // Interface Builder stores no layoutMarginsRelativeArrangement: a stack given margins of
            // its own lays its items out inside them (every such stack of the public documents
            // read stores its first item at the leading margin; none stores the attribute).
            if IBValues.insets(tree, element) != nil { properties.stack?.layoutMarginsRelative = true }
        }
        // IB writes these only where they differ from UIKit's defaults (cells' content views say
        // insetsLayoutMarginsFromSafeArea="NO"; table views say alwaysBounceVertical="YES").
        if xml["insetsLayoutMarginsFromSafeArea"] == "NO" { properties.insetsLayoutMarginsFromSafeArea = false }
        // Cells and their content views keep their own margin rules (see `IBCellMargins`).
        if xml["preservesSuperviewLayoutMargins"] == "YES", !["tableViewCell", "tableViewCellContentView", "collectionViewCell",
                                                               "collectionViewCellContentView"].contains(xml.name),
           xml["key"] != "contentView" {
            properties.preservesSuperviewLayoutMargins = true
        }
        if kind.isScrollView {
            properties.alwaysBounceVertical = xml["alwaysBounceVertical"] == "YES"
            properties.alwaysBounceHorizontal = xml["alwaysBounceHorizontal"] == "YES"
            if let behavior = xml["contentInsetAdjustmentBehavior"].flatMap(ContentInsetAdjustmentBehavior.init(rawValue:)) {
                properties.contentInsetAdjustmentBehavior = behavior
            }
        }
        if record.parent != nil, let frame = record.frame, keepsFrame(record, builder: builder) {
            properties.frame = frame
            properties.autoresizing = autoresizingMask(tree, element)
        }
        var verification = ViewSourceInfo.AmbiguityVerification.all
        if xml["verifyAmbiguity"] == "ignoreSizes" { verification = .ignoreSizes }
        if xml["verifyAmbiguity"] == "off" { verification = .off }
        // A styled cell's own label and image views: the cell places them (``IBSystemCellLabels``).
        if IBSystemCellLabels.isLaidOutByCell(element, in: tree) { verification = .off }
        var source = ViewSourceInfo(id: xml["id"], element: xml.name, storedFrame: record.frame,
                                    flaggedAmbiguous: xml["ambiguous"] == "YES", flaggedMisplaced: xml["misplaced"] == "YES",
                                    verifyAmbiguity: verification)
        for child in xml.children {
            let node = tree.nodes[child]
            if node.name == "variation", node["ambiguous"] == "YES", let key = node["key"] {
                source.flaggedAmbiguousInVariations.append(key)
            }
            if node.name == "viewLayoutGuide", node["key"] == "contentLayoutGuide" { source.hasContentLayoutGuide = true }
        }
        source.intrinsicSizeEstimated = estimated
        // WKWebView (and the old UIWebView) scroll their page in their own scroll view, whose
        // content insets UIKit adjusts for the safe area.
        source.scrollsOwnContent = xml.name == "wkWebView" || xml.name == "webView"
        if let alpha = xml["alpha"].flatMap(Double.init), alpha.isFinite { source.alpha = alpha }
        source.heightFromHost = !context.options.asDesigned && builder.isSelfSizingCell(record)
        source.widthFromHost = !context.options.asDesigned && builder.isSelfSizingItem(record)
        source.placeholderConstrained = builder.placeholderConstrainedNames.contains(record.name)
        if builder.drawsRowHeight(record) { source.drawnRowHeight = record.frame?.height }
        // A label of several lines drawn narrower than its text on one line: where the layout
        // leaves room, UIKit lets it grow towards that width (``ViewSourceInfo/oneLineTextWidth``).
        if !context.options.asDesigned, xml.name == "label", (xml["numberOfLines"] ?? "1") != "1",
           let frame = record.frame, let line = IBTextMetrics.estimatedWidth(of: element, in: tree), line > frame.width + 0.5 {
            source.oneLineTextWidth = line
        }
        // A content view drawn with the margins of the SDKs before iOS 11 gets iOS 11's when the
        // app is built with a later one, which the document does not say (Docs/InterfaceBuilder.md#views).
        if !context.options.asDesigned, context.toolsVersion < IBCellMargins.cellMarginsToolsVersion,
           IBValues.insets(tree, element) == nil,
           let current = IBCellMargins.contentViewMargins(of: record, screenWidth: builder.records.first?.frame?.width ?? 0,
                                                          builder: builder, toolsVersion: IBCellMargins.currentToolsVersion) {
            source.layoutMarginsOfOtherSDK = current
        }
        if xml.name == "stackView", let outlet = context.outletNames[xml["id"] ?? ""] {
            let arranged = tree.child(of: element, named: "subviews").map { tree.nodes[$0].children.count } ?? 0
            // Drawn with at most one view, or given views by the project's code under its outlet's name.
            source.mayGainArrangedSubviews = arranged <= 1 || context.project.filledStackNames.contains(outlet)
        }
        // An outlet's text is what the app puts there, not what the document shows.
        let showsText = [ViewKind.label, .button, .textField].contains(kind) || xml.name == "textView"
        let isOutlet = context.outletNames[xml["id"] ?? ""] != nil
        // A text given by a runtime attribute of the app's own (a localization key) is the
        // code's as much as an outlet's is (``IBRuntimeAttributes``).
        let textByCode = showsText && (isOutlet || IBRuntimeAttributes.setsTextInCode(element, in: tree))
        source.textMayChange = estimated || textByCode
            || (xml.name == "imageView" && IBSymbolImages.showsSymbol(element, in: tree))
        source.setByCode = setByCode(xml, in: tree, isOutlet: isOutlet, textByCode: textByCode, hidden: properties.hidden)
        source.drawsNothing = !isOutlet && Self.drawsNothing(element, in: tree)
        if isCodeSized(xml, context: context) { source.setByCode.formUnion([.content, .contentSizeStandIn]) }
        // A plain view placed by its frame that code holds: the code has no text or image to
        // give it, and places it (layoutSubviews, a layout library). A label or control outlet
        // is held for its content; its stored frame stays the document's word.
        // Any outlet the project's code places itself (its frame set, or a layout library's
        // constraints on it) is where that code puts it.
        if isOutlet, properties.frame != nil, record.parent != nil,
           xml.name == "view" || context.outletNames[xml["id"] ?? ""].map(context.project.codePlacedNames.contains) == true {
            source.setByCode.insert(.frame)
        }
        // A table's header or footer view whose owner's code reaches it (`tableView.tableHeaderView`,
        // or a project method that does): UITableView takes its height from its frame, which that
        // code can set (``ProjectFacts/sizesTableHeaders(_:)``).
        if record.parent != nil, let key = xml["key"], key == "tableHeaderView" || key == "tableFooterView",
           let table = xml.parent, tree.nodes[table].name == "tableView",
           Self.headerOwnerClasses(table: table, context: context).contains(where: context.project.sizesTableHeaders) {
            source.setByCode.insert(.frame)
        }
        // A stack view the code holds: it can add arranged views (addArrangedSubview), which
        // size the stack (Apple, "UIStackView"), so the document's arranged views are one state.
        if isOutlet, xml.name == "stackView" { source.setByCode.insert(.arrangedSubviews) }
        // An arranged view shown in the document that the project's code hides: its stack
        // collapses it then (Apple, "UIStackView"), and the document draws one state of two.
        if !properties.hidden, let id = xml["id"], let outlet = context.outletNames[id],
           context.project.hiddenByCodeNames.contains(outlet)
            || (context.outletCollectionNames[id] ?? []).contains(where: context.project.hiddenByCodeNames.contains),
           let parent = record.parent,
           context.tree.nodes[builder.records[parent].element].name == "stackView" {
            source.setByCode.insert(.hiding)
        }
        // An outlet the project's code adds views to or constrains with anchors (a container it
        // fills, a spacer it pins): the document is not all of its layout. Not a controller's
        // root, which every controller's code adds views to.
        if isOutlet, record.parent != nil, let id = xml["id"], let outlet = context.outletNames[id],
           let owner = context.outletOwnerClasses[id],
           context.project.lineage(of: owner).contains(where: { type in
               // UIKit's own classes: an app's `extension UIViewController` names its locals, not this outlet.
               !type.hasPrefix("UI") && context.project.codeCompletedNames.contains(type + "." + outlet)
           }) {
            source.completedByCode = true
        }
        return ViewNode(name: record.name, kind: kind, properties: properties, span: span, source: source)
    }

    /// What the app's code decides about the view (see ``SetByCode``): an outlet's text or image
    /// (code holding a label, button, text field, text view or image view sets what it shows), and
    /// a text a runtime attribute of the app's own sets (`textByCode`);
    /// the size of a plain view of the app's own class (its `intrinsicContentSize` is the class's
    /// code, which the document does not run); an outlet's hidden flag, when the document hides it.
    /// (An outlet placed by its frame has its frame set by code too: see the caller.)
    private static func setByCode(_ xml: XMLTree.Node, in tree: XMLTree, isOutlet: Bool, textByCode: Bool, hidden: Bool) -> SetByCode {
        var result: SetByCode = []
        if textByCode || (isOutlet && xml.name == "imageView") { result.insert(.content) }
        if xml.name == "view", let customClass = xml["customClass"], !IBViewKinds.isSystemClass(customClass) {
            result.insert(.content)
        }
        // "Intrinsic Size: Placeholder" on a view of the app's own class (any element: a table
        // view subclass that sizes itself to its rows, a custom control) exists at design time
        // only; at run time the class's intrinsicContentSize applies (Xcode's size inspector;
        // Docs/InterfaceBuilder.md#views).
        if xml["placeholderIntrinsicWidth"] != nil || xml["placeholderIntrinsicHeight"] != nil,
           let customClass = xml["customClass"], !IBViewKinds.isSystemClass(customClass) {
            result.formUnion([.content, .contentSizeStandIn])
        }
        // So on a plain view the code holds: a UIView has no intrinsic size of its own
        // (`UIView.noIntrinsicMetric`), and the placeholder stands for what the code puts in it,
        // a child controller's view or subviews (dashwallet's quick-receive screen embeds its
        // receive controller into a 414 × 500 placeholder). And on a stack view the code holds
        // that the document leaves empty: its size is its arranged views', which the code adds
        // (a 350-pt placeholder with hugging 1000 is no cap on the rows it stretches).
        let emptyStack = xml.name == "stackView" && !xml.children.contains { tree.nodes[$0].name == "subviews" }
        if isOutlet, xml.name == "view" || emptyStack, xml["customClass"].map(IBViewKinds.isSystemClass) ?? true,
           xml["placeholderIntrinsicWidth"] != nil || xml["placeholderIntrinsicHeight"] != nil {
            result.formUnion([.content, .contentSizeStandIn])
        }
        if isOutlet && hidden { result.insert(.hidden) }
        return result
    }

    /// Where a text view's baselines sit (``TextBaselines``), from its font's point size and the
    /// system font's metrics (Docs/uikit-devices.md, "Text baselines"): one line for a label of
    /// one line (`numberOfLines` 1, the default), a button and a text field, centred in the view
    /// (UILabel draws its text centred vertically; a control's `contentVerticalAlignment` is
    /// `.center` by default: Apple, "UIControl.contentVerticalAlignment"); for a label of several
    /// lines and a text view that does not scroll, the text is as tall as the view's intrinsic
    /// height, a text view's inside its 8-pt top and bottom `textContainerInset` (Apple,
    /// "UITextView.textContainerInset"). `nil` for other views: their baseline is their bottom.
    private static func textBaselines(of element: Int, intrinsicHeight: Double?, scrolls: Bool, in tree: XMLTree) -> TextBaselines? {
        let xml = tree.nodes[element]
        let size = IBTextMetrics.pointSize(of: element, in: tree)
        let line = SystemFontMetrics.lineHeight(size)
        let measured = intrinsicHeight.flatMap { $0 > 0 ? $0 : nil }
        switch xml.name {
        case "label" where (xml["numberOfLines"] ?? "1") != "1":
            return TextBaselines(pointSize: size, textHeight: max(line, measured ?? line))
        case "label", "button", "textField":
            return TextBaselines(pointSize: size, textHeight: line)
        case "textView" where !scrolls:
            return TextBaselines(pointSize: size, textHeight: max(line + 16, measured ?? line + 16), topInset: 8, bottomInset: 8)
        default:
            return nil
        }
    }

    /// The elements their container view places by frame.
    static let placedByContainer: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// Whether the view keeps `translatesAutoresizingMaskIntoConstraints`: its stored frame and
    /// mask then place it. True for `fixedFrame` views, for views that never turned translation
    /// off (cells, content views, documents without Auto Layout), and for views no constraint
    /// mentions (IB gives those prototyping constraints that hold their frame).
    /// Never for a stack view's arranged subviews.
    static func keepsFrame(_ record: IBScreenBuilder.Record, builder: IBScreenBuilder) -> Bool {
        let context = builder.context
        let xml = context.tree.nodes[record.element]
        if !context.usesAutoLayout { return true }
        // A stack view lays its arranged subviews out itself; UIKit does not translate their
        // masks (Apple, "translatesAutoresizingMaskIntoConstraints": do not change it on views
        // UIKit classes manage, such as arrangedSubviews), whatever the element says.
        if let parent = record.parent, context.tree.nodes[builder.records[parent].element].name == "stackView" { return false }
        // A cell is placed by its table or collection view, whatever the element says: the
        // layout's attributes set a collection cell's frame, the table its row's (Apple,
        // "UICollectionViewLayoutAttributes", "UITableView"); no constraint positions it.
        if Self.placedByContainer.contains(xml.name) { return true }
        // A table cell's `accessoryView` (or `editingAccessoryView`) is placed by the cell, at its
        // trailing side, whatever constraints the document drew it with (Apple,
        // "UITableViewCell.accessoryView": the cell uses the view as its accessory; Docs/InterfaceBuilder.md#views).
        if let id = xml["id"], context.cellAccessoryViewIDs.contains(id) { return true }
        // A view drawn at a fixed frame in the base size class that this size class constrains
        // (its constraints installed here: an Xcode 6 document's compact-width layout) has
        // translation off, as its element says, and IB makes prototyping constraints only for
        // views no installed constraint mentions: here the constraints place it.
        if xml["fixedFrame"] == "YES", context.hasVariations, xml["translatesAutoresizingMaskIntoConstraints"] == "NO",
           builder.constrainedNames.contains(record.name) { return false }
        if xml["fixedFrame"] == "YES" || xml["translatesAutoresizingMaskIntoConstraints"] != "NO" { return true }
        // No constraint mentions it: Interface Builder generates constraints that hold its frame
        // at build time (`NSIBPrototypingLayoutConstraint`, "IB auto generated at build time for
        // view with fixed frame", as UIKit's conflict logs name them), in every Xcode version.
        // A placeholder constraint ("remove at build time", for constraints code adds) or one of
        // another size class keeps the view out of them.
        return !builder.mentionedNames.contains(record.name)
    }

    /// The size Interface Builder measured for the view, as far as the document tells it.
    private static func intrinsicSize(of record: IBScreenBuilder.Record, insets: LayoutInsets, context: IBDocumentContext,
                                      estimated: inout Bool, diagnostics: inout [LayoutDiagnostic]) -> LayoutSize? {
        let xml = context.tree.nodes[record.element]
        var size: LayoutSize?
        if let id = xml["id"], let designed = context.designableSizes[id] {
            size = designed
        } else if xml.name == "imageView", IBSymbolImages.showsSymbol(record.element, in: context.tree) {
            // An SF Symbol is drawn at its font's size, which the document does not store: the
            // frame Xcode drew stands in, as for text (see ``IBSymbolImages``).
            size = record.frame.map { LayoutSize(width: $0.width, height: $0.height) } ?? LayoutSize(width: -1, height: -1)
        } else if xml.name == "imageView" {
            size = xml["image"].flatMap { context.imageSizes[$0] } ?? LayoutSize(width: -1, height: -1)
        } else if let axes = IBViewKinds.frameIntrinsicAxes(of: xml.name, scrollEnabled: scrolls(xml, context: context)),
                  let frame = record.frame {
            var width = frame.width - insets.left - insets.right
            // The stored width of a label stretched by its constraints is not its text's width;
            // on other devices that would compete with its neighbours. Outside the design
            // environment the text's estimated width caps it (see ``IBTextMetrics``).
            if !context.options.asDesigned, let estimate = IBTextMetrics.estimatedWidth(of: record.element, in: context.tree),
               estimate < width {
                width = estimate
                estimated = true
            }
            // A segmented control's stored width is where its constraints stretched it; its
            // segments need at least their contents' width (``IBSegmentWidths``).
            if !context.options.asDesigned, xml.name == "segmentedControl",
               let bound = IBSegmentWidths.lowerBound(of: record.element, in: context.tree, imageSizes: context.imageSizes),
               bound < width {
                width = bound
                estimated = true
            }
            var height = frame.height - insets.top - insets.bottom
            if let line = IBTextMetrics.squeezedLineHeight(of: record.element, storedHeight: height, in: context.tree) {
                height = line
                estimated = true
            }
            // A label of several lines stretched by its constraints asks for its text's height on
            // the devices; the canvas keeps the stored one (``IBTextMetrics/stretchedLabelHeight``).
            if !context.options.asDesigned,
               let wrapped = IBTextMetrics.stretchedLabelHeight(of: record.element, storedWidth: width, storedHeight: height, in: context.tree) {
                height = wrapped
                estimated = true
            }
            // A view Xcode flagged ambiguous was stored at one of the frames its constraints
            // allow, not at its content's size: its text measures it (``IBTextMetrics/flaggedTextSize``).
            if xml["ambiguous"] == "YES",
               let measured = IBTextMetrics.flaggedTextSize(of: record.element, stored: LayoutSize(width: width, height: height),
                                                            asDesigned: context.options.asDesigned, in: context.tree) {
                width = measured.width
                height = measured.height
                estimated = true
            }
            size = LayoutSize(width: axes.width ? width : -1, height: axes.height ? height : -1)
        } else if xml.name == "label" || xml.name == "button", record.frame == nil {
            // Documents of Xcode 8 without a device may store no frames: the text is all there is.
            // A label or button with no text yet measures nothing, as UIKit's would.
            let width = IBTextMetrics.estimatedWidth(of: record.element, in: context.tree) ?? 0
            estimated = width > 0
            size = LayoutSize(width: width, height: width > 0 ? IBTextMetrics.estimatedHeight(of: record.element, in: context.tree) : 0)
        } else if xml.name == "textField", record.frame == nil {
            // Its font gives a text field its height whatever it holds; its width follows its
            // text or placeholder inside the border's insets.
            estimated = true
            size = LayoutSize(width: IBTextMetrics.estimatedWidth(of: record.element, in: context.tree) ?? -1,
                              height: IBTextMetrics.estimatedTextFieldHeight(of: record.element, in: context.tree))
        } else if xml.name == "switch" {
            size = LayoutSize(width: -1, height: -1)  // no frame stored: nothing known
        } else if let bar = IBViewKinds.barHeight(of: xml.name, onPad: context.isPadOnly) {
            // A bar with no stored frame (Xcode 8 documents without a device) is still as tall as
            // UIKit makes it: its intrinsic height is the bar's (Docs/uikit-devices.md, "Bars").
            size = LayoutSize(width: -1, height: bar)
        }
        for (attribute, horizontal) in [("placeholderIntrinsicWidth", true), ("placeholderIntrinsicHeight", false)] {
            guard let text = xml[attribute], !placeholderIsDesignTimeOnly(xml, context: context) else { continue }
            var value = -1.0
            if text != "infinite" {
                guard case .success(let number) = IBValues.number(text), number >= 0 else {
                    diagnostics.append(.warning("\(attribute)=\"\(text)\" is not a size; it is ignored",
                                                at: context.span(of: record.element), ruleID: .interfaceBuilderValue))
                    continue
                }
                value = number
            }
            var current = size ?? LayoutSize(width: -1, height: -1)
            if horizontal { current.width = value } else { current.height = value }
            size = current
        }
        // A view of a class whose code gives it its size (see ``isCodeSized(_:context:)``): the
        // size the canvas drew stands in for it, marked as a stand-in.
        if size == nil, isCodeSized(xml, context: context), let frame = record.frame {
            size = LayoutSize(width: frame.width, height: frame.height)
        }
        return size
    }

    /// Whether a view's "Intrinsic Size: Placeholder" is for the canvas only: on a view of UIKit's
    /// own class the run-time intrinsic size is UIKit's (Xcode's size inspector: the placeholder is
    /// used at design time; at run time the view's `intrinsicContentSize` applies): a label's,
    /// button's or text field's is its text's, an image view's its image's, and a plain view has
    /// none (`UIView.noIntrinsicMetric`) unless the code holds it (an outlet whose placeholder
    /// stands for what the code puts in it). A stack view keeps its placeholder: an empty one is
    /// filled by code, and the placeholder is the size the document gives that content. As
    /// designed, the canvas's size is what Xcode drew.
    private static func placeholderIsDesignTimeOnly(_ xml: XMLTree.Node, context: IBDocumentContext) -> Bool {
        guard !context.options.asDesigned, xml["customClass"].map(IBViewKinds.isSystemClass) ?? true else { return false }
        switch xml.name {
        case "label", "button", "textField", "imageView": return true
        case "view": return context.outletNames[xml["id"] ?? ""] == nil
        default: return false
        }
    }

    /// Whether a text view scrolls: `scrollEnabled="NO"` turns scrolling off, and so does the code of
    /// its class (``ProjectFacts/scrollDisabledClasses``: `isScrollEnabled = false` in the class or a
    /// class it inherits from). A text view that does not scroll is sized by its text, which the
    /// stored frame stands for (Docs/InterfaceBuilder.md#views).
    static func scrolls(_ xml: XMLTree.Node, context: IBDocumentContext) -> Bool {
        guard xml["scrollEnabled"] != "NO" else { return false }
        let classes = context.project.scrollDisabledClasses
        guard xml.name == "textView", !classes.isEmpty, let customClass = xml["customClass"],
              !IBViewKinds.isSystemClass(customClass) else { return true }
        return !context.project.lineage(of: customClass).contains(where: classes.contains)
    }

    /// Whether the view's class is one the project's code sizes (``ProjectFacts/codeSizedClasses``:
    /// it overrides `intrinsicContentSize`, or builds and constrains its own subviews), and the
    /// document gives it no size of its own (no subviews, no placeholder).
    static func isCodeSized(_ xml: XMLTree.Node, context: IBDocumentContext) -> Bool {
        let classes = context.project.codeSizedClasses
        guard !classes.isEmpty, let customClass = xml["customClass"], !IBViewKinds.isSystemClass(customClass),
              xml["placeholderIntrinsicWidth"] == nil, xml["placeholderIntrinsicHeight"] == nil,
              !xml.children.contains(where: { context.tree.nodes[$0].name == "subviews" }) else { return false }
        return context.project.lineage(of: customClass).contains(where: classes.contains)
    }

    private static func stackProperties(_ xml: XMLTree.Node) -> StackProperties {
        var stack = StackProperties()
        stack.axis = xml["axis"] == "vertical" ? .vertical : .horizontal
        stack.distribution = xml["distribution"].flatMap(StackDistribution.init(rawValue:)) ?? .fill
        stack.alignment = xml["alignment"].flatMap(StackAlignment.init(rawValue:)) ?? .fill
        if xml["spacingType"] == "standard" {
            stack.spacing = 8
        } else if let text = xml["spacing"], case .success(let value) = IBValues.number(text) {
            stack.spacing = value
        }
        stack.baselineRelative = xml["baselineRelativeArrangement"] == "YES"
        stack.layoutMarginsRelative = xml["layoutMarginsRelativeArrangement"] == "YES"
        return stack
    }

    private static func autoresizingMask(_ tree: XMLTree, _ element: Int) -> AutoresizingMask {
        guard let index = tree.child(of: element, named: "autoresizingMask") else { return [] }
        let node = tree.nodes[index]
        var mask: AutoresizingMask = []
        let flags: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, flag) in flags where node[name] == "YES" { mask.insert(flag) }
        return mask
    }

    /// A plain `view` element (no custom class) with no subviews, no runtime attributes, and no
    /// background color or a clear one (alpha 0: Xcode writes "Clear Color" as
    /// `<color key="backgroundColor" white="0.0" alpha="0.0" …/>`; a view without a
    /// `backgroundColor` has UIKit's default, nil, which draws nothing: Apple, `UIView.backgroundColor`).
    static func drawsNothing(_ element: Int, in tree: XMLTree) -> Bool {
        let xml = tree.nodes[element]
        guard xml.name == "view", xml["customClass"] == nil else { return false }
        for child in xml.children {
            let node = tree.nodes[child]
            switch node.name {
            case "subviews":
                if !node.children.isEmpty { return false }
            case "userDefinedRuntimeAttributes":
                return false
            case "color" where node["key"] == "backgroundColor":
                guard let alpha = node["alpha"].flatMap(Double.init), alpha == 0 else { return false }
            default:
                continue
            }
        }
        return true
    }

    /// The classes whose code may own a table's header: the table's own class, its scene's
    /// controller's, and a xib's File's Owner's.
    private static func headerOwnerClasses(table: Int, context: IBDocumentContext) -> [String] {
        var classes = [context.tree.nodes[table]["customClass"], context.filesOwnerClass]
        if let controller = IBNavigationStacks.owningController(of: table, in: context.tree).flatMap({ context.elementsByID[$0] }) {
            classes.append(context.tree.nodes[controller]["customClass"])
        }
        return classes.compactMap { $0 }
    }
}
