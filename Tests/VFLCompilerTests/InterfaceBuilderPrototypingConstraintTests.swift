import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// A view of an Auto Layout document that turned translation off but that no constraint mentions
/// is held at its stored frame by constraints Interface Builder generates at build time
/// (`NSIBPrototypingLayoutConstraint`, "IB auto generated at build time for view with fixed
/// frame"), in documents of every Xcode version (Docs/InterfaceBuilder.md#views).
@Suite("Interface Builder prototyping constraints")
struct InterfaceBuilderPrototypingConstraintTests {
    /// An Xcode 14 xib (toolsVersion 21701) with no constraint at all: a navigation bar and an
    /// image view, each `translatesAutoresizingMaskIntoConstraints="NO"` without `fixedFrame`.
    private func document(constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <navigationBar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        </navigationBar>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shot">
                            <rect key="frame" x="8" y="370" width="91" height="57"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        </imageView>
                    </subviews>
                    \(constraints)
                </view>
            </objects>
        </document>
        """
    }

    @Test("views no constraint mentions sit at their stored frames, and none is ambiguous")
    func heldAtStoredFrame() {
        let compiled = compileInterfaceBuilder(document(), path: "Detail.xib", asDesigned: true)
        #expect(compiled.firstSolvedView(id: "bar")?.frame == LayoutRect(x: 0, y: 0, width: 320, height: 44))
        #expect(compiled.firstSolvedView(id: "shot")?.frame == LayoutRect(x: 8, y: 370, width: 91, height: 57))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("a view some constraint mentions is still laid out by its constraints, and one missing edge is ambiguous")
    func constrainedViewStaysConstrained() {
        let constrained = document(constraints: """
            <constraints>
                <constraint firstItem="shot" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="shot" firstAttribute="top" secondItem="root" secondAttribute="top" constant="370" id="c2"/>
                <constraint firstItem="shot" firstAttribute="width" constant="91" id="c3"/>
            </constraints>
            """)
        let compiled = compileInterfaceBuilder(constrained, path: "Detail.xib", asDesigned: true)
        // No height and an image view with no image: its height is free.
        #expect(compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout && $0.message.contains("height") },
                "\(compiled.diagnostics.map(\.message))")
    }

    /// A placeholder constraint ("Remove at build time") stands for one the code adds: Interface
    /// Builder generates nothing for its view, whose place is the code's (an info, not a frame).
    @Test("a view only placeholder constraints mention is left to the code, not held at its frame")
    func placeholderMentionedViewIsLeftToCode() {
        let compiled = compileInterfaceBuilder(document(constraints: """
            <constraints>
                <constraint firstItem="shot" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" placeholder="YES" id="c1"/>
                <constraint firstItem="shot" firstAttribute="top" secondItem="root" secondAttribute="top" constant="370" placeholder="YES" id="c2"/>
            </constraints>
            """), path: "Detail.xib", asDesigned: false)
        #expect(compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout && $0.severity == .info },
                "\(compiled.diagnostics.map(\.message))")
        #expect(!compiled.diagnostics.contains { $0.severity == .warning }, "\(compiled.diagnostics.map(\.message))")
    }
}
