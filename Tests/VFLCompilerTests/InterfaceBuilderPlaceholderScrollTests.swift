import Testing
import LayoutIR
@testable import VFLCompiler

/// A scroll view whose content is sized by constraints the document marks as placeholders
/// ("Remove at build time"): the app's code adds the constraints that replace them, so a content
/// size the document leaves free is the code's to fix. One info at the scroll view, not a warning.
@Suite struct InterfaceBuilderPlaceholderScrollTests {
    /// A scroll view filling the root, holding `card` pinned to its top, leading and trailing
    /// edges and as wide as it, 5 tall by `height` (a placeholder or not); nothing pins the
    /// card's bottom, so the content height is free either way.
    static func document(placeholder: Bool) -> String {
        xibDocument("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="card" id="card">
                        <rect key="frame" x="0.0" y="10" width="320" height="5"/>
                        <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="5" \(placeholder ? #"placeholder="YES" "# : "")id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="10" id="s1"/>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="s3"/>
                    <constraint firstItem="card" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s4"/>
                </constraints>
            </scrollView>
            """, scrollFillingRoot)
    }

    static func scrollFinding(placeholder: Bool) -> LayoutDiagnostic? {
        compileInterfaceBuilder(Self.document(placeholder: placeholder), path: "Card.xib").diagnostics
            .first { $0.message.contains("scrollable content size") }
    }

    @Test("content held by placeholder constraints: the free content size is an info naming the view")
    func placeholderContent() throws {
        let finding = try #require(Self.scrollFinding(placeholder: true))
        #expect(finding.severity == .info)
        #expect(finding.notes.first?.message.contains("its content holds 'card', whose constraints the document marks as placeholders") == true)
    }

    @Test("without placeholders the same free content size is a warning")
    func ordinaryContent() throws {
        let finding = try #require(Self.scrollFinding(placeholder: false))
        #expect(finding.severity == .warning)
    }

    /// The same content with the card of an app class whose size the document gives as
    /// Interface Builder's "Intrinsic Size: Placeholder" (320 × 5): at run time the class's
    /// `intrinsicContentSize` applies (a table that sizes itself to its rows), which the
    /// document does not run.
    @Test("content holding a view of the app's class with a placeholder intrinsic size: the free content size is an info naming it")
    func placeholderIntrinsicSizeContent() throws {
        let text = Self.document(placeholder: false)
            .replacingOccurrences(of: #"userLabel="card" id="card">"#,
                                  with: #"customClass="RecipeTable" customModule="App" placeholderIntrinsicWidth="320" placeholderIntrinsicHeight="5" userLabel="card" id="card">"#)
        let finding = try #require(compileInterfaceBuilder(text, path: "Card.xib").diagnostics.first { $0.message.contains("scrollable content size") })
        #expect(finding.severity == .info)
        #expect(finding.notes.first?.message.contains("its content holds 'card', whose intrinsic size the document gives as a design-time placeholder") == true)
    }
}
