import Testing
@testable import LayoutSyntax

/// The view-controller statements, device options and UIKit view properties: parsed into the IR,
/// printed, and read back the same.
@Suite("UIKit syntax")
struct LayoutUIKitSyntaxTests {
    static let text = """
        screen Full {
            device Tall 400x800 safeArea 50, 0, 30, 0 landscapeSafeArea 0, 44, 21, 44 scale 3 phone
            navigationBar translucent
            toolbar opaque
            prefersLargeTitles
            hidesBottomBarWhenPushed
            prefersStatusBarHidden
            additionalSafeAreaInsets 1, 2, 3, 4
            viewRespectsSystemMinimumLayoutMargins false
            automaticallyAdjustsScrollViewInsets false
            designSize 375x667
            rootView tableView { directionalLayoutMargins 0, 16, 0, 24; contentInsetAdjustmentBehavior always }
            view toolbar { insetsLayoutMarginsFromSafeArea false; preservesSuperviewLayoutMargins; semanticContentAttribute forceRightToLeft }
            scrollView list { contentInset 1, 2, 3, 4; contentInsetAdjustmentBehavior scrollableAxes }
            stackView row { isLayoutMarginsRelativeArrangement; customSpacing 12 after a
                slider a
                stepper b
            }
            collectionView grid
            segmentedControl mode
            activityIndicator spinner
            progressView progress
            pageControl pages
            toolbar.top == view.top
        }
        """

    @Test("every statement lands in the IR")
    func parsed() throws {
        let (document, diagnostics) = LayoutTestSupport.parse(Self.text)
        #expect(diagnostics.isEmpty, "\(LayoutTestSupport.render(diagnostics, Self.text))")
        let screen = try #require(document.screens.first)
        let environment = screen.environment
        guard case .custom(let tall)? = environment.devices.first else { Issue.record("no custom device"); return }
        #expect(tall.landscapeSafeAreaInsets == LayoutInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(tall.scale == 3 && tall.idiom == .phone)
        #expect(environment.bars.toolbar == .opaque && environment.bars.prefersLargeTitles && environment.bars.hidesBottomBarWhenPushed)
        #expect(environment.bars.prefersStatusBarHidden && !environment.bars.viewRespectsSystemMinimumLayoutMargins)
        #expect(!environment.bars.automaticallyAdjustsScrollViewInsets)
        #expect(environment.bars.additionalSafeAreaInsets == LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(environment.designSize == LayoutSize(width: 375, height: 667))
        #expect(screen.root.kind == .tableView)
        #expect(screen.root.properties.directionalLayoutMargins == LayoutInsets(top: 0, left: 16, bottom: 0, right: 24))
        #expect(screen.root.properties.contentInsetAdjustmentBehavior == .always)
        let views = Dictionary(screen.allViews.map { ($0.view.name, $0.view) }, uniquingKeysWith: { a, _ in a })
        // A view may be called `toolbar`: the word is not reserved, and `toolbar.top` is a path.
        #expect(views["toolbar"]?.properties.semanticContentAttribute == .forceRightToLeft)
        #expect(views["toolbar"]?.properties.insetsLayoutMarginsFromSafeArea == false)
        #expect(views["toolbar"]?.properties.preservesSuperviewLayoutMargins == true)
        #expect(screen.constraints.count == 1)
        #expect(views["list"]?.properties.contentInset == LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(views["row"]?.properties.stack?.customSpacing == ["a": 12])
        #expect(views["row"]?.properties.stack?.layoutMarginsRelative == true)
        #expect(["a", "b", "grid", "mode", "spinner", "progress", "pages"].map { views[$0]?.kind }
                == [.slider, .stepper, .collectionView, .segmentedControl, .activityIndicator, .progressView, .pageControl])
    }

    @Test("printed and read back the same")
    func roundTrip() throws {
        let (printed, diagnostics) = LayoutPrinterTests.roundTrip(Self.text)
        #expect(diagnostics.isEmpty)
        #expect(printed.contains("device Tall 400x800 safeArea 50, 0, 30, 0 landscapeSafeArea 0, 44, 21, 44 scale 3 phone"))
        #expect(printed.contains("rootView tableView { directionalLayoutMargins 0, 16, 0, 24; contentInsetAdjustmentBehavior always }"))
        #expect(printed.contains("customSpacing 12 after a"))
        let (first, _) = LayoutTestSupport.parse(Self.text)
        let (again, _) = LayoutParser.parse(printed, path: "printed.layout")
        func devices(_ document: LayoutDocument) -> [CustomDevice] {
            document.screens.flatMap { $0.environment.devices }.compactMap {
                guard case .custom(var device) = $0 else { return nil }
                device.span = nil
                return device
            }
        }
        #expect(devices(first) == devices(again))
    }

    @Test("@3x is the same as scale 3; a scale other than 1, 2, 3 is an error at the number")
    func atScale() throws {
        let (document, diagnostics) = LayoutTestSupport.parse("screen S {\n    device K 400x800 @3x pad\n    device L 400x800 @4x\n}\n")
        guard case .custom(let k)? = document.screens.first?.environment.devices.first else { Issue.record("no device"); return }
        #expect(k.scale == 3 && k.idiom == .pad)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message == "a device's scale is 1, 2 or 3, not 4")
        #expect(diagnostics.first?.span?.line == 3 && diagnostics.first?.span?.column == 23)
    }
}
