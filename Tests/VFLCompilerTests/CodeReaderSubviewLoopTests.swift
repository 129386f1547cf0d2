import Testing
import LayoutIR
@testable import VFLCompiler

/// Loops that turn `translatesAutoresizingMaskIntoConstraints` off on a view's subviews, or on a
/// collection vflc cannot list: `UIView.subviews` holds every view added to the view (Apple,
/// "UIView.subviews"), so a loop over it after the additions reaches the views added before it.
@Suite("Code reader: the autoresizing flag turned off in loops")
struct CodeReaderSubviewLoopTests {
    private static func autoresizingFindings(_ source: String, path: String) -> [LayoutDiagnostic] {
        AnchorCheckTests.diagnostics(source, path: path).filter { $0.ruleID == .autoresizingMaskConstraints }
    }

    @Test("Objective-C: a fast enumeration over the content view's subviews after the labels are added")
    func objectiveCSubviewsLoop() {
        let source = """
            @implementation NoteCell
            - (void)setUpLayout {
                UILabel *title = [UILabel new];
                [self.contentView addSubview:title];
                UILabel *detail = [UILabel new];
                [self.contentView addSubview:detail];
                for (UIView *view in self.contentView.subviews) { view.translatesAutoresizingMaskIntoConstraints = NO; }
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-8-[title]-[detail]-8-|"
                    options:0 metrics:nil views:NSDictionaryOfVariableBindings(title, detail)]];
            }
            @end
            """
        #expect(Self.autoresizingFindings(source, path: "NoteCell.m").isEmpty)
        // The same loop before `detail` is added does not reach it: `detail` keeps its mask.
        let loop = "for (UIView *view in self.contentView.subviews) { view.translatesAutoresizingMaskIntoConstraints = NO; }"
        let early = source.replacingOccurrences(of: "    " + loop + "\n", with: "")
            .replacingOccurrences(of: "[self.contentView addSubview:title];", with: "[self.contentView addSubview:title];\n    " + loop)
        #expect(early != source)
        let found = Self.autoresizingFindings(early, path: "NoteCell.m")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("'detail'") == true)
    }

    @Test("Swift: subviews.forEach on a container, and a loop over a collection vflc cannot list")
    func swiftLoops() {
        let forEach = """
            class PromoViewController: UIViewController {
                override func viewDidLoad() {
                    let card = UIView()
                    let badge = UILabel()
                    view.addSubview(card)
                    card.addSubview(badge)
                    card.subviews.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                    card.translatesAutoresizingMaskIntoConstraints = false
                    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                    badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8).isActive = true
                }
            }
            """
        #expect(Self.autoresizingFindings(forEach, path: "Promo.swift").isEmpty)
        // `rows` is built elsewhere: which views the loop reaches is the running app's to say, so
        // no view is reported as keeping its mask.
        let unknown = forEach.replacingOccurrences(of: "card.subviews.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }",
                                                   with: "for row in rows { row.translatesAutoresizingMaskIntoConstraints = false }")
        #expect(Self.autoresizingFindings(unknown, path: "Promo.swift").isEmpty)
        // Without any loop, `badge` keeps its mask and is reported.
        let none = forEach.replacingOccurrences(of: "card.subviews.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }\n", with: "")
        #expect(Self.autoresizingFindings(none, path: "Promo.swift").map(\.message)
                == ["'badge' is given constraints but still translates its autoresizing mask into constraints"])
    }
}

@Suite("Code reader: the autoresizing flag turned off by another method's library call")
struct CodeReaderOtherMethodFlagTests {
    @Test("a property constrained with anchors in init and by SnapKit in another method keeps no mask there")
    func snapKitInAnotherMethod() {
        // SnapKit's `ConstraintMaker` calls `prepare()` on the view it constrains, which sets
        // `translatesAutoresizingMaskIntoConstraints = false` (Docs/SnapKit.md), whichever verb.
        let source = """
            class ProgressHeader: UIView {
                var bar: UIView!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    bar = UIView()
                    addSubview(bar)
                    bar.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
                }
                func update(height: CGFloat) {
                    bar.snp.updateConstraints { make in
                        make.height.equalTo(height)
                    }
                }
            }
            """
        let findings = AnchorCheckTests.diagnostics(source, path: "Header.swift").filter { $0.ruleID == .autoresizingMaskConstraints }
        #expect(findings.isEmpty)
        // Without the other method, `bar` keeps its mask when its anchor constraint is made.
        let alone = source.replacingOccurrences(of: "bar.snp.updateConstraints", with: "other.snp.updateConstraints")
        #expect(AnchorCheckTests.diagnostics(alone, path: "Header.swift").contains { $0.ruleID == .autoresizingMaskConstraints })
    }
}
