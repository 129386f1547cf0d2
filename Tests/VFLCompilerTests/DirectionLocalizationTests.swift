import Testing
import LayoutIR
@testable import VFLCompiler

/// UIKit lays an app out right to left only "when running with localizations such as Arabic or
/// Hebrew" (Apple, *UIUserInterfaceLayoutDirection.rightToLeft*): an app whose Xcode project lists
/// no right-to-left language in `knownRegions`, and whose code never forces the direction, never
/// shows the drift `mixed-direction` describes.
@Suite struct DirectionLocalizationTests {
    /// A row whose icon is placed by leading and whose title by left (the drift of
    /// `DirectionLintTests.leftInALeadingRow`, written with anchors).
    static let row = """
        final class RowController: UIViewController {
            let icon = UIView()
            let title = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(icon)
                view.addSubview(title)
                icon.translatesAutoresizingMaskIntoConstraints = false
                title.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    icon.widthAnchor.constraint(equalToConstant: 24),
                    icon.topAnchor.constraint(equalTo: view.topAnchor),
                    icon.heightAnchor.constraint(equalToConstant: 24),
                    title.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 48),
                    title.widthAnchor.constraint(equalToConstant: 100),
                    title.topAnchor.constraint(equalTo: view.topAnchor),
                    title.heightAnchor.constraint(equalToConstant: 24),
                ])
            }
        }
        """

    static func project(regions: String) -> String {
        """
        // !$*UTF8*$!
        {
            objects = {
                1 /* Project object */ = {
                    isa = PBXProject;
                    developmentRegion = en;
                    knownRegions = (
                        \(regions)
                    );
                };
            };
        }
        """
    }

    /// The severity of `mixed-direction` for the row in an app with `regions`, and `extra` files.
    static func severity(regions: String?, extra: [(String, String)] = []) -> LayoutDiagnostic.Severity? {
        let compiler = LayoutCompiler()
        var inputs = [CompilerInput(SourceFile(path: "App/App/RowController.swift", text: row))]
        inputs += extra.map { CompilerInput(SourceFile(path: $0.0, text: $0.1)) }
        if let regions {
            inputs.append(CompilerInput(SourceFile(path: "App/App.xcodeproj/project.pbxproj", text: project(regions: regions)),
                                        frontEnd: XcodeProjectFrontEnd()))
        }
        let facts = compiler.projectFacts(of: inputs)
        let compiled = compiler.compile([inputs[0]], sharing: facts)[0]
        return compiled.diagnostics.first { $0.ruleID == .mixedDirection }?.severity
    }

    @Test("an app localized for English and Russian only: the drift is an info")
    func leftToRightApp() {
        #expect(Self.severity(regions: "en,\nBase,\nru,\n\"zh-Hans\",") == .info)
    }

    @Test("an app with an Arabic or a Hebrew localization, or with no project given: a warning", arguments: [
        "en,\nBase,\nar,", "en,\n\"he-IL\",", "Base,\nfa,",
    ])
    func rightToLeftApp(_ regions: String) {
        #expect(Self.severity(regions: regions) == .warning)
    }

    @Test("no project: the app's languages are unknown, so the drift is a warning")
    func unknownLanguages() {
        #expect(Self.severity(regions: nil) == .warning)
    }

    @Test("code that forces right to left on every view (an appearance proxy) makes it reachable in any language")
    func forcedRightToLeft() {
        #expect(Self.severity(regions: "en,\nBase,", extra: [("App/App/Appearance.swift",
            "func applyArabicLayout() { UIView.appearance().semanticContentAttribute = .forceRightToLeft }\n")]) == .warning)
        #expect(Self.severity(regions: "en,\nBase,", extra: [("App/App/Appearance.m",
            "void rtl(void) { [[UIView appearance] setSemanticContentAttribute:UISemanticContentAttributeForceRightToLeft]; }\n")]) == .warning)
    }

    @Test("one button forced right to left (its image after its title) flips only itself: still an info")
    func oneViewForced() {
        #expect(Self.severity(regions: "en,\nBase,", extra: [("App/App/Button.swift",
            "func style(_ button: UIButton) { button.semanticContentAttribute = .forceRightToLeft }\n")]) == .info)
    }
}
