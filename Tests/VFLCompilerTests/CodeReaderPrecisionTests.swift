import Testing
import LayoutIR
@testable import VFLCompiler

/// The reading rules behind findings that were false on real code: each rule with the smallest
/// function that shows it, and what it must (and must not) report.
@Suite struct CodeReaderPrecisionTests {
    static func compile(_ text: String, path: String = "Screen.swift") -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: path, text: text))
    }

    static func equations(_ compiled: CompiledFile) -> [String] {
        compiled.document.screens.flatMap(\.constraints).map(\.description)
    }

    @Test("C's 44.f is the number 44 (a float literal without fraction digits)")
    func floatWithoutFraction() {
        let compiled = Self.compile("""
            @implementation BoxViewController
            - (void)viewDidLoad {
                UIView *box = [UIView new];
                box.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:box];
                [box.heightAnchor constraintEqualToConstant:44.f].active = YES;
            }
            @end
            """, path: "Box.m")
        #expect(Self.equations(compiled) == ["box.height == 44"])
    }

    @Test("a local alias is the view it names: 'let col0 = nameLabel', 'UIView *superview = self.view'")
    func localAliases() {
        let swift = Self.compile("""
            final class RowViewController: UIViewController {
                override func viewDidLoad() {
                    let col0 = nameLabel
                    view.addSubview(nameLabel)
                    col0.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([col0.widthAnchor.constraint(equalToConstant: 10)] + [nameLabel.heightAnchor.constraint(equalToConstant: 20)])
                }
            }
            """)
        #expect(Self.equations(swift) == ["nameLabel.width == 10", "nameLabel.height == 20"])
        let masonry = Self.compile("""
            @implementation RowViewController
            - (void)viewDidLoad {
                UIView *superview = self.view;
                UIView *box = [UIView new];
                [superview addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(superview);
                }];
            }
            @end
            """, path: "Row.m")
        #expect(Self.equations(masonry) == ["box.left == view.left", "box.top == view.top", "box.right == view.right",
                                            "box.bottom == view.bottom"])
    }

    @Test("a parameter called 'view' is that view, not the controller's")
    func viewParameter() {
        let compiled = Self.compile("""
            final class BadgeController: UIViewController {
                func install(in view: UIView) {
                    view.addSubview(badge)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """)
        #expect(Self.equations(compiled) == ["badge.top == view_.top"])
    }

    @Test("a stored property without a value above a closure-made one is no function: one screen, one finding")
    func storedPropertyWithoutValue() {
        let compiled = Self.compile("""
            final class ChipView: UIView {
                var model: String
                private lazy var box: UIView = {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    v.heightAnchor.constraint(equalToConstant: 10).isActive = true
                    v.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    return v
                }()
            }
            """)
        #expect(compiled.document.screens.map(\.name) == ["ChipView_box"])
        #expect(compiled.diagnostics.filter { $0.ruleID == .unsatisfiable }.count == 1)
    }

    @Test("a view built for a caller (returned, never added here) is not reported ambiguous; one added here is")
    func ownershipOfReturnedViews() {
        let factory = Self.compile("""
            final class CardFactory {
                func makeCard() -> UIView {
                    let card = UIView()
                    card.translatesAutoresizingMaskIntoConstraints = false
                    card.heightAnchor.constraint(equalToConstant: 80).isActive = true
                    return card
                }
            }
            """)
        #expect(!factory.diagnostics.contains { $0.ruleID == .ambiguousLayout })
        let placed = Self.compile("""
            final class CardViewController: UIViewController {
                override func viewDidLoad() {
                    let card = UIView()
                    card.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(card)
                    card.heightAnchor.constraint(equalToConstant: 80).isActive = true
                }
            }
            """)
        #expect(placed.diagnostics.contains { $0.ruleID == .ambiguousLayout && $0.message.contains("card") })
    }
}
