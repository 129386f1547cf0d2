import Testing
@testable import LayoutSyntax

/// Screens, environments, metrics, the view tree and view properties.
@Suite("Declarations")
struct LayoutDeclarationTests {
    @Test("environment declarations fill the EnvironmentDeclaration")
    func environment() throws {
        let text = """
            screen Home {
                devices iPhoneSE, iPhone15
                device Kiosk 600x1024 safeArea 20, 0, 0, 0
                devices iPadAir
                orientations portrait, landscape
                directions ltr, rtl
                navigationBar opaque
                tabBar translucent
                edgesForExtendedLayout top, bottom
                extendedLayoutIncludesOpaqueBars
                spacing classic
            }
            """
        let (document, diagnostics) = LayoutTestSupport.parse(text)
        #expect(diagnostics.isEmpty)
        let environment = try #require(document.screens.first?.environment)
        #expect(environment.devices.map(\.name) == ["iPhoneSE", "iPhone15", "Kiosk", "iPadAir"])
        guard case .custom(let kiosk) = environment.devices[2] else { Issue.record("Kiosk is not custom"); return }
        #expect(kiosk.size == LayoutSize(width: 600, height: 1024))
        #expect(kiosk.safeAreaInsets == LayoutInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(environment.orientations == [.portrait, .landscape])
        #expect(environment.directions == [.ltr, .rtl])
        #expect(environment.bars.navigationBar == .opaque)
        #expect(environment.bars.tabBar == .translucent)
        #expect(environment.bars.edgesForExtendedLayout == [.top, .bottom])
        #expect(environment.bars.extendedLayoutIncludesOpaqueBars)
        #expect(environment.spacing == .classic)
    }

    @Test("defaults: no bars, all edges extended, UIKit spacing")
    func defaults() throws {
        let screen = try #require(LayoutTestSupport.parse("screen Empty {}").document.screens.first)
        #expect(screen.environment == EnvironmentDeclaration())
        #expect(screen.root == ViewNode(name: "view", kind: .view))
        #expect(screen.span?.line == 1)
        let none = try #require(LayoutTestSupport.parse("screen S { edgesForExtendedLayout none }").document.screens.first)
        #expect(none.environment.bars.edgesForExtendedLayout == [])
    }

    @Test("unknown devices get a did-you-mean against the catalog; without a catalog any name goes")
    func devices() {
        let text = "screen S {\n    devices iPhone15, iPhone15Prp\n}"
        let (_, diagnostics) = LayoutTestSupport.parse(text, knownDevices: ["iPhoneSE", "iPhone15", "iPhone15Pro"])
        #expect(diagnostics.map(\.message) == ["unknown device 'iPhone15Prp'"])
        #expect(diagnostics.first?.notes.first?.message == "did you mean 'iPhone15Pro'?")
        #expect(diagnostics.first?.span?.column == 23)
        #expect(LayoutTestSupport.parse(text).diagnostics.isEmpty)
    }

