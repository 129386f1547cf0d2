import LayoutIR

/// What a piece of `explain` advice is: a known pattern with its fix, a re-solved change, or a
/// statement that nothing of the app's can change. Reports print the raw value; the patterns
/// that act on a cause carry that cause's rule.
public enum ConsoleLogAdvicePattern: String, Sendable, Hashable, CaseIterable {
    /// Only the keyboard's own views take part.
    case keyboardAssistant = "keyboard-assistant"
    /// Only the system's own constraints take part.
    case systemOnly = "system-only"
    /// A constraint of the app asks for a negative size.
    case negativeSize = "negative-size"
    /// A view measured at size 0 before it has its size.
    case zeroSizeTemporaryLayout = "zero-size-temporary-layout"
    /// A container (a screen, a hosting view) gives a view its size.
    case containerSize = "container-size"
    /// A table or collection view gives a cell or header its height.
    case cellHeight = "table-cell-encapsulated-height"
    /// A table or collection view gives a cell or header its width.
    case cellWidth = "table-cell-encapsulated-width"
    /// A stack view hides an arranged view whose size is required.
    case stackViewHiding = "stack-view-hiding"
    /// An app's view still turns its autoresizing mask into constraints.
    case autoresizingMask = "autoresizing-mask"
    /// The same thing set twice to different values.
    case duplicate
    /// The system's own constraints in the set, with the app's that feed them.
    case systemConstraint = "system-constraint"
    /// One of the app's constraints lowered to 999, re-solved.
    case lowerPriority = "lower-priority"
    /// No single change to the app's constraints works.
    case noWorkingChange = "no-working-change"

    /// The cause rule the advice acts on, if it acts on one.
    public var rule: RuleID? {
        switch self {
        case .cellWidth: return .cellWidthFixed
        case .autoresizingMask: return .zeroFrameAutoresizing
        case .duplicate: return .sameEdgeTwice
        case .keyboardAssistant, .systemOnly: return .systemViewsOnly
        case .zeroSizeTemporaryLayout: return .zeroSizeTemporaryLayout
        case .stackViewHiding: return .stackViewHiding
        case .negativeSize, .containerSize, .cellHeight, .systemConstraint, .lowerPriority, .noWorkingChange: return nil
        }
    }
}
