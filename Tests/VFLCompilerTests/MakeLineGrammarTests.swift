import Testing
import LayoutIR
@testable import VFLCompiler

/// vflc reads SnapKit make lines with one grammar, in Swift files and in `.layout` files: the
/// same line gives the same finding in both, and what the grammar learns (nested blocks,
/// `.advanced(by:)` priorities) reaches the laid-out screen.
@Suite struct MakeLineGrammarTests {
    static func compile(_ text: String, path: String) -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: path, text: text))
    }

    @Test func aMisspeltTargetAttributeIsTheSameFindingInSwiftAndInALayoutFile() throws {
        let swift = Self.compile("""
            final class CardView: UIView {
                let badge = UIView()
                func build() {
                    addSubview(badge)
                    badge.snp.makeConstraints { make in
                        make.top.equalTo(self.snp.topp)
                    }
                }
            }
            """, path: "Card.swift")
        let layout = Self.compile("""
            screen Card {
                view badge
                badge.snp.makeConstraints { make in
                    make.top.equalTo(view.snp.topp)
                }
            }
            """, path: "Card.layout")
        let fromSwift = try #require(swift.diagnostics.first { $0.severity == .error })
        let fromLayout = try #require(layout.diagnostics.first { $0.severity == .error })
        #expect(fromSwift.message == "unknown attribute 'topp'")
        #expect(fromLayout.message == fromSwift.message)
        #expect(fromLayout.notes.map(\.message) == fromSwift.notes.map(\.message))
        #expect(fromSwift.notes.first?.message == "did you mean 'top'?")
        // Each points at the misspelt word: `            make.top.equalTo(self.snp.` is 38 bytes.
        #expect(fromSwift.span?.line == 6 && fromSwift.span?.column == 39 && fromSwift.span?.length == 4)
        #expect(fromLayout.span?.line == 4 && fromLayout.span?.length == 4)
    }

    /// A block written inside another view's block is a statement of its own: its constraints are
    /// laid out. Badge: 24 × 24 at the card's top-right corner, the card filling the root.
    @Test func aBlockNestedInABlockIsLaidOut() throws {
        let compiled = Self.compile("""
            final class CardViewController: UIViewController {
                let card = UIView()
                let badge = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.addSubview(badge)
                    card.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                        badge.snp.makeConstraints { $0.size.equalTo(24); $0.top.trailing.equalToSuperview() }
                    }
                }
            }
            """, path: "Card.swift")
        let equations = compiled.document.screens.flatMap(\.constraints).map(\.description)
        #expect(equations.contains { $0.hasPrefix("badge.width == 24") })
        #expect(equations.contains { $0.hasPrefix("badge.trailing == card.trailing") })
        #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty, "\(compiled.diagnostics)")
    }

    /// `UILayoutPriority` is `Strideable`: `.defaultHigh.advanced(by: 1)` is 751.
    @Test func aPriorityMovedByAdvancedIsKnown() throws {
        let compiled = Self.compile("""
            final class RowView: UIView {
                let title = UILabel()
                func build() {
                    addSubview(title)
                    title.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                        make.height.equalTo(44).priority(.defaultHigh.advanced(by: 1))
                    }
                }
            }
            """, path: "Row.swift")
        let height = try #require(compiled.document.screens.flatMap(\.constraints).first { $0.firstAttribute == .height })
        #expect(height.priority == Priority(751))
    }

    /// Masonry needs no relation: an unset relation is `==`, and a constraint with no second item
    /// relates to the superview's same attribute, or for a size to the constant alone
    /// (`MASViewConstraint -install`; `-setInset:` adds to left and top, subtracts from right and bottom).
    @Test("Masonry without a relation: 'make.left.offset(15)' is left == superview.left + 15, 'make.height.offset(42)' is height == 42")
    func masonryLineWithoutRelation() {
        let compiled = Self.compile("""
            @implementation HeaderView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UILabel *title = [UILabel new];
                    [self addSubview:title];
                    [title mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.offset(15);
                        make.right.offset(-15);
                        make.height.offset(42);
                        make.top.mas_offset(8);
                    }];
                    UIView *rule = [UIView new];
                    [self addSubview:rule];
                    [rule mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.inset(10);
                        make.bottom.equalTo(self);
                        make.height.offset(1);
                    }];
                }
                return self;
            }
            @end
            """, path: "HeaderView.m")
        let equations = Set(compiled.document.screens.flatMap(\.constraints).map(\.description))
        #expect(equations == ["title.left == headerView.left + 15", "title.right == headerView.right - 15",
                              "title.height == 42", "title.top == headerView.top + 8",
                              "rule.left == headerView.left + 10", "rule.right == headerView.right - 10",
                              "rule.bottom == headerView.bottom", "rule.height == 1"])
        #expect(compiled.skipped.isEmpty, "\(compiled.skipped.map(\.reason))")
    }

    /// `sizeOffset` and `centerOffset` are constant setters too (`MASConstraint`): with no
    /// relation a size is the size given, a centre the superview's centre moved by the point.
    @Test("Masonry without a relation: 'make.size.sizeOffset(CGSizeMake(15, 3))' is 15 × 3, 'make.center.centerOffset(…)' moves the centre")
    func masonrySizeAndCenterOffsetWithoutRelation() {
        let compiled = Self.compile("""
            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *dot = [UIView new];
                [self addSubview:dot];
                [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.size.sizeOffset(CGSizeMake(15, 3));
                    make.center.centerOffset(CGPointMake(4, -2));
                }];
                return self;
            }
            @end
            """, path: "BadgeView.m")
        let equations = Set(compiled.document.screens.flatMap(\.constraints).map(\.description))
        #expect(equations == ["dot.width == 15", "dot.height == 3",
                              "dot.centerX == badgeView.centerX + 4", "dot.centerY == badgeView.centerY - 2"])
    }

    /// SnapKit subtracts an inset on the bottom and right edges (`ConstraintInsetTarget`), also one
    /// only the running app knows: `right == superview.right - UX.Bar.width`, not `+`.
    @Test("a run-time inset on the right edge is subtracted: '-UX.Bar.width'")
    func runTimeInsetSign() {
        let compiled = Self.compile("""
            enum UX { enum Bar { static let width = UIDevice.current.userInterfaceIdiom == .pad ? 40 : 0 } }
            final class BarController: UIViewController {
                let bar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                    bar.snp.makeConstraints { make in
                        make.top.left.equalTo(view)
                        make.right.equalTo(view).inset(UX.Bar.width)
                        make.height.equalTo(44)
                    }
                }
            }
            """, path: "BarController.swift")
        let unsolved = CodeReading.unsolved(compiled).map(\.0)
        #expect(compiled.document.screens.flatMap(\.unsolved).contains { entry in
            entry.constraint.description.hasPrefix("bar.right == view.right") && entry.summary.contains("-UX.Bar.width")
        }, "\(unsolved) \(compiled.document.screens.flatMap(\.unsolved).map(\.summary))")
    }
}

