import Foundation
import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

/// `.layout` screens against what UIKit shows. Every expected number is worked out here from
/// published measurements; the source ids (DI, SPECS, KSZ, …) are those of Docs/uikit-devices.md.
@Suite("UIKit fidelity: bars, stacks, multipliers, devices")
struct UIKitFidelityTests {
    /// Compiles `text` and returns each screen's solutions by screen name.
    static func solve(_ text: String) throws -> [String: [LayoutSolution]] {
        let output = LayoutCompiler(options: CompilerOptions(stage: .layout)).compile(SourceFile(path: "t.layout", text: text))
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return Dictionary(output.tables.map { ($0.screen, $0.solutions) }, uniquingKeysWith: { a, _ in a })
    }

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }

    @Test("a navigation bar on a Dynamic Island iPhone starts at the status bar's bottom")
    func dynamicIslandNavigationBar() throws {
        let solutions = try Self.solve("""
        screen Nav {
            devices iPhone15, iPhone8, iPhone15ProMax
            navigationBar translucent
            view list
            list.top == view.safeArea.top
            list.leading == view.leading
            list.trailing == view.trailing
            list.bottom == view.bottom
        }
        """)["Nav"] ?? []
        try #require(solutions.count == 3)
        // DI: the status bar ends 16 px (16/3 pt) above the 59-pt hardware inset; the 44-pt bar
        // (YL) starts there: 59 − 16/3 + 44 = 97.667 (DI measures 97.666 on a 14 Pro Max).
        let islandTop = 59 - 16.0 / 3 + 44
        #expect(Self.close(solutions[0].metrics.navigationBarFrame?.minY, 59 - 16.0 / 3))
        #expect(Self.close(solutions[0].metrics.topLayoutGuideLength, islandTop))
        #expect(Self.close(solutions[0].view(named: "list")?.frame.minY, islandTop))
        #expect(Self.close(solutions[2].view(named: "list")?.frame.minY, islandTop))
        // A home-button iPhone: 20-pt status bar + 44 (SST, YL).
        #expect(Self.close(solutions[1].view(named: "list")?.frame.minY, 20 + 44))
    }

    @Test("a hidden arranged view does not size its stack across the axis")
    func hiddenArrangedView() throws {
        let solutions = try Self.solve("""
        screen Stack {
            devices iPhoneSE
            stackView row { axis horizontal; alignment fill; spacing 8
                button a { intrinsic 40x30 }
                button tall { intrinsic 50x100; hidden }
                button b { intrinsic 60x30 }
            }
            row.leading == view.leadingMargin
            row.top == view.safeArea.top
        }
        """)["Stack"] ?? []
        let stack = try #require(solutions.first)
        // ARR: only visible items are aligned, so the row is as tall as a and b (30), not 100;
        // along the axis the hidden item keeps s/2 on each side: 40 + 4 + 0 + 4 + 60 = 108.
        #expect(stack.view(named: "row")?.frame.size == LayoutSize(width: 108, height: 30))
        #expect(stack.view(named: "b")?.frame.minX == 48)
    }

    @Test("a multiplier on a position is applied in the holder's coordinates")
    func multiplierInHolderCoordinates() throws {
        let solutions = try Self.solve("""
        screen Holder {
            devices iPhoneSE
            view box {
                view child
            }
            box.top == view.top + 100
            box.height == 200
            box.leading == view.leading
            box.width == 300
            child.centerY == box.bottom * 0.5
            child.height == 20
            child.leading == box.leading
            child.width == 10
        }
        """)["Holder"] ?? []
        let across = try #require(try Self.solve("""
        screen Across {
            devices iPhoneSE
            view box {
                view child
            }
            box.top == view.top
            box.height == 50
            box.leading == view.leading + 100
            box.width == 200
            child.centerX == box.trailing * 0.5
            child.width == 20
            child.top == box.top
            child.height == 10
            view sibling
            sibling.leading == box.trailing * 0.5
            sibling.width == 10
            sibling.top == view.top + 100
            sibling.height == 10
        }
        """)["Across"]?.first)
        // Horizontally too: box.trailing is 200 in box's coordinates, the centre 100 in box,
        // 200 in the root. A sibling's constraint is held by the root: 0.5 × (100 + 200) = 150.
        #expect(across.view(named: "child")?.absoluteFrame.midX == 200)
        #expect(across.view(named: "sibling")?.frame.minX == 150)
        let child = try #require(solutions.first?.view(named: "child"))
        // Measured in box: box.bottom is box's height, 200; the centre is at 0.5 × 200 = 100 in
        // box (frame y 90), 100 + 100 = 200 in the root — not 0.5 × 300 = 150.
        #expect(child.frame.minY == 90)
        #expect(child.absoluteFrame.midY == 200)
    }

    @Test("custom devices: phone landscape insets, declared scale and idiom, listed by vflc devices")
    func customDevices() throws {
        let text = """
        screen Kiosk {
            device Tall 400x800 safeArea 50, 0, 30, 0 scale 3 phone
            device Board 700x1000 safeArea 24, 0, 20, 0 pad
            device Plain 500x900
            orientations landscape
            view box
            box.leading == view.leading + 100 / 3
            box.top == view.top
            box.width == 10
            box.height == 10
        }
        """
        let solutions = try Self.solve(text)["Kiosk"] ?? []
        try #require(solutions.count == 3)
        let tall = solutions[0].environment.device
        // KSZ, CSL: a Face ID phone in landscape has its housing's inset on both sides, no top,
        // and its home indicator (here 30 in portrait) at most 21 at the bottom.
        #expect(tall.safeArea(.landscape) == LayoutInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(tall.scale == 3 && tall.family == .phone)
        // At @3x, 100/3 is a whole number of pixels (100 px) and stays; @2x would round it to 33.5.
        #expect(Self.close(solutions[0].view(named: "box")?.frame.minX, 100.0 / 3))
        #expect(solutions[2].view(named: "box")?.frame.minX == 33.5)
        // A declared pad keeps its portrait insets in landscape (every iPad, SST).
        let board = solutions[1].environment.device
        #expect(board.family == .pad && board.safeArea(.landscape) == LayoutInsets(top: 24, left: 0, bottom: 20, right: 0))
        // 500 pt wide but undeclared: a phone by size.
        #expect(solutions[2].environment.device.family == .phone)

        let file = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = DevicesCommand.run([file])
        #expect(output.status == 0)
        #expect(output.stdout.contains("declared in"))
        #expect(output.stdout.contains("Tall    400×800   @3x    50          50/30              50/21                 phone"))
    }

    static func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-uikit-fidelity-\(UUID().uuidString).layout").path
        try #require(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        return path
    }

    @Test("catalog: the 2024–2025 iPhones and iPads, their sizes from pixel resolutions")
    func catalog() throws {
        let solutions = try Self.solve("""
        screen Current {
            devices iPhone17, iPhoneAir, iPhone17ProMax, iPhone17e, iPadAir11, iPadPro11M4, iPadPro13M4
            view box
        }
        """)["Current"] ?? []
        // SPECS: pixel resolution ÷ scale (HIG: @3x iPhones, @2x iPads). The 17 Pro is the 17's
        // size, an alias of the same entry.
        #expect(DeviceCatalog.standard.device(named: "iPhone17Pro")?.name == DeviceCatalog.standard.device(named: "iPhone17")?.name)
        let expected: [(Double, Double)] = [
            (1206 / 3, 2622 / 3), (1260 / 3, 2736 / 3), (1320 / 3, 2868 / 3),
            (1170 / 3, 2532 / 3), (1640 / 2, 2360 / 2), (1668 / 2, 2420 / 2), (2064 / 2, 2752 / 2),
        ]
        #expect(solutions.map { $0.metrics.screenSize } == expected.map { LayoutSize(width: $0.0, height: $0.1) })
        // Every Face ID row uses the landscape home indicator of KSZ and CSL, 21.
        for device in DeviceCatalog.standard.devices where device.hasSensorHousing {
            #expect(device.safeArea(.landscape).bottom == 21, "\(device.name)")
        }
        let listing = DeviceCatalog.standard.listing()
        #expect(listing.hasPrefix("Numbers describe iOS 18"))
        #expect(listing.contains("iPhoneAir") && listing.contains("1032×1376"))
    }

    @Test("a design size: autoresizing starts from the storyboard's device")
    func designSize() throws {
        let solutions = try Self.solve("""
        screen Designed {
            devices iPhone15
            designSize 375x667
            view banner { frame 0, 0, 375, 100; autoresizing flexibleWidth }
            view badge { frame 300, 600, 75, 67; autoresizing flexibleLeftMargin, flexibleTopMargin }
        }
        screen Undesigned {
            devices iPhone15
            view banner { frame 0, 0, 375, 100; autoresizing flexibleWidth }
        }
        """)
        let designed = try #require(solutions["Designed"]?.first)
        // Laid out at 375 × 667 and shown at 393 × 852 (HIG): the flexible width takes the
        // 393 − 375 = 18 extra points; the badge keeps its 0-pt right and bottom margins.
        #expect(designed.view(named: "banner")?.frame == LayoutRect(x: 0, y: 0, width: 393, height: 100))
        #expect(designed.view(named: "badge")?.frame == LayoutRect(x: 393 - 75, y: 852 - 67, width: 75, height: 67))
        // Without a design size the frame is taken as set for the 393-pt screen.
        #expect(solutions["Undesigned"]?.first?.view(named: "banner")?.frame.width == 375)
    }
}
