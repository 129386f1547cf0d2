import Testing
import LayoutIR
@testable import VFLCompiler

/// A `fill` stack view breaks a tie in how its length is shared by its arranged views' order:
/// "If there's any ambiguity, the stack view resizes the arranged views based on their index in
/// the arrangedSubviews array" (Apple, UIStackView.Distribution.fill). Xcode still reports the tie
/// (a content priority ambiguity), so laid out as designed the warning stays.
@Suite struct StackOrderTieTests {
    /// A horizontal fill stack 44 tall across the 320-pt root, holding two plain views (no
    /// intrinsic size, so no hugging either): constraints alone let either take any share.
    /// `pinnedTrailing: false` leaves the stack's own length free as well.
    static func document(pinnedTrailing: Bool = true) -> String {
        let trailing = pinnedTrailing
            ? #"<constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c3"/>"# : ""
        return xibDocument("""
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="Row">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <subviews>
                    <view contentMode="scaleToFill" id="left" userLabel="Left"><rect key="frame" x="0.0" y="0.0" width="160" height="44"/></view>
                    <view contentMode="scaleToFill" id="right" userLabel="Right"><rect key="frame" x="160" y="0.0" width="160" height="44"/></view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="44" id="h1"/>
                </constraints>
            </stackView>
            """, """
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            \(trailing)
            """)
    }

    static func ambiguity(_ compiled: CompiledFile) -> [LayoutDiagnostic] {
        compiled.diagnostics.filter { $0.ruleID?.rawValue == "ambiguous-layout" }
    }

    @Test("the split of a pinned fill stack's length between equal views is the stack's to decide: an info")
    func tieIsAnInfo() throws {
        let findings = Self.ambiguity(compileInterfaceBuilder(Self.document()))
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.severity == .info }, "\(findings.map { "\($0.severity) \($0.message)" })")
        let note = try #require(findings.first?.notes.first?.message)
        #expect(note.contains("stack view 'Row'") && note.contains("based on their index"), "\(note)")
    }

    @Test("laid out as designed, Xcode's content priority ambiguity stays a warning")
    func asDesignedKeepsTheWarning() {
        let findings = Self.ambiguity(compileInterfaceBuilder(Self.document(), asDesigned: true))
        #expect(findings.contains { $0.severity == .warning }, "\(findings.map { "\($0.severity) \($0.message)" })")
    }

    @Test("a stack whose own length is free is not decided by any order: the warning stays")
    func freeStackKeepsTheWarning() {
        let findings = Self.ambiguity(compileInterfaceBuilder(Self.document(pinnedTrailing: false)))
        #expect(findings.contains { $0.severity == .warning }, "\(findings.map { "\($0.severity) \($0.message)" })")
    }
}
