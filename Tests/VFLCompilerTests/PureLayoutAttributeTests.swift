import Testing
import LayoutIR
@testable import VFLCompiler

/// PureLayout's general calls (`ALView+PureLayout.h`): `autoConstrainAttribute:toAttribute:ofView:`
/// with `withOffset:` or `withMultiplier:` relates any two `ALAttribute`s (edges, dimensions, axes,
/// and the margin attributes `ALAttributeMarginTop` … `ALAttributeMarginAxisVertical`), and
/// `autoAlignAxisToSuperviewMarginAxis:` aligns an axis with the superview's margin axis.
@Suite struct PureLayoutAttributeTests {
    @Test("Objective-C: margin attributes, a superview written as a message, a multiplier")
    func objectiveC() {
        let compiled = CodeReading.compile("""
            @implementation BookCell
            - (void)setup {
                UIView *separator = [UIView new];
                UILabel *title = [UILabel new];
                [self.contentView addSubview:separator];
                [self.contentView addSubview:title];
                [separator autoConstrainAttribute:ALAttributeTop toAttribute:ALAttributeMarginTop ofView:[separator superview] withOffset:4];
                [separator autoConstrainAttribute:ALAttributeBottom toAttribute:ALAttributeMarginBottom ofView:separator.superview withOffset:-4];
                [title autoAlignAxisToSuperviewMarginAxis:ALAxisHorizontal];
                [title autoConstrainAttribute:ALAttributeWidth toAttribute:ALAttributeWidth ofView:self.contentView withMultiplier:0.5];
            }
            @end
            """, path: "BookCell.m")
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("separator.top == contentView.topMargin + 4"), "\(equations)")
        #expect(equations.contains("separator.bottom == contentView.bottomMargin - 4"), "\(equations)")
        #expect(equations.contains("title.centerY == contentView.centerYWithinMargins"), "\(equations)")
        #expect(equations.contains("title.width == contentView.width * 0.5"), "\(equations)")
    }

    @Test("Swift: .marginAxisVertical and an offset to another view's edge")
    func swift() {
        let compiled = CodeReading.compile("""
            import UIKit
            final class BadgeView: UIView {
                let dot = UIView()
                let caption = UILabel()
                func setup() {
                    addSubview(dot)
                    addSubview(caption)
                    dot.autoConstrainAttribute(.vertical, to: .marginAxisVertical, of: self)
                    caption.autoConstrainAttribute(.top, to: .bottom, of: dot, withOffset: 6)
                }
            }
            """, path: "BadgeView.swift")
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("dot.centerX == badgeView.centerXWithinMargins"), "\(equations)")
        #expect(equations.contains("caption.top == dot.bottom + 6"), "\(equations)")
    }
}
