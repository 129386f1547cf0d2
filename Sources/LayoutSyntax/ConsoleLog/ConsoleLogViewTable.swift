/// Names every view of a paste once: the same address is the same view in every conflict, a
/// label or alias seen anywhere is kept, and views of one class are numbered in order of first
/// mention (`UILabel#1`, `UILabel#2`).
struct ConsoleLogViewTable {
    private(set) var views: [ConsoleLogView] = []
    private var byAddress: [String: Int] = [:]
    private var byAlias: [String: Int] = [:]
    private var byKey: [String: Int] = [:]
    private var classCounts: [String: Int] = [:]
    private var byName: [String: Int] = [:]

    /// Files a new view under its IR name.
    private mutating func append(_ view: ConsoleLogView) {
        views.append(view)
        byName[view.name] = views.count - 1
    }

    /// The IR name of a view printed as `Class:0xADDRESS'label'`, adding it when new.
    mutating func view(className: String, address: String?, label rawLabel: String?) -> String {
        let address = address?.lowercased()
        let label = rawLabel.map(Self.decodingEscapes)
        if let address, let index = byAddress[address] {
            if views[index].className == nil {
                views[index].className = className
                views[index].isGuide = Self.isGuide(className)
            }
            if views[index].label == nil, let label, !label.isEmpty { views[index].label = label }
            return views[index].name
        }
        if address == nil, let label, let index = byKey["\(className):\(label)"] { return views[index].name }
        let short = Self.shortClassName(className)
        let number = (classCounts[short] ?? 0) + 1
        classCounts[short] = number
        let view = ConsoleLogView(name: "\(short)#\(number)", className: className, address: address, label: label,
                                  isGuide: Self.isGuide(className))
        append(view)
        if let address { byAddress[address] = views.count - 1 }
        if address == nil, let label { byKey["\(className):\(label)"] = views.count - 1 }
        return view.name
    }

    /// Records a `names:` entry `alias:0xADDRESS`, so that the body's `alias.attribute` resolves.
    mutating func alias(_ alias: String, address: String) {
        let address = address.lowercased()
        if let index = byAddress[address] {
            if views[index].alias == nil { views[index].alias = alias }
            byAlias[alias] = index
            return
        }
        if let index = byAlias[alias], views[index].address == nil {
            views[index].address = address
            byAddress[address] = index
            return
        }
        let view = ConsoleLogView(name: Self.aliasName(alias, taken: views.count), className: nil, address: address,
                                  alias: alias)
        append(view)
        byAddress[address] = views.count - 1
        byAlias[alias] = views.count - 1
    }

    /// The view an alias names; a view of unknown address when the alias was never listed in a
    /// `names:` entry (old logs print no names for it).
    mutating func view(alias: String) -> String {
        if let index = byAlias[alias] { return views[index].name }
        let view = ConsoleLogView(name: Self.aliasName(alias, taken: views.count), className: nil, address: nil, alias: alias)
        append(view)
        byAlias[alias] = views.count - 1
        return view.name
    }

    /// True when `alias` was seen in a `names:` entry or a body.
    func knowsAlias(_ alias: String) -> Bool { byAlias[alias] != nil }

    /// A stand-in for the superview the log does not name (iOS prints autoresizing constraints
    /// without it).
    mutating func unknownSuperview(of name: String) -> String {
        let standIn = "superview of \(name)"
        if let index = byKey[standIn] { return views[index].name }
        var view = ConsoleLogView(name: standIn, className: nil, address: nil, isUnknownSuperview: true)
        view.standInFor = name
        append(view)
        byKey[standIn] = views.count - 1
        return standIn
    }

    /// Records that `superview` is `view`'s superview (the first account wins).
    mutating func setSuperview(_ superview: String, of view: String) {
        guard superview != view, let index = byName[view],
              views[index].superview == nil else { return }
        views[index].superview = superview
    }

    /// A view by IR name.
    func view(named name: String) -> ConsoleLogView? { byName[name].map { views[$0] } }

    /// A label as the list prints it, with `\Uxxxx` escapes (NSArray's description escapes
    /// non-ASCII text; the break line prints it raw) turned back into characters.
    static func decodingEscapes(_ label: String) -> String {
        guard label.contains("\\U") else { return label }
        let scalars = Array(label.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 5 < scalars.count, scalars[index + 1] == "U" || scalars[index + 1] == "u",
               let value = UInt32(String(String.UnicodeScalarView(scalars[index + 2...index + 5])), radix: 16),
               let scalar = Unicode.Scalar(value) {
                result.append(scalar)
                index += 6
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// `MyApp.NavigationBar` → `NavigationBar`; KVO subclasses are shown as their class.
    static func shortClassName(_ className: String) -> String {
        var name = className
        if name.hasPrefix("NSKVONotifying_") { name.removeFirst("NSKVONotifying_".count) }
        if !name.hasPrefix("_Tt"), let dot = name.lastIndex(of: ".") {
            let tail = name[name.index(after: dot)...]
            if !tail.isEmpty { name = String(tail) }
        }
        return name
    }

    static func isGuide(_ className: String) -> Bool {
        className.hasSuffix("LayoutGuide") || className == "_UILayoutSpacer" || className == "_UIOLAGapGuide"
            || className.hasSuffix("KeyboardLayoutGuide")
    }

    /// An IR name for an alias: the alias when it is a plain identifier, else a numbered one.
    private static func aliasName(_ alias: String, taken: Int) -> String {
        let plain = !alias.isEmpty && alias.utf8.allSatisfy { $0.isLetterOrUnderscore || $0.isDecimalDigit }
            && !(alias.utf8.first?.isDecimalDigit ?? true)
        return plain ? alias : "view#\(taken + 1)"
    }
}
