import Testing
import LayoutIR
import VFLCompiler

/// An app's `UIView` properties that hand out an anchor, however the property is written, and a
/// view whose constraint vflc cannot read.
@Suite struct CodeReaderAnchorAliasTests {
    static func controller(_ properties: String) -> [(path: String, text: String)] {
        [("UIView+Safe.swift", """
            import UIKit

            extension UIView {
            \(properties)
            }
            """),
         ("Band.swift", """
            final class BandController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let band = UIView()
                    band.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(band)
                    NSLayoutConstraint.activate([
                        band.leadingAnchor.constraint(equalTo: view.safeLeading),
                        band.trailingAnchor.constraint(equalTo: view.safeTrailing),
                        band.heightAnchor.constraint(equalToConstant: 40),
                        band.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            }
            """)]
    }

    /// `NSLayoutAnchor<NSLayoutXAxisAnchor>` is the generic class `NSLayoutXAxisAnchor` derives
    /// from, and `{ get { … } }` the long form of a read-only property's getter (The Swift
    /// Programming Language, *Properties*, "Read-Only Computed Properties").
    @Test("a property typed NSLayoutAnchor<…> with an explicit getter is the anchor it returns",
          arguments: [
            "var safeLeading: NSLayoutAnchor<NSLayoutXAxisAnchor> { get { safeAreaLayoutGuide.leadingAnchor } }\n"
                + "var safeTrailing: NSLayoutAnchor<NSLayoutXAxisAnchor> { get { safeAreaLayoutGuide.trailingAnchor } }",
            "var safeLeading: NSLayoutXAxisAnchor { safeAreaLayoutGuide.leadingAnchor }\n"
                + "var safeTrailing: NSLayoutXAxisAnchor { return safeAreaLayoutGuide.trailingAnchor }",
          ])
    func genericAnchorProperty(properties: String) throws {
        let compiled = CodeReading.compile(files: Self.controller(properties))[1]
        #expect(CodeReading.equations(compiled) == ["band.leading == view.safeArea.leading", "band.trailing == view.safeArea.trailing",
                                                    "band.height == 40", "band.bottom == view.bottom"])
        // The iPhone SE has no side insets in portrait (Docs/uikit-devices.md): 0 … 320.
        let band = try #require(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["band"])
        #expect(band.x == 0 && band.width == 320)
    }

    /// A getter that returns something else than one anchor (here, a function's result) cannot
    /// be followed: the two constraints are skipped, and the band's x and width, which they would
    /// have decided, are not called ambiguous.
    @Test("a view whose constraints on an axis could not be read is not ambiguous on it")
    func unreadableConstraintKeepsAmbiguityQuiet() {
        let compiled = CodeReading.compile(files: Self.controller("""
            var safeLeading: NSLayoutXAxisAnchor { pickLeading() }
            var safeTrailing: NSLayoutXAxisAnchor { pickTrailing() }
            """))[1]
        #expect(CodeReading.equations(compiled) == ["band.height == 40", "band.bottom == view.bottom"])
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout })
    }
}
