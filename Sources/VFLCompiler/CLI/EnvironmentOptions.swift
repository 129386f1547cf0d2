import LayoutIR
import LayoutEngine

/// The options that pick environments, shared by `compile` and `check`.
enum EnvironmentOptions {
    static let options: [ArgumentParser.Option] = [
        .init(name: "device", valueName: "NAMES",
              help: "lay out on these devices (comma-separated or repeated; see 'vflc devices')", repeatable: true),
        .init(name: "orientation", valueName: "ORIENTATION", allowed: Orientation.allCases.map(\.rawValue),
              help: "only this orientation (repeatable)", repeatable: true),
        .init(name: "direction", valueName: "DIRECTION", allowed: WritingDirection.allCases.map(\.rawValue),
              help: "only this writing direction (repeatable)", repeatable: true),
        .init(name: "content-size", valueName: "SIZE",
              allowed: ["all"] + ContentSizeCategory.allCases.map(\.rawValue),
              help: "lay out at this Dynamic Type text size ('all' sweeps xSmall to ax5; repeatable)", repeatable: true),
        .init(name: "pseudo-localize", valueName: nil,
              help: "also lay out with every text grown as a translation grows it (+100 % for short texts down to +30 %)"),
        .init(name: "in-call", valueName: nil,
              help: "also lay out under the 40-pt in-call status bar, on the iPhones where it is taller"),
    ]

    /// The filter the command line asked for.
    static func filter(_ parsed: ArgumentParser.Parsed) -> EnvironmentFilter {
        EnvironmentFilter(
            devices: parsed.all("device").flatMap(ParseCommand.splitList),
            orientations: parsed.all("orientation").compactMap(Orientation.init(rawValue:)),
            directions: parsed.all("direction").compactMap(WritingDirection.init(rawValue:)),
            contentSizes: parsed.all("content-size").flatMap { value in
                value == "all" ? ContentSizeCategory.allCases : ContentSizeCategory(rawValue: value).map { [$0] } ?? []
            },
            pseudoLocalize: parsed.flag("pseudo-localize"), inCallStatusBar: parsed.flag("in-call"))
    }
}
