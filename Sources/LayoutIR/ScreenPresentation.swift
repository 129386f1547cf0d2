/// How a view controller's screen is shown, as far as its input tells: what decides whether
/// the status bar sits above its root view (`Docs/uikit-devices.md#bars`).
///
/// Since iOS 13 a controller presented modally with the default style (`.automatic`) is shown
/// as a page sheet: on an iPhone a card that starts below the status bar, on an iPad a box in
/// the middle of the screen (Apple, `UIModalPresentationStyle.automatic` and `.pageSheet`). Its
/// root view then has no status bar above it, and a distance equal to the status bar's height
/// is no evidence of one.
public enum ScreenPresentation: String, Sendable, Hashable {
    /// Full screen, under the status bar: a window's root, a tab, a screen pushed onto a
    /// full-screen navigation stack, or one presented `.fullScreen` / `.overFullScreen`.
    case fullScreen
    /// In a sheet (`.pageSheet`, `.formSheet`, or the default `.automatic` of a modal
    /// presentation): no status bar above the root view.
    case sheet
    /// Not settled by the input: the app's code shows the screen (a controller a storyboard
    /// names for code to instantiate, a xib's view, a controller class in code), or the input
    /// shows it in more than one way.
    case undetermined
    /// Not a screen of its own: the root stands for a view the app's code places inside another
    /// view (a view subclass's own `self`, a child controller sized by its parent). No bar and no
    /// part of the screen's safe area reaches it from the device: where the caller puts it
    /// decides, and laid inside the content area (the usual place) its safe area is its bounds
    /// (Apple, `UIView.safeAreaInsets`: the insets are the part of the view that bars and the
    /// screen's unsafe edges cover).
    case embedded
}
