import Testing
import LayoutIR
@testable import LayoutSyntax

/// Bad input never crashes, hangs or misleads the anchor reader.
@Suite struct AnchorRobustnessTests {
    @Test("a constant that is not a finite number is an error at the call")
    func infiniteConstant() throws {
        let file = SourceFile(path: "Huge.swift", text: """
            class HugeViewController: UIViewController {
                override func viewDidLoad() {
                    box.widthAnchor.constraint(equalToConstant: 1e999).isActive = true
                    box.heightAnchor.constraint(equalToConstant: 1e308 * 10).isActive = true
                }
            }
            """)
        let result = AnchorExtractor.extract(file, language: .swift)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 2)
        #expect(errors.first?.span?.line == 3 && errors.last?.span?.line == 4)
        #expect(errors.allSatisfy { $0.message.hasPrefix("constraint numbers must be finite") })
    }

    @Test("100 000 nested parentheses, minus signs and braces are read without recursion")
    func deepNesting() {
        let parentheses = String(repeating: "(", count: 100_000) + "8" + String(repeating: ")", count: 100_000)
        let minus = String(repeating: "-", count: 100_000) + "8"
        let braces = String(repeating: "{", count: 100_000) + String(repeating: "}", count: 100_000)
        let file = SourceFile(path: "Deep.swift", text: """
            class DeepView: UIView {
                func build() {
                    box.widthAnchor.constraint(equalToConstant: \(parentheses)).isActive = true
                    box.heightAnchor.constraint(equalToConstant: \(minus)).isActive = true
                    \(braces)
                }
            }
            """)
        let result = AnchorExtractor.extract(file, language: .swift)
        // Past vflc's nesting limit a number is a run-time value, shown but not laid out.
        #expect(result.screens.first?.unsolved.count == 2)
        #expect(result.laidOut == 0)
    }

    @Test("truncated calls and bodies, and binary garbage, give no screens and no crash")
    func truncatedAndGarbage() {
        for text in ["class A: UIView { func f() { box.topAnchor.constraint(equalTo: topAnchor",
                     "- (void)f { [box.topAnchor constraintEqualToAnchor:",
                     "func f() { NSLayoutConstraint(item: a, attribute: .top, relatedBy:",
                     "func (", "{{{{ ]]]] ))) func func init init didSet"] {
            for language in [SourceLanguage.swift, .objectiveC] {
                let file = SourceFile(path: language == .swift ? "T.swift" : "T.m", text: text)
                let result = AnchorExtractor.extract(file, language: language)
                #expect(result.screens.allSatisfy { $0.constraints.isEmpty }, "\(text)")
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<2_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
                + Array("Anchor.constraint(equalTo:".utf8)
            _ = AnchorExtractor.extract(SourceFile(path: "G.swift", bytes: bytes), language: .swift)
            _ = AnchorExtractor.extract(SourceFile(path: "G.m", bytes: bytes), language: .objectiveC)
        }
    }
}
