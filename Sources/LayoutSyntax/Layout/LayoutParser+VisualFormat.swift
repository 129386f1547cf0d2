import LayoutIR

extension LayoutFileParser {
    /// A VFL line, `H:|-pad-[a]-[b]-|` with an optional `options alignAllCenterY, directionLeftToRight`
    /// clause. Metrics are the screen's; `|` becomes the superview of the views named in the line.
    func parseVisualFormatStatement() {
        let raw = lexer.scanVisualFormat(from: token.offset)
        token = Self.nextValidToken(&lexer)
        var options: VisualFormatOptions = []
        if raw.optionsOffset != nil, token.isIdentifier("options") {
            advance()
            options = parseVisualFormatOptions()
        }
        endStatement("the VFL line")
        // Read what the line needs without keeping a copy of the screen: a live copy would make
        // every later append copy the whole constraint list.
        guard let views = screen?.visualFormatViews, let metrics = screen?.metricValues,
              let spacing = screen?.environment.spacing else { return }
        let source = FormatSource(file: file, byteOffsets: raw.byteOffsets)
        let result = VisualFormat.parse(raw.format, views: views, metrics: metrics, options: options,
                                        spacing: spacing, source: source)
        for problem in result.diagnostics where diagnostics.count < Self.maximumErrors { diagnostics.append(problem) }
        guard result.succeeded, !result.constraints.isEmpty else { return }
        guard let container = commonSuperview(of: raw, views: views, constraints: result.constraints) else { return }
        for var constraint in result.constraints {
            if constraint.firstItem.isSuperviewPlaceholder {
                constraint.firstItem = LayoutItem.screenView(container, guide: constraint.firstItem.guide)
            }
            if let second = constraint.secondItem, second.isSuperviewPlaceholder {
                constraint.secondItem = LayoutItem.screenView(container, guide: second.guide)
            }
            emit(constraint)
        }
    }

    /// `alignAllTop, alignAllBottom` (also `[.alignAllTop, .alignAllBottom]` as in Swift).
    private func parseVisualFormatOptions() -> VisualFormatOptions {
        var options: VisualFormatOptions = []
        let bracketed = accept("[")
        let names = VisualFormatOptions.named.map(\.name)
        for name in parseNameList("a format option") {
            if let option = VisualFormatOptions(name: name.text) {
                options.formUnion(option)
            } else {
                unknownName("unknown format option '\(name.text)'", at: span(name), name: name.text, candidates: names)
            }
        }
        if bracketed { expect("]", "']' to close the options") }
        return options
    }

    /// The view `|` stands for: the superview shared by every view named in the line. Returns nil
    /// (after an error at the offending name) when there is none; returns the root's name when the
    /// line does not use `|` at all.
    private func commonSuperview(of raw: RawVisualFormat, views: [String: LayoutItem], constraints: [IRConstraint]) -> String? {
        let usesBar = constraints.contains {
            $0.firstItem.isSuperviewPlaceholder || $0.secondItem?.isSuperviewPlaceholder == true
        }
        guard usesBar, screen != nil else { return LayoutItem.rootName }
        var common: (parent: String, name: String)?
        for (name, offset) in viewNames(in: raw) {
            guard let item = views[name] else { continue }
            let location = file.span(offset: offset, length: name.utf8.count)
            // The legacy layout guides act as siblings of the root view's subviews.
            let parent = item.guide?.isLegacyLayoutSupport == true ? LayoutItem.rootName : screen?.superview(of: item.view)
            guard let parent else {
                error("Unable to interpret '|' character, because the related view doesn't have a superview",
                      at: location, syntax: false, notes: ["'\(name)' is the screen's root view; '|' needs its subviews"])
                return nil
            }
            if let common, common.parent != parent {
                error("'\(name)' and '\(common.name)' have different superviews ('\(parent)' and '\(common.parent)'), so '|' is ambiguous",
                      at: location, syntax: false,
                      notes: ["every view in a VFL line that uses '|' must be a subview of the same view"])
                return nil
            }
            common = common ?? (parent, name)
        }
        return common?.parent ?? LayoutItem.rootName
    }

    /// Each `[name` in the stripped format, with the file offset of the name.
    private func viewNames(in raw: RawVisualFormat) -> [(String, Int)] {
        let bytes = Array(raw.format.utf8)
        var result: [(String, Int)] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "[") {
                var end = index + 1
                while end < bytes.count, bytes[end] == UInt8(ascii: "_") || (bytes[end] >= 0x30 && bytes[end] <= 0x39)
                        || (bytes[end] | 0x20 >= 0x61 && bytes[end] | 0x20 <= 0x7a) { end += 1 }
                if end > index + 1, index + 1 < raw.byteOffsets.count {
                    result.append((String(decoding: bytes[(index + 1)..<end], as: UTF8.self), raw.byteOffsets[index + 1]))
                }
                index = end
            } else {
                index += 1
            }
        }
        return result
    }
}
