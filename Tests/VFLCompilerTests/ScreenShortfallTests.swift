import Foundation
import Testing
import LayoutIR
@testable import VFLCompiler

/// A screen that cannot fit what cannot give way (#31 item 6): the negative size is said once, at
/// the view, with the sum of the required constraints against the room there is, those
/// constraints as notes, and advice that works when followed. The iPhone SE (first generation)
/// is 568 × 320 pt in landscape (Docs/uikit-devices.md), with no bars and no safe-area insets
/// there in these screens.
@Suite struct ScreenShortfallTests {
    static func compile(_ text: String) -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: "S.layout", text: text))
    }

    static func screen(_ lines: String) -> String {
        """
        screen Short {
            devices iPhoneSE
            orientations landscape
            directions ltr
            view a
            view b
            view c
            H:|[a]|
            H:|[b]|
            H:|[c]|
        \(lines)
        }
        """
    }

    static func sizeFindings(_ compiled: CompiledFile) -> [LayoutDiagnostic] {
        compiled.diagnostics.filter { $0.ruleID == RuleID.nonPositiveSize }
    }

    // 20 + 200 + 8 + 8 + 120 + 20 = 376 pt of required constraints in 320: b is 320 − 376 = −56
    // tall whatever the solver does.
    static let fixedChain = "    V:|-20-[a(200)]-8-[b]-8-[c(120)]-20-|"

    @Test func determinedNegativeSizeSaysHowMuchDoesNotFit() throws {
        let compiled = Self.compile(Self.screen(Self.fixedChain))
        let finding = try #require(Self.sizeFindings(compiled).first)
        #expect(Self.sizeFindings(compiled).count == 1)
        #expect(finding.message.contains("'b' has a negative size (568 × -56)"))
        #expect(finding.message.contains("needs 376 pt, has 320"))
        #expect(finding.notes.contains { $0.message.hasPrefix("the arithmetic: ") && $0.message.contains("= 376 > 320") })
        // Every member is a note at its place in the VFL line: the two sizes among them.
        let members = finding.notes.filter { $0.message.hasPrefix("cannot give way: ") }
        #expect(members.contains { $0.message.contains("'a.height == 200'") && $0.span?.line == 11 })
        #expect(members.contains { $0.message.contains("'c.height == 120'") && $0.span?.line == 11 })
        // The sizes are offered first, as the checker offers a fixed size before a pin.
        let advice = try #require(finding.notes.first { $0.message.hasPrefix("to fix: ") }?.message)
        #expect(advice.contains("give 'b' a required minimum height"))
        #expect(advice.contains("lower one of 'a.height == 200', 'c.height == 120'"))
        #expect(!compiled.diagnostics.contains { $0.ruleID == RuleID.ambiguousLayout })
    }

    @Test func followingTheAdviceFits() throws {
        // b.height >= 0 and a's 200 at 999: a takes what is left, 320 − (20 + 8 + 0 + 8 + 120 + 20) = 144,
        // and b keeps its minimum, 0 (which is still a zero size, but no longer a negative one).
        let fixed = Self.screen("    V:|-20-[a(200@999)]-8-[b(>=0)]-8-[c(120)]-20-|")
        let compiled = Self.compile(fixed)
        #expect(!Self.sizeFindings(compiled).contains { $0.message.contains("negative") })
        #expect(!compiled.diagnostics.contains { $0.severity == .error })
        let solution = try #require(compiled.tables.flatMap(\.solutions).first)
        #expect(solution.view(named: "a")?.frame.height == 144)
        #expect(solution.view(named: "b")?.frame.height == 0)
    }

    @Test func unboundedButNeverNonNegativeIsOneFindingNotAmbiguity() throws {
        // b's top is fixed at 20 + 200 + 8 = 228 and its bottom at most 320 − 20 − 120 − 8 = 172:
        // its height is at most −56 and unbounded below. Advice to "add a height" would leave it
        // negative, so the finding is the shortfall, not ambiguity.
        let compiled = Self.compile(Self.screen("""
                V:|-20-[a(200)]-8-[b]
                V:[c(120)]-20-|
                b.bottom <= c.top - 8
            """))
        let finding = try #require(Self.sizeFindings(compiled).first)
        #expect(finding.message.contains("'b' has a negative height in every solution"))
        #expect(finding.message.contains("needs ≥ 376 pt, has 320"))
        #expect(!compiled.diagnostics.contains { $0.ruleID == RuleID.ambiguousLayout })
    }

    @Test func negativeSizeChosenByAnOptionalConstraintHasNoShortfall() throws {
        // a's 300 is only preferred (@750): b = 320 − 20 − 300 − 8 − 8 = −16 is the solver's
        // choice, but a smaller a fits b at 0 or more, so nothing that cannot give way is too big.
        let compiled = Self.compile(Self.screen("    V:|-20-[a(300@750)]-8-[b]-8-|"))
        let finding = try #require(Self.sizeFindings(compiled).first)
        #expect(finding.message.contains("'b' has a negative size (568 × -16)"))
        #expect(!finding.message.contains("cannot give way"))
        #expect(!finding.notes.contains { $0.message.hasPrefix("cannot give way") })
    }

    @Test func loginSampleStaysASqueezeTheSolverMayChoose() throws {
        // The quick-start form on the SE in landscape: 24 + 120 + 24 + 34 + 12 + 34 + 16 + 30 + 20
        // = 314 pt asked of 288 (320 less the 32-pt compact navigation bar); with the 40-pt gap
        // at 24 the button keeps 4 pt, so not every solution is negative and the finding stays
        // "can be laid out with".
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Login.layout")
        let compiled = Self.compile(try String(contentsOf: url, encoding: .utf8))
        let finding = try #require(Self.sizeFindings(compiled).first)
        #expect(finding.message.contains("'login' can be laid out with a negative height"))
        #expect(!finding.message.contains("in every solution"))
    }

    @Test func implicitMembersAreChangedThroughPropertiesNotLowered() throws {
        // An autoresizing label drawn 176 pt from both sides of a 600-pt design (fixed margins,
        // flexible width) keeps those margins on the 568-pt landscape SE: 568 − 176 − 176 = 216
        // fits, so at 320 pt wide (portrait) it needs 352 and is −32 wide; nothing of it can be
        // lowered, so the advice names the properties.
        let compiled = Self.compile("""
            screen Sized {
                devices iPhoneSE
                orientations portrait
                directions ltr
                designSize 600x400
                label wide { frame 176, 10, 248, 20; autoresizing flexibleWidth }
            }
            """)
        let finding = try #require(Self.sizeFindings(compiled).first)
        #expect(finding.message.contains("needs 352 pt, has 320"))
        #expect(finding.notes.contains { $0.message.hasPrefix("to fix: every constraint that cannot give way comes from the environment or the views' properties") })
        #expect(!finding.notes.contains { $0.message.contains("below required") })
    }
}
