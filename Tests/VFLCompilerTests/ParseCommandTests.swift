import Foundation
import Testing
@testable import VFLCompiler

@Suite struct ParseCommandTests {
    @Test func usesMetricsOptionsAndClassicSpacing() {
        let result = CommandLineTool.run(["parse", "H:|-pad-[a(w)]-[b]-|", "--metrics", "pad=16,w=100",
                                          "--options", "alignAllCenterY", "--spacing", "classic"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            a.leading == superview.leading + 16
            a.width == 100
            b.leading == a.trailing + 8
            superview.trailing == b.trailing + 20
            a.centerY == b.centerY

            """)
    }

    @Test func mapsTheLegacyGuideKeyToTheRootsGuide() {
        let result = CommandLineTool.run(["parse", "V:[topLayoutGuide]-[myView]"])
        #expect(result.status == 0)
        #expect(result.stdout == "myView.top == view.topLayoutGuide.bottom + 8\n")
    }

    @Test func aViewsKeyNamedViewIsAnOrdinaryView() {
        // A VFL name is a key of the views dictionary: `view` is some subview, and `|` its superview.
        let result = CommandLineTool.run(["parse", "H:|[view]|", "--views", "view"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "view.leading == superview.leading\nsuperview.trailing == view.trailing\n")
    }

    @Test func explicitViewsAreEnforcedWithASuggestion() {
        let result = CommandLineTool.run(["parse", "H:|-[userFeild]-|", "--views", "userField"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("userFeild is not a key in the views dictionary"))
        #expect(result.stderr.contains("userField"))
        #expect(result.stderr.contains("<format>:1:"))
    }

    @Test func jsonOutputIsValidJSONWithOrigins() throws {
        let result = CommandLineTool.run(["parse", "|-(>=10,<=50@750)-[a]", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let constraints = try #require(object["constraints"] as? [[String: Any]])
        #expect(constraints.count == 2)
        #expect(constraints[1]["equation"] as? String == "a.leading <= superview.leading + 50 @750")
        let origin = try #require(constraints[0]["origin"] as? [String: Any])
        #expect(origin["syntax"] as? String == "vfl")
    }

    @Test func usageProblemsExplainThemselves() {
        let unknown = CommandLineTool.run(["parse", "[a]", "--optoins", "alignAllTop"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean '--options'?"))
        let badOption = CommandLineTool.run(["parse", "[a]-[b]", "--options", "alignAllCentreY"])
        #expect(badOption.status == 2)
        #expect(badOption.stderr.contains("did you mean 'alignAllCenterY'?"))
        let badMetric = CommandLineTool.run(["parse", "[a]", "--metrics", "pad=1e999"])
        #expect(badMetric.status == 2)
        let command = CommandLineTool.run(["prase", "[a]"])
        #expect(command.stderr.contains("did you mean 'parse'?"))
    }

}

@Suite struct JSONValueTests {
    @Test func escapesAndOrdersKeys() throws {
        let value = JSONValue.object([("b", .string("q\"\n\u{1}")), ("a", .array([.int(1), .number(0.5), .null, .bool(true)]))])
        #expect(value.serialized() == #"{"b":"q\"\n\u0001","a":[1,0.5,null,true]}"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(value.serialized(pretty: true).utf8)) as? [String: Any]
        #expect(parsed?["b"] as? String == "q\"\n\u{1}")
    }
}
