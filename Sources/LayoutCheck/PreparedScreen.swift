import LayoutIR

/// A screen with what the checker asks about it in every environment found once: its views as
/// integer ids with the constraints by view (`ScreenIndex`), what its source says was meant
/// (`DesignedFrames`), the rows whose height a changing text decides.
///
/// The compiler prepares each screen once and hands it to every environment's
/// ``LayoutChecker/analyze(_:prepared:loaded:metrics:)``, so a screen of N views costs O(N) per
/// environment, not a walk of the view tree per rule nor a pass over the constraints per view.
public struct PreparedScreen: Sendable {
    /// The screen.
    public let screen: LayoutScreen
    let index: ScreenIndex
    let design: DesignedFrames
    /// `FrameLint.textSizedHostedViews(_:)` of the screen.
    let textSizedRows: Set<String>
    /// `DesignFrameCheck.applies(to:)`: some view comes from a document that stores frames.
    let hasSourceInfo: Bool
    /// The views whose content size the app's code sets (``SetByCode/content``).
    let contentSetByCode: Set<String>
    /// The views whose intrinsic size in the input is a stand-in (``SetByCode/contentSizeStandIn``).
    let contentSizeStandIns: Set<String>
    /// The views whose hidden flag the app's code sets (``SetByCode/hidden``).
    let hiddenSetByCode: Set<String>
    /// Arranged views the input shows that the app's code can hide (``SetByCode/hiding``).
    let hidingByCode: Set<String>
    /// The views whose frame the app's code sets (``SetByCode/frame``).
    let frameSetByCode: Set<String>
    /// The stack views whose arranged views the app's code may add (``SetByCode/arrangedSubviews``).
    let arrangedSetByCode: Set<String>
    /// Views whose layout margins depend on the SDK the app is built with, and the other value
    /// (``ViewSourceInfo/layoutMarginsOfOtherSDK``).
    let marginsOfOtherSDK: [String: LayoutInsets]
    /// Labels of several lines drawn narrower than their text on one line, and that width
    /// (``ViewSourceInfo/oneLineTextWidth``).
    let oneLineTextWidths: [String: Double]

    /// Indexes `screen`: one walk of its view tree and one pass over its constraints.
    public init(_ screen: LayoutScreen) {
        self.screen = screen
        index = ScreenIndex(screen)
        design = DesignedFrames(index)
        textSizedRows = FrameLint.textSizedHostedViews(index)
        hasSourceInfo = index.views.contains { $0.source != nil }
        var content = Set<String>(), hidden = Set<String>(), hiding = Set<String>(), frame = Set<String>(), standIns = Set<String>(), arranged = Set<String>()
        var margins: [String: LayoutInsets] = [:], lines: [String: Double] = [:]
        for view in index.views {
            if let other = view.source?.layoutMarginsOfOtherSDK { margins[view.name] = other }
            if let line = view.source?.oneLineTextWidth { lines[view.name] = line }
            guard let decided = view.source?.setByCode, !decided.isEmpty else { continue }
            if decided.contains(.content) { content.insert(view.name) }
            if decided.contains(.hidden) { hidden.insert(view.name) }
            if decided.contains(.hiding) { hiding.insert(view.name) }
            if decided.contains(.frame) { frame.insert(view.name) }
            if decided.contains(.contentSizeStandIn) { standIns.insert(view.name) }
            if decided.contains(.arrangedSubviews) { arranged.insert(view.name) }
        }
        contentSizeStandIns = standIns
        contentSetByCode = content
        hiddenSetByCode = hidden
        hidingByCode = hiding
        frameSetByCode = frame
        arrangedSetByCode = arranged
        marginsOfOtherSDK = margins
        oneLineTextWidths = lines
    }
}
