import Foundation
import Testing
@testable import VFLCompiler

@Suite struct CompileCommandTests {
    /// A 280×200 card 20 pt from each side edge and 40 pt from the top of a 320-pt-wide iPhone SE:
    /// x = 20, width = 320 − 20 − 20 = 280; on the 393-pt iPhone 15 the width is 393 − 40 = 353.
    static let card = """
        screen Card {
            devices iPhoneSE, iPhone15
            view card { label title { intrinsic 100x20 } }
            H:|-20-[card]-20-|
            V:|-40-[card(200)]
            title.snp.makeConstraints { make in
                make.center.equalToSuperview()
            }
        }
        """

    static func write(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-compile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        return root
    }

    @Test func printsAFrameTablePerEnvironment() throws {
        let root = try Self.write(["Card.layout": Self.card])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["compile", root + "/Card.layout"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("Card — iPhoneSE portrait ltr"))
        #expect(result.stdout.contains("Card — iPhone15 portrait ltr"))
        // title is centred in the card: x = (280 − 100) / 2 = 90, y = (200 − 20) / 2 = 90.
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.contains(["card", "view", "20", "40", "280", "200"]))
        #expect(lines.contains(["title", "label", "90", "90", "100", "20"]))
        #expect(lines.contains(["card", "view", "20", "40", "353", "200"]))
    }

    /// `vflc FILE` compiles whatever a front end reads, not only `.layout` files: a xib's
    /// 320 × 100 top-level view with a box 10 pt in from each edge (x 10, width 320 − 20 = 300).
    @Test func anyReadableFileIsCompiledWithoutTheCommand() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" userLabel="box" id="box"><rect key="frame" x="10" y="10" width="300" height="80"/></view></subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let root = try Self.write(["Box.xib": xib])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run([root + "/Box.xib", "--device", "iPhoneSE"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.contains { $0.first == "box" && $0.count >= 6 && $0[2] == "10" && $0[4] == "300" })
        #expect(CommandLineTool.run(["Box.txt"]).stderr.contains("unknown command"))
    }

    @Test func jsonAndAbsoluteCoordinates() throws {
        let root = try Self.write(["Card.layout": Self.card])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["compile", root, "--format", "json", "--absolute", "--device", "iPhoneSE"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let text = String(describing: json)
        #expect(text.contains("iPhoneSE"))
        #expect(!text.contains("iPhone15"))
        // In root coordinates the title sits at card.x + 90 = 110, card.y + 90 = 130.
        let csv = CommandLineTool.run(["compile", root, "--format", "csv", "--absolute", "--device", "iPhoneSE"])
        #expect(csv.stdout.split(separator: "\n").contains { $0.contains(",title,") && $0.contains(",110,130,100,20,") })
    }

    @Test func parseErrorsStopTheFileWithStatusOne() throws {
        let root = try Self.write(["Bad.layout": "screen Bad {\n    H:|-[ghost]-|\n}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run([root + "/Bad.layout"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Bad.layout:2:"))
        #expect(result.stderr.contains("error:"))
    }

    @Test func unknownDeviceSuggestsTheClosestName() throws {
        let root = try Self.write(["Card.layout": Self.card])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["compile", root, "--device", "iPhon15"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did you mean 'iPhone15'?"))
    }

    @Test func usageErrors() {
        #expect(CommandLineTool.run(["compile"]).status == 2)
        #expect(CommandLineTool.run(["compile", "/no/such.layout"]).status == 2)
        let orientation = CommandLineTool.run(["compile", "x.layout", "--orientation", "portait"])
        #expect(orientation.status == 2)
        #expect(orientation.stderr.contains("did you mean 'portrait'?"))
    }

    @Test func devicesListsTheCatalog() {
        let result = CommandLineTool.run(["devices"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("iPhoneSE"))
        #expect(result.stdout.contains("default set"))
    }
}
