import Testing
import LayoutIR
import VFLCompiler

/// Helpers that take their constraints as an argument and activate them
/// (`view.constrain([a.topAnchor.constraint(…), …])`), helpers that make one constraint from
/// an attribute their caller names (`view.constraint(.top, toView: other, constant: 8)`), and
/// constraints gathered in a mutable array that is activated whole.
@Suite struct CodeReaderActivatingHelperTests {
    /// A helper file of the common shape: `constrain(_:)` turns its receiver's autoresizing off
    /// and activates the non-nil constraints it is given; `constraint(_:toView:constant:)` makes
    /// `self.attribute == toView.attribute + (constant ?? 0)`; `constrain(toSuperviewEdges:)`
    /// pins the four edges with an optional insets value.
    static let helpers = ("UIView+Constraints.swift", """
        import UIKit

        extension UIView {
            func constrain(_ constraints: [NSLayoutConstraint?]) {
                guard superview != nil else { assert(false, "Superview cannot be nil"); return }
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate(constraints.compactMap { $0 })
            }

            func constraint(_ attribute: NSLayoutConstraint.Attribute, toView: UIView, constant: CGFloat?) -> NSLayoutConstraint? {
                guard superview != nil else { return nil }
                translatesAutoresizingMaskIntoConstraints = false
                return NSLayoutConstraint(item: self, attribute: attribute, relatedBy: .equal, toItem: toView,
                                          attribute: attribute, multiplier: 1.0, constant: constant ?? 0.0)
            }

            func constrain(toSuperviewEdges: UIEdgeInsets?) {
                guard let view = superview else { return }
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    NSLayoutConstraint(item: self, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
                                       multiplier: 1.0, constant: toSuperviewEdges?.left ?? 0.0),
                    NSLayoutConstraint(item: self, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top,
                                       multiplier: 1.0, constant: toSuperviewEdges?.top ?? 0.0),
                ])
            }
        }
        """)

