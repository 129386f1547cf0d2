import Testing
import LayoutIR
@testable import VFLCompiler
@testable import LayoutSyntax

/// A stack view the app's code fills: the document's drawing of it is one state of many, so the
/// views whose freedom comes from its size (a button placed below it) are `info`s too, one
/// finding at the cause; the project's code that gives a stack outlet arranged views is found
/// by name (`FilledStackViews`).
@Suite("Interface Builder stack views the code fills")
struct InterfaceBuilderFilledStackTests {
    /// An empty vertical stack at the root's top-left (nothing gives it a height but its views)
    /// and a 44-pt button 8 pt below it: the button's y is free exactly as the stack's height is.
    static func document(outlet: Bool) -> String {
        xibDocument("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
            </stackView>
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                <rect key="frame" x="0.0" y="48" width="320" height="44"/>
                <constraints><constraint firstAttribute="height" constant="44" id="h"/></constraints>
            </button>
            """, """
            <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="close" firstAttribute="top" secondItem="list" secondAttribute="bottom" constant="8" id="c4"/>
            <constraint firstItem="close" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
            <constraint firstAttribute="trailing" secondItem="close" secondAttribute="trailing" id="c6"/>
            """, outlets: outlet ? [("listStackView", "list")] : [])
    }

    @Test("held by the code, the stack's free height and the button's free y are infos; not held, warnings", arguments: [true, false])
    func consequencesOfAFilledStack(outlet: Bool) {
        let ambiguous = compileInterfaceBuilder(Self.document(outlet: outlet), path: "List.xib").diagnostics
            .filter { $0.ruleID == .ambiguousLayout }
        let button = ambiguous.first { $0.message.hasPrefix("'close'") || $0.message.contains("ambiguous y") }
        #expect(button != nil, "\(ambiguous.map(\.message))")
        #expect(button?.severity == (outlet ? .info : .warning))
        if outlet { #expect(button?.notes.first?.message.contains("the app's code gives it its arranged views") == true) }
    }

    @Test("the receivers of addArrangedSubview / insertArrangedSubview in Swift and Objective-C, by their last name")
    func filledStackNames() {
        let swift = Array("""
            self?.listCountryStackView.addArrangedSubview(label)
            buttons.insertArrangedSubview(b, at: 0)
            stack!.addArrangedSubview(x)
            """.utf8)
        #expect(FilledStackViews.collect(swift) == ["listCountryStackView", "buttons", "stack"])
        let objectiveC = Array("[self.rowsStack addArrangedSubview:row];\n[_chips insertArrangedSubview:chip atIndex:0];".utf8)
        #expect(FilledStackViews.collect(objectiveC) == ["rowsStack", "_chips"])
        #expect(FilledStackViews.collect(Array("let x = 1".utf8)).isEmpty)
    }

    /// A 320 × 100 scroll view filling the root, holding an empty vertical stack pinned to its
    /// four edges and as wide as it: the content's height is the stack's, which only its arranged
    /// views give.
    static func scrollDocument(outlet: Bool) -> String {
        xibDocument("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="list" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                    <constraint firstItem="list" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="s3"/>
                    <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="s4"/>
                    <constraint firstItem="list" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                </constraints>
            </scrollView>
            """, scrollFillingRoot, outlets: outlet ? [("listStackView", "list")] : [])
    }

