import LayoutIR

/// Finds constraints to a superview made before the view is given one, in the same function:
///
/// ```swift
/// title.snp.makeConstraints { $0.edges.equalToSuperview() }   // SnapKit: "Expected superview but found nil"
/// addSubview(title)
/// ```
///
/// UIKit resolves VFL's `|` while parsing the format ("Unable to interpret '|' character, because the
/// related view doesn't have a superview"), and SnapKit looks the superview up when the closure runs:
/// both crash. Only what the function itself shows is reported: the constraint is a statement of the
/// function's body (not inside a branch or another closure, which may run later) and the view is
/// added to a superview later in that body, and not before. A view added in some other method is
/// never reported. Constraints that only set a size need no superview and are never reported.
enum SetupOrder {

    private struct Event {
        var view: String
        var token: Int
        var span: SourceSpan
        var isSnapKit: Bool
    }

    static func check(_ tokens: [SourceToken], closers: [Int?], file: SourceFile, language: SourceLanguage,
                      visualFormats: [ExtractedVisualFormat]) -> [LayoutDiagnostic] {
        var braceDepth = [Int](repeating: 0, count: tokens.count)
        var depth = 0
        for index in tokens.indices {
            if tokens[index].isPunctuation("}") { depth = max(0, depth - 1) }
            braceDepth[index] = depth
            if tokens[index].isPunctuation("{") { depth += 1 }
        }
        // Calls and tokens are both in file order: one merge finds them all.
        var callAtToken: [Int: ExtractedVisualFormat] = [:]
        var next = 0
        for call in visualFormats.sorted(by: { $0.callSpan.offset < $1.callSpan.offset }) {
            while next < tokens.count, tokens[next].start < call.callSpan.offset { next += 1 }
            if next < tokens.count, tokens[next].start == call.callSpan.offset { callAtToken[next] = call }
        }

        var diagnostics: [LayoutDiagnostic] = []
        for (open, close) in functionBodies(tokens, closers: closers, braceDepth: braceDepth, language: language) {
            let bodyDepth = braceDepth[open] + 1
            var added: [String: Int] = [:]  // view → first token that adds it
            for index in (open + 1)..<max(open + 1, close) where braceDepth[index] == bodyDepth {
                guard let views = addedViews(tokens, at: index, closers: closers, language: language) else { continue }
                for view in views where added[view] == nil { added[view] = index }
            }
            // Most functions add no view: nothing in them can come too early.
            guard !added.isEmpty else { continue }
            var uses: [Event] = []
            var index = open + 1
            while index < close {
                defer { index += 1 }
                guard braceDepth[index] == bodyDepth, let name = tokens[index].identifier else { continue }
                if let use = snapKitUse(tokens, at: index, closers: closers, file: file) {
                    uses.append(use)
                } else if name == "constraints" || name == "constraintsWithVisualFormat",
                          let call = callAtToken[index] {
                    uses += visualFormatUses(call, token: index)
                }
            }
            for use in uses {
                guard let addedAt = added[use.view], addedAt > use.token else { continue }
                let adding = tokens[addedAt]
                let message = use.isSnapKit
                    ? "'\(use.view)' is constrained to its superview before it is added to one"
                    : "'|' needs the superview of '\(use.view)', which is added to one only later"
                let crash = use.isSnapKit ? "SnapKit aborts: 'Expected superview but found nil'"
                    : "UIKit throws NSInvalidArgumentException: Unable to interpret '|' character, because the related view doesn't have a superview"
                diagnostics.append(.error(message, at: use.span, notes: [
                    DiagnosticNote("it is added to a superview here", span: file.span(offset: adding.start, length: adding.end - adding.start)),
                    DiagnosticNote(crash),
                    DiagnosticNote("add the view to its superview before making constraints that need it"),
                ], ruleID: .superviewBeforeAdd))
            }
        }
        return diagnostics
    }

    // MARK: Function bodies

