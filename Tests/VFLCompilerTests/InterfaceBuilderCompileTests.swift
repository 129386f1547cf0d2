import Foundation
import Testing
import LayoutEngine
import LayoutSyntax
@testable import VFLCompiler

/// Interface Builder documents through the whole pipeline, as designed: the solved frames are
/// the ones worked out by hand from each document's constraints (and equal Xcode's stored ones).
@Suite("Interface Builder compile")
struct InterfaceBuilderCompileTests {
    private func seed(_ name: String) throws -> SourceFile {
        var path = #filePath
        for _ in 0..<3 { path = (path as NSString).deletingLastPathComponent }
        path = (path as NSString).appendingPathComponent("Benchmarks/Fuzz/ib-seeds/\(name)")
        let data = try #require(FileManager.default.contents(atPath: path))
        return SourceFile(path: name, bytes: [UInt8](data))
    }

    private func frames(_ name: String) throws -> [String: LayoutRect] {
        let compiler = LayoutCompiler()
        let compiled = compiler.compile(try seed(name), frontEnd: InterfaceBuilderFrontEnd(options: InterfaceBuilderOptions(asDesigned: true)))
        #expect(!compiled.diagnostics.hasErrors, "\(compiled.diagnostics.map(\.description))")
        let solution = try #require(compiled.tables.first?.solutions.first)
        var result: [String: LayoutRect] = [:]
        for view in solution.views { if let id = view.sourceID { result[id] = view.frame } }
        return result
    }

    @Test("a storyboard scene: safe area 44 inferred from the label's top (64 − 20), button centred under it")
    func storyboard() throws {
        let frames = try frames("Login.storyboard")
        // lbl: leading/trailing 20 from the safe area of a 414-wide root, top 44 + 20.
        #expect(frames["lbl"] == LayoutRect(x: 20, y: 64, width: 374, height: 21))
        // btn: 20 below the label, centred: (414 − 74) / 2 = 170.
        #expect(frames["btn"] == LayoutRect(x: 170, y: 105, width: 74, height: 30))
    }

    @Test("a table cell: content-view margins 11/16, a stack skipping its hidden label, a switch's alignment rect")
    func cell() throws {
        let frames = try frames("Cell.xib")
        // The stack: margins 16 and 11 in a 375 × 59.5 content view; 20.5 + 4 + 13 = 37.5 tall.
        #expect(frames["stack"] == LayoutRect(x: 16, y: 11, width: 284, height: 37.5))
        #expect(frames["d"] == LayoutRect(x: 0, y: 24.5, width: 284, height: 13))
        // The switch's alignment rect is 49 wide (its 51-pt frame less 2 on the right) and ends at
        // 375 − 16: it starts at 310, and its frame is that rect grown 2 pt on the right.
        #expect(frames["sw"]?.x == 310)
        #expect(frames["sw"]?.width == 51)
    }