    @Test("a scroll view whose content holds a stack the code fills: its free content size is an info; not held, a warning",
          arguments: [true, false])
    func scrollContentOfAFilledStack(outlet: Bool) {
        let content = compileInterfaceBuilder(Self.scrollDocument(outlet: outlet), path: "Scroll.xib").diagnostics
            .filter { $0.ruleID == .ambiguousLayout && $0.message.contains("scrollable content size") }
        #expect(content.count == 1)
        #expect(content.first?.severity == (outlet ? .info : .warning))
        if outlet { #expect(content.first?.notes.first?.message.contains("stack view 'listStackView'") == true) }
    }

    /// A centred vertical stack holding `card` (a white view) around `banks`, an empty vertical
    /// stack pinned to the card's four edges, and a 44-pt button: the centred stack gives the card
    /// no width but what its content asks (UIKit's `UISV-ambiguity-suppression`, width 0 at 25),
    /// and the empty list asks none, so the card is 0 wide while the code has added no rows.
    static func cardDocument(outlet: Bool) -> String {
        xibDocument("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="card" id="card">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="banks">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                            </stackView>
                        </subviews>
                        <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <constraints>
                            <constraint firstItem="banks" firstAttribute="top" secondItem="card" secondAttribute="top" id="k1"/>
                            <constraint firstAttribute="bottom" secondItem="banks" secondAttribute="bottom" id="k2"/>
                            <constraint firstItem="banks" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="k3"/>
                            <constraint firstAttribute="trailing" secondItem="banks" secondAttribute="trailing" id="k4"/>
                            <constraint firstAttribute="height" constant="56" id="k5"/>
                        </constraints>
                    </view>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                        <rect key="frame" x="138" y="56" width="44" height="44"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="b1"/>
                            <constraint firstAttribute="width" constant="44" id="b2"/>
                        </constraints>
                    </button>
                </subviews>
            </stackView>
            """, """
            <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" id="c4"/>
            """, outlets: outlet ? [("banksStackView", "banks")] : [])
    }

    @Test("a view of no width around a stack the code fills is an info naming the stack; without the outlet a warning", arguments: [true, false])
    func zeroSizeAroundAFilledStack(outlet: Bool) throws {
        let card = try #require(compileInterfaceBuilder(Self.cardDocument(outlet: outlet), path: "Banks.xib").diagnostics
            .first { $0.ruleID == .nonPositiveSize && $0.message.contains("'card'") })
        #expect(card.message.contains("(0 × 56)"))
        #expect(card.severity == (outlet ? .info : .warning))
        if outlet { #expect(card.notes.first?.message.contains("its size follows stack view 'banksStackView' inside it") == true) }
    }

    /// A box at the root's top, 30 pt tall at priority 500 (as a self-sizing cell's stored height),
    /// holding a vertical stack pinned to its edges: a 40-pt title, 2 pt of spacing, then
    /// `details`, an empty stack. The fill distribution makes the arranged heights and spacing add
    /// up to the stack's (Apple, "UIStackView"): 40 + 2 + details = 30 costs nothing required, so
    /// the empty stack is −12 tall in every solution, until the code gives it views, whose size
    /// then wins over the box's optional height.
    static func squeezedDocument(outlet: Bool) -> String {
        xibDocument("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                                <constraints><constraint firstAttribute="height" constant="40" id="t1"/></constraints>
                            </view>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="details">
                                <rect key="frame" x="0.0" y="42" width="320" height="20"/>
                            </stackView>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="outer" firstAttribute="top" secondItem="box" secondAttribute="top" id="o1"/>
                    <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" id="o2"/>
                    <constraint firstItem="outer" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="o3"/>
                    <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="o4"/>
                    <constraint firstAttribute="height" constant="30" priority="500" id="o5"/>
                </constraints>
            </view>
            """, """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
            """, outlets: outlet ? [("detailStackView", "details")] : [])
    }

    @Test("an empty stack the code fills, squeezed to a negative height: an info at it; not held, a warning",
          arguments: [true, false])
    func squeezedFilledStack(outlet: Bool) {
        let sizes = compileInterfaceBuilder(Self.squeezedDocument(outlet: outlet), path: "Detail.xib").diagnostics
            .filter { $0.ruleID == .nonPositiveSize && $0.message.contains("negative size") }
        #expect(sizes.count == 1, "\(sizes.map(\.message))")
        #expect(sizes.first?.message.contains("(320 × -12)") == true, "\(sizes.map(\.message))")
        #expect(sizes.first?.severity == (outlet ? .info : .warning))
    }
}
