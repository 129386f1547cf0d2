import Testing
import LayoutIR
@testable import VFLCompiler

/// A stored property set by a closure called in place holds what the closure returns (The Swift
/// Programming Language, "Setting a Default Property Value with a Closure or Function"): a
/// constraint made there, with the priority the closure gave it, joins the method that activates
/// the property, as a property set by the call itself does.
@Suite struct CodeReaderClosurePropertyTests {
    @Test("a lazy constraint property set by a closure is laid out, at the closure's priority, where a method activates it")
    func closureProperty() {
        let compiled = CodeReading.compile("""
            final class BannerViewController: UIViewController {
                private let banner = UIView()
                private lazy var bannerCap: NSLayoutConstraint = {
                    let cap = banner.heightAnchor.constraint(lessThanOrEqualToConstant: 300)
                    cap.priority = .defaultHigh
                    return cap
                }()
                private lazy var bannerSides: [NSLayoutConstraint] = {
                    let left = banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
                    return [left, banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)]
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 80).isActive = true
                    banner.heightAnchor.constraint(equalToConstant: 400).isActive = true
                    bannerCap.isActive = true
                    NSLayoutConstraint.activate(bannerSides)
                }
            }
            """)
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("banner.height <= 300 @750"), "\(equations)")
        #expect(equations.contains("banner.leading == view.leading + 20") && equations.contains("banner.trailing == view.trailing - 20"),
                "\(equations)")
        // The required 400 wins over the 750 cap: 20 + 280 + 20 on the 320-pt SE, 400 high at y 80.
        let frame = compiled.tables.first { $0.screen == "BannerViewController_viewDidLoad" }?.solutions.first?.view(named: "banner")?.frame
        #expect(frame == LayoutRect(x: 20, y: 80, width: 280, height: 400))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
    }

    @Test("a closure with a return in each branch holds one of two constraints: nothing is added")
    func branchingClosureIsLeft() {
        let compiled = CodeReading.compile("""
            final class BadgeViewController: UIViewController {
                private let badge = UIView()
                private lazy var badgeWidth: NSLayoutConstraint = {
                    if traitCollection.horizontalSizeClass == .compact {
                        return badge.widthAnchor.constraint(equalToConstant: 40)
                    }
                    return badge.widthAnchor.constraint(equalToConstant: 80)
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    badgeWidth.isActive = true
                }
            }
            """)
        let equations = CodeReading.equations(compiled)
        #expect(!equations.contains { $0.hasPrefix("badge.width") }, "\(equations)")
    }
}
