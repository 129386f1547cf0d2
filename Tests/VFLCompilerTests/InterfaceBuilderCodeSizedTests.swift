import Testing
import LayoutIR
@testable import VFLCompiler
@testable import LayoutSyntax

/// What only follows a view the app's code gives its size (`CodeSizedVariant`): one finding at the
/// cause, an `info` naming what the code must do, not a warning at each view down the line.
@Suite("Interface Builder views that follow what the code sizes")
struct InterfaceBuilderCodeSizedTests {
    /// An image view `photo` pinned to the root's top-left with no image in the document (so no
    /// size), and a 1-pt line 8 pt below it across the root: the line's y is free exactly as the
    /// photo's height is, and the photo's height is its image's, which the code sets when `photo`
    /// is an outlet.
    static func followerDocument(outlet: Bool) -> String {
        xibDocument("""
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
            </imageView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                <rect key="frame" x="0.0" y="68" width="320" height="1"/>
                <constraints><constraint firstAttribute="height" constant="1" id="h"/></constraints>
            </view>
            """, """
            <constraint firstItem="photo" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="photo" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="line" firstAttribute="top" secondItem="photo" secondAttribute="bottom" constant="8" id="c3"/>
            <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="c5"/>
            """, outlets: outlet ? [("photoView", "photo")] : [])
    }

    @Test("a view that only follows an image view whose image the code sets is an info naming that image; without the outlet, a warning",
          arguments: [true, false])
    func followerOfACodeSetImage(outlet: Bool) {
        let ambiguous = compileInterfaceBuilder(Self.followerDocument(outlet: outlet), path: "Photo.xib").diagnostics
            .filter { $0.ruleID == .ambiguousLayout && $0.message.contains("line' has an ambiguous") }
        #expect(ambiguous.count == 1, "\(ambiguous.map(\.message))")
        #expect(ambiguous.first?.severity == (outlet ? .info : .warning))
        if outlet {
            #expect(ambiguous.first?.notes.first?.message.contains("the image of 'photoView'") == true,
                    "\(ambiguous.first?.notes.map(\.message) ?? [])")
        }
    }

    /// A legacy scroll view filling the root, holding an image view pinned to its four edges with
    /// no image in the document: the content size is the image view's, which has no size until an
    /// image is set (a zooming photo viewer).
    static func zoomDocument(outlet: Bool) -> String {
        xibDocument("""
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="photo" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                    <constraint firstItem="photo" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s2"/>
                    <constraint firstItem="photo" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s3"/>
                    <constraint firstItem="photo" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s4"/>
                </constraints>
            </scrollView>
            """, scrollFillingRoot, outlets: outlet ? [("imageView", "photo")] : [])
    }

    @Test("an image view outlet without an image in a scroll view: it and the content size are infos naming its image; not held, warnings",
          arguments: [true, false])
    func zoomingImage(outlet: Bool) {
        let ambiguous = compileInterfaceBuilder(Self.zoomDocument(outlet: outlet), path: "Zoom.xib").diagnostics
            .filter { $0.ruleID == .ambiguousLayout }
        let image = ambiguous.first { $0.message.hasPrefix("'imageView") }
        let content = ambiguous.first { $0.message.contains("scrollable content size") }
        #expect(image != nil && content != nil, "\(ambiguous.map(\.message))")
        #expect(image?.severity == (outlet ? .info : .warning))
        #expect(content?.severity == (outlet ? .info : .warning))
        if outlet { #expect(content?.notes.first?.message.contains("UIImageView") == true, "\(content?.notes.map(\.message) ?? [])") }
    }

    /// An equal-spacing horizontal stack pinned to the root's top and sides, holding a label
    /// hidden in the document (an outlet: the code sets its text and shows it) and a button.
    static func hiddenDocument(outlet: Bool) -> String {
        xibDocument("""
            <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" alignment="center" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="filters">
                <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                <subviews>
                    <label hidden="YES" opaque="NO" userInteractionEnabled="NO" contentMode="left" text="City" translatesAutoresizingMaskIntoConstraints="NO" id="city">
                        <rect key="frame" x="-12" y="5" width="0.0" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="clear">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                        <state key="normal" title="Clear"/>
                    </button>
                </subviews>
            </stackView>
            """, """
            <constraint firstItem="filters" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="filters" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="filters" secondAttribute="trailing" id="c3"/>
            """, outlets: outlet ? [("cityLabel", "city")] : [])
    }

    @Test("a hidden arranged label the code holds: its free x is an info (shown, it is placed); not held, a warning",
          arguments: [true, false])
    func hiddenArrangedLabel(outlet: Bool) {
        let ambiguous = compileInterfaceBuilder(Self.hiddenDocument(outlet: outlet), path: "Filters.xib").diagnostics
            .filter { $0.ruleID == .ambiguousLayout && ($0.message.hasPrefix("'cityLabel'") || $0.message.hasPrefix("'city'")) }
        #expect(ambiguous.count == 1, "\(ambiguous.map(\.message))")
        #expect(ambiguous.first?.severity == (outlet ? .info : .warning))
    }
}
