import Testing
import LayoutIR
@testable import VFLCompiler

/// `overlap-when-grown`: on the iPhone SE (16-pt margins) a body title 100 pt wide at Large is
/// 100 × 19/17 = 111.76 pt at xLarge, ending at 127.76, short of the price at 16 + 120 = 136;
/// at AX5 it is 100 × 53/17 = 311.76 pt and runs over it (Docs/uikit-devices.md, "Text styles").
@Suite struct OverlapWhenGrownTests {
    static func screen(price: String) -> String {
        """
        screen Demo {
            devices iPhoneSE
            contentSizes large, xLarge, ax5
            label title { intrinsic 100x20.5; textStyle body }
            label price { intrinsic 60x20.5 }
            title.leading == view.leadingMargin
            title.top == view.safeArea.top + 20
            \(price)
            price.centerY == title.centerY
        }
        """
    }

    @Test("a neighbour at a fixed place is overlapped at AX5 only, and the finding names that environment")
    func overlapStartsAtAX5() throws {
        let text = Self.screen(price: "price.leading == view.leadingMargin + 120")
        let diagnostics = LayoutCompiler().compile(SourceFile(path: "Demo.layout", text: text)).diagnostics
        let overlap = try #require(diagnostics.first { $0.ruleID == .overlapWhenGrown })
        #expect(overlap.message == "'title' overlaps 'price' once text grows; they do not overlap at the default text size on iPhoneSE portrait ltr ax5")
        #expect(overlap.environments == ["iPhoneSE portrait ltr ax5"])
        #expect(diagnostics.filter { $0.ruleID == .overlapWhenGrown }.count == 1)
    }

    @Test("a neighbour the text pushes never overlaps it; an overlap already at Large is the design")
    func pushedOrDesigned() {
        let pushed = Self.screen(price: "price.leading == title.trailing + 20")
        #expect(!LayoutCompiler().compile(SourceFile(path: "Demo.layout", text: pushed)).diagnostics.contains { $0.ruleID == .overlapWhenGrown })
        // At 16 + 40 = 56 the price sits on the title at every size.
        let designed = Self.screen(price: "price.leading == view.leadingMargin + 40")
        #expect(!LayoutCompiler().compile(SourceFile(path: "Demo.layout", text: designed)).diagnostics.contains { $0.ruleID == .overlapWhenGrown })
    }
}
