extension RuleRegistry {
    /// A small xib around `body` (subviews and constraints of a 320 × 100 view `root`).
    private static func xib(_ body: String, root: String = "<view id=\"root\">", asDesigned: Bool = false) -> RuleExample {
        .interfaceBuilder("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    \(root)
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="50" height="50"/></view></subviews>
                        \(body)
                    </view>
                </objects>
            </document>

            """, asDesigned: asDesigned)
    }

    /// The box pinned 10 from the top left (where its frame is stored), 50 × 50; `leading` and
    /// `width` are the constants of those two constraints.
    private static func pinned(leading: String = "10", width: String = "50") -> String {
        """
        <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(leading)" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="\(width)" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
        </constraints>
        """
    }

    private static let pinnedBox = pinned()

    /// A storyboard whose initial scene shows nothing and whose second scene has `orphan`'s
    /// attributes and no segue leading to it.
    private static func scenes(orphan: String) -> RuleExample {
        func scene(_ id: String, _ attributes: String) -> String {
            "<scene sceneID=\"s\(id)\"><objects><viewController id=\"\(id)\" \(attributes) sceneMemberID=\"viewController\">"
                + "<view key=\"view\" id=\"v\(id)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/></view>"
                + "</viewController></objects></scene>"
        }
        return .interfaceBuilder("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" "
            + "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\" initialViewController=\"home\"><scenes>"
            + scene("home", "") + scene("orphan", orphan) + "</scenes></document>\n")
    }

    /// A label outlet stored 47 pt wide (its text, "Author") pinned 10 pt from both sides of a
    /// 320-pt view, hugging its text at `hugging`.
    /// A label pinned 10 pt from both sides of a 320-pt root, in a document that stores no frame
    /// for it (Xcode 8 without a device): its width is vflc's estimate of "Author" at 17 pt.
    private static func labelWithoutFrame(hugging: String) -> RuleExample {
        .interfaceBuilder("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <label horizontalHuggingPriority="\(hugging)" text="Author" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="10" id="c2"/>
                            <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                        </constraints>
                    </view>
                </objects>
            </document>

            """)
    }

