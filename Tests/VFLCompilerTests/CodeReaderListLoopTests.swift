import Testing
import LayoutIR
import VFLCompiler

/// Loops over a literal list of views and over arrays of constraints. `Sequence.forEach` calls
/// its closure at once for each element, in order, and a `for … in` body runs once per element
/// (The Swift Programming Language, *Control Flow*; Apple, `Sequence.forEach(_:)`), so what the
/// body makes with the element is made once per element.
@Suite struct CodeReaderListLoopTests {
    @Test("a constraint made with `$0` in `[top, bottom].forEach` is made for each element, in a struct's method too",
          arguments: ["[top, bottom].forEach {", "for line in [top, bottom] {"])
    func constraintsPerElement(loop: String) throws {
        let element = loop.hasPrefix("for") ? "line" : "$0"
        let compiled = CodeReading.compile("""
            struct BarFactory {
                func makeBar() -> UIView {
                    let container = UIView(frame: .zero)
                    let top = UIView()
                    let bottom = UIView()
                    \(loop)
                        \(element).translatesAutoresizingMaskIntoConstraints = false
                        container.addSubview(\(element))
                        NSLayoutConstraint.activate([
                            container.leadingAnchor.constraint(equalTo: \(element).leadingAnchor),
                            container.trailingAnchor.constraint(equalTo: \(element).trailingAnchor),
                        ])
                    }
                    return container
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["container_.leading == top.leading", "container_.leading == bottom.leading",
                                                    "container_.trailing == top.trailing", "container_.trailing == bottom.trailing"])
        // Each line is added to the container before its constraints: no activation error.
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
    }

    /// `edges.forEach { $0.priority = UILayoutPriority(749) }` before `activate(edges)`: each
    /// edge is made at 749, below the required pin to the safe area's top, so nothing conflicts.
    @Test("a priority given to every element of an array before it is activated is each constraint's priority")
    func priorityForEachElement() throws {
        let compiled = CodeReading.compile("""
            final class PinController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    let edges = [
                        view.topAnchor.constraint(equalTo: box.topAnchor),
                        view.bottomAnchor.constraint(equalTo: box.bottomAnchor),
                        view.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                        view.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                    ]
                    edges.forEach({ $0.priority = UILayoutPriority(rawValue: 749) })
                    NSLayoutConstraint.activate(edges)
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["view.top == box.top @749", "view.bottom == box.bottom @749",
                                                    "view.leading == box.leading @749", "view.trailing == box.trailing @749",
                                                    "box.top == view.safeArea.top"])
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
        // The iPhone SE's status bar is 20 pt (Docs/uikit-devices.md): the box starts below it.
        let box = try #require(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["box"])
        #expect(box.y == 20)
    }

    @Test("a priority set on the elements after the array is activated is no initial priority")
    func priorityAfterActivation() {
        let compiled = CodeReading.compile("""
            final class PinController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    let edges = [view.topAnchor.constraint(equalTo: box.topAnchor)]
                    NSLayoutConstraint.activate(edges)
                    edges.forEach { $0.priority = UILayoutPriority(rawValue: 749) }
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["view.top == box.top"])
    }
}
