import Testing
import LayoutIR
import LayoutSyntax
import VFLCompiler

/// Helpers that take anchors (`func anchor(top: NSLayoutYAxisAnchor?, leading: …, padding: …)`,
/// the shape many apps copy): at each call the anchor passed is the second anchor, an optional one
/// left out (its default `nil`) makes nothing, and an anchor held in a variable anywhere else is
/// the running app's.
@Suite struct CodeReaderAnchorParameterTests {
    static let helper = ("UIView+Anchor.swift", """
        import UIKit
        extension UIView {
            func anchor(top: NSLayoutYAxisAnchor? = nil, left: NSLayoutXAxisAnchor? = nil,
                        right: NSLayoutXAxisAnchor? = nil, width: CGFloat? = nil, padding: UIEdgeInsets? = nil) {
                translatesAutoresizingMaskIntoConstraints = false
                if let top = top {
                    topAnchor.constraint(equalTo: top, constant: padding?.top ?? 0).isActive = true
                }
                if let left = left {
                    leftAnchor.constraint(equalTo: left, constant: padding?.left ?? 0).isActive = true
                }
                if let right = right {
                    rightAnchor.constraint(equalTo: right, constant: -(padding?.right ?? 0)).isActive = true
                }
                if let width = width {
                    widthAnchor.constraint(equalToConstant: width).isActive = true
                }
            }
        }
        """)

    @Test("the anchors a call passes are laid out; the ones it leaves out make nothing")
    func anchorsFromTheCall() {
        let compiled = CodeReading.compile(files: [Self.helper, ("Dropdown.swift", """
            final class DropdownButton: UIView {
                let icon = UIImageView()
                let titleLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    addSubview(titleLabel)
                    icon.anchor(top: topAnchor, right: rightAnchor, width: 24)
                    titleLabel.anchor(top: icon.bottomAnchor, left: leftAnchor, right: icon.leftAnchor,
                                      padding: UIEdgeInsets(top: 4, left: 12, bottom: 0, right: 8))
                }
            }
            """)])[1]
        // `-(padding?.right ?? 0)`: -0 without padding, -8 with it.
        #expect(CodeReading.equations(compiled) == [
            "icon.top == dropdownButton.top", "icon.right == dropdownButton.right", "icon.width == 24",
            "titleLabel.top == icon.bottom + 4", "titleLabel.left == dropdownButton.left + 12", "titleLabel.right == icon.left - 8",
        ])
    }

    @Test("Objective-C: a method taking an anchor")
    func objectiveCAnchorParameter() {
        let compiled = CodeReading.compile(files: [("UIView+Pin.m", """
            @implementation UIView (Pin)
            - (void)pinTopTo:(NSLayoutYAxisAnchor *)anchor inset:(CGFloat)inset {
                self.translatesAutoresizingMaskIntoConstraints = NO;
                [self.topAnchor constraintEqualToAnchor:anchor constant:inset].active = YES;
            }
            @end
            """), ("Card.m", """
            @implementation CardView
            - (void)setUp {
                UIView *badge = [[UIView alloc] init];
                [self addSubview:badge];
                [badge pinTopTo:self.safeAreaLayoutGuide.topAnchor inset:6];
            }
            @end
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["badge.top == cardView.safeArea.top + 6"])
    }

    @Test("an anchor held in a variable is the running app's: listed, not laid out, and no view of that name")
    func anchorInAVariable() {
        let compiled = CodeReading.compile("""
            final class BannerView: UIView {
                let label = UILabel()
                func place(below other: UIView?) {
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    let top = other?.bottomAnchor ?? topAnchor
                    label.topAnchor.constraint(equalTo: top).isActive = true
                }
            }
            """)
        #expect(CodeReading.equations(compiled).isEmpty)
        let unsolved = compiled.document.screens.flatMap(\.unsolved)
        #expect(unsolved.map(\.runTimeValues) == [["anchor: top"]])
        let names = compiled.document.screens.flatMap { $0.root.children.map(\.name) }
        #expect(!names.contains("top"))
    }

    @Test("fuzz find: a constraint to an anchor parameter names only views of the tree, and `vflc parse` output reads back")
    func anchorParameterPrintsBack() {
        let compiled = CodeReading.compile("""
            @implementation CardView
            - (void)pinView:(UIView *)view toView:(UIView *)container anchor:(NSLayoutYAxisAnchor *)anchor {
                view.translatesAutoresizingMaskIntoConstraints = NO;
                [NSLayoutConstraint activateConstraints:@[
                    [view.topAnchor constraintEqualToAnchor:anchor constant:4],
                    [view.leadingAnchor constraintEqualToAnchor:container.leadingAnchor],
                ]];
            }
            @end
            """, path: "CardView.m")
        for screen in compiled.document.screens {
            let names = Set(screen.allViews.map(\.view.name))
            for constraint in screen.constraints + screen.unsolved.map(\.constraint) {
                for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) {
                    #expect(names.contains(item.view), "\(item.view) is not in \(screen.name)")
                }
            }
        }
        #expect(compiled.document.screens.flatMap(\.unsolved).map(\.runTimeValues) == [["anchor: anchor"]])
        let printed = LayoutPrinter.print(compiled.document)
        let (_, diagnostics) = LayoutParser.parse(SourceFile(path: "printed.layout", text: printed))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(printed)")
    }
}
