import Testing
import LayoutIR
@testable import VFLCompiler

/// A nib is loaded only when code asks for it by name (Apple, "UINib", "Bundle.loadNibNamed",
/// "UIViewController.nibName"): a xib whose name no Swift or Objective-C file of the run and no
/// Info.plist holds never loads, and its layout is not checked (one info instead).
@Suite struct InterfaceBuilderNibLoadingTests {
    /// A top-level box pinned 100 and 200 pt high: one unsatisfiable pair in whichever xib holds it.
    static let conflicted = xibDocument("", "", toolsVersion: "17701").replacingOccurrences(
        of: #"<view id="root">"#,
        with: #"<view id="root"><constraints><constraint firstAttribute="height" constant="100" id="h1"/><constraint firstAttribute="height" constant="200" id="h2"/></constraints>"#)

    /// The files compiled in one run with the Xcode project that builds them (`project`), as
    /// `vflc lint` of an app's folder has it: only then is the run's code all of the app's.
    static func run(_ files: [(path: String, text: String)], project: Bool = true) -> [String: CompiledFile] {
        var inputs = files.map { CompilerInput(SourceFile(path: $0.path, text: $0.text)) }
        if project {
            inputs.append(CompilerInput(SourceFile(path: "App.xcodeproj/project.pbxproj", text: "// !$*UTF8*$!\n{\n}\n"),
                                        frontEnd: XcodeProjectFrontEnd()))
        }
        let compiled = LayoutCompiler().compile(inputs)
        return Dictionary(uniqueKeysWithValues: compiled.map { ($0.source.path, $0) })
    }

    static func conflicts(_ file: CompiledFile?) -> Int {
        file?.diagnostics.count { $0.ruleID == .unsatisfiable } ?? -1
    }

    @Test("a xib some code names by string or by its class is checked; one named only in declarations, comments and #import lines is not")
    func unloadedNibIsNotChecked() {
        let files = Self.run([
            ("App/PriceCell.xib", Self.conflicted),
            ("App/BadgeView.xib", Self.conflicted),
            ("App/Orphan.xib", Self.conflicted),
            ("App/ListController.swift", """
                final class ListController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(UINib(nibName: "PriceCell", bundle: nil), forCellReuseIdentifier: "price")
                        let badge = BadgeView.loadFromNib()
                        view.addSubview(badge)
                    }
                }
                """),
            ("App/Orphan.m", """
                //  Orphan.m
                #import "Orphan.h"
                @interface Orphan ()
                @end
                /* Orphan: a cell */
                @implementation Orphan
                - (void)awakeFromNib { [super awakeFromNib]; }
                @end
                """),
            ("App/Orphan.h", "@interface Orphan : UITableViewCell\n@end\n"),
            ("App/Other.m", """
                #import "Orphan.h"
                @implementation Other
                @end
                """),
        ])
        #expect(Self.conflicts(files["App/PriceCell.xib"]) == 1)
        #expect(Self.conflicts(files["App/BadgeView.xib"]) == 1)
        #expect(Self.conflicts(files["App/Orphan.xib"]) == 0)
        let info = files["App/Orphan.xib"]?.diagnostics.first { $0.ruleID == .neverShown }
        #expect(info?.severity == .info)
        #expect(info?.message.contains("no code of the project loads 'Orphan.xib'") == true, "\(String(describing: info?.message))")
    }

    /// A controller with no nib name loads the nib named after its class (Apple,
    /// "UIViewController.nibName"); a `/*` inside a string above the line starts no comment.
    @Test("a controller made by its class loads its nib, also after a string holding '/*'")
    func controllerAfterSlashStarString() {
        let files = Self.run([
            ("App/LinkController.xib", Self.conflicted),
            ("App/Routes.swift", """
                func register() {
                    router.addRoute("/share/*") { _ in true }
                    let link = LinkController()
                    present(link)
                }
                """),
        ])
        #expect(Self.conflicts(files["App/LinkController.xib"]) == 1)
    }

    /// `PriceViewController` names both `PriceViewController.xib` and, as its controller,
    /// `PriceView.xib`: a word that names two nibs counts for both, every time (a map of one stem
    /// per word kept one of the two at random).
    @Test("a word that names two nibs loads both")
    func wordNamingTwoNibs() {
        for _ in 0..<4 {
            let files = Self.run([
                ("App/PriceViewController.xib", Self.conflicted),
                ("App/Views/PriceView.xib", Self.conflicted),
                ("App/Setup.swift", "func make() -> UIViewController { PriceViewController(nibName: \"PriceViewController\", bundle: nil) }\n"),
            ])
            #expect(Self.conflicts(files["App/PriceViewController.xib"]) == 1)
            #expect(Self.conflicts(files["App/Views/PriceView.xib"]) == 1)
        }
    }

    @Test("a cell registered by a data source declared in the cell's own file is loaded")
    func registeredInItsOwnFile() {
        let files = Self.run([
            ("App/BadgeCell.xib", Self.conflicted),
            ("App/BadgeCell.swift", """
                //  BadgeCell.swift
                final class BadgeCell: UITableViewCell {}
                final class BadgeItem: NibItem<BadgeCell> {}
                """),
        ])
        #expect(Self.conflicts(files["App/BadgeCell.xib"]) == 1)
    }

    @Test("a device-suffixed xib is loaded by its stem or its whole name; a view xib by its controller's class")
    func suffixesAndControllers() {
        let files = Self.run([
            ("App/Progress_iPad.xib", Self.conflicted),
            ("App/Detail~ipad.xib", Self.conflicted),
            ("App/SettingsView.xib", Self.conflicted),
            ("App/Loader.m", """
                @implementation Loader
                - (void)load {
                    [[NSBundle mainBundle] loadNibNamed:@"Progress_iPad" owner:self options:nil];
                    DetailViewController *detail = [[DetailViewController alloc] initWithNibName:@"Detail" bundle:nil];
                    SettingsViewController *settings = [SettingsViewController new];
                }
                @end
                """),
        ])
        #expect(Self.conflicts(files["App/Progress_iPad.xib"]) == 1)
        #expect(Self.conflicts(files["App/Detail~ipad.xib"]) == 1)
        #expect(Self.conflicts(files["App/SettingsView.xib"]) == 1)
    }

    @Test("with no code, or code but no Xcode project in the run, nothing is known of who loads a xib: it is checked")
    func noCodeNoVerdict() {
        let alone = Self.run([("App/Orphan.xib", Self.conflicted)])
        #expect(Self.conflicts(alone["App/Orphan.xib"]) == 1)
        // A few files of an app: the code that loads the nib may be in the others.
        let part = Self.run([("App/Orphan.xib", Self.conflicted), ("App/Other.swift", "final class Other {}\n")], project: false)
        #expect(Self.conflicts(part["App/Orphan.xib"]) == 1)
    }

    @Test("a storyboard that names a nib (a controller's nibName) loads it")
    func storyboardNamesNib() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="a">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="a" nibName="Summary" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        let files = Self.run([("App/Summary.xib", Self.conflicted), ("App/Main.storyboard", storyboard),
                              ("App/AppDelegate.swift", "final class AppDelegate {}\n")])
        #expect(Self.conflicts(files["App/Summary.xib"]) == 1)
    }

    @Test("the launch screen an Info.plist names is loaded, in a plist or a build setting")
    func launchScreenNamedByPlist() {
        let plist = """
            <key>UILaunchStoryboardName</key>
            \t<string>Launch</string>
            <key>NSMainNibFile~ipad</key>
            <string>MainWindow</string>
            """
        #expect(XcodeProjectFrontEnd.loadedNibNames(in: Array(plist.utf8)) == ["Launch", "MainWindow"])
        let setting = "INFOPLIST_KEY_UILaunchStoryboardName = \"Launch Screen\";\n INFOPLIST_KEY_NSMainNibFile = Main;"
        #expect(XcodeProjectFrontEnd.loadedNibNames(in: Array(setting.utf8)) == ["Launch Screen", "Main"])
    }
}
