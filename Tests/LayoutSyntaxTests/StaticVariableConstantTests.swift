import Testing
import LayoutIR
@testable import LayoutSyntax

/// A type's stored `static var` holds its initial value while no code assigns it. A `private` one
/// can only be assigned in its own file (TSPL, Access Control), so this file and the names the
/// project's other files assign decide it.
@Suite struct StaticVariableConstantTests {
    static func screen(_ extra: String) -> AnchorExtraction {
        let text = """
            import UIKit
            final class SheetView: UIView {
                private static var panelHeight: CGFloat = 260
                let panel = UIView()
                func layout() {
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(panel)
                    NSLayoutConstraint.activate([
                        panel.heightAnchor.constraint(equalToConstant: Self.panelHeight),
                    ])
                }
            \(extra)
            }
            """
        return AnchorExtractor.extract(SourceFile(path: "SheetView.swift", text: text), language: .swift)
    }

    @Test("a private static var nothing assigns is its initial value")
    func unassignedIsConstant() {
        #expect(ProjectConstantTests.equations(Self.screen("")).contains("panel.height == 260"))
    }

    @Test("assigned anywhere in the file (here with +=), it is a run-time value")
    func assignedVaries() {
        let result = Self.screen("    func grow() { Self.panelHeight += 40 }")
        #expect(!ProjectConstantTests.equations(result).contains { $0.hasPrefix("panel.height") })
        #expect(ProjectConstantTests.runTime(result).contains { $0.contains("panelHeight") }, "\(ProjectConstantTests.runTime(result))")
    }

    @Test("an observed static var (didSet) is not read as a constant")
    func observedVaries() {
        let text = """
            import UIKit
            final class SheetView: UIView {
                static var panelHeight: CGFloat = 260 { didSet { setNeedsLayout() } }
                let panel = UIView()
                func layout() {
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(panel)
                    panel.heightAnchor.constraint(equalToConstant: Self.panelHeight).isActive = true
                }
            }
            """
        let result = AnchorExtractor.extract(SourceFile(path: "SheetView.swift", text: text), language: .swift)
        #expect(!ProjectConstantTests.equations(result).contains { $0.hasPrefix("panel.height") })
    }
}
