import Testing
import LayoutIR
@testable import LayoutEngine

@Suite("Environment sets")
struct EnvironmentSetTests {
    @Test("a screen that names nothing gets the documented default set")
    func defaults() {
        let (environments, diagnostics) = EnvironmentSet.resolve(LayoutScreen(name: "S"))
        #expect(diagnostics.isEmpty)
        #expect(environments.map(\.name) == ["iPhoneSE portrait ltr", "iPhone15 portrait ltr",
                                             "iPhone15ProMax portrait ltr", "iPadAir portrait ltr"])
    }

    @Test("declared devices × orientations × directions, device-major, aliases resolved")
    func product() {
        let span = SourceSpan(file: "a.layout", offset: 10, length: 8, line: 2, column: 13)
        let declaration = EnvironmentDeclaration(devices: [.catalog(name: "iPhone5s", span: span),
                                                           .catalog(name: "iPadAir", span: span)],
                                                 orientations: [.portrait, .landscape], directions: [.ltr, .rtl],
                                                 navigationBar: .opaque)
        let (environments, diagnostics) = EnvironmentSet.resolve(LayoutScreen(name: "S", environment: declaration))
        #expect(diagnostics.isEmpty)
        #expect(environments.count == 8)
        #expect(environments[0].name == "iPhoneSE portrait ltr")
        #expect(environments[3].name == "iPhoneSE landscape rtl")
        #expect(environments[4].device.name == "iPadAir")
        #expect(environments.allSatisfy { $0.bars.navigationBar == .opaque })
    }

    @Test("an unknown device is an error at its span with a suggestion")
    func unknownDevice() throws {
        let span = SourceSpan(file: "a.layout", offset: 10, length: 9, line: 2, column: 13)
        let declaration = EnvironmentDeclaration(devices: [.catalog(name: "iPhone15Pr", span: span),
                                                           .catalog(name: "iPhoneSE", span: nil)])
        let (environments, diagnostics) = EnvironmentSet.resolve(LayoutScreen(name: "S", environment: declaration))
        #expect(environments.map(\.device.name) == ["iPhoneSE"])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.span == span)
        #expect(diagnostic.message == "unknown device 'iPhone15Pr'")
        #expect(diagnostic.notes.first?.message == "did you mean 'iPhone15Pro'?")
    }

    @Test("a filter replaces the screen's choices per dimension")
    func filter() {
        let declaration = EnvironmentDeclaration(devices: [.catalog(name: "iPhoneSE", span: nil)],
                                                 orientations: [.portrait, .landscape])
        let (environments, diagnostics) = EnvironmentSet.resolve(
            LayoutScreen(name: "S", environment: declaration),
            filter: EnvironmentFilter(devices: ["iPhone8"], directions: [.rtl]))
        #expect(diagnostics.isEmpty)
        #expect(environments.map(\.name) == ["iPhone8 portrait rtl", "iPhone8 landscape rtl"])
        let (_, unknown) = EnvironmentSet.resolve(LayoutScreen(name: "S"), filter: EnvironmentFilter(devices: ["ipad"]))
        #expect(unknown.count == 1)
    }

    @Test("custom devices: pad or phone by size; a phone's landscape insets are symmetric, not rotated")
    func customDevice() throws {
        let kiosk = CustomDevice(name: "Kiosk", size: LayoutSize(width: 600, height: 1024),
                                 safeAreaInsets: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0))
        let watch = CustomDevice(name: "Tiny", size: LayoutSize(width: 300, height: 500),
                                 safeAreaInsets: LayoutInsets(top: 30, left: 0, bottom: 10, right: 0))
        let declaration = EnvironmentDeclaration(devices: [.custom(kiosk), .custom(watch)],
                                                 orientations: [.landscape])
        let (environments, diagnostics) = EnvironmentSet.resolve(LayoutScreen(name: "S", environment: declaration))
        #expect(diagnostics.isEmpty)
        #expect(environments.count == 2)
        #expect(environments[0].device.family == .pad)
        let tiny = environments[1].device
        #expect(tiny.family == .phone)
        // A home-indicator phone in landscape (Docs/uikit-devices.md, measured on an iPhone X:
        // portrait 44/34 → landscape 0, 44, 21, 44): no status bar, the housing's inset on both
        // sides, the home indicator (here 10, under the 21 UIKit uses) at the bottom.
        #expect(tiny.safeArea(.landscape) == LayoutInsets(top: 0, left: 30, bottom: 10, right: 30))
        #expect(tiny.scale == 2)
    }

    @Test("non-finite custom sizes become 0 instead of trapping")
    func nonFiniteCustomDevice() {
        let device = EnvironmentSet.makeDevice(CustomDevice(name: "X", size: LayoutSize(width: .infinity, height: .nan)))
        #expect(device.portraitSize == LayoutSize(width: 0, height: 0))
    }
}
