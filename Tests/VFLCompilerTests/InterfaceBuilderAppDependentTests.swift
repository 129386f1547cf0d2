import Testing
import LayoutEngine
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// Findings that hold in the document but rest on something the app changes: a constraint
/// outlet, a stack view outlet the code fills, a text the code sets, constraints code adds in
/// place of the document's placeholders. Found in public apps' cells
/// (a spacer's width outlet, a stack drawn with one placeholder icon, a proportional stack of
/// empty labels); each test rebuilds the pattern as a small xib and checks it against the same
/// xib without the outlet.
@Suite("Interface Builder findings that depend on the app")
struct InterfaceBuilderAppDependentTests {
    /// A 320 × 100 xib whose root holds `subviews` and `constraints`; `outlets` are File's Owner
    /// connections as (property, destination id).
    private func xib(_ subviews: String, _ constraints: String, outlets: [(String, String)], resources: String = "") -> String {
        xibDocument(subviews, constraints, outlets: outlets, resources: resources)
    }

    private func conflicts(_ text: String) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(text, path: "F.xib", asDesigned: true).diagnostics.filter { [.unsatisfiable, .codeAdjustedConflict, .textSizeConflict].contains($0.ruleID) }
    }

    /// A box 10 pt in from both sides of the 320-wide root, so 300 wide, that also asks for a
    /// width of 400: the two cannot both hold.
    private func overwideBox(widthOutlet: Bool) -> String {
        xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="300" height="50"/></view>
            """, """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="400" id="width"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
            <constraint firstItem="box" firstAttribute="height" constant="50" id="c5"/>
            """, outlets: widthOutlet ? [("boxWidth", "width")] : [])
    }

    @Test("a conflict that needs a constraint outlet is an info naming the outlet; without the outlet it is an error")
    func constraintOutlet() throws {
        let plain = conflicts(overwideBox(widthOutlet: false))
        let adjusted = conflicts(overwideBox(widthOutlet: true))
        let error = try #require(plain.first)
        let info = try #require(adjusted.first)
        #expect(plain.count == 1 && adjusted.count == 1)
        #expect(error.ruleID == .unsatisfiable && error.severity == .error)
        // Code may set the outlet to any constant: the conflict does not hold for every value.
        #expect(info.ruleID == .codeAdjustedConflict && info.severity == .info)
        // The same minimal set: the outlet changes how the conflict is reported, not what it is.
        #expect(info.span?.line == error.span?.line && info.span?.column == error.span?.column)
        #expect(info.notes.count == error.notes.count + 1)
        let first = try #require(info.notes.first?.message)
        #expect(first.contains("box.width == 400") && first.contains("an outlet"))
    }

    /// A horizontal stack 10 pt in from both sides (300 wide) holding `count` arranged views of
    /// a required 200 pt each, 8 apart: one view fits, two (408 pt) do not; with `count` 1 the
    /// view is made 400 wide so the document still conflicts.
    private func stack(arranged count: Int, outlet: Bool) -> String {
        let width = count == 1 ? 400 : 200
        let views = (0..<count).map { index in
            #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v\#(index)"><rect key="frame" x="0" y="0" width="\#(width)" height="50"/><constraints><constraint firstAttribute="width" constant="\#(width)" id="w\#(index)"/><constraint firstAttribute="height" constant="50" id="h\#(index)"/></constraints></view>"#
        }.joined(separator: "\n")
        return xib("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="10" y="10" width="300" height="50"/>
                <subviews>
            \(views)
                </subviews>
            </stackView>
            """, """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="10" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
            """, outlets: outlet ? [("iconStack", "stack")] : [])
    }

    @Test("a stack view outlet drawn with one arranged view is filled by code: its conflict is an info",
          arguments: [(1, true, RuleID.codeAdjustedConflict), (1, false, .unsatisfiable), (2, true, .unsatisfiable)])
    func stackOutlet(arranged: Int, outlet: Bool, expected: RuleID) throws {
        let found = conflicts(stack(arranged: arranged, outlet: outlet))
        let conflict = try #require(found.first)
        #expect(found.count == 1)
        #expect(conflict.ruleID == expected)
        #expect(conflict.severity == (expected == .unsatisfiable ? .error : .info))
        if expected == .codeAdjustedConflict {
            #expect(conflict.notes.first?.message.contains("stack view 'iconStack'") == true)
        }
    }

    /// A vertical `fillProportionally` stack as tall as the 100 pt root holding a 40 pt tall
    /// image and a label with no text and a required height of 30 (named `noteLabel` when an outlet). UIKit shares the stack's
    /// height by intrinsic height, 40 : 0, so the label's share is a required `height == 0`.
    private func proportionalStack(labelOutlet: Bool) -> String {
        xib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="0" width="320" height="100"/>
                <subviews>
                    <imageView image="badge" translatesAutoresizingMaskIntoConstraints="NO" id="image"><rect key="frame" x="135" y="0" width="50" height="100"/></imageView>
                    <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                        <rect key="frame" x="0" y="100" width="320" height="0"/>
                        <constraints><constraint firstAttribute="height" constant="30" id="noteHeight"/></constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </stackView>
            """, """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c4"/>
            """, outlets: labelOutlet ? [("noteLabel", "note")] : [],
            resources: #"<image name="badge" width="50" height="40"/>"#)
    }

    @Test("a proportional stack's shares move with an outlet label's text: the conflict is an info naming the label; with the text fixed it is an error",
          arguments: [(true, RuleID.codeAdjustedConflict), (false, .unsatisfiable)])
    func proportionalShareOfOutletText(outlet: Bool, expected: RuleID) throws {
        let found = conflicts(proportionalStack(labelOutlet: outlet))
        let conflict = try #require(found.first)
        #expect(found.count == 1)
        #expect(conflict.ruleID == expected)
        if outlet { #expect(conflict.severity == .info && conflict.notes.first?.message.contains("the size of 'noteLabel'") == true) }
    }

    /// A box whose position the document gives by two constraints, as placeholders or not; its
    /// size is its own either way.
    private func placedBox(placeholder: Bool) -> String {
        let flag = placeholder ? #" placeholder="YES""# : ""
        return xibDocument("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="50" height="50"/></view>
            """, """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10"\(flag) id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10"\(flag) id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="50" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
            """)
    }

    @Test("on the devices a view held only by placeholder constraints is ambiguous, with a note that code is to place it")
    func placeholderConstraints() throws {
        let devices = compileInterfaceBuilder(placedBox(placeholder: true)).diagnostics.filter { $0.ruleID == .ambiguousLayout }
        let finding = try #require(devices.first)
        #expect(devices.count == 1 && finding.message.contains("ambiguous x, y"))
        #expect(finding.notes.first?.message.contains("placeholders, removed at build time") == true)
        // Code is to add the real constraints: the finding holds only if it does not, an info.
        #expect(finding.severity == .info)
        // As designed the placeholders hold, as they do in Interface Builder's canvas.
        #expect(!compileInterfaceBuilder(placedBox(placeholder: true), asDesigned: true).diagnostics.contains { $0.ruleID == .ambiguousLayout })
        #expect(!compileInterfaceBuilder(placedBox(placeholder: false)).diagnostics.contains { $0.ruleID == .ambiguousLayout })
    }
}
