import Testing
import LayoutIR
import VFLCompiler

/// Layout helpers whose branches test their optional parameters (`if let h = height`): each call
/// decides them from its arguments, as Swift runs an `if let` body exactly when the optional holds a
/// value and uses a parameter's default when the call leaves it out.
@Suite struct CodeReaderHelperBranchTests {
    static let helpers = ("UIStackView+Rows.swift", """
        extension UIStackView {
            func addRow(_ view: UIView, height: CGFloat? = nil, index: Int? = nil, insets: UIEdgeInsets? = nil) {
                if let h = height {
                    view.snp.makeConstraints { make in
                        make.height.equalTo(h)
                    }
                }
                if let i = index {
                    insertArrangedSubview(view, at: i)
                } else {
                    addArrangedSubview(view)
                }
                if insets != nil {
                    view.snp.makeConstraints { make in
                        if axis == .vertical {
                            make.leading.trailing.equalToSuperview()
                        }
                    }
                }
            }
        }
        """)

    static func compiled(_ body: String) -> CompiledFile {
        CodeReading.compile(files: [helpers, ("Rows.swift", """
            final class RowsViewController: UIViewController {
                let stack = UIStackView()
                let title = UILabel()
                override func viewDidLoad() {
                    view.addSubview(stack)
            \(body)
                }
            }
            """)])[1]
    }

    @Test("a call that passes the optional gets its branch, with the bound name as the argument")
    func passedArgumentRunsTheBranch() {
        let compiled = Self.compiled("        stack.addRow(title, height: 44)")
        #expect(CodeReading.equations(compiled) == ["title.height == 44"])
        #expect(CodeReading.unsolved(compiled).isEmpty)
        // The `else` of `if let i = index` runs: the row is an arranged subview of the stack.
        let stack = compiled.document.screens.first?.root.children.first { $0.name == "stack" }
        #expect(stack?.children.map(\.name) == ["title"])
    }

    @Test("a call that leaves the optional out (its default is nil) never runs that branch")
    func defaultNilSkipsTheBranch() {
        let compiled = Self.compiled("        stack.addRow(title)")
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(CodeReading.unsolved(compiled).isEmpty)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
    }

    @Test("a branch that also tests what only the running app knows stays a branch at the call")
    func undecidedClauseIsShownNotLaidOut() {
        let compiled = Self.compiled("        stack.addRow(title, insets: .zero)")
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(CodeReading.unsolved(compiled).map(\.0) == ["title.leading == stack.leading", "title.trailing == stack.trailing"])
    }

    @Test("an argument that may itself be nil (a variable) decides nothing")
    func variableArgumentIsUndecided() {
        let compiled = Self.compiled("        stack.addRow(title, height: rowHeight)")
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(CodeReading.unsolved(compiled).map(\.0) == ["title.height == 0"])
    }
}
