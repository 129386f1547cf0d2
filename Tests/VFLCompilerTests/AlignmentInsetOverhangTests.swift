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

    /// A slider placed by its frame (20, 100, 200 × 31) and a flexible width in a 320-pt root: the
    /// autoresizing constraints keep that frame (Apple, `translatesAutoresizingMaskIntoConstraints`:
    /// code moves and sizes such a view through its frame), so on the 320-pt iPhone SE its frame is
    /// (20, 100, 200, 31) and on the 393-pt iPhone 15 it is 200 + (393 − 320) = 273 wide, its
    /// alignment rectangle 2 pt inside on each side and 1 pt above the bottom.
    @Test("a view placed by its frame keeps that frame; its alignment rectangle is inside it")
    func framePlacedSliderKeepsItsFrame() throws {
        let text = """
            screen Volume {
                devices iPhoneSE, iPhone15
                orientations portrait
                designSize 320x568
                slider volume { alignmentRectInsets 0, 2, 1, 2; frame 20, 100, 200, 31; autoresizing flexibleWidth }
            }
            """
        let solutions = LayoutCompiler().compile(SourceFile(path: "Volume.layout", text: text)).tables.flatMap(\.solutions)
        let frames = solutions.compactMap { solution in
            solution.views.first { $0.name == "volume" }.map { (solution.environment.device.name, $0.frame) }
        }
        let se = try #require(frames.first { $0.0 == "iPhoneSE" }?.1)
        #expect(se == LayoutRect(x: 20, y: 100, width: 200, height: 31))
        let fifteen = try #require(frames.first { $0.0 == "iPhone15" }?.1)
        #expect(fifteen == LayoutRect(x: 20, y: 100, width: 273, height: 31))
    }
}
