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

    static func run(_ files: [(path: String, text: String)]) -> [String: CompiledFile] {
        let compiled = LayoutCompiler().compile(files.map { CompilerInput(SourceFile(path: $0.path, text: $0.text)) })
        return Dictionary(uniqueKeysWithValues: compiled.map { ($0.source.path, $0) })
    }

    static func conflicts(_ file: CompiledFile?) -> Int {
        file?.diagnostics.count { $0.ruleID == .unsatisfiable } ?? -1
    }

    @Test("a xib some code names by string or by its class is checked; one named only in its own files and #import lines is not")
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
                #import "Orphan.h"
                @implementation Orphan
                + (instancetype)orphan { return [[NSBundle mainBundle] loadNibNamed:@"Orphan" owner:nil options:nil].firstObject; }
                @end
                """),
            ("App/Other.m", """
                #import "Orphan.h"
                @implementation Other
                @end
                """),
        ])
        #expect(Self.conflicts(files["App/PriceCell.xib"]) == 1)
        #expect(Self.conflicts(files["App/BadgeView.xib"]) == 1)
        #expect(Self.conflicts(files["App/Orphan.xib"]) == 0)
        let info = files["App/Orphan.xib"]?.diagnostics.first { $0.ruleID == .interfaceBuilderDocument }
        #expect(info?.severity == .info)
        #expect(info?.message.contains("no code of the project loads 'Orphan.xib'") == true, "\(String(describing: info?.message))")
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

    @Test("with no code in the run, nothing is known of who loads a xib: it is checked")
    func noCodeNoVerdict() {
        let files = Self.run([("App/Orphan.xib", Self.conflicted)])
        #expect(Self.conflicts(files["App/Orphan.xib"]) == 1)
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
