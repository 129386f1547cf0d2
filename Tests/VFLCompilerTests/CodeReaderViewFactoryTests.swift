import Testing
import LayoutIR
import VFLCompiler

/// Static view factories (`static func spacer(height:flexible:) -> UIView`) called as implicit
/// member expressions inside lists of views, `Bool` parameters that pick a factory's branch,
/// and overloads that forward to another declaration of their name. Each is a Swift rule (The
/// Swift Programming Language: "Implicit Member Expression", "Boolean Literals", "Default
/// Parameter Values", overloads told apart by argument labels).
@Suite struct CodeReaderViewFactoryTests {
    static let helpers = ("UIView+Factories.swift", """
        extension UIView {
            func pinAll(to view: UIView, edgeInsets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
                return [
                    leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: edgeInsets.left),
                    trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -edgeInsets.right),
                    topAnchor.constraint(equalTo: view.topAnchor, constant: edgeInsets.top),
                    bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -edgeInsets.bottom),
                ]
            }

            func pinAll(to view: UIView, margin: CGFloat) -> [NSLayoutConstraint] {
                return pinAll(to: view, edgeInsets: .init(top: margin, left: margin, bottom: margin, right: margin))
            }

            static func separator(height: CGFloat = 1) -> UIView {
                return spacer(height: height)
            }

            static func spacer(height: CGFloat = 1, flexible: Bool = false) -> UIView {
                let view = UIView(frame: .zero)
                view.translatesAutoresizingMaskIntoConstraints = false
                if flexible {
                    NSLayoutConstraint.activate([view.heightAnchor.constraint(greaterThanOrEqualToConstant: height)])
                } else {
                    NSLayoutConstraint.activate([view.heightAnchor.constraint(equalToConstant: height)])
                }
                return view
            }
        }
        """)

    static func compiled(_ body: String) -> CompiledFile {
        CodeReading.compile(files: [helpers, ("Rows.swift", """
            final class RowsViewController: UIViewController {
                let first = UIView()
                let second = UIView()
                override func viewDidLoad() {
                    first.translatesAutoresizingMaskIntoConstraints = false
                    second.translatesAutoresizingMaskIntoConstraints = false
                    first.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    second.heightAnchor.constraint(equalToConstant: 30).isActive = true
            \(body)
                }
            }
            """)])[1]
    }

    @Test("an overload that forwards to another of its name gives that one's constraints, with its own numbers")
    func forwardingOverload() throws {
        let compiled = Self.compiled("""
                    view.addSubview(first)
                    NSLayoutConstraint.activate(first.pinAll(to: view, margin: 10))
            """)
        #expect(CodeReading.equations(compiled).suffix(4) == [
            "first.leading == view.leading + 10", "first.trailing == view.trailing - 10",
            "first.top == view.top + 10", "first.bottom == view.bottom - 10",
        ])
        #expect(compiled.skipped.isEmpty)
    }

    @Test("a Bool parameter left at its default, or given as a literal, decides the factory's branch")
    func booleanLiteralDecidesBranch() {
        let compiled = Self.compiled("""
                    let gap = UIView.spacer(height: 8)
                    let stretch = UIView.spacer(height: 12, flexible: true)
                    view.addSubview(gap)
                    view.addSubview(stretch)
            """)
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("gap.height == 8"))
        #expect(equations.contains("stretch.height >= 12"))
        #expect(!equations.contains("gap.height >= 8"))
        #expect(!equations.contains("stretch.height == 12"))
        #expect(CodeReading.unsolved(compiled).isEmpty)
    }

    @Test("factories called as implicit members in an arranged list take their places in the stack")
    func implicitMembersInArrangedList() throws {
        let compiled = Self.compiled("""
                    let stack = UIStackView(arrangedSubviews: [first, .spacer(height: 6), second])
                    stack.axis = .vertical
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    stack.addArrangedSubviews([.spacer(height: 4)])
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
            """)
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        // A vertical fill stack with no spacing, 320 wide at y = 100: first 20 high, the spacer
        // 6, second 30, the appended spacer 4; 60 in all.
        #expect(frames["stack"] == LayoutRect(x: 0, y: 100, width: 320, height: 60))
        #expect(frames["first"] == LayoutRect(x: 0, y: 0, width: 320, height: 20))
        #expect(frames["spacer_1"] == LayoutRect(x: 0, y: 20, width: 320, height: 6))
        #expect(frames["second"] == LayoutRect(x: 0, y: 26, width: 320, height: 30))
        #expect(frames["spacer_2"] == LayoutRect(x: 0, y: 56, width: 320, height: 4))
        #expect(compiled.diagnostics.filter { $0.severity != .info }.isEmpty)
    }

    @Test("a factory that returns another factory's view makes that view, with the inner factory's constraints")
    func forwardingFactory() throws {
        let compiled = Self.compiled("""
                    let stack = UIStackView(arrangedSubviews: [first, .separator(), second])
                    stack.axis = .vertical
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    stack.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            """)
        #expect(CodeReading.equations(compiled).contains("separator_1.height == 1"))
        // first 0…20, the 1-point separator, second 21…51.
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(frames["separator_1"] == LayoutRect(x: 0, y: 20, width: 320, height: 1))
        #expect(frames["second"] == LayoutRect(x: 0, y: 21, width: 320, height: 30))
    }

    @Test("an implicit member that shares its name with a helper using its receiver is not that helper")
    func implicitMemberOfAnotherType() {
        let compiled = Self.compiled("""
                    view.addSubview(first)
                    let steps: [Step] = [.pinAll(to: view, margin: 4)]
                    run(steps)
            """)
        // Only the two heights the controller sets: nothing from pinAll(to:margin:).
        #expect(CodeReading.equations(compiled) == ["first.height == 20", "second.height == 30"])
        #expect(CodeReading.unsolved(compiled).isEmpty)
        #expect(compiled.diagnostics.filter { $0.severity != .info }.isEmpty)
    }
}
