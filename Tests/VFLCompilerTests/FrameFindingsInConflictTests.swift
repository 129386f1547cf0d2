import Testing
import LayoutIR
@testable import VFLCompiler

/// UIKit breaks one constraint of an unsatisfiable set and logs it; which one is not documented
/// (Apple, Auto Layout Guide, "Unsatisfiable Layouts"). A view inside one whose size a conflict
/// decides has a frame that depends on that choice, so the conflict is the finding, not where the
/// view ends up. Here a 36-pt container must also be at least 60 wide: broken one way it is 36 and
/// its 50-pt child overhangs by 7 on each side; broken the other way it is 60 and the child fits.
@Suite struct FrameFindingsInConflictTests {
    static let screen = """
        screen S {
            devices iPhoneSE
            view container {
                view child
            }
            container.leading == view.leading + 10
            container.top == view.top + 10
            container.width == 36
            container.width >= 60
            container.height == 40
            child.centerX == container.centerX
            child.top == container.top
            child.width == 50
            child.height == 20
        }
        """

    @Test("a child of a container in a conflict gets no frame finding; the conflict is reported")
    func childOfConflictedContainer() {
        let rules = LayoutCompiler().compile(SourceFile(path: "Conflict.layout", text: Self.screen)).diagnostics.compactMap(\.ruleID)
        #expect(rules.contains(.unsatisfiable))
        #expect(!rules.contains(.viewOutsideSuperview))
    }

    @Test("without the conflict the overhang is reported")
    func overhangWithoutConflict() {
        let text = Self.screen.replacingOccurrences(of: "    container.width >= 60\n", with: "")
        let rules = LayoutCompiler().compile(SourceFile(path: "Overhang.layout", text: text)).diagnostics.compactMap(\.ruleID)
        #expect(rules.contains(.viewOutsideSuperview))
        #expect(!rules.contains(.unsatisfiable))
    }
}
