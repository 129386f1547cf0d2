import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

/// `.layout` properties and views that depend on size classes, decided per environment by the
/// catalog (Docs/uikit-devices.md): an iPhone 15 Pro Max is wC hR in portrait (safe area 59 at
/// the top) and wR hC in landscape (59 on each side, 0 at the top).
@Suite struct SizeClassVariantTests {
    static let actions = """
        screen Actions {
            devices iPhone15ProMax
            orientations portrait, landscape
            stackView actions { axis horizontal; spacing 8
                button ok { intrinsic 80x44 }
                button cancel { intrinsic 80x44 }
            }
            actions.top == view.safeArea.top + 20
            actions.leading == view.safeArea.leading + 20
            if horizontalSizeClass == compact {
                actions { axis vertical; spacing 12 }
            }
            if verticalSizeClass == compact {
                label hint { intrinsic 100x20 }
                hint.top == actions.bottom + 10
            }
            hint.leading == actions.leading
        }
        """

    static func compile(_ text: String, path: String = "Actions.layout") -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: path, text: text))
    }

    @Test("compact width stacks vertically 12 apart (cancel at 44 + 12 = 56, the stack 100 tall at 59 + 20 = 79); regular width side by side 8 apart (cancel at 88, 168 wide at 59 + 20 = 79)")
    func stackPropertiesFollowTheSizeClass() throws {
        let compiled = Self.compile(Self.actions)
        #expect(compiled.diagnostics.isEmpty)
        let portrait = try CodeReading.frames(compiled, environment: "iPhone15ProMax portrait ltr")
        #expect(portrait["actions"] == LayoutRect(x: 20, y: 79, width: 80, height: 100))
        #expect(portrait["ok"] == LayoutRect(x: 0, y: 0, width: 80, height: 44))
        #expect(portrait["cancel"] == LayoutRect(x: 0, y: 56, width: 80, height: 44))
        let landscape = try CodeReading.frames(compiled, environment: "iPhone15ProMax landscape ltr")
        #expect(landscape["actions"] == LayoutRect(x: 79, y: 20, width: 168, height: 44))
        #expect(landscape["cancel"] == LayoutRect(x: 88, y: 0, width: 80, height: 44))
    }

    @Test("a view declared in a branch is installed only there, with the constraints that name it (hint at 20 + 44 + 10 = 74 in compact height, absent in portrait)")
    func viewInstalledInOneClass() throws {
        let compiled = Self.compile(Self.actions)
        let portrait = try CodeReading.frames(compiled, environment: "iPhone15ProMax portrait ltr")
        #expect(portrait["hint"] == nil)
        let landscape = try CodeReading.frames(compiled, environment: "iPhone15ProMax landscape ltr")
        #expect(landscape["hint"] == LayoutRect(x: 79, y: 74, width: 100, height: 20))
        let hint = try #require(compiled.document.screens.first?.allViews.first { $0.view.name == "hint" }?.view)
        #expect(!hint.properties.installed)
        #expect(hint.sizeClassVariants == [SizeClassVariant(condition: SizeClassCondition(vertical: .compact), installed: true)])
    }

    @Test("hidden in one class: the hidden last item gives its width and its spacing back (the stack 80 wide in landscape)")
    func hiddenInOneClass() throws {
        let text = Self.actions.replacingOccurrences(of: "label hint { intrinsic 100x20 }", with: "label hint { intrinsic 100x20 }\n cancel { hidden }")
        let compiled = Self.compile(text)
        #expect(compiled.diagnostics.isEmpty)
        let landscape = try CodeReading.frames(compiled, environment: "iPhone15ProMax landscape ltr")
        #expect(landscape["actions"] == LayoutRect(x: 79, y: 20, width: 80, height: 44))
        let portrait = try CodeReading.frames(compiled, environment: "iPhone15ProMax portrait ltr")
        #expect(portrait["actions"] == LayoutRect(x: 20, y: 79, width: 80, height: 100))
    }

    @Test("the printed screen writes the changes and the installed view so that they read back the same")
    func printsAndReadsBack() throws {
        let compiled = Self.compile(Self.actions)
        let text = LayoutPrinter.print(compiled.document)
        #expect(text.contains("label hint { intrinsic 100x20; installed false }"))
        #expect(text.contains("if horizontalSizeClass == compact { actions { axis vertical; spacing 12 } }"))
        #expect(text.contains("if verticalSizeClass == compact { hint { installed true } }"))
        let again = Self.compile(text, path: "Again.layout")
        #expect(again.diagnostics.isEmpty)
        let views = { (file: CompiledFile) in
            file.document.screens.first?.allViews.map { [$0.view.name, "\($0.view.properties.installed)", "\($0.view.sizeClassVariants)"] }
        }
        #expect(views(again) == views(compiled))
        #expect(again.document.screens.first?.constraints.map(\.sizeClasses) == compiled.document.screens.first?.constraints.map(\.sizeClasses))
        let frames = try CodeReading.frames(again, environment: "iPhone15ProMax landscape ltr")
        #expect(frames["hint"] == LayoutRect(x: 79, y: 74, width: 100, height: 20))
    }

    @Test("a view only one class installs is ambiguous only there: the finding names the landscape environment alone")
    func ambiguityPerClass() throws {
        let text = Self.actions.replacingOccurrences(of: "hint.top == actions.bottom + 10", with: "")
        let compiled = Self.compile(text)
        let ambiguous = try #require(compiled.diagnostics.first { $0.ruleID == .ambiguousLayout })
        #expect(ambiguous.message.contains("hint"))
        #expect(ambiguous.message.hasSuffix("on iPhone15ProMax landscape ltr"))
        #expect(ambiguous.notes.last?.message == "only in size classes wR hC: the screen's other size classes lay it out differently")
    }

    @Test("a change to a view no screen declares, or to a property that cannot vary, is an error at its name")
    func badChanges() {
        let text = """
            screen Bad {
                view box
                if horizontalSizeClass == compact {
                    missing { hidden }
                    box { axis vertical }
                    box { intrinsic 10x10 }
                }
            }
            """
        let messages = Self.compile(text, path: "Bad.layout").diagnostics.map(\.message)
        #expect(messages.contains("unknown view 'missing'"))
        #expect(messages.contains("'axis' is a stack view property; 'box' is a view"))
        #expect(messages.contains("'intrinsic' cannot depend on a size class"))
    }
}
