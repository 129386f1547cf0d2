@testable import LayoutSyntax

/// Helpers shared by the VisualFormat test suites.
enum VisualFormatTestSupport {
    /// The names written between `[` and the next non-identifier character: the views a format
    /// mentions, each mapped to a plain view of the same name.
    static func viewsNamed(in format: String) -> [String: LayoutItem] {
        var views: [String: LayoutItem] = [:]
        let bytes = Array(format.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "[") {
                var end = index + 1
                while end < bytes.count, bytes[end].isIdentifierContinue { end += 1 }
                if end > index + 1 {
                    let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                    views[name] = .view(name)
                }
                index = end
            } else {
                index += 1
            }
        }
        return views
    }

    /// Parses with the views the format names (plus `extraViews`), and returns the printed equations.
    static func equations(_ format: String, views: [String: LayoutItem]? = nil, metrics: [String: Double] = [:],
                          options: VisualFormatOptions = [], spacing: SpacingMode = .uikit) -> [String] {
        let result = VisualFormat.parse(format, views: views ?? viewsNamed(in: format), metrics: metrics,
                                        options: options, spacing: spacing)
        return result.diagnostics.isEmpty
            ? result.constraints.map(ConstraintPrinter.equation)
            : result.diagnostics.map { "error: \($0.message)" }
    }
}
