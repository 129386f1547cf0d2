import Testing
import LayoutIR
@testable import VFLCompiler

/// A `UIVisualEffectView`'s `contentView` is UIKit's subview of the effect view, sized to its
/// bounds (Apple, "UIVisualEffectView": add subviews to the contentView, not to the effect view):
/// a view added to it is in the effect view's hierarchy, and may be constrained to the effect view
/// before the effect view itself is added anywhere.
@Suite struct EffectContentViewTests {
    static let badge = """
        import UIKit
        final class BadgeView: UIView {
            private lazy var circleView: UIVisualEffectView = {
                let blur = UIBlurEffect(style: .systemUltraThinMaterial)
                let circleView = UIVisualEffectView(effect: blur)
                let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
                let icon = UIImageView()
                circleView.translatesAutoresizingMaskIntoConstraints = false
                vibrancyView.translatesAutoresizingMaskIntoConstraints = false
                icon.translatesAutoresizingMaskIntoConstraints = false
                vibrancyView.contentView.addSubview(icon)
                circleView.contentView.addSubview(vibrancyView)
                NSLayoutConstraint.activate([
                    icon.centerXAnchor.constraint(equalTo: circleView.contentView.centerXAnchor),
                    icon.centerYAnchor.constraint(equalTo: circleView.contentView.centerYAnchor),
                    icon.widthAnchor.constraint(equalToConstant: 20),
                    icon.heightAnchor.constraint(equalToConstant: 20),
                    vibrancyView.leadingAnchor.constraint(equalTo: circleView.leadingAnchor),
                    vibrancyView.topAnchor.constraint(equalTo: circleView.topAnchor),
                    vibrancyView.trailingAnchor.constraint(equalTo: circleView.trailingAnchor),
                    vibrancyView.bottomAnchor.constraint(equalTo: circleView.bottomAnchor),
                    circleView.widthAnchor.constraint(equalToConstant: 44),
                    circleView.heightAnchor.constraint(equalToConstant: 44),
                ])
                return circleView
            }()
        }
        """

    @Test("a view added to an effect view's contentView may be constrained to the effect view at once")
    func contentViewIsInTheEffectViewsHierarchy() {
        let compiled = CodeReading.compile(Self.badge, path: "BadgeView.swift")
        #expect(!compiled.diagnostics.contains { $0.ruleID?.rawValue == "activated-before-added" },
                "\(compiled.diagnostics.map(\.message))")
        #expect(!compiled.diagnostics.contains { $0.severity >= .warning }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("the content view fills its effect view: the 20-pt icon centred in 44 sits at 12, 12")
    func contentViewFillsTheEffectView() throws {
        let compiled = CodeReading.compile(Self.badge, path: "BadgeView.swift")
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        let circle = try #require(frames["circleView"]), content = try #require(frames["circleView_contentView"])
        let icon = try #require(frames["icon"])
        #expect(content.width == 44 && content.height == 44 && content.x == 0 && content.y == 0, "\(content) in \(circle)")
        // (44 − 20) / 2 = 12 inside the vibrancy view, which fills the circle's content view.
        #expect(icon.x == 12 && icon.y == 12 && icon.width == 20, "\(icon)")
    }
}
