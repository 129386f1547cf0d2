/// Numbers and small structures as Interface Builder writes them.
enum IBValues {
    /// Why a number was refused.
    enum NumberProblem: Error {
        case notANumber
        case notFinite
        case tooLarge
    }

    /// A decimal number (`20`, `-8`, `0.5`, `-3.5527136788005009e-15`), finite and within
    /// ``NumberLimits/maximumMagnitude``.
    static func number(_ text: String) -> Result<Double, NumberProblem> {
        // Swift's parser also takes `nan`, `inf` and hexadecimal floats; IB writes none of them.
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
              !text.contains("x"), !text.contains("X"), let value = Double(text)
        else { return .failure(.notANumber) }
        guard value.isFinite else { return .failure(.notFinite) }
        guard NumberLimits.isUsable(value) else { return .failure(.tooLarge) }
        return .success(value)
    }

    /// A multiplier: a decimal, `a:b` (aspect ratios) or `a/b`, meaning a ÷ b.
    static func multiplier(_ text: String) -> Result<Double, NumberProblem> {
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)
            // Interface Builder keeps the ratio as typed in its inspector: `1: 1` reads as `1:1`.
            let trimmed = parts.map { String($0.filter { $0 != " " }) }
            guard parts.count == 2, case .success(let numerator) = number(trimmed[0]),
                  case .success(let denominator) = number(trimmed[1]) else { return .failure(.notANumber) }
            guard denominator != 0 else { return .failure(.notFinite) }
            let value = numerator / denominator
            guard NumberLimits.isUsable(value) else { return .failure(.tooLarge) }
            return .success(value)
        }
        return number(text).map { StoredMultiplier.unrounded($0, text: text) }
    }

    /// `<rect key="…" x y width height/>` under `element`; `nil` when absent or not numeric.
    static func rect(_ tree: XMLTree, _ element: Int, key: String) -> LayoutRect? {
        guard let index = tree.child(of: element, named: "rect", key: key) else { return nil }
        let node = tree.nodes[index]
        var values: [Double] = []
        for name in ["x", "y", "width", "height"] {
            guard let text = node[name], case .success(let value) = number(text) else { return nil }
            values.append(value)
        }
        return LayoutRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// Xcode 8.1's `<frame key="frameInset" minX minY width height/>` (toolsVersion 11201-era
    /// documents): the same frame as `<rect key="frame">`, with absent offsets written as 0 the way
    /// Xcode leaves out zero attributes. `nil` without a usable width and height (a `maxX`/`maxY`
    /// form needs the superview's size, which this reader does not guess).
    static func frameInset(_ tree: XMLTree, _ element: Int) -> LayoutRect? {
        guard let index = tree.child(of: element, named: "frame", key: "frameInset") else { return nil }
        let node = tree.nodes[index]
        func value(_ name: String, default fallback: Double?) -> Double? {
            guard let text = node[name] else { return fallback }
            guard case .success(let value) = number(text), value.isFinite else { return nil }
            return value
        }
        guard let x = value("minX", default: 0), let y = value("minY", default: 0),
              let width = value("width", default: nil), let height = value("height", default: nil)
        else { return nil }
        return LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// `<edgeInsets key="layoutMargins" top left bottom right/>` or the directional form
    /// (`leading`/`trailing` taken as left/right, as in a left-to-right layout).
    static func insets(_ tree: XMLTree, _ element: Int) -> LayoutInsets? {
        let index = tree.child(of: element, named: "edgeInsets", key: "layoutMargins")
            ?? tree.child(of: element, named: "directionalEdgeInsets", key: "directionalLayoutMargins")
        guard let index else { return nil }
        let node = tree.nodes[index]
        func value(_ names: String...) -> Double {
            for name in names {
                if let text = node[name], case .success(let value) = number(text) { return value }
            }
            return 0
        }
        return LayoutInsets(top: value("top"), left: value("left", "leading"), bottom: value("bottom"),
                            right: value("right", "trailing"))
    }

    /// A priority attribute (1…1000); `nil` when absent, `.failure` when not a usable number.
    static func priority(_ text: String?) -> Result<Priority, NumberProblem>? {
        guard let text else { return nil }
        guard case .success(let value) = number(text) else { return .failure(.notANumber) }
        guard let priority = Priority(Float(value)) else { return .failure(.tooLarge) }
        return .success(priority)
    }
}
