import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// A table cell's content view as designed: the row's drawn height gives way to the content's
/// required constraints, and a content view whose content gives another height is ambiguous, as
/// Xcode flags it (Docs/InterfaceBuilder.md#views). Each document is written for the rule.
@Suite("Interface Builder drawn row heights")
struct InterfaceBuilderRowHeightTests {
    private func compile(_ text: String) -> CompiledFile {
        LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: true)).compile(SourceFile(path: "Cell.xib", text: text))
    }

    private func frame(_ id: String, in compiled: CompiledFile) throws -> LayoutRect? {
        let solution = try #require(compiled.tables.flatMap(\.solutions).first)
        return solution.views.first { $0.sourceID == id }?.frame
    }

    private func line(of id: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"\(id)\"") }.map { $0 + 1 }
    }

    private func ambiguity(at id: String, in text: String, _ diagnostics: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
        diagnostics.filter { $0.ruleID == .ambiguousLayout && $0.span?.line == line(of: id, in: text) }
    }

    /// A top-level cell drawn `rowHeight` tall (content view 0.5 pt shorter: the separator),
    /// holding `subviews` with `constraints` in its content view `content`.
    private func cell(rowHeight: Double, flagged: Bool, subviews: String, constraints: String) -> String {
        let flag = flagged ? #" ambiguous="YES""# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell id="cell" customClass="RowCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(rowHeight)"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView"\(flag) tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(rowHeight - 0.5)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// A box `box` tall, pinned to the content view's top and `bottom` above its bottom: the
    /// content needs `box` + `bottom`.
    private func boxRow(rowHeight: Double, box: Double = 58, bottom: Double, flagged: Bool) -> String {
        cell(rowHeight: rowHeight, flagged: flagged, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="16" y="0.0" width="288" height="\(box)"/>
                <constraints><constraint firstAttribute="height" constant="\(box)" id="h"/></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="t"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="\(bottom)" id="b"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="r"/>
            """)
    }

    @Test("content that needs another height than the drawn row: the content view is ambiguous (Xcode's flag), not a conflict")
    func contentOverridesDrawnRow() throws {
        // Drawn 71 (content view 70.5); the content needs 58 + 8 = 66.
        let text = boxRow(rowHeight: 71, bottom: 8, flagged: true)
        let compiled = compile(text)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
        let found = ambiguity(at: "content", in: text, compiled.diagnostics)
        #expect(found.count == 1)
        #expect(found.first?.severity == .info)
        #expect(found.first?.message.contains("66 pt tall, the document draws its row 70.5 pt") == true)
        #expect(found.first?.notes.contains { $0.message == "Xcode flagged it ambiguous too" } == true)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .xcodeFlagDisagreement })
        // The content is laid out at its own height: the box where its constraints put it.
        #expect(try frame("content", in: compiled) == LayoutRect(x: 0, y: 0, width: 320, height: 66))
        #expect(try frame("box", in: compiled) == LayoutRect(x: 16, y: 0, width: 288, height: 58))
        // The box's frame does not follow the drawn height: no finding of its own.
        #expect(ambiguity(at: "box", in: text, compiled.diagnostics).isEmpty)
    }

    @Test("content that fills the drawn row exactly: nothing to report")
    func contentFitsDrawnRow() throws {
        // 58 + 12.5 = 70.5, the content view's drawn height.
        let text = boxRow(rowHeight: 71, bottom: 12.5, flagged: false)
        let compiled = compile(text)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout || $0.ruleID == .unsatisfiable })
        #expect(try frame("content", in: compiled) == LayoutRect(x: 0, y: 0, width: 320, height: 70.5))
    }

    @Test("one pixel counts: a 49.5-pt content view whose content needs 50 is ambiguous, and an unflagged one says so")
    func onePixel() {
        // 42 + 8 = 50 against the 49.5 drawn (a 50-pt row less its separator).
        let text = boxRow(rowHeight: 50, box: 42, bottom: 8, flagged: false)
        let found = ambiguity(at: "content", in: text, compile(text).diagnostics)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("50 pt tall, the document draws its row 49.5 pt") == true)
        #expect(found.first?.notes.contains { $0.message.hasPrefix("Xcode did not flag it") } == true)
    }

    @Test("content that only hugs keeps the drawn row: the drawn height outranks hugging")
    func huggingContentKeepsDrawnRow() throws {
        // A 17-pt label stored 20.5 tall, pinned 11 from the top and bottom of a content view drawn
        // 43.5: the label stretches to 43.5 − 22 = 21.5 (its hugging, 251 or less, gives way to the
        // drawn height at 999).
        let text = cell(rowHeight: 44, flagged: false, subviews: """
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="16" y="11" width="40" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """, constraints: """
            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="t"/>
            <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="11" id="b"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l"/>
            """)
        let compiled = compile(text)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout || $0.ruleID == .unsatisfiable })
        #expect(try frame("content", in: compiled)?.height == 43.5)
        #expect(try frame("title", in: compiled)?.height == 21.5)
    }

    @Test("views that only the drawn height placed are ambiguous once the content overrides it")
    func followersOfTheDrawnHeight() {
        // A container at least 68 tall fills the content view (drawn 67.5, so the container makes
        // it 68); a label is centred in it. Without the drawn height the container may be any
        // height from 68, and the label's y follows it: both are ambiguous, as Xcode flags them.
        let text = cell(rowHeight: 68, flagged: true, subviews: """
            <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="0.0" width="300" height="68"/>
                <subviews>
                    <label ambiguous="YES" text="On" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="20" y="24" width="30" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="68" id="h"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="20" id="tl"/>
                    <constraint firstItem="title" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="tc"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="t"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="r"/>
            """)
        let diagnostics = compile(text).diagnostics
        #expect(!diagnostics.contains { $0.ruleID == .unsatisfiable })
        #expect(ambiguity(at: "content", in: text, diagnostics).first?.message.contains("68 pt tall, the document draws its row 67.5 pt") == true)
        #expect(ambiguity(at: "box", in: text, diagnostics).first?.message.contains("the height of view") == true)
        #expect(ambiguity(at: "title", in: text, diagnostics).first?.message.contains("the y of label") == true)
        #expect(!diagnostics.contains { $0.ruleID == .xcodeFlagDisagreement })
    }
}

/// The stored multiplier's rounding is no conflict (Docs/InterfaceBuilder.md#constraints).
@Suite("Interface Builder multiplier rounding")
struct InterfaceBuilderMultiplierRoundingTests {
    @Test("a 26-pt view centred on a 10-pt one, its height 13/12 of a 24-pt view stored as 1.08333: no conflict")
    func roundedMultiplierIsNoConflict() {
        // icon: top 10, 24 tall. badge: top == icon.top, height == icon.height × 13/12 = 26, so its
        // centre is 10 + 13 = 23. dot: top 18, 10 tall, centre 23 == badge's centre. At 1.08333 the
        // badge is 25.99992 tall and the centres miss by 0.00004 pt.
        let text = xibDocument("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="icon"><rect key="frame" x="10" y="10" width="24" height="24"/>
                <constraints><constraint firstAttribute="height" constant="24" id="ih"/><constraint firstAttribute="width" constant="24" id="iw"/></constraints></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="badge"><rect key="frame" x="50" y="10" width="30" height="26"/>
                <constraints><constraint firstAttribute="width" constant="30" id="bw"/></constraints></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="dot"><rect key="frame" x="100" y="18" width="10" height="10"/>
                <constraints><constraint firstAttribute="height" constant="10" id="dh"/><constraint firstAttribute="width" constant="10" id="dw"/></constraints></view>
            """, """
            <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
            <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
            <constraint firstItem="badge" firstAttribute="top" secondItem="icon" secondAttribute="top" id="c3"/>
            <constraint firstItem="badge" firstAttribute="height" secondItem="icon" secondAttribute="height" multiplier="1.08333" id="c4"/>
            <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="50" id="c5"/>
            <constraint firstItem="dot" firstAttribute="top" secondItem="root" secondAttribute="top" constant="18" id="c6"/>
            <constraint firstItem="dot" firstAttribute="centerY" secondItem="badge" secondAttribute="centerY" id="c7"/>
            <constraint firstItem="dot" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c8"/>
            """)
        for asDesigned in [true, false] {
            let compiled = LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: asDesigned))
                .compile(SourceFile(path: "Badge.xib", text: text))
            #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
        }
    }
}
