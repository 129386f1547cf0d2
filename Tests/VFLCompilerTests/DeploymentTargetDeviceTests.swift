import Foundation
import Testing
import LayoutIR
@testable import LayoutSyntax
@testable import VFLCompiler

/// An app deployed to iOS 16 or later never runs on the 320-pt iPhone SE (its last release is
/// iOS 15; Apple: "iOS 16 is compatible with iPhone 8 and later"): its documents and code screens
/// are laid out on the smallest iPhone that runs it, the 375 × 667 iPhone SE of 2020, instead
/// (Docs/uikit-devices.md, "Devices the deployment target rules out").
@Suite("Devices the deployment target rules out")
struct DeploymentTargetDeviceTests {
    @Test("the default set for a deployment target: from iOS 16 the 375-pt iPhone takes the 320-pt one's place")
    func defaultSet() {
        #expect(DeviceCatalog.defaultDeviceNames(minimumRelease: nil) == ["iPhoneSE", "iPhone15", "iPhone15ProMax", "iPadAir"])
        #expect(DeviceCatalog.defaultDeviceNames(minimumRelease: 15) == ["iPhoneSE", "iPhone15", "iPhone15ProMax", "iPadAir"])
        #expect(DeviceCatalog.defaultDeviceNames(minimumRelease: 16) == ["iPhone8", "iPhone15", "iPhone15ProMax", "iPadAir"])
        #expect(DeviceCatalog.standard.device(named: "iPhone8")?.portraitSize == LayoutSize(width: 375, height: 667))
    }

    @Test("a project's earliest deployment target, quoted or bare, across its targets")
    func projectSetting() {
        let cases: [(String, Int?)] = [
            ("IPHONEOS_DEPLOYMENT_TARGET = 16.4;", 16), ("IPHONEOS_DEPLOYMENT_TARGET = \"13.0\";", 13),
            ("IPHONEOS_DEPLOYMENT_TARGET = 17.0;\nIPHONEOS_DEPLOYMENT_TARGET = 15.2;", 15), ("SDKROOT = iphoneos;", nil),
            ("IPHONEOS_DEPLOYMENT_TARGET = ;", nil),
        ]
        for (text, expected) in cases {
            #expect(XcodeProjectFrontEnd.minimumDeploymentRelease(in: Array(text.utf8)) == expected, "\(text)")
        }
    }

    /// The app target at iOS 16 and its widget extension at iOS 14 (an extension may reach older
    /// releases than its app): the app runs from iOS 16, so the 320-pt iPhone SE is not among its
    /// devices. With an app configuration that inherits the project's setting, the file's lowest counts.
    @Test("the application targets' deployment target, not an extension's lower one")
    func applicationTargetsRelease() {
        func pbxproj(appSetting: String) -> String {
            let app = InterfaceBuilderDeviceFamilyTests.target("A", name: "App", type: "application", settings: appSetting)
            let widget = InterfaceBuilderDeviceFamilyTests.target("B", name: "Widget", type: "app-extension",
                                                                    settings: "IPHONEOS_DEPLOYMENT_TARGET = 14.0;")
            return "// !$*UTF8*$!\n{\n\tobjects = {\n\(app)\n\(widget)\n\t};\n}\n"
        }
        func release(_ appSetting: String) -> Int? {
            let file = SourceFile(path: "App/App.xcodeproj/project.pbxproj", text: pbxproj(appSetting: appSetting))
            return XcodeProjectFrontEnd().projectFacts(of: file).minimumRelease(forFileAt: "App/Main.storyboard")
        }
        #expect(release("IPHONEOS_DEPLOYMENT_TARGET = 16.0;") == 16)
        #expect(release("PRODUCT_NAME = App;") == 14)
    }

    static let project = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
        \t\t\t};
        \t\t};
        \t};
        }
        """

    /// A 340-pt-wide box 0 pt from a root view's leading edge: past a 320-pt screen, inside a 375-pt one.
    static let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="retina6_1" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="box" id="box"><rect key="frame" x="0" y="100" width="340" height="50"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="340" id="c3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    static let code = """
        final class BoxViewController: UIViewController {
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                box.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.widthAnchor.constraint(equalToConstant: 340),
                    box.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor),
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    box.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
        }
        """

    private func compile(_ input: SourceFile, withProject: Bool) -> CompiledFile {
        let compiler = LayoutCompiler()
        let inputs = [CompilerInput(input)]
        let project = [CompilerInput(SourceFile(path: "App/App.xcodeproj/project.pbxproj", text: Self.project), frontEnd: XcodeProjectFrontEnd())]
        let facts = compiler.projectFacts(of: inputs + (withProject ? project : []))
        return compiler.compile(inputs, sharing: facts)[0]
    }

    @Test("a document of an iOS 16 app: the 340-pt box fits the 375-pt iPhone; without the project it overflows the 320-pt one")
    func document() {
        let storyboard = SourceFile(path: "App/App/Base.lproj/Main.storyboard", text: Self.storyboard)
        let deployed = compile(storyboard, withProject: true)
        #expect(deployed.tables.flatMap { $0.solutions.map(\.environment.name) }.contains("iPhone8 portrait ltr"))
        #expect(!deployed.diagnostics.contains { $0.ruleID == .viewOutsideSuperview }, "\(deployed.diagnostics.map(\.message))")
        let unknown = compile(storyboard, withProject: false)
        #expect(unknown.diagnostics.contains { $0.ruleID == .viewOutsideSuperview && $0.message.contains("iPhoneSE") })
    }

    @Test("code of an iOS 16 app: 340 ≤ 375 holds; without the project, 340 > 320 is a conflict on the iPhone SE")
    func codeScreen() {
        let source = SourceFile(path: "App/App/BoxViewController.swift", text: Self.code)
        let deployed = compile(source, withProject: true)
        #expect(!deployed.diagnostics.contains { $0.ruleID == .unsatisfiable }, "\(deployed.diagnostics.map(\.message))")
        let unknown = compile(source, withProject: false)
        #expect(unknown.diagnostics.contains { $0.ruleID == .unsatisfiable })
    }

    @Test("the build configuration files a project refers to, by name")
    func configurationFiles() {
        let text = "path = Base.xcconfig; name = \"Release.xcconfig\"; path = \"Configurations/App Store.xcconfig\";"
        #expect(XcodeProjectFrontEnd.configurationFileNames(in: Array(text.utf8)) == ["Base.xcconfig", "Release.xcconfig", "App Store.xcconfig"])
    }

    @Test("vflc lint reads the deployment target from the .xcconfig file the project refers to")
    func lintReadsConfigurationFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-xcconfig-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["/App.xcodeproj", "/App/Base.lproj", "/Configurations"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        try Data(Self.storyboard.utf8).write(to: URL(fileURLWithPath: root + "/App/Base.lproj/Main.storyboard"))
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tF1 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Base.xcconfig; sourceTree = "<group>"; };
            \t\tF2 /* Main.storyboard */ = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
            \t\tA1 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = F1 /* Base.xcconfig */; buildSettings = {}; name = Debug; };
            \t};
            }
            """
        try Data(project.utf8).write(to: URL(fileURLWithPath: root + "/App.xcodeproj/project.pbxproj"))
        let before = CommandLineTool.run(["lint", root])
        #expect(before.stdout.contains("[view-outside-superview]"), "\(before.stdout)")
        try Data("IPHONEOS_DEPLOYMENT_TARGET = 17.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Configurations/Base.xcconfig"))
        let after = CommandLineTool.run(["lint", root])
        #expect(!after.stdout.contains("[view-outside-superview]"), "\(after.stdout)")
    }
}
