import Testing
import LayoutIR
@testable import VFLCompiler
@testable import LayoutSyntax

/// A text view whose class's code turns scrolling off is sized by its text
/// (`ScrollDisabledClasses`, Docs/InterfaceBuilder.md#views), and a table cell's `accessoryView`
/// is placed by the cell, not by constraints.
@Suite("Interface Builder text views that do not scroll by code, and cell accessory views")
struct InterfaceBuilderCodeScrollAccessoryTests {
    static let classes = """
        class LinkTextView: UITextView {
            private func configure() {
                isEditable = false
                isScrollEnabled = false
            }
        }
        class PhoneTextView: LinkTextView {}
        final class NotesController: UIViewController {
            func viewDidLoad() { notesView.isScrollEnabled = false }
        }
        """

    @Test("the classes that turn their own scrolling off, in Swift and Objective-C; not a controller that turns another view's off")
    func scrollDisabledClasses() {
        let swift = SourceCodeFrontEnd().projectFacts(of: SourceFile(path: "A.swift", text: Self.classes))
        #expect(swift.scrollDisabledClasses == ["LinkTextView"])
        let objectiveC = SourceCodeFrontEnd().projectFacts(of: SourceFile(path: "B.m", text: """
            @implementation FitTextView
            - (void)awakeFromNib { [super awakeFromNib]; self.scrollEnabled = NO; }
            @end
            @implementation GrowTextView
            - (void)setUp { [self setScrollEnabled:NO]; }
            @end
            @implementation Controller
            - (void)viewDidLoad { self.textView.scrollEnabled = NO; }
            @end
            """))
        #expect(objectiveC.scrollDisabledClasses == ["FitTextView", "GrowTextView"])
    }

    /// A 320 × 100 root holding a text view of class `PhoneTextView` at its top (sides pinned,
    /// drawn 60 tall) and a 30-pt button 8 pt below it, pinned to the root's bottom by `>=`: the
    /// text view's height is its text's when it does not scroll, else nothing fixes it.
    static let document = xibDocument("""
        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Call us" translatesAutoresizingMaskIntoConstraints="NO" id="text" customClass="PhoneTextView">
            <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </textView>
        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="call">
            <rect key="frame" x="0.0" y="68" width="320" height="30"/>
            <constraints><constraint firstAttribute="height" constant="30" id="h"/></constraints>
        </button>
        """, """
        <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
        <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="call" firstAttribute="top" secondItem="text" secondAttribute="bottom" constant="8" id="c4"/>
        <constraint firstItem="call" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
        <constraint firstAttribute="trailing" secondItem="call" secondAttribute="trailing" id="c6"/>
        <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="call" secondAttribute="bottom" id="c7"/>
        """)

    @Test("a text view of a class whose code turns scrolling off is as tall as its text: nothing is ambiguous; without that code, its height is",
          arguments: [true, false])
    func textViewOfAScrollDisabledClass(withCode: Bool) {
        let compiler = LayoutCompiler()
        let xib = CompilerInput(SourceFile(path: "App/Call.xib", text: Self.document))
        let code = CompilerInput(SourceFile(path: "App/LinkTextView.swift", text: Self.classes))
        let facts = compiler.projectFacts(of: withCode ? [xib, code] : [xib])
        let diagnostics = compiler.compile([xib], sharing: facts)[0].diagnostics
        let ambiguous = diagnostics.filter { $0.ruleID == .ambiguousLayout && $0.severity == .warning }
        if withCode {
            #expect(ambiguous.isEmpty, "\(ambiguous.map(\.message))")
        } else {
            #expect(ambiguous.contains { $0.message.contains("height") }, "\(diagnostics.map(\.message))")
        }
    }

    /// A xib whose top-level view is a 320 × 44 table cell; its content view holds a switch
    /// (translation off) centred vertically and given no x, which the cell's `accessoryView`
    /// outlet names when `accessory` is true. (A switch no constraint mentions would be held at
    /// its frame by Interface Builder's build-time constraints either way.)
    static func cell(accessory: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                <rect key="frame" x="255" y="6" width="51" height="31"/>
                            </switch>
                        </subviews>
                        <constraints>
                            <constraint firstItem="toggle" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="cy"/>
                        </constraints>
                    </tableViewCellContentView>
                    \(accessory ? #"<connections><outlet property="accessoryView" destination="toggle" id="acc"/></connections>"# : "")
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("a switch that is a cell's accessory view is placed by the cell: not ambiguous; a switch in the content view with no x is",
          arguments: [true, false])
    func accessorySwitch(accessory: Bool) {
        let diagnostics = compileInterfaceBuilder(Self.cell(accessory: accessory), path: "ToggleCell.xib").diagnostics
        let toggle = diagnostics.filter { $0.ruleID == .ambiguousLayout && $0.severity == .warning }
        if accessory {
            #expect(toggle.isEmpty, "\(toggle.map(\.message))")
        } else {
            #expect(!toggle.isEmpty, "\(diagnostics.map(\.message))")
        }
    }
}
