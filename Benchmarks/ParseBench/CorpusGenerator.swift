/// Deterministic generators of realistic parser input: VFL format strings like the ones iOS code
/// passes to `constraints(withVisualFormat:…)`, and `.layout` files mixing the three syntaxes.
/// Seeded, so every run (and every machine) parses the same bytes.
struct CorpusGenerator {
    /// SplitMix64: tiny, fast and good enough to pick templates.
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// View names as people write them; every format draws its views from these.
    static let viewNames: [String] = {
        let roles = ["title", "subtitle", "avatar", "icon", "badge", "detail", "value", "name", "price",
                     "status", "header", "footer", "content", "action", "cancel", "confirm", "search", "thumbnail"]
        let kinds = ["Label", "ImageView", "Button", "View", "Field", "Switch"]
        return roles.flatMap { role in kinds.map { role + $0 } }
    }()

    /// Metric names used in predicates (`-(padding)-`, `[a(rowHeight)]`).
    static let metricNames = ["padding", "spacing", "margin", "rowHeight", "iconSize", "gap"]

    /// A predicate list body such as `>=8`, `==40@750`, `>=24,<=80`, `padding`.
    private mutating func predicate(allowViews: [String] = []) -> String {
        switch below(10) {
        case 0, 1, 2: return String(pick([4, 8, 12, 16, 20, 24, 32, 44]))
        case 3: return ">=" + String(pick([0, 8, 16, 20]))
        case 4: return "<=" + String(pick([80, 120, 200, 320])) + "@" + String(pick([250, 500, 750, 999]))
        case 5: return ">=" + String(pick([20, 24, 44])) + ",<=" + String(pick([100, 200, 300]))
        case 6: return "==" + String(pick([40, 44, 60])) + "@750"
        case 7: return Self.metricNames[below(Self.metricNames.count)]
        case 8 where !allowViews.isEmpty: return "==" + pick(allowViews)
        default: return ">=" + pick(Self.metricNames)
        }
    }

    /// A connection between two neighbours: flush, standard, a number, or a predicate list.
    private mutating func connection() -> String {
        switch below(6) {
        case 0: return ""
        case 1, 2: return "-"
        case 3: return "-" + String(pick([0, 4, 8, 12, 16, 20])) + "-"
        default: return "-(" + predicate() + ")-"
        }
    }

    /// One valid VFL format over 1…5 distinct views, e.g.
    /// `H:|-16-[iconImageView(40)]-8-[titleLabel]-(>=8)-[badgeLabel]-16-|`.
    mutating func visualFormat(views pool: [String] = viewNames) -> String {
        let count = 1 + below(min(5, pool.count))
        var names: [String] = []
        while names.count < count {
            let name = pick(pool)
            if !names.contains(name) { names.append(name) }
        }
        var text = below(2) == 0 ? "H:" : "V:"
        let pinnedStart = below(4) != 0
        let pinnedEnd = count > 1 ? below(3) != 0 : below(2) == 0
        if pinnedStart { text += "|" + connection() }
        for (index, name) in names.enumerated() {
            if index > 0 { text += connection() }
            text += "[" + name
            if below(3) == 0 {
                text += "(" + predicate(allowViews: Array(names[..<index])) + ")"
            }
            text += "]"
        }
        if pinnedEnd { text += connection() + "|" }
        return text
    }

    /// Formats totalling at least `bytes` bytes.
    mutating func visualFormats(bytes: Int) -> [String] {
        var formats: [String] = []
        var total = 0
        while total < bytes {
            let format = visualFormat()
            total += format.utf8.count
            formats.append(format)
        }
        return formats
    }

    /// A `.layout` file of at least `bytes` bytes: screens of 18 views each (declarations with
    /// intrinsic sizes and priorities, a stack view), laid out with VFL lines, equations and
    /// SnapKit blocks.
    mutating func layoutFile(bytes: Int) -> String {
        var text = "// Generated .layout corpus for parse-bench.\n"
        var screen = 0
        while text.utf8.count < bytes {
            text += layoutScreen(screen)
            screen += 1
        }
        return text
    }

    private mutating func layoutScreen(_ index: Int) -> String {
        let names = (0..<18).map { Self.viewNames[($0 * 7 + index) % Self.viewNames.count] }
        var text = """
        screen Generated\(index) {
            devices iPhoneSE, iPhone13, iPadAir
            orientations portrait, landscape
            directions ltr, rtl
            navigationBar translucent
            metric padding = 16
            metric spacing = 8
            metric margin = 20
            metric rowHeight = 44
            metric iconSize = 40
            metric gap = 12

        """
        for name in names[0..<14] {
            let kind = name.hasSuffix("Label") ? "label" : name.hasSuffix("ImageView") ? "imageView"
                : name.hasSuffix("Button") ? "button" : name.hasSuffix("Field") ? "textField"
                : name.hasSuffix("Switch") ? "switch" : "view"
            switch kind {
            case "label": text += "    label \(name) { intrinsic \(40 + below(160))x21; hugging horizontal \(pick([250, 251, 252])) }\n"
            case "imageView": text += "    imageView \(name) { intrinsic 40x40 }\n"
            case "button": text += "    button \(name) { intrinsic \(44 + below(40))x30 }\n"
            case "textField": text += "    textField \(name) { intrinsic 120x34; compression horizontal 749 }\n"
            default: text += "    \(kind) \(name)\n"
            }
        }
        text += "    stackView row\(index) { axis horizontal; distribution fillEqually; spacing 8\n"
        for name in names[14...] { text += "        view \(name)\n" }
        text += "    }\n\n"
        for _ in 0..<6 {
            text += "    " + visualFormat(views: Array(names[0..<14])) + "\n"
        }
        let a = names[0], b = names[1], c = names[2], d = names[3]
        text += """
            \(a).top == view.safeArea.top + \(below(40))
            \(b).leading == \(a).trailing + spacing
            \(c).width == \(b).width * 0.5 + 10 @750
            \(d).centerY == \(a).centerY
            row\(index).leading == view.leadingMargin
            row\(index).trailing == view.trailingMargin
            row\(index).bottom == view.safeArea.bottom - padding

            \(names[4]).snp.makeConstraints { make in
                make.top.equalTo(\(names[5]).snp.bottom).offset(\(below(30)))
                make.leading.trailing.equalToSuperview().inset(16)
                make.height.greaterThanOrEqualTo(44).priority(.high)
            }
            \(names[6]).snp.makeConstraints {
                $0.centerX.equalToSuperview()
                $0.size.equalTo(CGSize(width: 120, height: 44))
                $0.bottom.lessThanOrEqualTo(view.safeAreaLayoutGuide.snp.bottom).inset(20).labeled("bottom\(index)")
            }
        }


        """
        return text
    }
}