    /// The box pinned 10 pt from both sides of the screen-wide root and 500 wide: no phone is
    /// 520 wide. With `outlet`, File's Owner holds the width constraint as `boxWidth`.
    private static func stretchedBox(outlet: Bool) -> RuleExample {
        let owner = outlet ? """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BoxView">
                <connections><outlet property="boxWidth" destination="c3" id="o1"/></connections>
            </placeholder>
            """ : ""
        return .interfaceBuilder("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    \(owner)
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="520" height="100"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="500" height="50"/></view></subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="500" id="c3"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
                            <constraint firstItem="box" firstAttribute="height" constant="50" id="c5"/>
                        </constraints>
                    </view>
                </objects>
            </document>

            """)
    }

    static let interfaceBuilderRules: [DiagnosticRule] = [
        DiagnosticRule(.codeAdjustedConflict, .info,
            summary: "Required constraints that cannot all hold as the document stands, where one of them rests on something the app's code sets: a constraint that is an outlet, a stack view outlet holding at most one arranged view, an outlet hidden in the document inside a stack view, or the size of an outlet's text or image or of a view class of the app's own.",
            description: "A finding must hold for every value the code can give, and this one holds for the document's value only, so it is an info that says what the code must do. Code that holds a constraint outlet usually changes its constant or deactivates it; code that holds a stack view adds its arranged views; code that holds a hidden arranged view shows it (while it is hidden, its stack collapses it, which a required size cannot allow: give that size a priority of 999); code that holds a label or image view sets its content. Check the layout the code makes, or give the outlet a value that fits every device in the document.",
            triggers: stretchedBox(outlet: true),
            doesNotTrigger: stretchedBox(outlet: false)),
        DiagnosticRule(.textSizeConflict, .warning,
            summary: "Required constraints that cannot all hold given the size of a text the document does not fix: an empty or placeholder text, or one vflc estimated (an outlet's text is the app's code's: code-adjusted-conflict).",
            description: "The conflict holds with the text vflc measured, which may not be what Interface Builder shows. Check it with real content; if the text can be any length, do not make its hugging or compression resistance required (1000).",
            triggers: labelWithoutFrame(hugging: "1000"),
            doesNotTrigger: labelWithoutFrame(hugging: "251")),
        DiagnosticRule(.interfaceBuilderXML, .error, suppressible: false,
            summary: "A .storyboard or .xib that is not well-formed XML.",
            description: "Truncated files, tags that do not match, unknown entities or binary content. The document is not laid out; the note points at the element left open.",
            triggers: .interfaceBuilder("<document><objects></document>\n"),
            doesNotTrigger: xib(pinnedBox)),
        DiagnosticRule(.interfaceBuilderUnsupported, .error, suppressible: false,
            summary: "An Interface Builder document vflc does not lay out: the pre-2012 archive format, or a macOS, tvOS or watchOS document.",
            description: "Open a pre-2012 xib in Xcode and save it to convert it. Only iOS documents follow UIKit's layout rules.",
            triggers: .interfaceBuilder("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"/>\n"),
            doesNotTrigger: xib(pinnedBox)),
        DiagnosticRule(.interfaceBuilderConstraint, .error, suppressible: false,
            summary: "A <constraint> element that cannot be read: an id naming no view or guide of its screen, a number that is not finite, an unknown attribute or relation.",
            description: "Xcode never writes these; the file was edited by hand or by a tool. The constraint is left out of the layout.",
            triggers: xib(pinned(width: "1e999")),
            doesNotTrigger: xib(pinnedBox)),
        DiagnosticRule(.interfaceBuilderValue, .warning,
            summary: "A view attribute whose value is not usable (a priority outside 1…1000, a negative placeholder size); it is ignored.",
            description: "UIKit's default is used instead. Correct the value in Interface Builder's size inspector.",
            triggers: xib(pinnedBox, root: "<view id=\"root\" horizontalHuggingPriority=\"2000\">"),
            doesNotTrigger: xib(pinnedBox, root: "<view id=\"root\" horizontalHuggingPriority=\"251\">")),
        DiagnosticRule(.interfaceBuilderDocument, .info,
            summary: "A fact about a whole Interface Builder document: it does not use Auto Layout, or it holds no view to lay out.",
            description: "A document without Auto Layout is laid out from its frames and autoresizing masks alone.",
            triggers: .interfaceBuilder("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\"><objects/></document>\n"),
            doesNotTrigger: xib(pinnedBox)),
        DiagnosticRule(.neverShown, .info,
            summary: "A layout the app never shows: a storyboard scene with no way in, a xib no code loads, or a view or controller class no other file names. Its layout is not checked.",
            description: "UIKit makes a storyboard's controller only as the initial one, by its storyboard ID or at a segue (Xcode warns that such a scene is unreachable); it loads a nib only by its name; and a class is made only where something names it. Give the scene an ID if code instantiates it, or delete what nothing uses; when code builds a name from parts, lint that file alone.",
            triggers: scenes(orphan: ""),
            doesNotTrigger: scenes(orphan: "storyboardIdentifier=\"Orphan\"")),
        DiagnosticRule(.misplacedView, .warning,
            summary: "With --as-designed: a view's stored frame differs from where its constraints put it on the design device (Xcode's 'misplaced').",
            description: "The canvas shows the stored frame, the app the solved one. The note gives the solved frame; 'Update Frames' in Interface Builder fixes the document.",
            triggers: xib(pinned(leading: "30"), asDesigned: true),
            doesNotTrigger: xib(pinnedBox, asDesigned: true)),
        DiagnosticRule(.xcodeFlagDisagreement, .info,
            summary: "Xcode's stored ambiguous or misplaced flag on a view disagrees with what vflc finds, or describes a size class --as-designed does not lay out.",
            description: "Xcode writes its flags when the document is saved, and nothing updates them when the document is edited by hand or merged; the message says which case it is: flagged ambiguous but determined, in a conflict (reported by the conflict instead), or placed by its autoresizing mask (which no constraint can leave ambiguous); flagged misplaced but where its constraints put it; flagged on a <variation> of another size class.",
            triggers: xib(pinnedBox, root: "<view id=\"root\" ambiguous=\"YES\">"),
            doesNotTrigger: xib(pinnedBox)),
    ]
}