    /// A 320 × 44 xib cell whose `box` is pinned to its content view's leading and top margins.
    private func marginCell(toolsVersion: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content"><rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="8" y="8" width="20" height="20"/></view></subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="20" id="c3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="20" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("a cell's content-view margins: 8 all round before Xcode 9.2, 11 at the top and 16 at the side from then on",
          arguments: [("12118", 8.0, 8.0), ("13196", 8, 8), ("13771", 16, 11), ("17701", 16, 11)])
    func cellMarginsByXcodeVersion(toolsVersion: String, side: Double, top: Double) throws {
        // Public apps' cells pinned to these margins store 8 with toolsVersion 11xxx–13196 (Xcode
        // 8–9.1) and 11 at the top with 13528 (Xcode 9.2) and later (7 of 9 Xcode 9.3 cells; all
        // 11 Xcode 10 ones); a 320-pt cell of its own stores 16 at the side from Xcode 9.2 on, but
        // 15 in Xcode 10.2–11 on a narrow canvas (Docs/uikit-devices.md, "Table cells").
        let compiled = compileInterfaceBuilder(marginCell(toolsVersion: toolsVersion), path: "Cell.xib", asDesigned: true)
        let box = try #require(compiled.firstSolvedView(id: "box"))
        #expect(box.frame == LayoutRect(x: side, y: top, width: 20, height: 20))
    }

    @Test("the registry reads .storyboard and .xib; --as-designed swaps in the design-time reader")
    func registry() {
        #expect(FrontEndRegistry.standard.frontEnd(forPath: "A.storyboard")?.name == "interface-builder")
        #expect(FrontEndRegistry.standard.frontEnd(forPath: "Cell.xib")?.name == "interface-builder")
        let designed = DocumentInput.registry(asDesigned: true).frontEnd(forPath: "Cell.xib") as? InterfaceBuilderFrontEnd
        #expect(designed?.options.asDesigned == true)
    }

    @Test("misplaced views as designed, and Xcode's ambiguous flag where vflc finds none, each at the element")
    func findings() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root" ambiguous="YES"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="50" height="50"/></view></subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="c1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="50" id="c3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let file = SourceFile(path: "Box.xib", text: text)
        let designed = LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: true)).compile(file)
        let misplaced = try #require(designed.diagnostics.first { $0.ruleID == .misplacedView })
        #expect(misplaced.span?.line == 4)  // the box's element
        // Pinned 30 from the leading edge, where the document stores 10.
        #expect(misplaced.notes.first?.message.contains("(30, 10, 50, 50)") == true)
        #expect(designed.diagnostics.contains { $0.ruleID == .xcodeFlagDisagreement && $0.span?.line == 3 })
        // Laid out on the default widths, the stored frames are not the design device's: no misplaced view.
        let running = LayoutCompiler().compile(file)
        #expect(!running.diagnostics.contains { $0.ruleID == .misplacedView })
    }

    @Test("vflc parse prints an IB document as .layout text that parses again")
    func roundTrip() throws {
        let (document, diagnostics) = InterfaceBuilderReader.read(try seed("Cell.xib"))
        #expect(diagnostics.isEmpty)
        let printed = LayoutPrinter.print(document)
        let (again, problems) = LayoutParser.parse(printed)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        #expect(again.screens.first?.constraints.count == document.screens.first?.constraints.count)
    }
}

