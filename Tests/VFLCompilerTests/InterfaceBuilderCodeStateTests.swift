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

    // MARK: an outlet the code places

    /// A view controller's xib drawn 375 wide, with a button outlet placed by its frame 209 pt in
    /// and 148 wide, its left margin fixed (flexible right margin): on the 320-wide iPhone SE it
    /// ends at 357, past the root's right edge.
    private let placedButton = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OwnerViewController"><connections>
                    <outlet property="view" destination="root" id="o0"/>
                    <outlet property="loginBtn" destination="login" id="o1"/>
                </connections></placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="login">
                            <rect key="frame" x="209" y="194" width="148" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="Log in"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test("an outlet the project's code places itself ([self.loginBtn mas_makeConstraints:…], _loginBtn.frame = …) is where the code puts it: the document's frame past the edge is an info; with code that does not place it, a warning",
          arguments: ["[self.loginBtn mas_makeConstraints:^(MASConstraintMaker *make) { make.left.right.equalTo(self.view).inset(20); }];",
                      "_loginBtn.frame = CGRectMake(20, 20, 280, 40);",
                      "[self.loginBtn setTitle:@\"Go\" forState:UIControlStateNormal];"])
    func outletPlacedByCode(code: String) {
        let source = "@implementation OwnerViewController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    \(code)\n}\n@end\n"
        let compiled = LayoutCompiler().compile([CompilerInput(SourceFile(path: "OwnerViewController.m", text: source)),
                                                 CompilerInput(SourceFile(path: "OwnerViewController.xib", text: placedButton))])
        let outside = compiled.flatMap(\.diagnostics).filter { $0.ruleID == .viewOutsideSuperview }
        #expect(!outside.isEmpty)
        let placed = !code.contains("setTitle")
        #expect(outside.allSatisfy { $0.severity == (placed ? .info : .warning) })
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
