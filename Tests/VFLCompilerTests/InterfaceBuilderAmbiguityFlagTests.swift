import Testing
import LayoutEngine
import LayoutSyntax
@testable import VFLCompiler

/// Xcode's stored `ambiguous` flags against vflc's findings, laid out as designed: each test is
/// one pattern met in public apps' documents, rebuilt as a small xib of its own.
@Suite("Interface Builder ambiguity flags against vflc")
struct InterfaceBuilderAmbiguityFlagTests {
    private func xib(_ subviews: String, _ constraints: String, toolsVersion: String = "17701") -> String {
        xibDocument(subviews, constraints, toolsVersion: toolsVersion)
    }

    private func compile(_ text: String) -> CompiledFile {
        LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: true)).compile(SourceFile(path: "F.xib", text: text))
    }

    /// The element's line in `text` (1-based): where its findings are reported.
    private func line(of id: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"\(id)\"") }.map { $0 + 1 }
    }

    private func findings(_ rule: RuleID, at id: String, in text: String, _ diagnostics: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
        let place = line(of: id, in: text)
        return diagnostics.filter { $0.ruleID == rule && $0.span?.line == place }
    }

    /// Two labels pinned 10 from the top and bottom, 10 apart, stored `heights` tall (20 each: 30 pt
    /// left over that either may take). `secondHugging` is the second label's vertical hugging
    /// priority; `font` their `<fontDescription>` attributes, if any.
    private func stackedLabels(secondHugging: String, flagged: Bool, heights: (a: Double, b: Double) = (20, 20),
                               font: String? = nil, lines: String? = nil, textA: String = "A") -> String {
        let flag = flagged ? #" ambiguous="YES""# : ""
        let fontElement = font.map { #"<fontDescription key="fontDescription" \#($0)/>"# } ?? ""
        let lineCount = lines.map { #" numberOfLines="\#($0)""# } ?? ""
        return xib("""
            <label verticalHuggingPriority="251"\(flag) text="\(textA)"\(lineCount) translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="10" y="10" width="40" height="\(heights.a)"/>\(fontElement)</label>
            <label verticalHuggingPriority="\(secondHugging)"\(flag) text="B"\(lineCount) translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="10" y="\(20 + heights.a)" width="40" height="\(heights.b)"/>\(fontElement)</label>
            """, """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="c4"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="10" id="c5"/>
            """)
    }

    @Test("equal vertical hugging between two labels sharing the height: both ambiguous, as Xcode flags them (Content Priority Ambiguity)")
    func contentPriorityAmbiguity() {
        // 10 + A + 10 + B + 10 = 100, so A + B = 70 against stored sizes 20 and 20: one of them
        // must stretch by 30, and when both hug at 251 neither hugging constraint outranks the
        // other (Xcode: "Content Priority Ambiguity", and it flags both views).
        let text = stackedLabels(secondHugging: "251", flagged: true)
        let diagnostics = compile(text).diagnostics
        #expect(!findings(.ambiguousLayout, at: "a", in: text, diagnostics).isEmpty)
        #expect(!findings(.ambiguousLayout, at: "b", in: text, diagnostics).isEmpty)
        #expect(!diagnostics.contains { $0.ruleID == .xcodeFlagDisagreement })
        // Hugging 250 on B lets B stretch first (B 50, A keeps its 20): the flags are then stale.
        let fixed = stackedLabels(secondHugging: "250", flagged: true)
        let resolved = compile(fixed)
        #expect(!resolved.diagnostics.contains { $0.ruleID == .ambiguousLayout })
        let disagreements = findings(.xcodeFlagDisagreement, at: "b", in: fixed, resolved.diagnostics)
        #expect(disagreements.first?.message.contains("finds its frame determined") == true)
    }

    /// A 17-pt label `title` pinned 10 from the top, stored `title` pt tall, and under it a
    /// spacer whose height is `spacer` @750, pinned 27 from the bottom: title + spacer = 63.
    /// The shape of a podcast header in a public app, where Xcode stored a 31-pt title 3 pt tall.
    private func titleOverSpacer(title: Double, spacer: Double,
                                 font: String = #"type="system" pointSize="17""#) -> String {
        xib("""
            <label ambiguous="YES" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="10" y="10" width="40" height="\(title)"/><fontDescription key="fontDescription" \(font)/></label>
            <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="spacer"><rect key="frame" x="10" y="\(10 + title)" width="300" height="\(spacer)"/>
                <constraints><constraint firstAttribute="height" priority="750" constant="\(spacer)" id="h"/></constraints></view>
            """, """
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="spacer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="spacer" secondAttribute="trailing" constant="10" id="c4"/>
            <constraint firstItem="spacer" firstAttribute="top" secondItem="title" secondAttribute="bottom" id="c5"/>
            <constraint firstAttribute="bottom" secondItem="spacer" secondAttribute="bottom" constant="27" id="c6"/>
            """)
    }

    @Test("a label stored under half a line tall was squeezed: it measures one line, and the squeeze it shares is ambiguous as Xcode flags it")
    func squeezedLabel() {
        // One line of 17-pt system text is 1.2 × 17 = 20.4, rounded up to the half point: 20.5
        // (Docs/InterfaceBuilder.md). Stored 3 tall (under 10.25), the title measures 20.5:
        // with the spacer's 60 (@750) that is 80.5 for 63 pt, and the 17.5 pt that must give
        // may come from either, both at priority 750 (the label's compression resistance).
        let squeezed = titleOverSpacer(title: 3, spacer: 60)
        let diagnostics = compile(squeezed).diagnostics
        #expect(!findings(.ambiguousLayout, at: "title", in: squeezed, diagnostics).isEmpty)
        #expect(!findings(.ambiguousLayout, at: "spacer", in: squeezed, diagnostics).isEmpty)
        #expect(!diagnostics.contains { $0.ruleID == .xcodeFlagDisagreement })
        // Stored 13 tall in a named font (over half a line, as fonts with shorter lines than the
        // system font's store; vflc has no metrics for it), the frame stands for the text:
        // 13 + 50 = 63 fits, nothing gives, and the flags are stale. (In the system font, whose
        // line is known, a flagged label measures its line: ``flaggedLabelMeasuresItsText()``.)
        let measured = titleOverSpacer(title: 13, spacer: 50, font: #"name="Avenir-Book" family="Avenir" pointSize="17""#)
        let determined = compile(measured).diagnostics
        #expect(!determined.contains { $0.ruleID == .ambiguousLayout })
        #expect(findings(.xcodeFlagDisagreement, at: "title", in: measured, determined).first?.message.contains("determined") == true)
    }

    @Test("a misplaced view in an ambiguous layout says the stored frames may come from an unsettled layout")
    func misplacedBesideAmbiguity() throws {
        // `free` has no height; `box` is pinned 30 from the leading edge where it is stored at 10.
        let text = xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="free"><rect key="frame" x="100" y="10" width="50" height="50"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="50" height="50"/></view>
            """, """
            <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c1"/>
            <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="free" firstAttribute="width" constant="50" id="c3"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="c4"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c5"/>
            <constraint firstItem="box" firstAttribute="width" constant="50" id="c6"/>
            <constraint firstItem="box" firstAttribute="height" constant="50" id="c7"/>
            """)
        let diagnostics = compile(text).diagnostics
        #expect(!findings(.ambiguousLayout, at: "free", in: text, diagnostics).isEmpty)
        let misplaced = try #require(findings(.misplacedView, at: "box", in: text, diagnostics).first)
        #expect(misplaced.notes.contains { $0.message.contains("the layout is ambiguous here") })
        #expect(!misplaced.notes.contains { $0.message.contains("Xcode did not flag it") })
    }

    /// The root's constraints that pin the scroll view `scroll` to its four edges.
    static let scrollPinnedToRoot = """
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
        """

    /// A scroll view pinned to the root's four edges, with Xcode 11's content layout guide when
    /// `guides`, and `attributes` on its element.
    private func emptyScrollView(guides: Bool, attributes: String) -> String {
        xib("""
            <scrollView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            \(guides ? #"<viewLayoutGuide key="contentLayoutGuide" id="content"/><viewLayoutGuide key="frameLayoutGuide" id="frame"/>"# : "")
            </scrollView>
            """, Self.scrollPinnedToRoot)
    }

    @Test("an empty scroll view with a content layout guide has an ambiguous content size; a legacy one does not")
    func emptyScrollViewContentSize() {
        // With content layout guides the content size is the guide's, which only constraints set.
        let guided = emptyScrollView(guides: true, attributes: #"ambiguous="YES""#)
        let diagnostics = compile(guided).diagnostics
        let warning = findings(.ambiguousLayout, at: "scroll", in: guided, diagnostics)
        #expect(warning.first?.message.contains("scrollable content size") == true)
        #expect(!diagnostics.contains { $0.ruleID == .xcodeFlagDisagreement })
        // A legacy scroll view's content size is its contentSize property, set in code.
        #expect(!compile(emptyScrollView(guides: false, attributes: "")).diagnostics.contains { $0.ruleID == .ambiguousLayout })
        // verifyAmbiguity="off" silences the warning, and the flag still agrees with vflc.
        let silenced = compile(emptyScrollView(guides: true, attributes: #"verifyAmbiguity="off" ambiguous="YES""#)).diagnostics
        #expect(!silenced.contains { $0.ruleID == .ambiguousLayout || $0.ruleID == .xcodeFlagDisagreement })
    }

    @Test("a flagged scroll view whose content height is free agrees with Xcode: no disagreement note")
    func scrollContentFlag() {
        // The content view is pinned to the scroll view's edges (its content area) and given a
        // width, but nothing sets its height: the content height is free, the frames are not.
        let text = xib("""
            <scrollView ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="content"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/></view></subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s1"/>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
                    <constraint firstItem="content" firstAttribute="width" constant="320" id="s5"/>
                </constraints>
            </scrollView>
            """, Self.scrollPinnedToRoot)
        let diagnostics = compile(text).diagnostics
        #expect(findings(.ambiguousLayout, at: "scroll", in: text, diagnostics).contains { $0.message.contains("scrollable content size") })
        #expect(findings(.xcodeFlagDisagreement, at: "scroll", in: text, diagnostics).isEmpty)
    }

    @Test("a flagged legacy scroll view whose only content keeps its frame: Xcode's flag agrees, and the finding is an info for the code's contentSize")
    func frameKeepingScrollContent() {
        // The zoom-and-crop pattern: an image view placed by its frame and mask in a scroll view
        // pinned to the root. No constraint reaches the scroll view's edges from inside, so no
        // constraint makes a content size: the code sets `contentSize`.
        let text = xib("""
            <scrollView ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <imageView contentMode="scaleAspectFit" id="photo">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </imageView>
                </subviews>
            </scrollView>
            """, Self.scrollPinnedToRoot)
        let diagnostics = compile(text).diagnostics
        let found = findings(.ambiguousLayout, at: "scroll", in: text, diagnostics).filter { $0.message.contains("scrollable content size") }
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.severity == .info && $0.notes.first?.message.contains("contentSize") == true })
        #expect(findings(.xcodeFlagDisagreement, at: "scroll", in: text, diagnostics).isEmpty)
    }

    @Test("a flagged view whose constraints conflict: the note names the conflict, not a determined frame")
    func flaggedViewInConflict() {
        // 10 + 350 > 320: leading 10, width 350 and trailing 0 cannot all hold.
        let text = xib("""
            <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="310" height="50"/></view>
            """, """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="350" id="c3"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
            <constraint firstItem="box" firstAttribute="height" constant="50" id="c5"/>
            """)
        let diagnostics = compile(text).diagnostics
        #expect(diagnostics.contains { $0.ruleID == .unsatisfiable })
        let note = findings(.xcodeFlagDisagreement, at: "box", in: text, diagnostics)
        #expect(note.count == 1)
        #expect(note.first?.message.contains("unsatisfiable") == true)
    }

    @Test("a flagged view that keeps its autoresizing mask: the flag cannot follow from constraints")
    func flaggedAutoresizingView() {
        // No translatesAutoresizingMaskIntoConstraints="NO": UIKit places it by frame and mask.
        let text = xib("""
            <label ambiguous="YES" text="A" id="lbl"><rect key="frame" x="20" y="0.0" width="280" height="44"/><autoresizingMask key="autoresizingMask" widthSizable="YES"/></label>
            """, "")
        let note = findings(.xcodeFlagDisagreement, at: "lbl", in: text, compile(text).diagnostics)
        #expect(note.count == 1)
        #expect(note.first?.message.contains("autoresizing mask") == true)
    }

    @Test("a flag on a <variation> of another size class is named as not compared")
    func variationFlag() {
        let text = xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="50" height="50"/>
                <variation key="heightClass=compact-widthClass=compact" ambiguous="YES" misplaced="YES"><rect key="frame" x="8" y="10" width="50" height="50"/></variation>
            </view>
            """, """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="50" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
            """)
        let note = findings(.xcodeFlagDisagreement, at: "box", in: text, compile(text).diagnostics)
        #expect(note.count == 1)
        #expect(note.first?.message.contains("heightClass=compact-widthClass=compact") == true)
    }

    @Test("a stack view's arranged subviews are laid out by the stack even when they keep an autoresizing mask")
    func arrangedSubviewsIgnoreTheirMask() throws {
        // A vertical fillEqually stack filling the 100-pt root: two arranged labels of 50 each.
        // Their stored frames (10 tall) and masks must not become constraints: UIKit manages
        // arranged subviews' translation itself.
        let text = xib("""
            <stackView axis="vertical" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label text="A" id="a"><rect key="frame" x="0.0" y="0.0" width="320" height="10"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></label>
                    <label text="B" id="b"><rect key="frame" x="0.0" y="10" width="320" height="10"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></label>
                </subviews>
            </stackView>
            """, """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c4"/>
            """)
        let compiled = compile(text)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable }, "\(compiled.diagnostics.map(\.description))")
        let solution = try #require(compiled.tables.first?.solutions.first)
        var frames: [String: LayoutRect] = [:]
        for view in solution.views { if let id = view.sourceID { frames[id] = view.frame } }
        #expect(frames["a"] == LayoutRect(x: 0, y: 0, width: 320, height: 50))
        #expect(frames["b"] == LayoutRect(x: 0, y: 50, width: 320, height: 50))
    }
    @Test("verifyAmbiguity=\"ignoreSizes\" (Verify Position Only): a free width is not reported, a free position is")
    func positionOnly() {
        // A plain view (no intrinsic size) pinned at the top left, 50 tall: its width is free.
        func text(_ attributes: String, pinLeading: Bool) -> String {
            xib("""
                <view \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="50" height="50"/></view>
                """, """
                \(pinLeading ? #"<constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>"# : "")
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                """)
        }
        let checked = text("", pinLeading: true)
        #expect(findings(.ambiguousLayout, at: "box", in: checked, compile(checked).diagnostics).first?.message.contains("width") == true)
        let ignored = text(#"verifyAmbiguity="ignoreSizes""#, pinLeading: true)
        #expect(findings(.ambiguousLayout, at: "box", in: ignored, compile(ignored).diagnostics).isEmpty)
        // Without a leading edge its x is free too: that is still reported, the width is not.
        let unplaced = text(#"verifyAmbiguity="ignoreSizes""#, pinLeading: false)
        let message = findings(.ambiguousLayout, at: "box", in: unplaced, compile(unplaced).diagnostics).first?.message ?? ""
        #expect(message.contains("ambiguous x"))
        #expect(!message.contains("width"))
    }

    /// A 300 × 60 box with no vertical position, holding `pinned` (8 below the box's top, 20 tall)
    /// and `loose` (20 tall, no vertical position of its own); Xcode flagged all three.
    private var boxWithTwoChildren: String {
        xib("""
            <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="300" height="60"/>
                <subviews>
                    <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pinned"><rect key="frame" x="0.0" y="8" width="300" height="20"/></view>
                    <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="loose"><rect key="frame" x="0.0" y="36" width="300" height="20"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="p1"/>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="p2"/>
                    <constraint firstItem="pinned" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="p3"/>
                    <constraint firstItem="pinned" firstAttribute="height" constant="20" id="p4"/>
                    <constraint firstItem="loose" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="l1"/>
                    <constraint firstItem="loose" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="l2"/>
                    <constraint firstItem="loose" firstAttribute="height" constant="20" id="l3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="60" id="b1"/>
                </constraints>
            </view>
            """, """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="box" firstAttribute="width" constant="300" id="c2"/>
            """)
    }

    @Test("a view whose frame in its superview is free agrees with Xcode's flag; one that only slides with its free superview does not")
    func frameInSuperview() {
        // UIView.frame is in the superview's coordinates, and Xcode flags a view whose frame the
        // constraints leave open (UIView.hasAmbiguousLayout). The box's y is free (nothing places
        // it vertically). `pinned` sits at y = 8 in the box whatever the box's y: it only slides.
        // `loose` has no vertical place in the box: its own frame there is free.
        let text = boxWithTwoChildren
        let diagnostics = compile(text).diagnostics
        let box = findings(.ambiguousLayout, at: "box", in: text, diagnostics)
        #expect(box.first?.message.contains("ambiguous y") == true)
        // Both children are reported with the box, which is the cause: one finding, not three.
        #expect(box.first?.notes.contains { $0.message.contains("2 views inside it are free with it") } == true)
        #expect(findings(.ambiguousLayout, at: "pinned", in: text, diagnostics).isEmpty)
        #expect(findings(.ambiguousLayout, at: "loose", in: text, diagnostics).isEmpty)
        // `loose`'s flag agrees; `pinned`'s is Xcode's and vflc's disagreement, said at `pinned`.
        #expect(findings(.xcodeFlagDisagreement, at: "loose", in: text, diagnostics).isEmpty)
        let pinned = findings(.xcodeFlagDisagreement, at: "pinned", in: text, diagnostics)
        #expect(pinned.count == 1)
        #expect(pinned.first?.message.contains("only slides with its superview") == true)
    }

    /// Two 17-pt system-font labels stacked as in ``stackedLabels(secondHugging:flagged:heights:font:lines:textA:)``
    /// (A + B = 70), but stored as the canvas last settled the tie: A stretched to 50, B at 20.
    private func settledTie(flagged: Bool) -> String {
        stackedLabels(secondHugging: "251", flagged: flagged, heights: (50, 20), font: #"type="system" pointSize="17""#)
    }

    @Test("a label Xcode flagged ambiguous measures its text, not the frame the canvas settled a tie at")
    func flaggedLabelMeasuresItsText() throws {
        // Unflagged, the stored heights stand for the text (50 + 20 = 70 fills the space exactly):
        // nothing is free, as Xcode saved it.
        let unflagged = settledTie(flagged: false)
        #expect(!compile(unflagged).diagnostics.contains { $0.ruleID == .ambiguousLayout })
        // Flagged, A's 50 is one of the frames the tie allows: one line of the 17-pt system font is
        // 1.193 × 17 = 20.3 pt (SystemFontMetrics), 20.5 on the half-point grid, more than a point
        // from 50; B's 20 is within a point and stands. 70 - 20.5 - 20 = 29.5 pt is left for two
        // labels hugging at 251: the tie Xcode reports, at both.
        let flagged = settledTie(flagged: true)
        let compiled = compile(flagged)
        #expect(!findings(.ambiguousLayout, at: "a", in: flagged, compiled.diagnostics).isEmpty)
        #expect(!findings(.ambiguousLayout, at: "b", in: flagged, compiled.diagnostics).isEmpty)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .xcodeFlagDisagreement })
        let label = try #require(compiled.document.screens.first?.allViews.first { $0.view.source?.storedFrame?.height == 50 })
        #expect(label.view.properties.intrinsicSize?.height == 20.5)
    }

    /// Two flagged 17-pt labels of `numberOfLines="0"` stacked as in ``stackedLabels(secondHugging:flagged:heights:font:lines:textA:)``
    /// (A + B = 70, 40 pt wide), A stored 49.5 tall and saying `textA`, B stored 20.5 tall (one
    /// line of the 17-pt system font on the half-point grid) saying "B".
    private func multiLineLabels(textA: String) -> String {
        stackedLabels(secondHugging: "251", flagged: true, heights: (49.5, 20.5), font: #"type="system" pointSize="17""#,
                      lines: "0", textA: textA)
    }

    @Test("a flagged label of several lines whose text fits on one line measures one line; one whose text wraps keeps its stored size")
    func flaggedMultiLineLabel() throws {
        // "A" is one capital: 11 units × 1.1 = 12.1 pt at 17 pt (IBTextMetrics), within the 40-pt
        // width, so the label shows one line: 20.5 pt tall (1.193 × 17 on the half-point grid).
        // 70 - 20.5 - 20.5 = 29 pt left for two labels hugging at 251: both ambiguous, as flagged.
        let fits = multiLineLabels(textA: "A")
        let compiled = compile(fits)
        #expect(!findings(.ambiguousLayout, at: "a", in: fits, compiled.diagnostics).isEmpty)
        #expect(!findings(.ambiguousLayout, at: "b", in: fits, compiled.diagnostics).isEmpty)
        let a = try #require(compiled.document.screens.first?.allViews.first { $0.view.source?.id == "a" })
        #expect(a.view.properties.intrinsicSize?.height == 20.5)
        // 23 characters are far wider than 40 pt on one line: the text wraps, and the stored
        // 49.5 pt is the height of its lines, which the document alone cannot measure: it stands,
        // and 49.5 + 20.5 = 70 leaves nothing to share: determined (the flag is then stale).
        let wraps = multiLineLabels(textA: "Several words that wrap")
        let wrapped = compile(wraps)
        let long = try #require(wrapped.document.screens.first?.allViews.first { $0.view.source?.id == "a" })
        #expect(long.view.properties.intrinsicSize?.height == 49.5)
        #expect(findings(.ambiguousLayout, at: "a", in: wraps, wrapped.diagnostics).isEmpty)
    }

    @Test("a flagged label with an empty text has no content size: two of them sharing a fixed height tie, with no conflict")
    func flaggedEmptyLabels() throws {
        // Two empty labels, hugging and compression resistance required, each 21 tall at 500, in
        // the 70 pt of the stack above: 21 + 21 = 42 < 70, so the two optional heights cannot both
        // hold and the 28 pt can be shared any way between them: ambiguous, as Xcode flags them.
        // A 0 × 0 content size held at 1000 would instead make A = B = 0 against A + B = 70.
        let label = { (id: String, y: Int) in
            #"<label verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" ambiguous="YES" text="" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="10" y="\#(y)" width="40" height="35"/><constraints><constraint firstAttribute="height" priority="500" constant="21" id="h\#(id)"/></constraints></label>"#
        }
        let text = xib(label("a", 10) + "\n" + label("b", 55), """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="c4"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="10" id="c5"/>
            """)
        let compiled = compile(text)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable || $0.ruleID == .codeAdjustedConflict })
        #expect(!findings(.ambiguousLayout, at: "a", in: text, compiled.diagnostics).isEmpty)
        #expect(!findings(.ambiguousLayout, at: "b", in: text, compiled.diagnostics).isEmpty)
        let a = try #require(compiled.document.screens.first?.allViews.first { $0.view.source?.id == "a" })
        #expect(a.view.properties.intrinsicSize?.height ?? -1 < 0)
        // On the devices the labels show the text the code gives them, which the stored 35 pt
        // stand for: 35 + 35 = 70 holds every constraint, nothing is free.
        let onDevices = LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: false)).compile(SourceFile(path: "F.xib", text: text))
        #expect(!onDevices.diagnostics.contains { $0.ruleID == .ambiguousLayout || $0.ruleID == .unsatisfiable })
    }
}
