import Foundation
import Testing
import LayoutIR
@testable import LayoutSyntax
@testable import VFLCompiler

/// The devices a project's app runs on (its `TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad, `1,2`
/// both): an iPad-only app never runs on an iPhone, and an iPhone-only one runs on an iPad only
/// at an iPhone's size, so its documents are laid out on those devices only
/// (Docs/InterfaceBuilder.md#environments).
@Suite("Interface Builder documents on the devices their project targets")
struct InterfaceBuilderDeviceFamilyTests {
    /// One scene on a 9.7-inch iPad canvas whose 600-pt-wide panel sits 20 pt from the root's
    /// leading edge: 20 + 600 = 620 pt, past every default iPhone (320, 393, 430 pt wide) and
    /// inside the default iPad (820 pt).
    static let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="ipad9_7" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="panel" id="panel"><rect key="frame" x="20" y="100" width="600" height="200"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                            <constraint firstItem="panel" firstAttribute="width" constant="600" id="c3"/>
                            <constraint firstItem="panel" firstAttribute="height" constant="200" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    /// The build settings of a project whose app target says `family` (and whose test target
    /// says nothing), as Xcode writes them, and its reference to the storyboard (a document the
    /// project does not refer to is not built into the app, and lint skips it).
    static func project(family: String?) -> String {
        let setting = family.map { "\t\t\t\tTARGETED_DEVICE_FAMILY = \($0);\n" } ?? ""
        return """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tF1 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            \t\tA1 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = App/Info.plist;
            \(setting)\t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tA2 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App";
            \t\t\t};
            \t\t};
            \t};
            }
            """
    }

    /// Compiles the storyboard at `App/App/Base.lproj/Main.storyboard` with the project file at
    /// `App/App.xcodeproj/project.pbxproj` giving facts, as the command line passes them.
    private func compile(family: String?) -> CompiledFile {
        let document = SourceFile(path: "App/App/Base.lproj/Main.storyboard", text: Self.storyboard)
        let project = SourceFile(path: "App/App.xcodeproj/project.pbxproj", text: Self.project(family: family))
        let compiler = LayoutCompiler()
        let inputs = [CompilerInput(document)]
        let facts = compiler.projectFacts(of: inputs + [CompilerInput(project, frontEnd: XcodeProjectFrontEnd())])
        return compiler.compile(inputs, sharing: facts)[0]
    }

    private func environments(_ file: CompiledFile) -> [String] {
        file.tables.flatMap { $0.solutions.map(\.environment.name) }
    }

    @Test("the families a project file names: 1 iPhone, 2 iPad, both; other platforms and none are no answer")
    func families() {
        let cases: [(String, Set<DeviceFamily>)] = [
            ("TARGETED_DEVICE_FAMILY = 2;", [.pad]), ("TARGETED_DEVICE_FAMILY = 1;", [.phone]),
            ("TARGETED_DEVICE_FAMILY = \"1,2\";", [.phone, .pad]), ("TARGETED_DEVICE_FAMILY = 4;", []),
            ("TARGETED_DEVICE_FAMILY = 2;\nTARGETED_DEVICE_FAMILY = 1;", [.phone, .pad]), ("SDKROOT = iphoneos;", []),
        ]
        for (text, expected) in cases {
            #expect(XcodeProjectFrontEnd.deviceFamilies(in: Array(text.utf8)) == expected, "\(text)")
        }
    }

    @Test("a project's families hold for the documents in its directory and below, the nearest project first")
    func nearestProject() {
        var facts = ProjectFacts()
        facts.declareDeviceFamilies([.pad], forProjectIn: XcodeProjectFrontEnd.projectDirectory(of: "Apps/Pad/Pad.xcodeproj/project.pbxproj"))
        facts.declareDeviceFamilies([.phone, .pad], forProjectIn: XcodeProjectFrontEnd.projectDirectory(of: "Apps/All.xcodeproj/project.pbxproj"))
        #expect(facts.deviceFamilies(forFileAt: "Apps/Pad/Pad/Base.lproj/Main.storyboard") == [.pad])
        #expect(facts.deviceFamilies(forFileAt: "Apps/Other/Main.storyboard") == [.phone, .pad])
        #expect(facts.deviceFamilies(forFileAt: "Elsewhere/Main.storyboard") == nil)
        #expect(XcodeProjectFrontEnd.projectDirectory(of: "/App.xcodeproj/project.pbxproj") == "/")
    }

    @Test("an iPad-only project: laid out on the iPad alone, so the 620-pt panel is no finding; without a project, it overflows the iPhones")
    func padOnly() {
        let pad = compile(family: "2")
        #expect(environments(pad) == ["iPadAir portrait ltr"])
        #expect(!pad.diagnostics.contains { $0.ruleID == .viewOutsideSuperview })
        let unknown = compile(family: nil)
        #expect(environments(unknown).contains("iPhoneSE portrait ltr"))
        let overflow = unknown.diagnostics.first { $0.ruleID == .viewOutsideSuperview }
        #expect(overflow?.message.contains("iPhoneSE") == true)
        // A universal app keeps the default devices.
        #expect(environments(compile(family: "\"1,2\"")) == environments(unknown))
    }