    /// The brace pairs of function and method bodies (Swift `func`/`init`, Objective-C methods and
    /// C functions at file level).
    private static func functionBodies(_ tokens: [SourceToken], closers: [Int?], braceDepth: [Int],
                                       language: SourceLanguage) -> [(Int, Int)] {
        var bodies: [(Int, Int)] = []
        switch language {
        case .objectiveC:
            for index in tokens.indices where tokens[index].isPunctuation("{") && braceDepth[index] == 0 {
                guard index > 0, !tokens[index - 1].isPunctuation("="), let close = closers[index] else { continue }
                bodies.append((index, close))
            }
        case .swift:
            var index = 0
            while index < tokens.count {
                defer { index += 1 }
                guard let word = tokens[index].identifier, word == "func" || word == "init" else { continue }
                var scan = index + 1
                var nesting = 0
                while scan < tokens.count {
                    let token = tokens[scan]
                    if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") { nesting += 1 }
                    else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation(">") { nesting -= 1 }
                    else if nesting <= 0, token.isPunctuation("{") { break }
                    else if nesting <= 0, token.isPunctuation("}") || token.isPunctuation(";")
                                || token.identifier == "func" { scan = tokens.count; break }
                    scan += 1
                }
                guard scan < tokens.count, let close = closers[scan] else { continue }
                bodies.append((scan, close))
            }
        }
        return bodies
    }

    // MARK: Events

    /// `addSubview(v)`, `x.addSubview(v)`, `insertSubview(v, at: 0)`, `addArrangedSubview(v)`,
    /// `addSubviews(a, b)` / `addSubviews([a, b])`, `[x addSubview:v]`: the views added.
    private static func addedViews(_ tokens: [SourceToken], at index: Int, closers: [Int?],
                                   language: SourceLanguage) -> [String]? {
        // Most names start with neither letter: the prefix tests below are for the few that do.
        guard let name = tokens[index].identifier, let first = name.utf8.first,
              first == UInt8(ascii: "a") || first == UInt8(ascii: "i"),
              name.hasPrefix("addSubview") || name.hasPrefix("insertSubview") || name.hasPrefix("addArrangedSubview")
                || name.hasPrefix("insertArrangedSubview"),
              index + 1 < tokens.count else { return nil }
        var arguments: ArraySlice<SourceToken>
        if tokens[index + 1].isPunctuation("("), let close = closers[index + 1] {
            arguments = tokens[(index + 2)..<close]
        } else if tokens[index + 1].isPunctuation(":") {
            var end = index + 2
            var nesting = 0
            while end < tokens.count {
                let token = tokens[end]
                if token.isPunctuation("[") || token.isPunctuation("(") { nesting += 1 }
                if token.isPunctuation("]") || token.isPunctuation(")") {
                    if nesting == 0 { break }
                    nesting -= 1
                }
                if nesting == 0, token.identifier != nil, end + 1 < tokens.count, tokens[end + 1].isPunctuation(":") { break }
                end += 1
            }
            arguments = tokens[(index + 2)..<end]
        } else {
            return nil
        }
        if arguments.first?.isPunctuation("[") == true, arguments.last?.isPunctuation("]") == true {
            arguments = arguments.dropFirst().dropLast()
        }
        let parts = TokenGroups.splitOnCommas(arguments)
        // `insertSubview(v, at: 0)` adds only its first argument; `addSubviews(a, b)` all of them.
        let viewParts = name.hasPrefix("addSubviews") || name.hasPrefix("addArrangedSubviews") ? parts : Array(parts.prefix(1))
        return viewParts.compactMap { viewName($0.first?.identifier != nil && $0.count >= 2 && $0[$0.startIndex + 1].isPunctuation(":")
                                               ? $0.dropFirst(2) : $0) }
    }

