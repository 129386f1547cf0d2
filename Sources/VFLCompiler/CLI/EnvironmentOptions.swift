import Foundation
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
        .init(name: "multitasking", valueName: nil,
              help: "also lay iPads out in each Split View and Slide Over width (the iPads with cited widths)"),
        .init(name: "window-widths", valueName: "FROM...TO/STEP|W,W",
              help: "also lay iPads out in windows of these widths, e.g. 320...1376/40 (repeatable)", repeatable: true),
    ]

    /// The filter the command line asked for, or why it cannot be made.
    static func filter(_ parsed: ArgumentParser.Parsed) -> Result<EnvironmentFilter, UsageError> {
        var filter = EnvironmentFilter(
            devices: parsed.all("device").flatMap(ParseCommand.splitList),
            orientations: parsed.all("orientation").compactMap(Orientation.init(rawValue:)),
            directions: parsed.all("direction").compactMap(WritingDirection.init(rawValue:)),
            contentSizes: parsed.all("content-size").flatMap { value in
                value == "all" ? ContentSizeCategory.allCases : ContentSizeCategory(rawValue: value).map { [$0] } ?? []
            },
            pseudoLocalize: parsed.flag("pseudo-localize"), inCallStatusBar: parsed.flag("in-call"))
        filter.multitasking = parsed.flag("multitasking")
        for spec in parsed.all("window-widths") {
            guard let widths = windowWidths(spec) else {
                return .failure(UsageError("--window-widths expects FROM...TO/STEP (e.g. 320...1376/40) or widths separated by commas, each from 1 to 10000 pt, at most 200 widths; got '\(spec)'"))
            }
            filter.windowWidths += widths
        }
        return .success(filter)
    }

    /// `320...1376/40` (from, to, step; to included when the steps reach it) or `320,507,694`.
    static func windowWidths(_ spec: String) -> [Double]? {
        func width(_ text: Substring) -> Double? {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 1, value <= 10_000
            else { return nil }
            return value
        }
        var widths: [Double] = []
        if let dots = spec.range(of: "...") {
            let rest = spec[dots.upperBound...]
            let parts = rest.split(separator: "/", maxSplits: 1)
            guard let from = width(spec[..<dots.lowerBound]), let to = parts.first.flatMap(width), from <= to else { return nil }
            let step = parts.count == 2 ? width(parts[1]) : 40
            guard let step, (to - from) / step < 200 else { return nil }
            var value = from
            while value <= to + 1e-9 { widths.append(value); value += step }
        } else {
            for part in spec.split(separator: ",") {
                guard let value = width(part) else { return nil }
                widths.append(value)
            }
        }
        return widths.isEmpty || widths.count > 200 ? nil : widths
    }
}
