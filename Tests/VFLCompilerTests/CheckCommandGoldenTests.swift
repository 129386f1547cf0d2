import Foundation
import Testing
import LayoutIR
@testable import VFLCompiler

/// Every `Samples/<Name>.layout` with `Samples/expected/<Name>.check.txt` must produce exactly
/// those diagnostics from `vflc check`. The tests below restate, independently of the files,
/// what each sample is about.
@Suite("Check golden files")
struct CheckCommandGoldenTests {
    static var goldenNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: FrameGoldenTests.samples + "/expected")) ?? [])
            .filter { $0.hasSuffix(".check.txt") }
            .map { String($0.dropLast(".check.txt".count)) }
            .sorted()
    }

    /// A sample is a `.layout` file, an Interface Builder document or constraint code.
    static func check(_ name: String) throws -> (text: String, diagnostics: [LayoutDiagnostic]) {
        let fileName = try #require([".layout", ".storyboard", ".xib", ".swift", ".m"].map { name + $0 }.first {
            FileManager.default.fileExists(atPath: "\(FrameGoldenTests.samples)/\($0)")
        })
        let text = try #require(FrameGoldenTests.read("\(FrameGoldenTests.samples)/\(fileName)"))
        let file = SourceFile(path: fileName, text: text)
        let diagnostics = LayoutCompiler().compile(file).diagnostics
        return (DiagnosticRenderer(files: [file]).render(diagnostics), diagnostics)
    }

    @Test("golden check output", arguments: goldenNames)
    func golden(_ name: String) throws {
        let actual = try Self.check(name).text
        let path = "\(FrameGoldenTests.samples)/expected/\(name).check.txt"
        // `VFLC_UPDATE_CHECKS=1 swift test --filter CheckCommandGoldenTests` rewrites the files.
        if ProcessInfo.processInfo.environment["VFLC_UPDATE_CHECKS"] == "1" {
            #expect(FileManager.default.createFile(atPath: path, contents: Data(actual.utf8)))
        }
        let expected = try #require(FrameGoldenTests.read(path))
        #expect(actual == expected)
    }

    @Test func theFourCheckSamplesHaveGoldenFiles() {
        for name in ["SmallPhoneConflict", "TwoConflicts", "AmbiguousLabels", "HardCodedNavigationBar"] {
            #expect(Self.goldenNames.contains(name))
        }
    }

    /// A screen that does not fit (#31): on an iPhone SE in landscape (568 × 320, a 32-pt navigation
    /// bar and no status bar: the safe area starts at 32, Docs/uikit-devices.md) the logo's top is
    /// 32 + 24 = 56 and the column below it asks 120 + 40 + 34 + 12 + 34 + 16 + 30 = 286 pt, to
    /// 342, while the button's bottom may reach 320 − 20 = 300: 42 pt short, of which the gap
    /// (40 at 750, at least 24) can give 16. The button is −12 … 4 pt tall: one `non-positive-size`
    /// at the button, and none of the views that move with the shortfall is reported apart.
    @Test func loginDoesNotFitAnIPhoneSEInLandscape() throws {
        let findings = try Self.check("Login").diagnostics
        #expect(findings.map(\.ruleID) == [.nonPositiveSize])
        let finding = try #require(findings.first)
        #expect(finding.message == "'login' can be laid out with a negative height: the screen does not fit its content on iPhoneSE landscape ltr and 1 more")
        #expect(finding.notes.first?.message.hasPrefix("on iPhoneSE landscape ltr its height can be -12 … 4:") == true)
        #expect(finding.notes.contains { $0.message == "environments: iPhoneSE landscape ltr, iPhoneSE landscape rtl" })
    }

    /// The second classic mistake (#31): the bio, a wrapping body text, held at a required 41 pt.
    /// On the iPhone SE (320 pt, 16-pt margins) it is 304 − (16 + 60 + 12) = 216 pt wide: at xLarge
    /// its 200-pt line is 200 × 19/17 = 223.53 pt and wraps onto two lines of 20.5 × 19/17 =
    /// 22.91 pt, 45.82 pt. On the iPhone 15 (393 pt) it is 289 wide: one line up to xxxLarge
    /// (270.59 pt), two from AX1 (329.41 pt), 2 × 33.76 = 67.53 pt. 8 + 5 environments.
    @Test func aRequiredHeightOnWrappingTextFailsFromXLarge() throws {
        let findings = try Self.check("DynamicTypeFixedHeight").diagnostics
        #expect(findings.map(\.ruleID) == [.textTruncated])
        let truncated = try #require(findings.first)
        #expect(truncated.message == "'bio' is too small for its text on iPhoneSE portrait ltr from xLarge on, iPhone15 portrait ltr from ax1 on")
        #expect(truncated.notes.first?.message == "on iPhoneSE portrait ltr xLarge it gets 41 of the 45.82 pt tall its text needs on 2 lines (body at xLarge is 19 pt)")
        let environments = try #require(truncated.notes.first { $0.message.hasPrefix("environments: ") }).message
        #expect(environments.components(separatedBy: ", ").count == 13)
        #expect(environments.contains("iPhone15 portrait ltr ax1") && !environments.contains("iPhone15 portrait ltr xxxLarge"))
    }

    /// The third classic mistake (#31): the header 20 pt below the root's top, the iPhone SE's
    /// status bar, where the iPhone 15's safe area starts at 59 (Docs/uikit-devices.md): 39 pt
    /// under its status bar.
    @Test func aStatusBarConstantIsNamedWithWhereItBreaks() throws {
        let findings = try Self.check("StatusBarConstant").diagnostics
        #expect(findings.map(\.ruleID) == [.barHeightConstant])
        let finding = try #require(findings.first)
        #expect(finding.message == "'avatar' is pinned 20 pt from the root view's top edge, the height of the status bar on iPhoneSE")
        #expect(finding.notes.first?.message == "on iPhone15 the status bar reaches 59 pt: 'avatar' is 39 pt under it")
    }

    /// Dynamic Type (#31): the profile header written with wrapping, unsized labels passes at all
    /// twelve text sizes on both devices; the same header with the name fixed at its default
    /// width (100 pt, one line) is cut off from xLarge on, where a 19-pt headline needs
    /// 100 × 19/17 = 111.76 pt (Docs/uikit-devices.md, "Text styles").
    @Test func dynamicTypeSweepPassesTheAdvisedScreenAndCatchesAFixedWidth() throws {
        #expect(try Self.check("DynamicTypeProfile").diagnostics.isEmpty)
        let findings = try Self.check("DynamicTypeFixedWidth").diagnostics
        #expect(findings.map(\.ruleID) == [.textTruncated])
        let truncated = try #require(findings.first)
        #expect(truncated.message == "'name' is too small for its text on iPhoneSE portrait ltr from xLarge on, iPhone15 portrait ltr from xLarge on")
        #expect(truncated.notes.first?.message == "on iPhoneSE portrait ltr xLarge it gets 100 of the 111.76 pt wide its text needs (headline at xLarge is 19 pt)")
        // From xLarge to AX5 on both phones: 8 sizes × 2 devices, none at or below Large.
        let environments = try #require(truncated.notes.first { $0.message.hasPrefix("environments: ") }).message
        #expect(environments.components(separatedBy: ", ").count == 16)
        #expect(!environments.contains("medium") && !environments.contains("ltr,") && !environments.hasSuffix("ltr"))
    }

    /// A hidden arranged subview gets UIKit's required `UISV-hiding` constraint, a zero length
    /// along the stack's axis (Docs/UIKit.md), which a required 90-pt width cannot meet. The
    /// button is an outlet (`callButton`): the app's code can show it, when the conflict is gone,
    /// so the finding is an info that says what the code must do (lower the width to 999).
    @Test func hiddenArrangedButtonWithARequiredWidth() throws {
        let diagnostics = try Self.check("ProfileActions").diagnostics
        let conflict = try #require(diagnostics.first { $0.ruleID == RuleID.codeAdjustedConflict })
        #expect(conflict.severity == .info)
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(conflict.message.hasSuffix("in every environment"))
        #expect(conflict.notes.first?.message.contains("'callButton' is hidden in the document") == true)
        #expect(conflict.notes.first?.message.contains("give 'callButton.width == 90'") == true)
        let members = conflict.notes.filter { $0.message.hasPrefix("member:") }.map(\.message)
        #expect(members.count == 2)
        #expect(members.contains { $0.contains("callButton.width == 0") && $0.contains("UISV-hiding") })
        #expect(members.contains { $0.contains("callButton.width == 90") })
        #expect(conflict.notes.contains { $0.message.hasPrefix("break 1: lower 'callButton.width == 90' to @999") })
    }

    /// SnapKit, an anchor and VFL in one function make one screen; the name's 240 pt beside the
    /// avatar need 16 + 64 + 12 + 240 + 16 = 348 pt, which only the 320-pt iPhone SE lacks.
    @Test func profileHeaderMixesDialectsAndConflictsOnTheSmallPhone() throws {
        let diagnostics = try Self.check("ProfileHeader").diagnostics
        let conflict = try #require(diagnostics.first { $0.ruleID == RuleID.unsatisfiable })
        #expect(diagnostics.filter { $0.severity == .error }.count == 1)
        #expect(conflict.message.hasSuffix("on iPhoneSE portrait ltr"))
        #expect(conflict.notes.contains { $0.message.contains("= 348 > 320") })
        let members = conflict.notes.filter { $0.message.hasPrefix("member:") }.map(\.message)
        #expect(members.contains { $0.contains("from a SnapKit closure") } && members.contains { $0.contains("from a layout anchor") })
    }

    @Test func smallPhoneConflictHappensOnlyOnTheSmallPhone() throws {
        let diagnostics = try Self.check("SmallPhoneConflict").diagnostics
        let conflicts = diagnostics.filter { $0.ruleID == RuleID.unsatisfiable }
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.message.hasSuffix("on iPhoneSE portrait ltr"))
        // 20 + 80 + 8 + 200 + 20 = 328 pt needed; the iPhone SE (1st gen) is 320 pt wide.
        #expect(conflict.notes.contains { $0.message.contains("20 + 80 + 8 + 200 + 20 = 328 > 320") })
        // The five VFL pieces and the screen width.
        #expect(conflict.notes.filter { $0.message.hasPrefix("member:") }.count == 6)
        #expect(conflict.notes.contains { $0.message.contains("implicit: root view frame") })
    }

    @Test func twoIndependentConflictsAreReportedSeparately() throws {
        let diagnostics = try Self.check("TwoConflicts").diagnostics
        let conflicts = diagnostics.filter { $0.ruleID == RuleID.unsatisfiable }
        #expect(conflicts.count == 2)
        let members = conflicts.map { $0.notes.filter { $0.message.hasPrefix("member:") }.map(\.message) }
        #expect(members.allSatisfy { $0.count == 2 })
        #expect(members.joined().contains { $0.contains("banner.height == 120") })
        #expect(members.joined().contains { $0.contains("badge.width <= 40") })
        // No ambiguity noise from the constraint the solver had to leave out.
        #expect(!diagnostics.contains { $0.ruleID == RuleID.ambiguousLayout })
    }

    @Test func equalHuggingLabelsAreAmbiguous() throws {
        let diagnostics = try Self.check("AmbiguousLabels").diagnostics
        #expect(diagnostics.allSatisfy { $0.ruleID == RuleID.ambiguousLayout })
        #expect(diagnostics.contains { $0.message.contains("'name' has an ambiguous width") })
        #expect(diagnostics.contains { $0.notes.contains { $0.message.contains("'name' and 'value' both hug at 250") } })
    }

    @Test func hardCodedNavigationBarHeight() throws {
        let diagnostics = try Self.check("HardCodedNavigationBar").diagnostics
        let bar = try #require(diagnostics.first { $0.ruleID == RuleID.barHeightConstant })
        #expect(bar.message.contains("64 pt"))
        #expect(bar.span?.line == 11)
        // 64 is right on the iPhone 8 (20 + 44) but under the bar on the iPhone 15, whose bar runs
        // from the status bar's bottom, 53.667, to 97.667 (Docs/uikit-devices.md).
        let under = try #require(diagnostics.first { $0.ruleID == RuleID.outsideSafeArea })
        #expect(under.message.contains("on iPhone15 portrait ltr"))
    }
}
