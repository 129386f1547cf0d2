import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

/// `.layout` constraints that depend on size classes (`if horizontalSizeClass == compact`),
/// decided per environment by the catalog's size classes (Docs/uikit-devices.md): an iPhone 15
/// Pro Max is compact-width in portrait and regular-width in landscape, safe-area insets 59 at
/// the top in portrait and on each side in landscape.
@Suite struct SizeClassBranchTests {
    static let actions = """
        screen Actions {
            devices iPhone15ProMax
            orientations portrait, landscape
            button ok { intrinsic 80x44 }
            button cancel { intrinsic 80x44 }
            ok.leading == view.safeArea.leading + 20
            ok.top == view.safeArea.top + 20
            if horizontalSizeClass == compact {
                V:[ok]-[cancel]
                cancel.leading == ok.leading
            } else {
                H:[ok]-[cancel]
                cancel.top == ok.top
            }
        }
        """

    @Test("compact width stacks the buttons (cancel 8 below: 79 + 44 + 8 = 131), regular width puts them side by side (79 + 80 + 8 = 167)")
    func branchesFollowTheEnvironment() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Actions.layout", text: Self.actions))
        #expect(compiled.diagnostics.isEmpty)
        let portrait = try CodeReading.frames(compiled, environment: "iPhone15ProMax portrait ltr")
        #expect(portrait["ok"] == LayoutRect(x: 20, y: 79, width: 80, height: 44))
        #expect(portrait["cancel"] == LayoutRect(x: 20, y: 131, width: 80, height: 44))
        let landscape = try CodeReading.frames(compiled, environment: "iPhone15ProMax landscape ltr")
        #expect(landscape["ok"] == LayoutRect(x: 79, y: 20, width: 80, height: 44))
        #expect(landscape["cancel"] == LayoutRect(x: 167, y: 20, width: 80, height: 44))
        let conditions = compiled.document.screens.first?.constraints.map(\.sizeClasses) ?? []
        #expect(conditions == [nil, nil, SizeClassCondition(horizontal: .compact), SizeClassCondition(horizontal: .compact),
                               SizeClassCondition(horizontal: .regular), SizeClassCondition(horizontal: .regular)])
    }

    @Test("the printed screen keeps each condition as an 'if' block and reads back the same")
    func printsAndReadsBack() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Actions.layout", text: Self.actions))
        let text = LayoutPrinter.print(compiled.document)
        #expect(text.contains("    if horizontalSizeClass == compact {\n        cancel.top == ok.bottom + 8"))
        #expect(text.contains("    if horizontalSizeClass == regular {"))
        let again = LayoutCompiler().compile(SourceFile(path: "Again.layout", text: text))
        #expect(again.document.screens.first?.constraints.map(\.sizeClasses) == compiled.document.screens.first?.constraints.map(\.sizeClasses))
        #expect(again.diagnostics.isEmpty)
    }

    @Test("a conflict in one size class is reported where it happens, and two equal constraints of different classes are no duplicate")
    func conflictInOneClass() throws {
        let text = """
            screen Card {
                devices iPhone15ProMax
                orientations portrait, landscape
                view card
                card.top == view.safeArea.top
                card.leading == view.leading
                card.height == 100
                if horizontalSizeClass == compact {
                    card.width == 500
                    card.trailing == view.trailing
                }
                if horizontalSizeClass == regular {
                    card.trailing == view.trailing
                }
            }
            """
        let compiled = LayoutCompiler().compile(SourceFile(path: "Card.layout", text: text))
        // Portrait is 430 wide: 500 cannot hold; landscape has no width constraint.
        let conflict = try #require(compiled.diagnostics.first { $0.ruleID == .unsatisfiable })
        #expect(conflict.message.hasSuffix("on iPhone15ProMax portrait ltr"))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .duplicateConstraint })
    }

    @Test("environment settings cannot depend on a size class; an 'else' after a two-axis test is refused")
    func refusedForms() {
        let text = """
            screen Bad {
                if horizontalSizeClass == compact, verticalSizeClass == regular {
                    view extra
                    devices iPhoneSE
                } else {
                }
                if horizontalSizeClass == tiny {
                }
            }
            """
        let messages = LayoutCompiler().compile(SourceFile(path: "Bad.layout", text: text)).diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("extra") })
        #expect(messages.contains("'devices' decides the size classes; it cannot depend on one"))
        #expect(messages.contains("an 'else' after size-class tests must follow one test of one axis"))
        #expect(messages.contains("unknown size class 'tiny'"))
    }
}