    @Test("misspelt enum values and keywords get a did-you-mean")
    func misspellings() {
        let text = """
            screen S {
                orientations portrait, landscap
                navigationBar transluscent
                lable title
                view v { hugging horizontal 251; intrinsc 10x10 }
            }
            """
        let diagnostics = LayoutTestSupport.parse(text).diagnostics
        #expect(diagnostics.map(\.message) == ["unknown orientation 'landscap'", "unknown bar style 'transluscent'",
                                                "unknown declaration 'lable'", "unknown property 'intrinsc'"])
        #expect(diagnostics.map { $0.notes.first?.message ?? "" } == ["did you mean 'landscape'?", "did you mean 'translucent'?",
                                                                        "did you mean 'label'?", "did you mean 'intrinsic'?"])
    }

    @Test("metrics are evaluated with earlier metrics and arithmetic")
    func metrics() throws {
        let text = "screen S {\n metric pad = 8\n metric double = pad * 2 + 0.5\n metric negative = -pad\n}"
        let (document, diagnostics) = LayoutTestSupport.parse(text)
        #expect(diagnostics.isEmpty)
        #expect(document.screens.first?.metrics.map(\.value) == [8, 16.5, -8])
        let twice = LayoutTestSupport.parse("screen S {\n metric pad = 8\n metric pad = 9\n metric x = later\n}").diagnostics
        #expect(twice.map(\.message) == ["metric 'pad' is declared twice", "unknown metric 'later'"])
    }

    @Test("the view tree keeps nesting and order; allViews lists it depth first")
    func viewTree() throws {
        let text = """
            screen S {
                scrollView list {
                    view content {
                        label title; button go
                    }
                }
                stackView actions { axis vertical
                    button ok
                    button cancel { hidden }
                }
                container child
            }
            """
        let (document, diagnostics) = LayoutTestSupport.parse(text)
        #expect(diagnostics.isEmpty)
        let screen = try #require(document.screens.first)
        #expect(screen.allViews.map(\.view.name) == ["view", "list", "content", "title", "go", "actions", "ok", "cancel", "child"])
        #expect(screen.allViews.map { $0.superview ?? "-" } == ["-", "view", "list", "content", "content", "view", "actions", "actions", "view"])
        #expect(screen.allViews.map(\.view.kind) == [.view, .scrollView, .view, .label, .button, .stackView, .button, .button, .container])
        #expect(screen.allViews[5].view.properties.stack?.axis == .vertical)
        #expect(screen.allViews[7].view.properties.hidden)
        #expect(screen.allViews[3].view.span?.line == 4)
    }

    @Test("every property reaches ViewProperties")
    func properties() throws {
        let text = """
            screen S {
                metric w = 80
                label l { intrinsic w x 21; hugging horizontal 251; hugging vertical high; compression 760; baseline 16, 18 }
                view f { frame 10, 20, 100, 50; autoresizing flexibleWidth, flexibleBottomMargin; layoutMargins 4, 8, 12, 16 }
                view m { layoutMargins 10; intrinsic -1x44 }
                stackView s { axis vertical; distribution equalSpacing; alignment firstBaseline; spacing w / 10
                    baselineRelative; layoutMarginsRelative true }
            }
            """
        let (document, diagnostics) = LayoutTestSupport.parse(text)
        #expect(diagnostics.isEmpty, "\(LayoutTestSupport.render(diagnostics, text))")
        let views = try #require(document.screens.first?.root.children)
        let label = views[0].properties
        #expect(label.intrinsicSize == LayoutSize(width: 80, height: 21))
        #expect(label.hugging == AxisPriorities(horizontal: Priority(251), vertical: Priority(750)))
        #expect(label.compressionResistance == AxisPriorities(horizontal: Priority(760), vertical: Priority(760)))
        #expect(label.firstBaseline == 16 && label.lastBaseline == 18)
        let framed = views[1].properties
        #expect(framed.frame == LayoutRect(x: 10, y: 20, width: 100, height: 50))
        #expect(framed.autoresizing == [.flexibleWidth, .flexibleBottomMargin])
        #expect(framed.layoutMargins == LayoutInsets(top: 4, left: 8, bottom: 12, right: 16))
        #expect(views[2].properties.layoutMargins == .uniform(10))
        #expect(views[2].properties.intrinsicSize == LayoutSize(width: -1, height: 44))
        let stack = try #require(views[3].properties.stack)
        #expect(stack == StackProperties(axis: .vertical, distribution: .equalSpacing, alignment: .firstBaseline, spacing: 8,
                                         baselineRelative: true, layoutMarginsRelative: true))
    }

    @Test("declaration errors: duplicates, reserved names, stack properties elsewhere")
    func declarationErrors() {
        let text = """
            screen S {
                view a
                label a
                view safeArea
                label l { axis vertical }
            }
            screen S {}
            """
        let diagnostics = LayoutTestSupport.parse(text).diagnostics
        #expect(diagnostics.map(\.message) == ["view 'a' is declared twice", "'safeArea' is reserved and cannot name a view",
                                                "'axis' is a stack view property; this view is a label", "duplicate screen 'S'"])
        #expect(diagnostics[0].notes.first?.span?.line == 2)
    }

    @Test("several screens in one file, and vflc:disable comments per line and per file")
    func screensAndDisableComments() throws {
        let text = """
            // vflc:disable bar-height-constant
            screen One {
                view a
                a.top == view.top + 20 // vflc:disable duplicate-constraint, mixed-direction
                // vflc:disable
                a.left == view.left
            }
            screen Two { }
            """
        let (document, diagnostics) = LayoutTestSupport.parse(text)
        #expect(diagnostics.isEmpty)
        #expect(document.screens.map(\.name) == ["One", "Two"])
        #expect(document.screens[0].disabledRules == [0: [.barHeightConstant], 4: [.duplicateConstraint, .mixedDirection], 6: []])
        #expect(document.screens[1].disabledRules == [0: [.barHeightConstant]])
    }

    @Test("views must be declared before constraints use them")
    func declarationOrder() {
        let diagnostics = LayoutTestSupport.parse("screen S {\n a.top == view.top\n view a\n}").diagnostics
        #expect(diagnostics.map(\.message) == ["'a' is not a view on this screen"])
    }
}