    @Test("the constraints written in a helper's activated argument are laid out, and the receiver leaves autoresizing")
    func activatedArgument() throws {
        let compiled = CodeReading.compile(files: [Self.helpers, ("Title.swift", """
            final class TitleViewController: UIViewController {
                private let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(titleLabel)
                    titleLabel.constrain([
                        titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16) ])
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["titleLabel.leading == view.leading + 16", "titleLabel.top == view.top + 100",
                                                    "titleLabel.trailing == view.trailing - 16"])
        // The iPhone SE is 320 pt wide (Docs/uikit-devices.md): 16 + 288 + 16.
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        let title = try #require(frames["titleLabel"])
        #expect(title.x == 16)
        #expect(title.width == 288)
        #expect(title.y == 100)
    }

    @Test("an attribute given by the helper's parameter is the call's, and `constant ?? 0` is 0 for a nil argument")
    func attributeParameter() {
        let compiled = CodeReading.compile(files: [Self.helpers, ("Card.swift", """
            final class CardView: UIView {
                let saveButton = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(saveButton)
                    saveButton.constrain([
                        saveButton.constraint(.leading, toView: self, constant: 16),
                        saveButton.constraint(.trailing, toView: self, constant: -16),
                        saveButton.constraint(.top, toView: self, constant: nil),
                        saveButton.heightAnchor.constraint(equalToConstant: 44) ])
                }
            }
            """)])[1]
        // `self` in a view's own code is named after its class.
        #expect(CodeReading.equations(compiled) == ["saveButton.leading == cardView.leading + 16",
                                                    "saveButton.trailing == cardView.trailing - 16",
                                                    "saveButton.top == cardView.top", "saveButton.height == 44"])
    }

    @Test("`insets?.left ?? 0` takes the member of the insets given, and the number for nil")
    func optionalInsets() {
        let compiled = CodeReading.compile(files: [Self.helpers, ("Row.swift", """
            final class RowView: UIView {
                let icon = UIView()
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    addSubview(badge)
                    icon.constrain(toSuperviewEdges: UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12))
                    badge.constrain(toSuperviewEdges: nil)
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["icon.leading == rowView.leading + 12", "icon.top == rowView.top + 4",
                                                    "badge.leading == rowView.leading", "badge.top == rowView.top"])
    }

    @Test("`xInset ?? inset` is the first argument when given, else the other parameter (a default included)")
    func coalescingIntoAnotherParameter() {
        // TSPL, "Nil-Coalescing Operator": `a ?? b` unwraps `a` when it holds a value, else is `b`.
        let helper = ("UIView+Pin.swift", """
            extension UIView {
                func pinTopAndLeading(inset: CGFloat = 8, xInset: CGFloat? = nil) {
                    guard let superview = superview else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: superview.topAnchor, constant: inset),
                        leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: xInset ?? inset),
                    ])
                }
            }
            """)
        let compiled = CodeReading.compile(files: [helper, ("Badge.swift", """
            final class BadgeView: UIView {
                let dot = UIView()
                let tag = UIView()
                let mark = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    addSubview(tag)
                    addSubview(mark)
                    dot.pinTopAndLeading()
                    tag.pinTopAndLeading(inset: 4, xInset: 20)
                    mark.pinTopAndLeading(inset: 6, xInset: nil)
                }
            }
            """)])[1]
        // dot: both defaults (8, nil → 8); tag: 4 and 20; mark: 6 and nil → 6.
        #expect(CodeReading.equations(compiled) == ["dot.top == badgeView.top + 8", "dot.leading == badgeView.leading + 8",
                                                    "tag.top == badgeView.top + 4", "tag.leading == badgeView.leading + 20",
                                                    "mark.top == badgeView.top + 6", "mark.leading == badgeView.leading + 6"])
    }

    @Test("a helper that gathers its constraints in an array and sets each active (forEach or for-in) activates them all")
    func activatedElementByElement() {
        // `list.forEach { $0.isActive = true }` and `for c in list { c.isActive = true }` do what
        // `NSLayoutConstraint.activate(list)` does: every element is active (Apple, *isActive*).
        for activation in ["list.forEach { $0.isActive = true }", "list.forEach({ $0.isActive = true })",
                           "for constraint in list { constraint.isActive = true }"] {
            let helper = ("UIView+Anchor.swift", """
                extension UIView {
                    @discardableResult
                    func pinAll(_ top: NSLayoutYAxisAnchor? = nil, left: NSLayoutXAxisAnchor? = nil,
                                topPad: CGFloat = 0, leftPad: CGFloat = 0) -> [NSLayoutConstraint] {
                        translatesAutoresizingMaskIntoConstraints = false
                        var list = [NSLayoutConstraint]()
                        if let top = top { list.append(topAnchor.constraint(equalTo: top, constant: topPad)) }
                        if let left = left { list.append(leadingAnchor.constraint(equalTo: left, constant: leftPad)) }
                        \(activation)
                        return list
                    }
                }
                """)
            let compiled = CodeReading.compile(files: [helper, ("Header.swift", """
                final class HeaderCell: UITableViewCell {
                    let title = UILabel()
                    let badge = UIView()
                    func setUp() {
                        contentView.addSubview(title)
                        contentView.addSubview(badge)
                        title.pinAll(contentView.topAnchor, left: contentView.leadingAnchor, topPad: 10, leftPad: 16)
                        badge.pinAll(title.bottomAnchor)
                    }
                }
                """)])[1]
            // badge passes no left anchor: its `if let` does not run, and its top pad is the default 0.
            #expect(CodeReading.equations(compiled) == ["title.top == contentView.top + 10", "title.leading == contentView.leading + 16",
                                                        "badge.top == title.bottom"], "\(activation)")
        }
    }

    @Test("a helper's 'if width > 0' is decided by the number the call passes or leaves at its default")
    func comparisonOfANumberParameter() {
        let helper = ("UIView+Size.swift", """
            extension UIView {
                func anchorSize(width: CGFloat = 0, height: CGFloat = 0, inset: CGFloat = 8) {
                    guard let superview = superview else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    var anchors = [NSLayoutConstraint]()
                    if width > 0 { anchors.append(widthAnchor.constraint(equalToConstant: width)) }
                    if height >= 44 { anchors.append(heightAnchor.constraint(equalToConstant: height)) }
                    if inset != 0 { anchors.append(leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset)) }
                    anchors.forEach { $0.isActive = true }
                }
            }
            """)
        let compiled = CodeReading.compile(files: [helper, ("Badge.swift", """
            final class BadgeView: UIView {
                let dot = UIView()
                let tag = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    addSubview(tag)
                    dot.anchorSize(width: 12, height: 20)
                    tag.anchorSize(height: 50, inset: 0)
                }
            }
            """)])[1]
        // dot: 12 > 0 makes a width, 20 >= 44 does not hold, the default inset 8 != 0 does;
        // tag: the default width 0 > 0 does not hold, 50 >= 44 does, inset 0 != 0 does not.
        #expect(CodeReading.equations(compiled) == ["dot.width == 12", "dot.leading == badgeView.leading + 8", "tag.height == 50"])
        #expect(CodeReading.unsolved(compiled).isEmpty)
    }

    @Test("an attribute held in a variable is the running app's: listed, not laid out")
    func attributeInAVariable() {
        let compiled = CodeReading.compile("""
            final class BadgeView: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    let edge: NSLayoutConstraint.Attribute = frame.width > 100 ? .leading : .trailing
                    addConstraint(NSLayoutConstraint(item: dot, attribute: edge, relatedBy: .equal, toItem: self,
                                                     attribute: edge, multiplier: 1, constant: 0))
                }
            }
            """)
        #expect(CodeReading.equations(compiled).isEmpty)
        let unsolved = compiled.document.screens.flatMap(\.unsolved)
        #expect(unsolved.map(\.reason) == ["run-time value"])
        #expect(unsolved.first?.runTimeValues == ["attribute: edge", "attribute: edge"])
        #expect(!compiled.diagnostics.contains { $0.severity == .error })
    }

    @Test("Objective-C: constraints added to a mutable array one by one or from a literal are activated with the array")
    func mutableArrayBatch() {
        let compiled = CodeReading.compile("""
            @implementation BarViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *bar = [[UIView alloc] init];
                bar.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:bar];
                NSMutableArray<NSLayoutConstraint *> *constraints = [NSMutableArray array];
                [constraints addObjectsFromArray:@[
                    [bar.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
                    [bar.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
                    [bar.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor],
                ]];
                [constraints addObject:[bar.heightAnchor constraintEqualToConstant:36.0]];
                [NSLayoutConstraint activateConstraints:constraints];
            }
            @end
            """, path: "BarViewController.m")
        #expect(CodeReading.equations(compiled) == ["bar.leading == view.leading", "bar.trailing == view.trailing",
                                                    "bar.bottom == view.bottom", "bar.height == 36"])
    }

    @Test("a controller's own guide named like UIKit's is its property, not the root view's scroll guide")
    func ownGuideProperty() {
        let compiled = CodeReading.compile("""
            final class RootViewController: UIViewController {
                private let contentLayoutGuide = UILayoutGuide()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addLayoutGuide(contentLayoutGuide)
                    NSLayoutConstraint.activate([
                        contentLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        contentLayoutGuide.leftAnchor.constraint(equalTo: view.leftAnchor),
                        self.contentLayoutGuide.rightAnchor.constraint(equalTo: view.rightAnchor),
                        contentLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.severity == .error })
        #expect(CodeReading.equations(compiled).count == 4)
        #expect(compiled.document.screens.flatMap(\.constraints).allSatisfy { $0.firstItem.guide == nil })
    }

    @Test("another object's contentLayoutGuide is still UIKit's scroll guide")
    func scrollViewGuideStaysUIKits() {
        let compiled = CodeReading.compile("""
            final class PagerViewController: UIViewController {
                private let contentLayoutGuide = UILayoutGuide()
                private let scrollView = UIScrollView()
                private let page = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(scrollView)
                    scrollView.addSubview(page)
                    page.translatesAutoresizingMaskIntoConstraints = false
                    page.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor).isActive = true
                }
            }
            """)
        let guides = compiled.document.screens.flatMap(\.constraints).compactMap { $0.secondItem?.guide }
        #expect(guides == [.contentLayout])
    }
}
