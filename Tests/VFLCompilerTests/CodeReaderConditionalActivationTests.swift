import Testing
import LayoutIR
import VFLCompiler

/// `activate(compact ? [a] : [b])`: a conditional expression evaluates one operand only (The
/// Swift Programming Language, *Ternary Conditional Operator*; C11 §6.5.15), so each array is
/// activated only when its side is taken: both are that condition's, never both laid out.
@Suite struct CodeReaderConditionalActivationTests {
    @Test("Swift: the two operands of a conditional activation are each under its condition, not two active widths")
    func swiftConditional() {
        let compiled = CodeReading.compile("""
            final class BadgeViewController: UIViewController {
                let badge = UIView()
                var compact = false
                override func viewDidLoad() {
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    NSLayoutConstraint.activate(compact ? [badge.widthAnchor.constraint(equalToConstant: 20)]
                                                        : [badge.widthAnchor.constraint(equalToConstant: 40)])
                    badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.severity == .error || $0.ruleID == .duplicateConstraint })
        #expect(CodeReading.equations(compiled) == ["badge.height == 20"])
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["under 'compact ? … : …'", "under 'compact ? … : …'"])
    }

    @Test("Objective-C: activateConstraints: with a conditional array literal")
    func objectiveCConditional() {
        let compiled = CodeReading.compile("""
            @implementation BadgeView
            - (void)setUp {
                UIView *badge = [UIView new];
                badge.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:badge];
                [NSLayoutConstraint activateConstraints:self.compact ? @[[badge.widthAnchor constraintEqualToConstant:20]]
                                                                     : @[[badge.widthAnchor constraintEqualToConstant:40]]];
            }
            @end
            """, path: "BadgeView.m")
        #expect(!compiled.diagnostics.contains { $0.severity == .error || $0.ruleID == .duplicateConstraint })
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["under 'self.compact ? … : …'", "under 'self.compact ? … : …'"])
    }

    @Test("an activation whose argument is a plain list activates every element")
    func plainList() {
        let compiled = CodeReading.compile("""
            final class BadgeViewController: UIViewController {
                let badge = UIView()
                override func viewDidLoad() {
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    NSLayoutConstraint.activate([badge.widthAnchor.constraint(equalTo: view.widthAnchor),
                                                 badge.heightAnchor.constraint(equalToConstant: 20)])
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["badge.width == view.width", "badge.height == 20"])
    }
}
