import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// The side margin Xcode's canvas stores for the content view of a cell of its own (a xib's
/// top-level cell), by era, canvas device and the cell's width (Docs/uikit-devices.md, "Table
/// cells": 1 166 saved states of public apps' top-level cells, 1 163 agreeing). The label sits on
/// the content view's leading margin, so its x is the margin.
@Suite("Interface Builder cells of their own: side margins")
struct InterfaceBuilderOwnCellMarginTests {
    @Test("the stored side margin by era, canvas and width", arguments: [
        ("retina6_12", "22155", 414.0, 20.0),  // Xcode 15, iPhone 15 canvas (393 pt), a wider cell: 20
        ("retina6_0", "23504", 414.0, 20.0),   // the iPhone 13 canvas before toolsVersion 23700: 20
        ("retina6_0", "23727", 414.0, 16.0),   // … and from 23700: 16
        ("retina6_1", "17701", 320.0, 16.0),   // a wide canvas, but a cell no wider than 320: 16
        ("retina4_7", "16097", 414.0, 15.0),   // Xcode 11 on a 375-pt canvas: 15 at any width
        ("retina4_7", "14313", 387.0, 20.0),   // Xcode 9.2–10.1: wider than 375 is 20 …
        ("retina4_7", "14313", 375.0, 16.0),   // … and 375 is 16, whatever the canvas
        ("retina4_7", "12121", 414.0, 8.0),    // before Xcode 9.2: UIView's 8
    ])
    func sideMargin(_ device: String, _ toolsVersion: String, _ width: Double, _ margin: Double) {
        let label = compileInterfaceBuilder(ownCellDocument(device: device, toolsVersion: toolsVersion, width: width), asDesigned: true)
            .firstSolvedView(id: "label")
        #expect(label.map { ($0.frame.x * 1000).rounded() / 1000 } == margin)
    }
}
