import Foundation
import Testing
import LayoutIR
@testable import LayoutSyntax
@testable import VFLCompiler

/// An app runs only in the interface orientations its Info.plist lists (Apple,
/// "UISupportedInterfaceOrientations": "The interface orientations the app supports"), so the
/// screens of an app that lists no portrait orientation are laid out in landscape only
/// (Docs/InterfaceBuilder.md#environments).
@Suite struct ProjectOrientationTests {
    static let landscapePlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
        \t</array>
        </dict>
        </plist>
        """

    @Test("the orientations a project's text names: Info.plist entries and Xcode 13's generated-plist build settings")
    func orientations() {
        #expect(XcodeProjectFrontEnd.supportedOrientations(in: Array(Self.landscapePlist.utf8)) == [.landscape])
        let settings = #"INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";"#
        #expect(XcodeProjectFrontEnd.supportedOrientations(in: Array(settings.utf8)) == [.portrait, .landscape])
        #expect(XcodeProjectFrontEnd.supportedOrientations(in: Array("<string>UIInterfaceOrientationPortraitUpsideDown</string>".utf8)) == [.portrait])
        #expect(XcodeProjectFrontEnd.supportedOrientations(in: Array("SDKROOT = iphoneos;".utf8)).isEmpty)
    }

    @Test("the Info.plist paths a project names, with $(SRCROOT) and quotes; other build variables are left out")
    func infoPlistPaths() {
        let text = """
            INFOPLIST_FILE = App/Info.plist;
            INFOPLIST_FILE = "$(SRCROOT)/Widget Extension/Info.plist";
            INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist";
            """
        #expect(XcodeProjectFrontEnd.infoPlistPaths(in: Array(text.utf8)) == ["App/Info.plist", "Widget Extension/Info.plist"])
    }

    @Test("vflc lint reads the Info.plist the project names: a landscape-only app's storyboard is laid out in landscape")
    func lintReadsTheInfoPlist() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-orientation-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App/Base.lproj", withIntermediateDirectories: true)
        try Data(InterfaceBuilderDeviceFamilyTests.storyboard.utf8).write(to: URL(fileURLWithPath: root + "/App/Base.lproj/Main.storyboard"))
        try Data(InterfaceBuilderDeviceFamilyTests.project(family: "\"1,2\"").utf8)
            .write(to: URL(fileURLWithPath: root + "/App.xcodeproj/project.pbxproj"))
        let portrait = CommandLineTool.run(["compile", root + "/App/Base.lproj/Main.storyboard", "--format", "csv"])
        #expect(portrait.stdout.contains("portrait"))
        try Data(Self.landscapePlist.utf8).write(to: URL(fileURLWithPath: root + "/App/Info.plist"))
        let landscape = CommandLineTool.run(["compile", root + "/App/Base.lproj/Main.storyboard", "--format", "csv"])
        #expect(landscape.stdout.contains("landscape"), "\(landscape.stdout.prefix(400)) \(landscape.stderr)")
        #expect(!landscape.stdout.contains("portrait"))
        // In landscape the narrowest default iPhone is 568 pt wide... the 620-pt panel still overflows it.
        let lint = CommandLineTool.run(["lint", root])
        #expect(lint.stdout.contains("landscape"))
        #expect(!lint.stdout.contains("portrait"))
    }
}
