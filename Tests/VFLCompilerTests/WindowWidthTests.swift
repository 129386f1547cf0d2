import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

/// iPad windows narrower than the screen (#31): Split View and Slide Over widths from
/// swift-snapshot-testing's presets (Docs/uikit-devices.md, "iPad windows"), and any widths the
/// command line sweeps, each at the screen's full height with the size class its width gives.
@Suite struct WindowWidthTests {
    static let screen = """
        screen Panel {
            devices iPadPro12_9, iPhoneSE
            orientations landscape
            view panel
            panel.top == view.safeArea.top
            panel.leading == view.leadingMargin
            panel.trailing == view.trailingMargin
            panel.height == 100
        }
        """

    @Test("a 12.9-inch iPad in landscape splits at 375, 678 and 981 pt: compact below 678, regular from it; an iPhone gets none")
    func multitaskingEnvironments() throws {
        var filter = EnvironmentFilter()
        filter.multitasking = true
        let compiled = LayoutCompiler(options: CompilerOptions(environmentFilter: filter))
            .compile(SourceFile(path: "Panel.layout", text: Self.screen))
        let solutions = compiled.tables.flatMap(\.solutions)
        #expect(solutions.map(\.environment.name) == [
            "iPadPro12_9 landscape ltr", "iPadPro12_9 landscape ltr window 375", "iPadPro12_9 landscape ltr window 678",
            "iPadPro12_9 landscape ltr window 981", "iPhoneSE landscape ltr",
        ])
        let window375 = try #require(solutions.first { $0.environment.windowWidth == 375 })
        #expect(window375.metrics.rootFrame == LayoutRect(x: 0, y: 0, width: 375, height: 1024))
        #expect(window375.metrics.horizontalSizeClass == .compact)
        // Compact width: the root's margins are 16, so the panel is 375 − 32 = 343 wide.
        #expect(window375.views.first { $0.name == "panel" }?.frame.width == 343)
        let window678 = try #require(solutions.first { $0.environment.windowWidth == 678 })
        #expect(window678.metrics.horizontalSizeClass == .regular)
        // Regular width: margins 20, 678 − 40 = 638.
        #expect(window678.views.first { $0.name == "panel" }?.frame.width == 638)
    }

    @Test("--window-widths: FROM...TO/STEP includes TO when the steps reach it; a list; bad specs are refused")
    func windowWidthSpecs() {
        #expect(EnvironmentOptions.windowWidths("320...400/40") == [320, 360, 400])
        #expect(EnvironmentOptions.windowWidths("320...410/40") == [320, 360, 400])
        #expect(EnvironmentOptions.windowWidths("320, 507") == [320, 507])
        for bad in ["abc", "1e999...2000", "0...100/10", "400...320/10", "320...1376/0.1", "nan", ""] {
            #expect(EnvironmentOptions.windowWidths(bad) == nil, "\(bad)")
        }
    }

    @Test("a window as wide as the screen or wider is the screen itself: no extra environment")
    func fullWidthWindowIsNoWindow() {
        var filter = EnvironmentFilter()
        filter.windowWidths = [1366, 2000, 700]
        let compiled = LayoutCompiler(options: CompilerOptions(environmentFilter: filter))
            .compile(SourceFile(path: "Panel.layout", text: Self.screen))
        #expect(compiled.tables.flatMap(\.solutions).compactMap(\.environment.windowWidth) == [700])
    }
}
