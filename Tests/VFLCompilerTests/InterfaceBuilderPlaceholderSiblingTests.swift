import Testing
import LayoutIR
@testable import VFLCompiler

/// A placeholder constraint ("Remove at build time") stands for one the app's code adds. A view
/// that is free only because such a view is (the other arranged view of a fill stack, which
/// takes what its sibling leaves) is settled by that code too: its ambiguity is an info, at the
/// cause, not a warning (Docs/InterfaceBuilder.md#what-the-apps-code-sets).
@Suite struct InterfaceBuilderPlaceholderSiblingTests {
    /// A 414 × 896 xib root holding a vertical fill stack pinned to all four edges, with two plain
    /// arranged views: `content` has no height, `bar` has a 50-pt height that is a placeholder
    /// when `placeholder` is true and absent otherwise.
    static func document(placeholder: Bool) -> String {
        let height = placeholder ? #"<constraints><constraint firstAttribute="height" constant="50" placeholder="YES" id="h1"/></constraints>"# : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="content" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="846"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="bar" id="bar">
                                        <rect key="frame" x="0.0" y="846" width="414" height="50"/>
                                        \(height)
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                            <constraint firstItem="stack" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    static func ambiguity(_ view: String, placeholder: Bool) -> LayoutDiagnostic? {
        compileInterfaceBuilder(document(placeholder: placeholder), path: "Filters.xib").diagnostics
            .first { $0.ruleID == .ambiguousLayout && $0.message.contains("'\(view)'") }
    }

    @Test("the sibling of a placeholder-height view is free only as the code leaves it: an info naming the cause")
    func siblingOfPlaceholderIsInfo() throws {
        let content = try #require(Self.ambiguity("content", placeholder: true))
        #expect(content.severity == .info)
        #expect(content.notes.first?.message.contains("'bar'") == true)
        #expect(Self.ambiguity("bar", placeholder: true)?.severity == .info)
    }

    /// Without the placeholder nothing stands for code, and the split of the stack's height
    /// between two views with no height is left to the stack, which decides it by the views' order
    /// (Apple, UIStackView.Distribution.fill: "If there's any ambiguity, the stack view resizes the
    /// arranged views based on their index"): an info saying so (StackOrderTieTests), not a warning.
    @Test("with no placeholder, the free split is the stack's to decide by order: an info naming the stack")
    func withoutPlaceholderIsTheStacksTie() throws {
        let findings = [Self.ambiguity("content", placeholder: false), Self.ambiguity("bar", placeholder: false)].compactMap { $0 }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.severity == .info })
        let note = try #require(findings.first?.notes.first?.message)
        #expect(note.contains("based on their index"), "\(note)")
    }
}
