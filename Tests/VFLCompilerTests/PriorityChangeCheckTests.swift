import Testing
import LayoutIR
@testable import VFLCompiler

/// `installed-priority-change`: Apple's documentation of `NSLayoutConstraint.priority` says the
/// setter throws when an installed constraint's priority moves from required (1000) to optional
/// or back, and allows changes between optional priorities and any change before installing.
@Suite struct PriorityChangeCheckTests {
    static func found(_ source: String, path: String = "Screen.swift") -> [LayoutDiagnostic] {
        LayoutCompiler().compile(SourceFile(path: path, text: source)).diagnostics.filter { $0.ruleID == .installedPriorityChange }
    }

    @Test("required to optional after isActive, and optional to required after activate([…])")
    func swiftTriggers() throws {
        let found = Self.found("""
            final class SheetViewController: UIViewController {
                let sheet = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    sheet.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(sheet)
                    let top = sheet.topAnchor.constraint(equalTo: view.topAnchor, constant: 200)
                    top.isActive = true
                    top.priority = UILayoutPriority(999)
                    let height = sheet.heightAnchor.constraint(equalToConstant: 300)
                    height.priority = .defaultHigh
                    NSLayoutConstraint.activate([height])
                    height.priority = .required
                }
            }
            """)
        #expect(found.map(\.message) == [
            "the priority of 'top' changes from required (1000) to optional (999) after it is activated",
            "the priority of 'height' changes from optional (750) to required (1000) after it is activated",
        ])
        #expect(found.map { $0.span?.line } == [9, 13])
        let first = try #require(found.first)
        #expect(first.severity == .error)
        #expect(first.notes.first?.span?.line == 8)
    }

    @Test("Objective-C: setPriority: and .priority after setActive:YES")
    func objectiveCTriggers() {
        let found = Self.found("""
            @implementation BadgeView
            - (void)setUpBadge {
                NSLayoutConstraint *width = [_badge.widthAnchor constraintEqualToConstant:24];
                [width setActive:YES];
                [width setPriority:UILayoutPriorityDefaultLow];
                NSLayoutConstraint *height = [_badge.heightAnchor constraintEqualToConstant:24];
                height.priority = 500;
                height.active = YES;
                height.priority = UILayoutPriorityRequired;
            }
            @end
            """, path: "BadgeView.m")
        #expect(found.map { $0.span?.line } == [5, 9])
        #expect(found.first?.notes.last?.message.contains("'width.active = NO'") == true)
    }

    @Test("not reported: before activation, between optional priorities, after deactivating, on another branch, run-time values, reused variables")
    func clean() {
        #expect(Self.found("""
            final class ToastView: UIView {
                let label = UILabel()
                var expanded = false
                func layout(priority: UILayoutPriority) {
                    label.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(label)
                    let width = label.widthAnchor.constraint(equalToConstant: 200)
                    width.priority = .defaultHigh
                    width.isActive = true
                    width.priority = .defaultLow
                    let height = label.heightAnchor.constraint(equalToConstant: 40)
                    height.isActive = true
                    height.isActive = false
                    height.priority = .defaultLow
                    let top = label.topAnchor.constraint(equalTo: topAnchor)
                    if expanded {
                        top.isActive = true
                    } else {
                        top.priority = .defaultLow
                    }
                    let bottom = label.bottomAnchor.constraint(equalTo: bottomAnchor)
                    bottom.isActive = true
                    bottom.priority = priority
                    var edge = label.leadingAnchor.constraint(equalTo: leadingAnchor)
                    edge.isActive = true
                    edge = label.trailingAnchor.constraint(equalTo: trailingAnchor)
                    edge.priority = .defaultLow
                    edge.isActive = true
                }
            }
            """).isEmpty)
    }
}