    @Test("an iOS project that names no device family builds for the setting's default, the iPhone; one with no SDK named says nothing")
    func unnamedFamilyIsPhone() {
        func families(_ settings: String) -> Set<DeviceFamily>? {
            let text = "// !$*UTF8*$!\n{\n\tbuildSettings = {\n\t\t\(settings)\n\t};\n}\n"
            return XcodeProjectFrontEnd().projectFacts(of: SourceFile(path: "App/App.xcodeproj/project.pbxproj", text: text))
                .deviceFamilies(forFileAt: "App/Main.storyboard")
        }
        #expect(families("SDKROOT = iphoneos;") == [.phone])
        #expect(families("SDKROOT = iphoneos;\n\t\tTARGETED_DEVICE_FAMILY = \"1,2\";") == [.phone, .pad])
        #expect(families("INFOPLIST_FILE = App/Info.plist;") == nil)
    }

    @Test("an iPhone-only project: laid out on the iPhones of the default set, not on the iPad")
    func phoneOnly() {
        let names = environments(compile(family: "1"))
        #expect(!names.isEmpty && names.allSatisfy { !$0.hasPrefix("iPad") })
        #expect(names.contains("iPhoneSE portrait ltr"))
    }

    @Test("vflc lint finds the project that owns a document and lays it out on its devices")
    func lintFindsTheProject() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-family-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App/Base.lproj", withIntermediateDirectories: true)
        try Data(Self.storyboard.utf8).write(to: URL(fileURLWithPath: root + "/App/Base.lproj/Main.storyboard"))
        let before = CommandLineTool.run(["lint", root])
        #expect(before.stdout.contains("[view-outside-superview]"))
        try Data(Self.project(family: "2").utf8).write(to: URL(fileURLWithPath: root + "/App.xcodeproj/project.pbxproj"))
        for arguments in [["lint", root], ["lint", root + "/App/Base.lproj/Main.storyboard"], ["check", root + "/App"]] {
            let after = CommandLineTool.run(arguments)
            #expect(!after.stdout.contains("[view-outside-superview]"), "\(arguments)")
            // Laid out, not skipped as a document the project does not build.
            #expect(!after.stderr.contains("not in its Xcode project"), "\(arguments): \(after.stderr)")
        }
    }

    /// UIKit's device modifiers: `Main~ipad.storyboard` is what an iPad loads for `Main`,
    /// `Main~iphone.storyboard` what an iPhone loads (Apple, Resource Programming Guide, "iOS
    /// Supports Device-Specific Resources"), whatever the project's family.
    @Test("a document named with ~ipad is laid out on the iPad alone, one with ~iphone on the iPhones alone",
          arguments: ["Main~ipad.storyboard", "Main~iphone.storyboard", "Main~IPAD.storyboard"])
    func deviceModifier(name: String) {
        let compiled = LayoutCompiler().compile(SourceFile(path: "App/App/Base.lproj/" + name, text: Self.storyboard))
        let names = environments(compiled)
        if name.lowercased().contains("~ipad") {
            #expect(names == ["iPadAir portrait ltr"])
            #expect(!compiled.diagnostics.contains { $0.ruleID == .viewOutsideSuperview })
        } else {
            #expect(!names.isEmpty && names.allSatisfy { !$0.hasPrefix("iPad") })
        }
    }

    /// A project as Xcode writes its object graph: the app target (`productType` application) and
    /// its unit-test bundle, each with a configuration list of one build configuration; the app
    /// says `app`, the tests `tests`.
    static func projectWithTargets(app: String, tests: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \(target("A", name: "App", type: "application", settings: "TARGETED_DEVICE_FAMILY = \(app);"))
        \(target("B", name: "AppTests", type: "bundle.unit-test",
                 settings: "TARGETED_DEVICE_FAMILY = \(tests);\n\t\t\t\tTEST_HOST = \"$(BUILT_PRODUCTS_DIR)/App.app/App\";"))
        \t};
        }
        """
    }

    /// One target's three objects, with identifiers of 24 `letter`s ending in 01, 02 and 03: the
    /// `PBXNativeTarget`, its `XCConfigurationList`, and its one `XCBuildConfiguration` holding `settings`.
    static func target(_ letter: Character, name: String, type: String, settings: String) -> String {
        let stem = String(repeating: letter, count: 22)
        return """
            \t\t\(stem)01 /* \(name) */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = \(stem)02 /* Build configuration list for PBXNativeTarget "\(name)" */;
            \t\t\tname = \(name);
            \t\t\tproductType = "com.apple.product-type.\(type)";
            \t\t};
            \t\t\(stem)02 /* Build configuration list for PBXNativeTarget "\(name)" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\t\(stem)03 /* Debug */,
            \t\t\t);
            \t\t};
            \t\t\(stem)03 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\t\(settings)
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            """
    }

    @Test("only the application targets' families count: a unit-test bundle built for 1,2 runs in its iPhone-only host")
    func applicationTargetsOnly() {
        let facts = XcodeProjectFrontEnd().projectFacts(of: SourceFile(path: "App/App.xcodeproj/project.pbxproj",
                                                                      text: Self.projectWithTargets(app: "1", tests: "\"1,2\"")))
        #expect(facts.deviceFamilies(forFileAt: "App/App/Main.storyboard") == [.phone])
        let universal = XcodeProjectFrontEnd().projectFacts(of: SourceFile(path: "App/App.xcodeproj/project.pbxproj",
                                                                          text: Self.projectWithTargets(app: "\"1,2\"", tests: "1")))
        #expect(universal.deviceFamilies(forFileAt: "App/App/Main.storyboard") == [.phone, .pad])
    }
}
