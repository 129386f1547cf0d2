import LayoutEngine
import LayoutIR
@testable import VFLCompiler

extension CompiledFile {
    /// The view with Interface Builder id `id` as solved in the first environment of the first
    /// screen (the design device as designed, the iPhone SE on the default devices).
    func firstSolvedView(id: String) -> ViewFrame? {
        tables.first?.solutions.first?.views.first { $0.sourceID == id }
    }
}

/// Compiles Interface Builder text as `vflc` would, as designed or on the default devices.
func compileInterfaceBuilder(_ text: String, path: String = "Document.xib", asDesigned: Bool = false) -> CompiledFile {
    LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: asDesigned)).compile(SourceFile(path: path, text: text))
}

/// Swift code that loads the nib `name`, as an app's code must for the nib to load at all (Apple,
/// "UINib"): a test compiling a xib with the app's code adds it, or the xib is never loaded.
func nibLoader(_ name: String) -> String {
    "func loadNib() -> UINib { UINib(nibName: \"\(name)\", bundle: nil) }\n"
}

/// A xib whose top-level view `root` is 320 × 100 and holds `subviews` and `constraints`;
/// `objects` come before it (File's Owner and its outlets), `resources` after.
func xibDocument(_ subviews: String, _ constraints: String, toolsVersion: String = "17701",
                 objects: String = "", resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
    \(objects)
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
    \(subviews)
                </subviews>
                <constraints>
    \(constraints)
                </constraints>
            </view>
        </objects>
        <resources>\(resources)</resources>
    </document>
    """
}

/// ``xibDocument(_:_:toolsVersion:objects:resources:)`` with File's Owner holding `outlets`,
/// each (property, destination id): what the app's code holds.
func xibDocument(_ subviews: String, _ constraints: String, outlets: [(String, String)], resources: String = "") -> String {
    let connections = outlets.enumerated().map { index, outlet in
        #"<outlet property="\#(outlet.0)" destination="\#(outlet.1)" id="o\#(index)"/>"#
    }.joined(separator: "\n")
    let owner = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"><connections>"#
        + connections + "</connections></placeholder>"
    return xibDocument(subviews, constraints, objects: owner, resources: resources)
}

/// A storyboard whose navigation controller (its bar 44 tall at y 20, `width` wide) shows the scene
/// `controller` (the `<viewController>` element's attributes after its `id="root-vc"`) with the
/// root view `view` (a `<view key="view">` element) and a `navigationItem`. `header` holds the
/// `<document>` element's attributes after its type and version.
func navigationStoryboard(header: String, device: String = "", width: Int, controller: String, view: String) -> String {
    """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \(header) initialViewController="nav">
        \(device)
        <scenes>
            <scene sceneID="s0"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="20" width="\(width)" height="44"/></navigationBar>
                    <connections><segue destination="root-vc" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s1"><objects>
                <viewController id="root-vc" \(controller) sceneMemberID="viewController">
    \(view)
                    <navigationItem key="navigationItem" id="item"/>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """
}

/// The root-level constraints of a test document whose view `scroll` fills the root view `root`
/// (top, leading, trailing, bottom at 0).
let scrollFillingRoot = """
    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
    """

/// A xib whose top-level object is a table cell of its own, `width` wide, on the `device` canvas,
/// its content view holding a label on the content view's leading margin (so the label's x is
/// the side margin).
func ownCellDocument(device: String, toolsVersion: String, width: Double) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <objects>
            <tableViewCell id="cell"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <subviews><label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="16" y="20" width="100" height="20"/></label></subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="label" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """
}
