import Testing
import LayoutIR
@testable import VFLCompiler

/// A xib's top-level view in the app: only a view controller's root view gets
/// `systemMinimumLayoutMargins` (16 at the sides in compact width); any other view's default
/// `layoutMargins` are 8 on every side (Apple, "UIView.layoutMargins",
/// "UIViewController.systemMinimumLayoutMargins"; Docs/uikit-devices.md#margins). Whether the
/// top-level view is a controller's root is in the document: File's Owner's `view` outlet.
@Suite("Interface Builder top-level view margins in the app")
struct InterfaceBuilderTopLevelMarginTests {
    /// A 320-pt top-level view holding `box`, `width` wide, centred, and kept at or inside the
    /// view's leading margin: on the 320-pt iPhone SE its leading edge is at (320 − width) / 2.
    private func document(boxWidth: Int, ownersView: Bool) -> String {
        xibDocument("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="\(boxWidth)" height="40"/>
                <constraints><constraint firstAttribute="width" constant="\(boxWidth)" id="bw"/><constraint firstAttribute="height" constant="40" id="bh"/></constraints></view>
            """, """
            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="top"/>
            <constraint firstItem="box" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leadingMargin" id="lead"/>
            """, outlets: ownersView ? [("view", "root")] : [])
    }

    private func conflicts(boxWidth: Int, ownersView: Bool) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(document(boxWidth: boxWidth, ownersView: ownersView)).diagnostics
            .filter { $0.ruleID == .unsatisfiable }
    }

    @Test("a plain top-level view keeps UIView's 8: a 300-pt box centred on 320 pt starts at 10 ≥ 8, no conflict")
    func plainViewFits() {
        #expect(conflicts(boxWidth: 300, ownersView: false).isEmpty)
    }

    @Test("a 310-pt box starts at (320 − 310) / 2 = 5 < 8: the conflict stands")
    func plainViewTooWide() {
        #expect(conflicts(boxWidth: 310, ownersView: false).count == 1)
    }

    @Test("File's Owner's view is a controller's root: 16 at the sides, so 10 < 16 conflicts")
    func controllerRoot() {
        #expect(conflicts(boxWidth: 300, ownersView: true).count == 1)
    }

    /// The same document compiled with a Swift file declaring File's Owner's class `Owner`.
    private func conflicts(boxWidth: Int, ownerCode: String) -> [LayoutDiagnostic] {
        LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: false)).compile([
            CompilerInput(SourceFile(path: "Owner.swift", text: ownerCode)),
            CompilerInput(SourceFile(path: "Owner.xib", text: document(boxWidth: boxWidth, ownersView: true))),
            // Code that loads the nib: one no code names is never loaded (InterfaceBuilderNibLoadingTests).
            CompilerInput(SourceFile(path: "Loader.swift", text: nibLoader("Owner"))),
        ]).flatMap(\.diagnostics).filter { $0.ruleID == .unsatisfiable }
    }

    @Test("File's Owner declared a view in the project's code (directly or through a class of its own): its `view` is a plain view with 8-pt margins")
    func ownerIsAView() {
        #expect(conflicts(boxWidth: 300, ownerCode: "final class Owner: UIView {}").isEmpty)
        #expect(conflicts(boxWidth: 300, ownerCode: "class Base: UIView {}\nfinal class Owner: Base, UITableViewDelegate {}").isEmpty)
    }

    @Test("File's Owner declared a view controller, or not declared at all: its `view` is the controller's root, 16 at the sides")
    func ownerIsAController() {
        #expect(conflicts(boxWidth: 300, ownerCode: "final class Owner: UIViewController {}").count == 1)
        #expect(conflicts(boxWidth: 300, ownerCode: "final class Other: UIView {}").count == 1)
    }
}
