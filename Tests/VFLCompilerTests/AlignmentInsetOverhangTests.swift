import Testing
import LayoutIR
@testable import VFLCompiler

/// Constraints place a view's alignment rectangle and its frame reaches past it by its
/// `alignmentRectInsets` (Apple, `UIView.alignmentRectInsets`; a slider's frame is 2 pt wider on
/// each side and 1 pt taller at the bottom: Docs/InterfaceBuilder.md#views): a slider pinned to
/// its superview's edges (or stretched by a stack view) overhangs it by those 2 pt by design.
@Suite struct AlignmentInsetOverhangTests {
    static func document(sliderLeading: String) -> String {
        """
        screen Volume {
            devices iPhoneSE
            orientations portrait
            view box {
                slider volume { alignmentRectInsets 0, 2, 1, 2 }
            }
            \(sliderLeading)
            volume.top == box.top + 20
            volume.trailing == box.trailing
            box.leading == view.leading + 20
            box.trailing == view.trailing - 20
            box.top == view.top + 100
            box.height == 80
        }
        """
    }

    static func outside(_ text: String) -> [LayoutDiagnostic] {
        LayoutCompiler().compile(SourceFile(path: "Volume.layout", text: text)).diagnostics.filter { $0.ruleID == .viewOutsideSuperview }
    }

    @Test("a slider whose alignment rectangle fills its superview overhangs it by its insets only: no finding")
    func withinTheInsets() {
        let findings = Self.outside(Self.document(sliderLeading: "volume.leading == box.leading"))
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// 10 pt before the box's leading edge: the frame starts 12 pt out, past the 2-pt inset.
    @Test("an overhang past the insets is still reported")
    func pastTheInsets() {
        let findings = Self.outside(Self.document(sliderLeading: "volume.leading == box.leading - 10"))
        #expect(findings.contains { $0.message.contains("'volume'") && $0.message.contains("left") }, "\(findings.map(\.message))")
    }
}
