import Testing
import LayoutIR
import LayoutEngine

/// An iPhone SE under an opaque navigation bar (root 0, 64, 320, 504): a scroll view 50 pt
/// down the root with 610 × 400 of content, and a label inside it at (16, 8) — built by hand so
/// that expected rectangles and table rows are plain arithmetic.
func handBuiltSolution(labelName: String = "title", labelHidden: Bool = false) throws -> LayoutSolution {
    let device = try #require(DeviceCatalog.standard.device(named: "iPhoneSE"))
    let metrics = EnvironmentMetrics(LayoutEnvironment(device: device, bars: BarConfiguration(navigationBar: .opaque)))
    let views = [
        ViewFrame(name: "view", kind: .view, superview: nil, depth: 0,
                  frame: metrics.rootFrame, absoluteFrame: LayoutRect(x: 0, y: 0, width: 320, height: 504)),
        ViewFrame(name: "list", kind: .scrollView, superview: "view", depth: 1,
                  frame: LayoutRect(x: 0, y: 50, width: 320, height: 200),
                  absoluteFrame: LayoutRect(x: 0, y: 50, width: 320, height: 200),
                  contentSize: LayoutSize(width: 610, height: 400)),
        ViewFrame(name: labelName, kind: .label, superview: "list", depth: 2,
                  frame: LayoutRect(x: 16, y: 8, width: 106.5, height: 20.333333333),
                  absoluteFrame: LayoutRect(x: 16, y: 58, width: 106.5, height: 20.333333333), isHidden: labelHidden),
    ]
    return LayoutSolution(metrics: metrics, views: views, system: LoweredSystem())
}