/// UIKit: constraints between a scroll view's edges and its subviews attach to its content
/// area; `UITextView` is a scroll view whose content size its text sets.
@Suite struct ScrollViewSubclassTests {
    /// A hint pinned 16 pt inside both edges of its superview and 32 pt wider than it: in a
    /// plain view 16 + w + 32 + 16 = w has no solution; in a text view the edges are the
    /// content's, which is then 64 pt wider than the frame.
    @Test func aSubviewPinnedToATextViewSubclassesEdgesSitsInItsContent() {
        func source(_ superclass: String) -> String {
            """
            final class HintView: \(superclass) {
                private let hintLabel = UILabel()
                func build() {
                    addSubview(hintLabel)
                    hintLabel.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        hintLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        hintLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        hintLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                        hintLabel.widthAnchor.constraint(equalTo: widthAnchor, constant: 32),
                    ])
                }
            }
            """
        }
        let textView = LayoutCompiler().compile(SourceFile(path: "Hint.swift", text: source("UITextView")))
        let plain = LayoutCompiler().compile(SourceFile(path: "Hint.swift", text: source("UIView")))
        #expect(!textView.diagnostics.contains { $0.ruleID == .unsatisfiable }, "\(textView.diagnostics)")
        #expect(plain.diagnostics.contains { $0.ruleID == .unsatisfiable })
    }

}

/// Objective-C names a property's instance variable `self->_name`: the same view as `self.name`.
@Suite struct InstanceVariableTargetTests {
    @Test func aMasonryTargetWrittenAsAnInstanceVariableIsTheView() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Header.m", text: """
            @implementation HeaderView
            - (void)build {
                [self addSubview:_icon];
                [self addSubview:_badge];
                [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self).offset(8);
                    make.width.height.equalTo(@40);
                }];
                [_badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.size.equalTo(self->_icon);
                    make.top.right.equalTo(self);
                }];
            }
            @end
            """))
        let equations = compiled.document.screens.flatMap(\.constraints).map(\.description)
        #expect(equations.contains { $0.hasPrefix("badge.width == icon.width") }, "\(equations)")
        #expect(equations.contains { $0.hasPrefix("badge.height == icon.height") }, "\(equations)")
    }
}
