import Testing
import LayoutIR
@testable import LayoutEngine

@Suite("Device catalog")
struct DeviceCatalogTests {
    let catalog = DeviceCatalog.standard

    @Test("names and aliases are unique")
    func uniqueNames() {
        let names = catalog.allNames
        #expect(Set(names).count == names.count)
    }

    @Test("iPhone SE (1st gen) to iPhone 16 Pro Max and the common iPads are present")
    func coverage() throws {
        for name in ["iPhoneSE", "iPhone8", "iPhoneXSMax", "iPhone13", "iPhone15", "iPhone16ProMax",
                     "iPad6", "iPadAir", "iPadMini", "iPadPro11", "iPadPro12_9"] {
            #expect(catalog.device(named: name) != nil, "missing \(name)")
        }
        let xsMax = try #require(catalog.device(named: "iPhoneXSMax"))
        #expect(xsMax.portraitSize == LayoutSize(width: 414, height: 896) && xsMax.scale == 3)
        #expect(xsMax.horizontalSizeClass(.landscape) == .regular)
        let xs = try #require(catalog.device(named: "iPhone11Pro"))
        #expect(xs.name == "iPhoneXS" && xs.horizontalSizeClass(.landscape) == .compact)
    }

    @Test("every device is sane: positive size, scale 2 or 3, insets inside the screen")
    func sanity() {
        for device in catalog.devices {
            #expect(device.portraitSize.width > 0 && device.portraitSize.height > device.portraitSize.width)
            #expect(device.scale == 2 || device.scale == 3)
            for orientation in Orientation.allCases {
                let insets = device.safeArea(orientation)
                let size = device.screenSize(orientation)
                #expect(insets.top + insets.bottom < size.height && insets.left + insets.right < size.width)
            }
            if device.family == .phone {
                #expect(device.safeArea(.landscape).top == 0, "\(device.name): status bar hidden in landscape")
            }
        }
    }

    @Test("default priorities: 250 hugging and 750 compression, switches hug at 750")
    func priorities() {
        let metrics = catalog.metrics
        #expect(metrics.defaultHugging(of: .label, axis: .horizontal) == .defaultLow)
        #expect(metrics.defaultHugging(of: .switch, axis: .vertical) == .defaultHigh)
        #expect(metrics.defaultCompressionResistance(of: .button, axis: .horizontal) == .defaultHigh)
        #expect(metrics.defaultIntrinsicSize(of: .switch) == LayoutSize(width: 51, height: 31))
        #expect(metrics.defaultIntrinsicSize(of: .label) == nil)
    }
}
