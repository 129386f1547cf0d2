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
                      // The origin or the centre set after a size to fit place it as surely.
                      "[self.loginBtn sizeToFit]; self.loginBtn.frame.origin = CGPointMake(20, 20);",
                      "self.loginBtn.center = CGPointMake(160, 40);",
                      // PinLayout (layoutBox/PinLayout) sets the frame in layoutSubviews.
                      "self.loginBtn.pin.top(20).left(20).right(20);",
                      "[self.loginBtn setTitle:@\"Go\" forState:UIControlStateNormal];"])
    func outletPlacedByCode(code: String) {
        let source = "@implementation OwnerViewController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    \(code)\n}\n@end\n"
        let compiled = LayoutCompiler().compile([CompilerInput(SourceFile(path: "OwnerViewController.m", text: source)),
                                                 CompilerInput(SourceFile(path: "OwnerViewController.xib", text: placedButton)),
                                                 CompilerInput(SourceFile(path: "Loader.swift", text: nibLoader("OwnerViewController")))])
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

    // MARK: an arranged view the code hides

    /// A 100-pt card at the top of the root holding a vertical stack of three 40-pt rows pinned to
    /// the card's top, leading and trailing (spacing 0): the stack is 3 × 40 = 120 tall and ends
    /// 20 pt past the card's bottom (the document stores it 100 tall, inside the card: what the
    /// canvas drew before the third row was added, so the overhang is not the design's own). The third row is the outlet `retryButton`. A stack view lays
    /// out a hidden arranged view as if it were not there (Apple, "UIStackView"): with it hidden
    /// the stack is 2 × 40 = 80 tall and fits.
    private let stackedRows = xibDocument("""
        <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="card" id="card">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" userLabel="rows" id="rows">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="row1" id="r1"><rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                            <constraints><constraint firstAttribute="height" constant="40" id="h1"/></constraints></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="row2" id="r2"><rect key="frame" x="0.0" y="40" width="320" height="40"/>
                            <constraints><constraint firstAttribute="height" constant="40" id="h2"/></constraints></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="row3" id="r3"><rect key="frame" x="0.0" y="80" width="320" height="40"/>
                            <constraints><constraint firstAttribute="height" constant="40" id="h3"/></constraints></view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="rows" firstAttribute="top" secondItem="card" secondAttribute="top" id="rt"/>
                <constraint firstItem="rows" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="rl"/>
                <constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" id="rr"/>
            </constraints>
        </view>
        """, """
        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="ct"/>
        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cl"/>
        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="cr"/>
        <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="cb"/>
        """, outlets: [("retryButton", "r3")])

    /// ``stackedRows`` with the stack's bottom also pinned to the card's and the card 80 tall:
    /// 3 × 40 = 120 = 80 cannot hold (a conflict of required constraints); with `retryButton`
    /// hidden, 2 × 40 = 80 = 80 holds.
    private var pinnedRows: String {
        stackedRows.replacingOccurrences(of: #"<constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" id="rr"/>"#,
                                         with: #"<constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" id="rr"/><constraint firstAttribute="bottom" secondItem="rows" secondAttribute="bottom" id="rb"/><constraint firstAttribute="height" constant="80" id="ch"/>"#)
    }

    @Test("a conflict that an arranged outlet the code hides makes is an info; with code that never hides it, an error",
          arguments: [true, false])
    func conflictWhileShown(hides: Bool) throws {
        let source = "class Owner: UIViewController {\n    @IBOutlet var retryButton: UIView!\n    func update(failed: Bool) { retryButton.isHidden = \(hides ? "!failed" : "false") }\n}\n"
        let compiled = LayoutCompiler().compile([CompilerInput(SourceFile(path: "Owner.swift", text: source)),
                                                 CompilerInput(SourceFile(path: "Owner.xib", text: pinnedRows)),
                                                 CompilerInput(SourceFile(path: "Loader.swift", text: nibLoader("Owner")))])
        let all = compiled.flatMap(\.diagnostics)
        if hides {
            #expect(!all.contains { $0.ruleID == .unsatisfiable })
            let conflict = try #require(all.first { $0.ruleID == .codeAdjustedConflict })
            #expect(conflict.severity == .info)
            #expect(conflict.notes.first?.message.contains("it rests on 'retryButton' being shown") == true)
        } else {
            let conflict = try #require(all.first { $0.ruleID == .unsatisfiable })
            #expect(conflict.severity == .error)
        }
    }

    @Test("a stack pushed past its card by an arranged outlet the code hides is an info; code that only shows it, or no code, keeps the warning",
          arguments: ["retryButton.isHidden = !failed", "retryButton.isHidden = false", "retryButton.alpha = 0.5"])
    func arrangedOutletTheCodeHides(code: String) throws {
        let source = "class Owner: UIViewController {\n    @IBOutlet var retryButton: UIView!\n    override func viewDidLoad() {\n        \(code)\n    }\n}\n"
        let compiled = LayoutCompiler().compile([CompilerInput(SourceFile(path: "Owner.swift", text: source)),
                                                 CompilerInput(SourceFile(path: "Owner.xib", text: stackedRows)),
                                                 CompilerInput(SourceFile(path: "Loader.swift", text: nibLoader("Owner")))])
        let outside = compiled.flatMap(\.diagnostics).filter { $0.ruleID == .viewOutsideSuperview }
        let rows = try #require(outside.first { $0.message.hasPrefix("'rows' extends past the bottom edge of 'card'") })
        #expect(rows.notes.contains { $0.message.contains("(0, 0, 320 × 120)") })
        if code.contains("!failed") {
            #expect(rows.severity == .info)
            #expect(rows.notes.first?.message.hasPrefix("it rests on 'retryButton' being shown, as the document draws it, but the app's code hides it") == true)
        } else {
            #expect(rows.severity == .warning)
        }
    }
}
