import Testing
import LayoutIR
@testable import VFLCompiler

/// A view of an app class whose own code gives it its size (it overrides `intrinsicContentSize`,
/// or builds and constrains its own subviews): UIKit asks the class for its size at run time, and
/// the document, which does not run the code, shows only the size the canvas drew. A finding
/// that needs the view to have no size is then the class's to decide.
@Suite struct InterfaceBuilderCodeSizedClassTests {
    /// A 375 × 667 scene with one `Meter` image view (no image, so no size of its own), centred
    /// in the root and nothing else: its width and height are free.
    static let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" customClass="Meter" userLabel="meter" id="meter">
                                <rect key="frame" x="137.5" y="323.5" width="100" height="20"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="meter" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                            <constraint firstItem="meter" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    static func warnings(code: String) -> [LayoutDiagnostic] {
        let compiled = LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: false)).compile([
            CompilerInput(SourceFile(path: "Meter.swift", text: code)),
            CompilerInput(SourceFile(path: "Scene.storyboard", text: storyboard)),
        ])
        return compiled.flatMap(\.diagnostics).filter { $0.severity == .warning && $0.ruleID == .ambiguousLayout }
    }

    @Test func aClassThatOverridesIntrinsicContentSizeSizesItsView() {
        #expect(Self.warnings(code: """
            final class Meter: UIImageView {
                override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 20) }
            }
            """).isEmpty)
    }

    @Test func aClassThatConstrainsItsOwnSubviewsSizesItsView() {
        #expect(Self.warnings(code: """
            final class Meter: UIImageView {
                private let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: topAnchor), label.bottomAnchor.constraint(equalTo: bottomAnchor),
                        label.leadingAnchor.constraint(equalTo: leadingAnchor), label.trailingAnchor.constraint(equalTo: trailingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).isEmpty)
    }

    /// A class whose init constrains its own size (a table that keeps a height constraint equal
    /// to its content size) sizes every instance, the document's included.
    @Test(arguments: ["heightAnchor", "self.heightAnchor"])
    func aClassThatConstrainsItsOwnSizeSizesItsView(anchor: String) {
        #expect(Self.warnings(code: """
            final class Meter: UIImageView {
                private var heightConstraint: NSLayoutConstraint!
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    heightConstraint = \(anchor).constraint(equalToConstant: 0)
                    heightConstraint.isActive = true
                    widthAnchor.constraint(equalToConstant: 100).isActive = true
                }
            }
            """).isEmpty)
    }

    /// Constraining another view's size says nothing about the class's own.
    @Test func aClassThatConstrainsAnotherViewsSizeLeavesTheViewAmbiguous() {
        #expect(!Self.warnings(code: """
            final class Meter: UIImageView {
                let badge = UIView()
                func configure() { badge.heightAnchor.constraint(equalToConstant: 8).isActive = true }
            }
            """).isEmpty)
    }

    /// A class whose code does neither leaves the view without a size: still ambiguous.
    @Test func aClassWithNoSizingCodeLeavesTheViewAmbiguous() {
        #expect(!Self.warnings(code: """
            final class Meter: UIImageView {
                var level: Double = 0 { didSet { setNeedsDisplay() } }
            }
            """).isEmpty)
    }

    /// A class that loads a nib of its own (`UINib(nibName:)`, `loadNibNamed`) as its content:
    /// the nib's views and the class's code size the view.
    @Test(arguments: ["UINib(nibName: \"Meter\", bundle: nil).instantiate(withOwner: self)",
                      "Bundle.main.loadNibNamed(\"Meter\", owner: self, options: nil)"])
    func aClassThatLoadsItsOwnNibSizesItsView(call: String) {
        #expect(Self.warnings(code: """
            final class Meter: UIImageView {
                required init?(coder: NSCoder) { super.init(coder: coder); _ = \(call) }
            }
            """).isEmpty)
    }

    /// The same class's own xib, whose File's Owner is `Meter` and whose `view` outlet is not
    /// connected (a view class's nib, not a controller's): the class loads it as its content.
    @Test(arguments: [false, true])
    func aViewXibOwnedByTheClassSizesItsView(controllerNib: Bool) {
        let viewOutlet = controllerNib ? #"<connections><outlet property="view" destination="content" id="o1"/></connections>"# : ""
        let nib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Meter" customModule="App">\(viewOutlet)</placeholder>
                    <view contentMode="scaleToFill" id="content"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/></view>
                </objects>
            </document>
            """
        let compiled = LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: false)).compile([
            CompilerInput(SourceFile(path: "Meter.xib", text: nib)),
            CompilerInput(SourceFile(path: "Scene.storyboard", text: Self.storyboard)),
        ])
        let warnings = compiled[1].diagnostics.filter { $0.severity == .warning && $0.ruleID == .ambiguousLayout }
        // A controller's nib (its `view` outlet connected) says nothing about a view class.
        #expect(warnings.isEmpty != controllerNib)
    }
}