/// Every Interface Builder rule's two examples do what the registry says.
@Suite("Interface Builder rule examples")
struct InterfaceBuilderRuleExampleTests {
    @Test("each IB rule's triggering example triggers it and the other does not")
    func examples() {
        let rules = RuleRegistry.all.filter { $0.triggeringExample.language == .interfaceBuilder }
        #expect(rules.count == 10)  // ib-xml … xcode-flag-disagreement and never-shown
        for rule in rules {
            for (example, triggers) in [(rule.triggeringExample, true), (rule.nonTriggeringExample, false)] {
                // Misplaced views exist only against the design device: that example says so.
                #expect(example.asDesigned == (rule.id == .misplacedView))
                let compiler = LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: example.asDesigned))
                let file = SourceFile(path: example.fileName, text: example.text)
                let found = compiler.compile(file).diagnostics.contains { $0.ruleID == rule.id }
                #expect(found == triggers, "\(rule.id) \(triggers ? "does not trigger" : "triggers")")
            }
        }
    }

    @Test("verifyAmbiguity=\"off\" silences the view's ambiguity; without it the view is reported")
    func verifyAmbiguity() {
        func text(_ attribute: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews><view \(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="50" height="50"/></view></subviews>
                        <constraints><constraint firstItem="box" firstAttribute="width" constant="50" id="c1"/></constraints>
                    </view>
                </objects>
            </document>
            """
        }
        let checked = LayoutCompiler().compile(SourceFile(path: "A.xib", text: text("")))
        #expect(checked.diagnostics.contains { $0.ruleID == .ambiguousLayout })
        let silenced = LayoutCompiler().compile(SourceFile(path: "A.xib", text: text("verifyAmbiguity=\"off\"")))
        #expect(!silenced.diagnostics.contains { $0.ruleID == .ambiguousLayout })
    }
}

/// Findings that Interface Builder content made visible.
@Suite("Interface Builder lint interplay")
struct InterfaceBuilderLintTests {
    @Test("a table view's rows below its frame are content, not views outside their superview")
    func tableRows() {
        let text = """
            screen Demo {
                devices iPhone15
                orientations portrait
                tableView list {
                    view row { frame 0, 1000, 393, 44 }
                }
                H:|[list]|
                V:|[list]|
            }
            """
        let compiled = LayoutCompiler().compile(SourceFile(path: "demo.layout", text: text))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .viewOutsideSuperview })
    }
}

/// Scroll views: the legacy rule (a scroll view's edges mean its content to its descendants).
@Suite("Interface Builder scroll views")
struct InterfaceBuilderScrollViewTests {
    private func document(bottomPinned: Bool) -> String {
        let bottom = bottomPinned
            ? #"<constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="k5"/>"# : ""
        return """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0.0" y="0.0" width="320" height="800"/></view></subviews>
                                <constraints>
                                    <constraint firstItem="c" firstAttribute="leading" secondItem="s" secondAttribute="leading" id="k1"/>
                                    <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="k2"/>
                                    <constraint firstItem="c" firstAttribute="top" secondItem="s" secondAttribute="top" id="k3"/>
                                    <constraint firstItem="c" firstAttribute="width" secondItem="s" secondAttribute="width" id="k4"/>
                                    \(bottom)
                                    <constraint firstItem="c" firstAttribute="height" constant="800" id="k6"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
                            <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r2"/>
                            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="r3"/>
                            <constraint firstItem="s" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    @Test("content pinned on three edges: the content height is free, reported at the scroll view; four edges: none")
    func contentSize() {
        let open = LayoutCompiler().compile(SourceFile(path: "S.xib", text: document(bottomPinned: false)))
        let finding = open.diagnostics.first { $0.message.contains("scrollable content size") }
        #expect(finding?.span?.line == 5)
        let closed = LayoutCompiler().compile(SourceFile(path: "S.xib", text: document(bottomPinned: true)))
        #expect(!closed.diagnostics.contains { $0.message.contains("scrollable content size") })
        // As designed the content is 800 tall in a 400-tall scroll view.
        let scroll = compileInterfaceBuilder(document(bottomPinned: true), path: "S.xib", asDesigned: true).firstSolvedView(id: "s")
        #expect(scroll?.contentSize == LayoutSize(width: 320, height: 800))
    }
}

/// Xcode's stored flags against vflc's findings, as designed.
@Suite("Interface Builder flags")
struct InterfaceBuilderFlagTests {
    private func document(_ flags: String, pinned: Bool) -> String {
        let top = pinned ? #"<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>"# : ""
        return """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews><view \(flags) translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="50" height="50"/></view></subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                            \(top)
                            <constraint firstItem="box" firstAttribute="width" constant="50" id="c3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    private func diagnostics(_ text: String) -> [LayoutDiagnostic] {
        LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: true)).compile(SourceFile(path: "F.xib", text: text)).diagnostics
    }

    @Test("a stale misplaced flag (the frame is where the constraints put it) is noted")
    func staleMisplaced() {
        let found = diagnostics(document(#"misplaced="YES""#, pinned: true))
        #expect(found.contains { $0.ruleID == .xcodeFlagDisagreement && $0.message.contains("misplaced") })
        #expect(!diagnostics(document("", pinned: true)).contains { $0.ruleID == .xcodeFlagDisagreement })
    }

    @Test("an ambiguity Xcode did not flag carries a note saying so; a flagged one does not")
    func unflaggedAmbiguity() throws {
        let unflagged = try #require(diagnostics(document("", pinned: false)).first { $0.ruleID == .ambiguousLayout })
        #expect(unflagged.notes.contains { $0.message.hasPrefix("Xcode did not flag it ambiguous") })
        let flagged = try #require(diagnostics(document(#"ambiguous="YES""#, pinned: false)).first { $0.ruleID == .ambiguousLayout })
        #expect(!flagged.notes.contains { $0.message.hasPrefix("Xcode did not flag it ambiguous") })
    }
}

/// As designed, Interface Builder's canvas keeps an unsized arranged view at the size it was
/// drawn at, where UIKit at run time collapses it (`UISV-ambiguity-suppression`).
@Suite("Interface Builder: unsized arranged views")
struct InterfaceBuilderArrangedSizeTests {
    // A 375-wide vertical stack, centre-aligned, holding a 1-pt rule whose width nothing sets
    // (drawn 240 wide, IB's default width for a new view) and a 100-pt one: the shape found in
    // public apps' documents.
    static let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                                    <rect key="frame" x="67.5" y="0.0" width="240" height="1"/>
                                    <constraints><constraint firstAttribute="height" constant="1" id="c1"/></constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="other">
                                    <rect key="frame" x="137.5" y="9" width="100" height="1"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="1" id="c2"/>
                                        <constraint firstAttribute="width" constant="100" id="c3"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c4"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c6"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    private func frame(of id: String, asDesigned: Bool) -> LayoutRect? {
        compileInterfaceBuilder(Self.text, path: "Rule.xib", asDesigned: asDesigned).firstSolvedView(id: id)?.frame
    }

    @Test("as designed the rule keeps its drawn 240 pt, centred at (375 − 240) / 2 = 67.5")
    func designed() {
        #expect(frame(of: "rule", asDesigned: true) == LayoutRect(x: 67.5, y: 0, width: 240, height: 1))
        #expect(frame(of: "other", asDesigned: true) == LayoutRect(x: 137.5, y: 9, width: 100, height: 1))
    }

    @Test("on the devices the rule collapses to 0 pt wide at the centre, as UIKit lays it out")
    func devices() {
        // Default devices: the first environment is the 320-pt iPhone SE, centre 160.
        #expect(frame(of: "rule", asDesigned: false) == LayoutRect(x: 160, y: 0, width: 0, height: 1))
    }
}

/// A xib's top-level view on the devices: its width is the screen's, its height the host's.
@Suite("Interface Builder: self-sizing top-level views")
struct InterfaceBuilderHostHeightTests {
    // A cell whose content stacks 40 + 22 + 20 + 42 + 40 = 164 pt of required heights, drawn
    // 203 pt tall: the shape of a self-sizing "no results" cell found in a public app.
    static let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" rowHeight="203" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="203"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="203"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="60" y="40" width="200" height="22"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                                <rect key="frame" x="60" y="82" width="200" height="42"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="40" id="c1"/>
                            <constraint firstItem="title" firstAttribute="height" constant="22" id="c2"/>
                            <constraint firstItem="detail" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="20" id="c3"/>
                            <constraint firstItem="detail" firstAttribute="height" constant="42" id="c4"/>
                            <constraint firstAttribute="bottom" secondItem="detail" secondAttribute="bottom" constant="40" id="c5"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="60" id="c6"/>
                            <constraint firstItem="title" firstAttribute="width" constant="200" id="c7"/>
                            <constraint firstItem="detail" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c8"/>
                            <constraint firstItem="detail" firstAttribute="width" secondItem="title" secondAttribute="width" id="c9"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test("on the devices the content sizes the cell (164 pt), with no conflict and no overflow")
    func devices() throws {
        let compiled = compileInterfaceBuilder(Self.text, path: "Empty.xib")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable }, "\(compiled.diagnostics.map(\.message))")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .viewOutsideSuperview })
        let cell = try #require(compiled.firstSolvedView(id: "cell"))
        #expect(cell.frame.height == 164)
    }

    @Test("as designed the cell keeps its drawn 203 pt, its content view takes the content's 164 and is ambiguous, not a conflict")
    func designed() throws {
        // The drawn row height gives way to the content's required constraints (Docs/InterfaceBuilder.md#views):
        // the content view is 164 tall in a 203-pt cell, an info at the content view names both heights.
        let compiled = compileInterfaceBuilder(Self.text, path: "Empty.xib", asDesigned: true)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
        let content = try #require(compiled.firstSolvedView(id: "content"))
        #expect(content.frame.height == 164)
        #expect(compiled.diagnostics.contains {
            $0.ruleID == .ambiguousLayout && $0.severity == .info && $0.message.contains("164 pt tall, the document draws its row 203 pt")
        })
    }
}

/// A top-level xib view drawn narrower than any phone is a piece its host sizes, not a row.
@Suite("Interface Builder: narrow top-level views")
struct InterfaceBuilderHostWidthTests {
    // An 80-pt avatar view whose image is pinned to both sides and 80 wide: the shape of an
    // avatar xib found in a public app.
    static let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="avatar"><rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="image" firstAttribute="leading" secondItem="avatar" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="image" firstAttribute="width" constant="80" id="c3"/>
                        <constraint firstItem="image" firstAttribute="top" secondItem="avatar" secondAttribute="top" id="c4"/>
                        <constraint firstItem="image" firstAttribute="height" secondItem="image" secondAttribute="width" id="c5"/>
                        <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" id="c6"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("on the devices an 80-pt avatar stays 80 pt wide: no conflict with the screen's width")
    func devices() throws {
        let compiled = compileInterfaceBuilder(Self.text, path: "Avatar.xib")
        #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(compiled.diagnostics.map(\.message))")
        let avatar = try #require(compiled.firstSolvedView(id: "avatar"))
        #expect(avatar.frame == LayoutRect(x: 0, y: 0, width: 80, height: 80))
    }
}
