import Testing
import LayoutIR
@testable import LayoutEngine

/// The in-call status bar (also recording, tethering, navigation): 40 pt on an iPhone whose
/// status bar is 20, the app's window area 20 pt lower and shorter, the status bar still
/// covering the root's top 20 pt (Docs/uikit-devices.md, "In-call status bar"). A Face ID
/// iPhone shows the call inside its status bar: nothing changes there.
@Suite struct InCallStatusBarTests {
    static func metrics(_ name: String, navigationBar: BarStyle? = nil) throws -> EnvironmentMetrics {
        var bars = BarConfiguration()
        bars.navigationBar = navigationBar
        var environment = LayoutEnvironment(device: try #require(DeviceCatalog.standard.device(named: name)), bars: bars)
        environment.inCallStatusBar = true
        return EnvironmentMetrics(environment)
    }

    @Test("iPhone SE in a call: root (0, 20, 320, 548), status bar 40, safe area top 40 − 20 = 20")
    func plainRoot() throws {
        let metrics = try Self.metrics("iPhoneSE")
        #expect(metrics.rootFrame == LayoutRect(x: 0, y: 20, width: 320, height: 548))
        #expect(metrics.statusBarHeight == 40)
        #expect(metrics.rootSafeArea.top == 20)
    }

    @Test("under a navigation bar: the bar starts at 40, ends at 84, the root's safe area top is 84 − 20 = 64")
    func navigationBar() throws {
        let metrics = try Self.metrics("iPhoneSE", navigationBar: .translucent)
        #expect(metrics.navigationBarFrame == LayoutRect(x: 0, y: 40, width: 320, height: 44))
        #expect(metrics.rootSafeArea.top == 64)
    }

    @Test("a Face ID iPhone and any landscape iPhone get no in-call environment; an SE in portrait does")
    func whereItApplies() throws {
        let iPhone15 = try #require(DeviceCatalog.standard.device(named: "iPhone15"))
        let se = try #require(DeviceCatalog.standard.device(named: "iPhoneSE"))
        #expect(!EnvironmentMetrics.hasTallInCallStatusBar(iPhone15, orientation: .portrait))
        #expect(!EnvironmentMetrics.hasTallInCallStatusBar(se, orientation: .landscape))
        #expect(EnvironmentMetrics.hasTallInCallStatusBar(se, orientation: .portrait))
        var declaration = EnvironmentDeclaration(devices: [.catalog(name: "iPhoneSE", span: nil), .catalog(name: "iPhone15", span: nil)])
        declaration.bars.inCallStatusBar = true
        let screen = LayoutScreen(name: "S", environment: declaration, root: ViewNode(name: "view", kind: .view), constraints: [])
        let names = EnvironmentSet.resolve(screen).0.map(\.name)
        #expect(names == ["iPhoneSE portrait ltr", "iPhoneSE portrait ltr in-call", "iPhone15 portrait ltr"])
    }
}
