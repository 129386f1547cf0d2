import Testing
import LayoutIR
@testable import VFLCompiler

/// A `static var` keeps the value it is declared with as long as no code of the project assigns
/// it: apps keep their spacing in `static var`s they never change. One assignment anywhere
/// (`Layout.margin = 20`, `margin += 4`) makes it a run-time value.
@Suite struct ProjectVariableTests {
    static let constants = (path: "Layout.swift", text: """
        enum Layout {
            static var margin: CGFloat = 12
            static var rowHeight = 44.0
        }
        """)
    static let screen = (path: "RowViewController.swift", text: """
        final class RowViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(row)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Layout.margin),
                    row.heightAnchor.constraint(equalToConstant: Layout.rowHeight),
                ])
            }
        }
        """)

    @Test("never assigned: 'static var margin: CGFloat = 12' is 12 wherever it is used")
    func neverAssignedVariableIsItsValue() throws {
        let compiled = CodeReading.compile(files: [Self.constants, Self.screen])
        let screen = try #require(compiled.first { $0.source.path == Self.screen.path })
        #expect(CodeReading.equations(screen) == ["row.leading == view.leading + 12", "row.height == 44"])
    }

    @Test("assigned in some file ('Layout.margin = 20'): the margin is a run-time value, the row height still 44")
    func assignedVariableVaries() throws {
        let settings = (path: "Settings.swift", text: """
            func applyCompactSpacing() {
                Layout.margin = 20
            }
            """)
        let compiled = CodeReading.compile(files: [Self.constants, Self.screen, settings])
        let screen = try #require(compiled.first { $0.source.path == Self.screen.path })
        #expect(CodeReading.equations(screen) == ["row.height == 44"])
        #expect(CodeReading.unsolved(screen).map(\.1) == ["run-time value"])
    }
}
