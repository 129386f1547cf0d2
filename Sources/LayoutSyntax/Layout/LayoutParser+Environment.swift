import LayoutIR

extension LayoutFileParser {
    /// `devices …`, `device Name WxH safeArea t,l,b,r`, `orientations …`, `directions …`,
    /// `contentSizes large, ax5` (or `all`), `pseudoLocalize`,
    /// `navigationBar …`, `tabBar …`, `edgesForExtendedLayout …`, `extendedLayoutIncludesOpaqueBars`,
    /// `spacing classic|uikit`.
    func parseEnvironmentDeclaration() {
        let keyword = token
        advance()
        // In a branch that does not count, check the declaration but keep the environment as it was.
        let saved = screen?.environment
        defer { if screen?.emitting == false, let saved { screen?.environment = saved } }
        switch keyword.text {
        case "devices":
            for name in parseNameList("a device name") { addCatalogDevice(name) }
        case "device":
            parseCustomDevice()
        case "orientations":
            let values = parseEnumList("an orientation", Orientation.self)
            screen?.environment.orientations.append(contentsOf: values)
        case "directions":
            let values = parseEnumList("a direction", WritingDirection.self)
            screen?.environment.directions.append(contentsOf: values)
        case "pseudoLocalize":
            screen?.environment.pseudoLocalize = parseOptionalBool()
        case "contentSizes":
            if token.isIdentifier("all"), !token.startsLine {
                advance()
                screen?.environment.contentSizes.append(contentsOf: ContentSizeCategory.allCases)
            } else {
                screen?.environment.contentSizes.append(contentsOf: parseEnumList("a content size", ContentSizeCategory.self))
            }
        case "navigationBar":
            if let style = parseEnumList("a bar style", BarStyle.self, single: true).first {
                screen?.environment.bars.navigationBar = style
            }
        case "tabBar":
            if let style = parseEnumList("a bar style", BarStyle.self, single: true).first {
                screen?.environment.bars.tabBar = style
            }
        case "edgesForExtendedLayout":
            parseEdges()
        case "extendedLayoutIncludesOpaqueBars":
            screen?.environment.bars.extendedLayoutIncludesOpaqueBars = parseOptionalBool()
        default:  // spacing
            if let mode = parseEnumList("a spacing mode", SpacingMode.self, single: true).first {
                screen?.environment.spacing = mode
            }
        }
        endStatement("'\(keyword.text)'")
    }

    /// A comma-separated list of names (a leading `.` on each is accepted, as in Swift).
    func parseNameList(_ what: String, single: Bool = false) -> [LayoutToken] {
        var names: [LayoutToken] = []
        repeat {
            accept(".")
            guard token.kind == .identifier, !(names.isEmpty == false && token.startsLine) else {
                expected(what)
                return names
            }
            names.append(token)
            advance()
        } while !single && !token.startsLine && accept(",")
        return names
    }

    /// A list of enum values by raw name, with "did you mean" for misspellings.
    func parseEnumList<Value: RawRepresentable & CaseIterable>(_ what: String, _ type: Value.Type, single: Bool = false)
        -> [Value] where Value.RawValue == String {
        let candidates = Value.allCases.map(\.rawValue)
        return parseNameList(what, single: single).compactMap { name in
            if let value = Value(rawValue: name.text) { return value }
            let noun = what.split(separator: " ", maxSplits: 1).last.map(String.init) ?? what
            unknownName("unknown \(noun) '\(name.text)'",
                        at: span(name), name: name.text, candidates: candidates,
                        notes: ["expected one of: \(candidates.joined(separator: ", "))"])
            return nil
        }
    }

    /// `true`, `false`, or nothing (meaning true).
    func parseOptionalBool() -> Bool {
        if token.isIdentifier("true"), !token.startsLine { advance(); return true }
        if token.isIdentifier("false"), !token.startsLine { advance(); return false }
        return true
    }

    private func addCatalogDevice(_ name: LayoutToken) {
        if let known = options.knownDevices, !known.contains(name.text) {
            unknownName("unknown device '\(name.text)'", at: span(name), name: name.text, rule: .unknownDevice, candidates: known,
                        notes: ["'vflc devices' lists the catalog; declare others with 'device \(name.text) 390x844'"])
            return
        }
        if screen?.environment.devices.contains(where: { $0.name == name.text }) == true {
            warning("device '\(name.text)' is listed twice", at: span(name))
            return
        }
        screen?.environment.devices.append(.catalog(name: name.text, span: span(name)))
    }

