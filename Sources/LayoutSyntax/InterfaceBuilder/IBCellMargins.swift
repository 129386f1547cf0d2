import LayoutIR

/// Layout margins a document does not write for a table cell's content view: 11 at top and
/// bottom and, at the sides, UIKit's `max(base, the table's leading layout margin)`
/// (Docs/InterfaceBuilder.md#views, Docs/uikit-devices.md "Table cells"). The base is 15 up to
/// Xcode 11 (toolsVersion < 17000) and 16 after; a table that is its controller's view has a root
/// view's margins (16, or 20 from 414 pt wide), any other table its own (8 by default). Documents
/// before Xcode 9.2 store 8 all round. Other views keep UIKit's default (8, applied by the engine).
enum IBCellMargins {
    /// Xcode 9.2's tools version, from which cells' content views are drawn with iOS 11's margins
    /// (toolsVersion 13196 and before store 8 all round; 13528 to 13771 store 11 at the top and
    /// 15, 16 or 20 at the sides, as Xcode 10 does: Docs/uikit-devices.md "Table cells").
    static let cellMarginsToolsVersion = 13500
    /// A tools version from which the margins are those an app built today gets (Xcode 12 on).
    static let currentToolsVersion = 17000
    /// Xcode 14's tools version, from which a cell wider than its canvas device gets the device's
    /// side margins (for the margins of today's SDK on a real device).
    static let wideCellDeviceMarginsToolsVersion = 21000
    /// Xcode 10.2's tools version, from which the canvas gives a cell of its own the margins of its
    /// canvas device's class (``ownCellCanvasSide(cellWidth:deviceID:toolsVersion:)``).
    static let canvasClassMarginsToolsVersion = 14800

    /// The content view's margins; `nil` for any other view. `toolsVersion`: the Xcode whose SDK's
    /// margins are wanted (the document's, or ``currentToolsVersion`` for the margins an app built
    /// today gets).
    static func contentViewMargins(of record: IBScreenBuilder.Record, screenWidth: Double,
                                   builder: IBScreenBuilder, toolsVersion: Int) -> LayoutInsets? {
        let context = builder.context
        let xml = context.tree.nodes[record.element]
        guard xml.name == "tableViewCellContentView" else { return nil }
        var table = record.parent
        while let index = table, context.tree.nodes[builder.records[index].element].name != "tableView" {
            table = builder.records[index].parent
        }
        // A cell of its own (a xib's top-level cell) drawn on the document's canvas.
        let ownCanvasSide = table == nil && toolsVersion == context.toolsVersion
            ? ownCellCanvasSide(cellWidth: record.parent.flatMap { builder.records[$0].frame?.width } ?? record.frame?.width ?? 0,
                                deviceID: context.deviceID, toolsVersion: toolsVersion)
            : nil
        // Documents before Xcode 9.2 (toolsVersion < 13500) store 8 all round: in public apps'
        // cells pinned to the content view's margins, every one of Xcode 8 and 9.0–9.1 stores 8,
        // and those of 9.2 on 11 at the top and 15, 16 or 20 at the sides.
        if toolsVersion < cellMarginsToolsVersion { return .uniform(8) }
        var width = max(screenWidth, record.frame?.width ?? 0)
        // A cell of its own drawn wider than its document's device, with today's SDK: the device's
        // side margins, not its own width's.
        if toolsVersion >= wideCellDeviceMarginsToolsVersion, record.parent == 0,
           context.tree.nodes[builder.records[0].element].name == "tableViewCell",
           let id = context.deviceID, let name = IBDesignEnvironment.canvasDevices[id],
           let device = DeviceCatalog.standard.device(named: name), device.portraitSize.width < width {
            width = device.portraitSize.width
        }
        let rootMargin: Double = width >= 414 ? 20 : 16
        let base: Double = toolsVersion < currentToolsVersion ? 15 : 16
        let side: Double
        if let table {
            let isControllerView = table == 0 && !builder.isFreeform
            let tableMargin = isControllerView ? rootMargin
                : IBValues.insets(context.tree, builder.records[table].element)?.left ?? 8
            side = max(base, tableMargin)
        } else {
            side = ownCanvasSide ?? rootMargin
        }
        // A cell given margins of its own passes them on: the content view preserves its
        // superview's margins, so each side is the larger of the two (AltStore's settings cells
        // set 30 at the sides and store their labels 30 in).
        var margins = LayoutInsets(top: 11, left: side, bottom: 11, right: side)
        if let cell = record.parent, let cellMargins = IBValues.insets(context.tree, builder.records[cell].element) {
            margins = LayoutInsets(top: max(11, cellMargins.top), left: max(side, cellMargins.left),
                                   bottom: max(11, cellMargins.bottom), right: max(side, cellMargins.right))
        }
        // A disclosure indicator's narrower content view has a trailing margin of its own
        // (``IBCellAccessory``). Only with the document's own SDK: an older document's stored
        // content view is not the width today's accessory leaves.
        if let cell = record.parent, toolsVersion == context.toolsVersion,
           let right = IBCellAccessory.contentTrailingMargin(cell: context.tree.nodes[builder.records[cell].element],
                                                             cellFrame: builder.records[cell].frame, contentFrame: record.frame,
                                                             cellTrailingMargin: margins.right, toolsVersion: toolsVersion) {
            margins.right = right
        }
        return margins
    }

    /// The side margin Xcode's canvas stores for the content view of a cell of its own, by era,
    /// canvas device and the cell's width (Docs/uikit-devices.md "Table cells", measured on 1 166
    /// saved states of public apps' top-level cells, 1 163 agreeing): 8 before Xcode 9.2
    /// (toolsVersion < 13500); then, to Xcode 10.1, 20 for a cell wider than 375 and 16 otherwise;
    /// from Xcode 10.2 (14800), 20 for a cell wider than 320 on a canvas of the wide-margin class
    /// (``wideMarginCanvases``), else 15 up to Xcode 11 and 16 after. `nil`: no canvas device is
    /// known for the rule.
    static func ownCellCanvasSide(cellWidth: Double, deviceID: String?, toolsVersion: Int) -> Double? {
        if toolsVersion < cellMarginsToolsVersion { return 8 }
        if toolsVersion < canvasClassMarginsToolsVersion { return cellWidth > 375 ? 20 : 16 }
        let wide = deviceID.map { isWideMarginCanvas($0, toolsVersion: toolsVersion) } ?? false
        if wide, cellWidth > 320 { return 20 }
        return toolsVersion < currentToolsVersion && !wide ? 15 : 16
    }

    /// The canvas devices on which Xcode draws a wide cell of its own with 20-pt side margins:
    /// the 6.1-inch and larger iPhones (measured: retina6_1, retina6_5, retina6_12, and retina6_0
    /// in documents before toolsVersion 23700, which store 16 from then on); the other large
    /// iPhones by analogy (never seen with a cell wider than 320). The 4- to 5.8-inch iPhones,
    /// iPads and the Mac store 16.
    static func isWideMarginCanvas(_ id: String, toolsVersion: Int) -> Bool {
        if id == "retina6_0" { return toolsVersion < 23700 }
        return wideMarginCanvases.contains(id)
    }

    private static let wideMarginCanvases: Set<String> = ["retina5_5", "retina6_1", "retina6_5", "retina6_12", "retina6_7",
                                                          "retina6_72", "retina6_3", "retina6_9"]
}
