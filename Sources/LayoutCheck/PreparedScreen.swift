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

    /// Indexes `screen`: one walk of its view tree and one pass over its constraints.
    public init(_ screen: LayoutScreen) {
        self.screen = screen
        index = ScreenIndex(screen)
        design = DesignedFrames(index)
        textSizedRows = FrameLint.textSizedHostedViews(index)
        hasSourceInfo = index.views.contains { $0.source != nil }
    }
}
