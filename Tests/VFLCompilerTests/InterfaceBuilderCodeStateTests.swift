import Testing
import LayoutIR
@testable import VFLCompiler

/// State the app's code sets that a document shows one value of: the arranged views of a stack
/// view it holds, and whether a constraint it holds is active. Each finding that rests on the
/// document's value is an `info` naming what the code must do; the same xib without the outlet
/// keeps the warning.
@Suite("Interface Builder findings on state the app's code sets")
struct InterfaceBuilderCodeStateTests {
    private func findings(_ text: String) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(text, path: "F.xib").diagnostics
    }

    // MARK: a stack view the code fills

    /// A horizontal stack view 10 pt from the root's leading edge and top, centring two 8-pt-wide
    /// spacers that nothing gives a height (UIKit collapses such a view to 0): a stack view is as
    /// large as its arranged views (Apple, "UIStackView"), so it is 8 + 4 + 8 = 20 wide and 0 tall,
    /// though drawn 50 tall (the icons the code adds were there when it was drawn).
    private func emptyStack(outlet: Bool) -> String {
        xibDocument("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="icons">
                <rect key="frame" x="10" y="10" width="20" height="50"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0.0" y="0.0" width="8" height="50"/>
                        <constraints><constraint firstAttribute="width" constant="8" id="w1"/></constraints></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="s2"><rect key="frame" x="12" y="0.0" width="8" height="50"/>
                        <constraints><constraint firstAttribute="width" constant="8" id="w2"/></constraints></view>
                </subviews>
            </stackView>
            """, """
            <constraint firstItem="icons" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="icons" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
            """, outlets: outlet ? [("iconsStackView", "icons")] : [])
    }

    @Test("an empty stack view the code holds has no size finding but one info at the stack; not held, the zero size is a warning",
          arguments: [true, false])
    func emptyStackView(outlet: Bool) throws {
        let sizes = findings(emptyStack(outlet: outlet)).filter { $0.ruleID == .nonPositiveSize }
        let size = try #require(sizes.first)
        #expect(sizes.count == 1)
        #expect(size.message.contains("(20 × 0)"))
        if outlet {
            #expect(size.severity == .info)
            #expect(size.notes.first?.message.contains("stack view 'iconsStackView' is an outlet") == true)
            #expect(size.notes.first?.message.contains("addArrangedSubview") == true)
        } else {
            #expect(size.severity == .warning)
        }
    }

    // MARK: a constraint the code activates and deactivates

    /// A 20 × 20 spinner (hugging 750 vertically, compression resistance 750) 8 pt below the
    /// root's top, and a label below it: `label.top == spinner.bottom + 20` (required) and
    /// `label.top == root.top + 8` at 750. The 750 pin wants the spinner −20 tall, its
    /// compression resistance wants 20, at the same priority: each point of height costs the one
    /// what it saves the other, so any height from −20 to 20 is optimal (a tie; Auto Layout does
    /// not keep a height from going negative). Without the first constraint nothing ties: the
    /// note sits at 8.
    private func spinnerAndLabel(outlet: Bool) -> String {
        xibDocument("""
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="gray" translatesAutoresizingMaskIntoConstraints="NO" userLabel="spinner" id="spinner">
                <rect key="frame" x="150" y="8" width="20" height="20"/>
            </activityIndicatorView>
            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="note" id="note"><rect key="frame" x="10" y="48" width="300" height="18"/>
                <constraints><constraint firstAttribute="height" constant="18" id="nh"/></constraints></view>
            """, """
            <constraint firstItem="spinner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="st"/>
            <constraint firstItem="spinner" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="sx"/>
            <constraint firstItem="note" firstAttribute="top" secondItem="spinner" secondAttribute="bottom" constant="20" id="below"/>
            <constraint firstItem="note" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" priority="750" id="pin"/>
            <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="nl"/>
            <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="10" id="nt"/>
            """, outlets: outlet ? [("noteBelowSpinner", "below")] : [])
    }

    @Test("a tie that a constraint outlet makes is an info naming the outlet; with a constraint the code does not hold, a warning",
          arguments: [true, false])
    func tieThroughConstraintOutlet(outlet: Bool) throws {
        let all = findings(spinnerAndLabel(outlet: outlet))
        guard outlet else {
            // Without the outlet nothing rests on code: a spinner that can be −20 pt tall is a
            // screen that does not fit, one non-positive-size finding at the spinner.
            let squeezed = try #require(all.first { $0.ruleID == .nonPositiveSize })
            #expect(squeezed.message.hasPrefix("'spinner' can be laid out with a negative height"))
            #expect(squeezed.severity == .warning)
            #expect(squeezed.notes.first?.message.contains("its height can be -20 … 20") == true)
            #expect(!all.contains { $0.ruleID == .ambiguousLayout && $0.message.contains("'spinner'") })
            return
        }
        let ambiguities = all.filter { $0.ruleID == .ambiguousLayout }
        #expect(!ambiguities.isEmpty)
        let spinner = try #require(ambiguities.first { $0.message.contains("'spinner'") })
        #expect(spinner.message.contains("height"))
        #expect(spinner.notes.contains { $0.message.contains("height can be -20 … 20") })
        if outlet {
            #expect(ambiguities.allSatisfy { $0.severity == .info })
            #expect(spinner.notes.first?.message.contains("constraint outlet 'note.top == spinner.bottom + 20'") == true)
        } else {
            #expect(spinner.severity == .warning)
        }
    }
}
