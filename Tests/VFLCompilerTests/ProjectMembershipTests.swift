import Foundation
import Testing
import LayoutSyntax
@testable import VFLCompiler

/// Xcode builds the files its project refers to, nothing else beside them.
@Suite struct ProjectMembershipTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="h1"/>
                                            <constraint firstAttribute="height" constant="50" id="h2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a storyboard the owning Xcode project does not refer to (an old copy beside the real one) is skipped and counted by lint of the folder")
    func documentOutsideItsProject() throws {
        let project = """
            // !$*UTF8*$!
            { objects = {
                A1 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };
                A2 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
            }; }
            """
        let root = try LintCommandTests.tree([
            "App/App.xcodeproj/project.pbxproj": project,
            "App/Main.storyboard": Self.document,
            "App/Main~.storyboard": Self.document,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["lint", root + "/App", "--verbose"])
        // 40 and 50 for one height: one conflict, in Main.storyboard only.
        #expect(result.stdout.contains("Main.storyboard:"))
        #expect(!result.stdout.contains("Main~.storyboard"))
        #expect(result.stderr.contains("Main~.storyboard: skipped: not in its Xcode project"))
        #expect(result.stderr.contains("1 document skipped (not in its Xcode project)"))
        // Named on the command line, it is linted.
        let named = CommandLineTool.run(["lint", root + "/App/Main~.storyboard"])
        #expect(named.stdout.contains("Main~.storyboard:"))
    }

    @Test("a project kept in a sibling folder (prj/ beside res/) judges the documents it does not enclose, in lint of the app's folder")
    func projectInSiblingFolder() throws {
        let project = """
            // !$*UTF8*$!
            { objects = {
                A1 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Main.storyboard; path = ../res/Main.storyboard; sourceTree = "<group>"; };
            }; }
            """
        let root = try LintCommandTests.tree([
            "App/prj/App.xcodeproj/project.pbxproj": project,
            "App/res/Main.storyboard": Self.document,
            "App/res/Old.storyboard": Self.document,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["lint", root + "/App", "--verbose"])
        #expect(result.stdout.contains("Main.storyboard:"))
        #expect(!result.stdout.contains("Old.storyboard"))
        #expect(result.stderr.contains("Old.storyboard: skipped: not in its Xcode project"))
        // Without any project in the folder linted, nothing is judged.
        let alone = CommandLineTool.run(["lint", root + "/App/res"])
        #expect(alone.stdout.contains("Old.storyboard:"))
    }

    @Test("a project that takes in whole folders (Xcode 16 synchronized groups, folder references) keeps every document")
    func synchronizedFolders() {
        let synchronized = Array("A1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };".utf8)
        #expect(XcodeProjectFrontEnd.referencedFileNames(in: synchronized) == nil)
        let folder = Array("A2 = {isa = PBXFileReference; lastKnownFileType = folder; path = Screens; sourceTree = \"<group>\"; };".utf8)
        #expect(XcodeProjectFrontEnd.referencedFileNames(in: folder) == nil)
        let listed = Array("A3 = {isa = PBXFileReference; path = \"Base.lproj/Main.storyboard\"; }; A4 = {isa = PBXVariantGroup; name = Login.storyboard; };".utf8)
        #expect(XcodeProjectFrontEnd.referencedFileNames(in: listed) == ["Main.storyboard", "Login.storyboard"])
    }
}
