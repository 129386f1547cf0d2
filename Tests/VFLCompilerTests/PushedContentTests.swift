import Testing
import LayoutIR
@testable import VFLCompiler

/// `pushed-off-screen` (#31 item 6, "content pushed off screen or under a bar"): views that
/// growing text moves past the screen's edge are one finding at the text, not one per view.
/// Body text is 17 pt at Large, 28 at AX1 and 33 at AX2 (Apple's Dynamic Type sizes table,
/// Docs/uikit-devices.md); the iPhone SE is 320 × 568 pt with a 20-pt status bar in portrait.
@Suite struct PushedContentTests {
    static func compile(_ contentSizes: String) -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: "S.layout", text: """
            screen Push {
                devices iPhoneSE
                orientations portrait
                directions ltr
                contentSizes \(contentSizes)
                label a { intrinsic 900x20.5; textStyle body; lines 0 }
                label b { intrinsic 900x20.5; textStyle body; lines 0 }
                button go { intrinsic 80x30 }
                a.leading == view.leadingMargin
                a.trailing == view.trailingMargin
                b.leading == view.leadingMargin
                b.trailing == view.trailingMargin
                a.top == view.safeArea.top + 16
                b.top == a.bottom + 8
                go.top == b.bottom + 20
                go.centerX == view.centerX
            }
            """))
    }

    @Test func viewsPushedByGrowingTextAreOneFindingAtTheText() throws {
        // 288 pt wide (320 less two 16-pt margins). At AX1 each label is 900 × 28/17 = 1482 pt
        // of text, 6 lines of 20.5 × 28/17 = 33.8 pt = 202.6 pt: b ends at 36 + 202.6 + 8 +
        // 202.6 = 449.2 and go at 469.2 + 30, inside 568. At AX2, 900 × 33/17 = 1747 pt, 7 lines
        // of 39.8 = 278.5 pt: b runs from 322.5 to 601, go from 621: both past the bottom; a ends
        // at 314.5 and fits.
        let compiled = Self.compile("all")
        let pushed = compiled.diagnostics.filter { $0.ruleID == RuleID.pushedOffScreen }
        #expect(pushed.count == 1)
        let finding = try #require(pushed.first)
        #expect(finding.message.hasPrefix("text growing with Dynamic Type pushes 'b' and 'go' past the bottom edge of 'view'"))
        #expect(finding.message.hasSuffix("on iPhoneSE portrait ltr from ax2 on"))
        #expect(finding.span?.line == 6)
        #expect(finding.notes.contains { $0.message.hasPrefix("'b': on iPhoneSE portrait ltr ax2 its frame is (16, 322.5, 288 × 278.5)") })
        #expect(finding.notes.contains { $0.message == "the text that grows: 'a' and 'b'; at the default text size everything fits" })
        // The per-view findings it folds are gone.
        #expect(!compiled.diagnostics.contains { $0.ruleID == RuleID.viewOutsideSuperview })
    }

    @Test func withoutTheDefaultSizeEachViewKeepsItsFinding() {
        // Laid out at AX5 alone, nothing shows the views fitting at Large: no push is known.
        let compiled = Self.compile("ax5")
        #expect(!compiled.diagnostics.contains { $0.ruleID == RuleID.pushedOffScreen })
        #expect(compiled.diagnostics.contains { $0.ruleID == RuleID.viewOutsideSuperview && $0.message.hasPrefix("'go'") })
    }
}

@Suite struct PushedSidewaysTests {
    @Test func translatedTextPushesARowPastTheTrailingEdge() throws {
        // A 200-pt name at the leading margin (16) and a follow button 8 after it: 16 + 200 + 8 + 80
        // = 304 fits 320. Pseudo-localized, the name grows (Docs/uikit-devices.md's expansion
        // table) and the button passes the right edge: one finding at the name, with the
        // sideways advice.
        let compiled = LayoutCompiler().compile(SourceFile(path: "S.layout", text: """
            screen Row {
                devices iPhoneSE
                orientations portrait
                directions ltr
                pseudoLocalize
                label name { intrinsic 200x20.5 }
                button follow { intrinsic 80x30 }
                name.leading == view.leadingMargin
                name.top == view.safeArea.top + 20
                follow.leading == name.trailing + 8
                follow.centerY == name.centerY
            }
            """))
        let pushed = compiled.diagnostics.filter { $0.ruleID == RuleID.pushedOffScreen }
        #expect(pushed.count == 1)
        let finding = try #require(pushed.first)
        #expect(finding.message.hasPrefix("translated text pushes"))
        #expect(finding.message.contains("'follow'") && finding.message.contains("past the right edge of 'view'"))
        #expect(finding.span?.line == 6)
        #expect(finding.notes.contains { $0.message.hasPrefix("let the text wrap (lines 0)") })
        #expect(!compiled.diagnostics.contains { $0.ruleID == RuleID.viewOutsideSuperview })
    }
}
