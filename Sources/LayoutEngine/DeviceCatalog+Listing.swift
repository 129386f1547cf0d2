import LayoutIR

extension DeviceCatalog {
    /// The catalog as an aligned text table for `vflc devices`: name, points, scale, status
    /// bar, safe area in portrait (top/bottom) and landscape (left=right/bottom), aliases and
    /// the models each entry stands for; then the bar heights and the default environment set.
    public func listing() -> String {
        func n(_ value: Double) -> String { formatNumber(value) }
        let headers = ["device", "points", "scale", "status bar", "safe portrait T/B", "safe landscape L=R/B",
                       "also", "models"]
        var rows: [[String]] = []
        for device in devices {
            let portrait = device.safeArea(.portrait)
            let landscape = device.safeArea(.landscape)
            let landscapeText = device.family == .pad
                ? "\(n(landscape.top))/\(n(landscape.bottom)) (T/B)"
                : "\(n(landscape.left))/\(n(landscape.bottom))"
            rows.append([device.name, "\(n(device.portraitSize.width))×\(n(device.portraitSize.height))",
                         "@\(n(device.scale))x", n(device.statusBarHeight),
                         "\(n(portrait.top))/\(n(portrait.bottom))", landscapeText,
                         device.aliases.joined(separator: ", "), device.models])
        }
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (column, cell) in cells.enumerated() {
                text += cell + String(repeating: " ", count: widths[column] - cell.count) + "  "
            }
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        var lines = [line(headers)] + rows.map(line)
        lines.append("")
        lines.append("navigation bar: \(n(metrics.phoneNavigationBarHeight)) (iPhone), \(n(metrics.compactNavigationBarHeight)) (iPhone landscape), \(n(metrics.padNavigationBarHeight)) (iPad)")
        lines.append("tab bar: \(n(metrics.phoneTabBarHeight)) (iPhone), \(n(metrics.compactTabBarHeight)) (iPhone landscape), \(n(metrics.padTabBarHeight)) (iPad), plus the bottom safe area")
        lines.append("root margins: \(n(metrics.compactRootMargin)) (compact width), \(n(metrics.regularRootMargin)) (regular width, wide iPhones in portrait), plus the safe area")
        lines.append("default set when a screen names none: \(DeviceCatalog.defaultDeviceNames.joined(separator: ", ")) × portrait × ltr")
        return lines.joined(separator: "\n") + "\n"
    }
}