    /// `device Kiosk 600x1024 safeArea 20, 0, 0, 0 landscapeSafeArea 0, 0, 0, 0 scale 3 pad`
    /// (`@3x` for `scale 3`):
    /// after the size, options in any order, each at most once.
    private func parseCustomDevice() {
        let start = token.offset
        guard token.kind == .identifier else { expected("a device name"); return }
        let name = token
        advance()
        guard let size = parseSize() else { return }
        var device = CustomDevice(name: name.text, size: size)
        var seen: Set<String> = []
        while !token.startsLine, token.kind == .identifier || token.isSymbol("@") {
            let option = token
            if token.isSymbol("@") {
                // `@3x`, as Apple writes scale factors.
                advance()
                let valueStart = token.offset
                guard token.kind == .number, !token.startsLine else { expected("a scale factor after '@' (@2x, @3x)"); return }
                let value = token.number
                advance()
                guard token.isIdentifier("x"), !token.startsLine else { expected("'x' after the scale factor (@3x)"); return }
                advance()
                if !seen.insert("scale").inserted {
                    error("the scale is given twice for device '\(name.text)'", at: span(option), syntax: false)
                }
                if [1, 2, 3].contains(value) {
                    device.scale = value
                } else {
                    error("a device's scale is 1, 2 or 3, not \(formatNumber(value))", at: span(from: valueStart),
                          syntax: false, notes: ["points to pixels: '@3x' or 'scale 3'"])
                }
                continue
            }
            guard ["safeArea", "landscapeSafeArea", "scale", "phone", "pad"].contains(option.text) else { break }
            advance()
            let group = option.text == "pad" ? "phone" : option.text
            if !seen.insert(group).inserted {
                error("'\(option.text)' is given twice for device '\(name.text)'", at: span(option), syntax: false)
            }
            switch option.text {
            case "safeArea":
                // A bad value is reported; the list was read whole, so the options after it still parse.
                guard let values = parseNumberList(count: 4, what: "safe-area insets 'top, left, bottom, right'") else { continue }
                device.safeAreaInsets = LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            case "landscapeSafeArea":
                guard let values = parseNumberList(count: 4, what: "landscape safe-area insets 'top, left, bottom, right'")
                else { continue }
                device.landscapeSafeAreaInsets = LayoutInsets(top: values[0], left: values[1], bottom: values[2],
                                                              right: values[3])
            case "scale":
                let valueStart = token.offset
                guard let value = parseNumber("a scale") else { continue }
                if [1, 2, 3].contains(value) {
                    device.scale = value
                } else {
                    error("a device's scale is 1, 2 or 3, not \(formatNumber(value))", at: span(from: valueStart),
                          syntax: false, notes: ["points to pixels: 'scale 3' for @3x screens"])
                }
            default:
                device.idiom = option.text == "pad" ? .pad : .phone
            }
        }
        if size.width <= 0 || size.height <= 0 {
            error("a device needs a positive size", at: span(from: start), syntax: false)
            return
        }
        if screen?.environment.devices.contains(where: { $0.name == name.text }) == true {
            error("device '\(name.text)' is declared twice", at: span(name), syntax: false)
            return
        }
        device.span = span(from: start)
        screen?.environment.devices.append(.custom(device))
    }

    /// `all`, `none`, or a list of `top`, `left`, `bottom`, `right`.
    private func parseEdges() {
        var edges: RectEdges = []
        let named: [(String, RectEdges)] = [("all", .all), ("none", []), ("top", .top), ("left", .left),
                                             ("bottom", .bottom), ("right", .right)]
        for name in parseNameList("an edge") {
            if let match = named.first(where: { $0.0 == name.text }) {
                edges.formUnion(match.1)
            } else {
                unknownName("unknown edge '\(name.text)'", at: span(name), name: name.text, candidates: named.map(\.0),
                            notes: ["expected all, none, or a list of top, left, bottom, right"])
            }
        }
        screen?.environment.bars.edgesForExtendedLayout = edges
    }

    /// `metric name = value`.
    func parseMetric() {
        advance()
        guard token.kind == .identifier else { expected("a metric name"); synchronize(); return }
        let name = token
        advance()
        guard expect("=", "'=' after the metric name") else { synchronize(); return }
        guard operandOnSameLine(after: "="), let expression = parseExpression(), let value = evaluateConstant(expression) else { synchronize(); return }
        if let earlier = screen?.metrics.first(where: { $0.name == name.text }) {
            diagnostics.append(.error("metric '\(name.text)' is declared twice", at: span(name),
                                      notes: [DiagnosticNote("first declared here", span: earlier.span)],
                                      ruleID: RuleID.layoutSemantic))
        } else if screen?.emitting == true {
            screen?.metrics.append(Metric(name: name.text, value: value, span: span(from: name.offset)))
            screen?.metricValues[name.text] = value
        }
        endStatement("the metric")
    }

    /// A number written as a constant expression (`8`, `-1`, `pad * 2`).
    func parseNumber(_ what: String = "a number") -> Double? {
        guard let expression = parseExpression() else { return nil }
        return evaluateConstant(expression, what: what)
    }

    /// `n1, n2, …` with exactly `count` numbers.
    /// All of the list is read before any value is checked, so that a bad value (an unknown metric)
    /// does not leave the rest of the list to be misread as another statement.
    func parseNumberList(count: Int, what: String) -> [Double]? {
        var expressions: [LayoutExpr] = []
        let start = token.offset
        repeat {
            guard let expression = parseExpression() else { return nil }
            expressions.append(expression)
        } while expressions.count < count && accept(",")
        guard expressions.count == count else {
            error("expected \(count) numbers (\(what)), found \(expressions.count)", at: span(from: start))
            return nil
        }
        let values = expressions.compactMap { evaluateConstant($0) }
        return values.count == count ? values : nil
    }

    /// `80x21`, `80 x 21`, `w x h`.
    func parseSize() -> LayoutSize? {
        let width = parseSizeComponent()
        if token.kind == .times || token.isIdentifier("x") {
            advance()
        } else {
            expected("'x' between width and height (e.g. 80x21)")
            return nil
        }
        let height = parseSizeComponent()
        guard let width, let height else { return nil }
        return LayoutSize(width: width, height: height)
    }

    private func parseSizeComponent() -> Double? {
        let negative = accept("-")
        switch token.kind {
        case .number:
            let value = token.number
            advance()
            guard value.isFinite else { return nil }  // reported by the lexer
            return negative ? -value : value
        case .identifier:
            let name = token
            advance()
            return metricValue(name).map { negative ? -$0 : $0 }
        default:
            expected("a number")
            return nil
        }
    }
}