    /// `title.snp.makeConstraints { … equalToSuperview() … }`: the receiver, when the closure needs a superview.
    private static func snapKitUse(_ tokens: [SourceToken], at index: Int, closers: [Int?], file: SourceFile) -> Event? {
        guard tokens[index].identifier == "snp", index + 3 < tokens.count, tokens[index + 1].isPunctuation("."),
              let verb = tokens[index + 2].identifier,
              verb == "makeConstraints" || verb == "remakeConstraints" || verb == "updateConstraints" else { return nil }
        var open = index + 3
        if tokens[open].isPunctuation("("), open + 1 < tokens.count { open += tokens[open + 1].isPunctuation(")") ? 2 : 1 }
        guard open < tokens.count, tokens[open].isPunctuation("{"), let close = closers[open] else { return nil }
        // The receiver: `title`, `self.title`, `_title` (a bare `snp` is the view itself, not checked).
        var start = index
        while start >= 2, tokens[start - 1].isPunctuation("."), tokens[start - 2].identifier != nil { start -= 2 }
        guard start < index, let view = viewName(tokens[start..<(index - 1)]) else { return nil }
        for inner in (open + 1)..<close {
            guard let word = tokens[inner].identifier else { continue }
            if word.hasSuffix("Superview"), word != "Superview", inner + 1 < close, tokens[inner + 1].isPunctuation("(") {
                return Event(view: view, token: index, span: file.span(offset: tokens[inner].start,
                                                                       length: tokens[inner].end - tokens[inner].start), isSnapKit: true)
            }
            if word == "superview", inner > 0, tokens[inner - 1].isPunctuation("(") {
                return Event(view: view, token: index, span: file.span(offset: tokens[inner].start,
                                                                       length: tokens[inner].end - tokens[inner].start), isSnapKit: true)
            }
        }
        return nil
    }

    /// The views whose superview a VFL call's `|` needs, when its format and views dictionary are
    /// known: UIKit asks the view next to the bar — the first one for a leading `|`, the last one
    /// for a trailing `|`. Formats that do not parse are reported as such, not here.
    private static func visualFormatUses(_ call: ExtractedVisualFormat, token: Int) -> [Event] {
        guard call.viewDictionaries.count == 1, let dictionary = call.viewDictionaries.first?.dictionary else { return [] }
        var events: [Event] = []
        for (format, source) in call.formats {
            for (key, barOffset) in barNeighbours(format) {
                guard let entry = dictionary.entries.first(where: { $0.key == key }),
                      let view = viewName(entry.value), !events.contains(where: { $0.view == view }) else { continue }
                let offset = barOffset < source.byteOffsets.count ? source.byteOffsets[barOffset] : call.callSpan.offset
                events.append(Event(view: view, token: token, span: source.file.span(offset: offset, length: 1), isSnapKit: false))
            }
        }
        return events
    }

    /// `H:|-[a]-[b]-|` → (`a`, offset of the first `|`), (`b`, offset of the last `|`).
    static func barNeighbours(_ format: String) -> [(String, Int)] {
        let bytes = Array(format.utf8)
        let significant = bytes.indices.filter { bytes[$0] > 0x20 }
        guard var first = significant.first, let last = significant.last else { return [] }
        if significant.count > 2, bytes[first] == UInt8(ascii: "H") || bytes[first] == UInt8(ascii: "V"),
           bytes[significant[1]] == UInt8(ascii: ":") {
            first = significant[2]
        }
        func name(after open: Int) -> String? {
            var start = open + 1
            while start < bytes.count, bytes[start] <= 0x20 { start += 1 }
            var end = start
            while end < bytes.count, bytes[end] == UInt8(ascii: "_") || (bytes[end] | 0x20 >= UInt8(ascii: "a") && bytes[end] | 0x20 <= UInt8(ascii: "z"))
                    || (end > start && bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) {
                end += 1
            }
            return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
        }
        var result: [(String, Int)] = []
        if bytes[first] == UInt8(ascii: "|"), let open = bytes[first...].firstIndex(of: UInt8(ascii: "[")), let key = name(after: open) {
            result.append((key, first))
        }
        if last != first, bytes[last] == UInt8(ascii: "|"), let open = bytes[..<last].lastIndex(of: UInt8(ascii: "[")),
           let key = name(after: open) {
            result.append((key, last))
        }
        return result
    }

    /// `title`, `self.title`, `_title` → `title`; anything else (a call, a subscript) → nil.
    private static func viewName(_ tokens: ArraySlice<SourceToken>) -> String? {
        var parts: [String] = []
        var expectName = true
        for token in tokens {
            if expectName, let name = token.identifier { parts.append(name); expectName = false }
            else if !expectName, token.isPunctuation(".") { expectName = true }
            else { return nil }
        }
        guard !parts.isEmpty, !expectName else { return nil }
        if parts.first == "self", parts.count > 1 { parts.removeFirst() }
        var name = parts.joined(separator: ".")
        if name.hasPrefix("_") { name.removeFirst() }
        return name.isEmpty ? nil : name
    }
}
