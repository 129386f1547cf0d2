import Testing
@testable import LayoutEngine
import LayoutIR

/// The lowering's one-step expression builders agree bit for bit with the operator forms they
/// replace, so frames cannot change.
@Suite struct ExpressionFastPathTests {
    private let view = ViewVariables(left: LayoutVariable(4), top: LayoutVariable(5), width: LayoutVariable(6),
                                     height: LayoutVariable(7))

    @Test func viewAttributesMatchTheRectangleForm() {
        let rect = RectExpression(view)
        for attribute in Attribute.allCases {
            for mirrored in [false, true] {
                let fast = view.expression(of: attribute, mirrored: mirrored)
                let general = rect.value(of: attribute, mirrored: mirrored)
                if attribute.isMarginRelative || fast == nil {
                    // Margins and baselines take the general path in `resolve`.
                    continue
                }
                #expect(fast == general, "\(attribute) mirrored: \(mirrored)")
            }
        }
        #expect(view.expression(of: .firstBaseline, mirrored: false) == nil)
    }

    @Test func subtractingMatchesTheOperators() {
        let a = LayoutVariable(0), b = LayoutVariable(1), c = LayoutVariable(2)
        let left = LayoutExpression(a) + LayoutExpression(b, coefficient: 0.5) + 3.25
        let rights = [LayoutExpression(b, coefficient: 2) + LayoutExpression(c) - 1.5,
                      LayoutExpression(a) + LayoutExpression(b, coefficient: 0.5),
                      LayoutExpression(constant: 7), LayoutExpression(c, coefficient: -0.1) + 0.3]
        for right in rights {
            for multiplier in [1.0, -1, 0, 0.5, 1.0 / 3, 2.5e-7] {
                for constant in [0.0, 8, -0.1, 1e9] {
                    let fast = left.subtracting(right, multipliedBy: multiplier, plus: constant)
                    let general = left - (right * multiplier + constant)
                    #expect(fast == general)
                    #expect(fast.constant.bitPattern == general.constant.bitPattern)
                }
            }
        }
    }
}
