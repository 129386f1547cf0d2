/// Reads pasted console output holding Auto Layout conflict logs ("Unable to simultaneously
/// satisfy constraints"), from iOS 6 to today and from AppKit, into `ConsoleLog`.
///
/// The reader is tolerant: it looks for the messages' landmarks (the header, the list items, the
/// "Will attempt to recover by breaking" line) wherever they are on a line, so timestamps,
/// process names, `[LayoutConstraints]` categories and other log lines around them do not
/// matter; it takes off paste damage (see `ConsoleLogLine`) and joins items wrapped over
/// several lines. What it cannot read gets a diagnostic at its place, and everything else is
/// still read. The grammar it follows is written down in `Docs/console-logs.md`.
public enum ConsoleLogReader {
    /// Longest item, in bytes, that the reader gathers across wrapped lines; a longer run with no
    /// closing `>` is reported as cut off rather than swallowing the rest of the paste.
    public static let maximumItemLength = 16_384

    /// Reads a paste.
    public static func read(_ file: SourceFile) -> ConsoleLog {
        var state = ReaderState(file: file)
        state.run()
        return ConsoleLog(file: file, conflicts: state.conflicts, views: state.views.views,
                          diagnostics: state.diagnostics)
    }

    /// Reads a paste given as text.
    public static func read(_ text: String, path: String = "<stdin>") -> ConsoleLog {
        read(SourceFile(path: path, text: text))
    }
}

private let headerMarker = Array("Unable to simultaneously satisfy constraints".utf8)
private let shortHeaderMarker = Array("Conflicting constraints detected".utf8)
private let breakMarker = Array("Will attempt to recover by breaking".utf8)
/// A constraint's class and address, as every printed constraint begins.
private let constraintAddressMarker = Array("Constraint:0x".utf8)
/// What is left of the break line when a hard wrap split it (`Will attempt to recover by` /
/// `breaking constraint`): either half still marks it.
private let breakMarkerHalves = [Array("Will attempt to recover".utf8), Array("recover by breaking".utf8)]
private let appKitFooterMarker = Array("NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints".utf8)
private let privateMarker = Array("<private>".utf8)

/// The reader's walk over the lines.
private struct ReaderState {
    let file: SourceFile
    let lines: [ConsoleLogLine]
    var conflicts: [ConsoleLogConflict] = []
    var views = ConsoleLogViewTable()
    var diagnostics: [LayoutDiagnostic] = []

    /// The conflict being read.
    var current: ConsoleLogConflict?
    /// The next item is the broken constraint.
    var awaitingBroken = false
    /// The current conflict has its broken constraint: a further item starts another conflict.
    var closed = false
    /// Between the list's `(` and `)`.
    var inList = false
    /// The current conflict's list was closed by `)`.
    var listEnded = false

    init(file: SourceFile) {
        self.file = file
        self.lines = ConsoleLogLine.lines(of: file).flatMap {
            $0.splitBefore([headerMarker, shortHeaderMarker, breakMarker], after: constraintAddressMarker)
        }
    }

    mutating func run() {
        var lineIndex = 0
        while lineIndex < lines.count {
            lineIndex = readLine(lineIndex)
        }
        finish()
        resolveBroken()
    }

    /// Reads the landmarks of one line (and of the lines a wrapped item spans); returns the
    /// index of the next line to read.
    mutating func readLine(_ lineIndex: Int) -> Int {
        let line = lines[lineIndex]
        var nextLine = lineIndex + 1
        var position = 0
        var sawLandmark = false
        if let header = line.find(headerMarker) {
            let after = header + headerMarker.count
            let punctuation = after < line.bytes.count ? line.bytes[after] : 0
            start(punctuation == UInt8(ascii: ":") ? .appKit : .uikit, at: line, column: header)
            if punctuation == UInt8(ascii: ":") { current?.framework = .appKit }
            position = after
            sawLandmark = true
        } else if let header = line.find(shortHeaderMarker) {
            start(.appKitShort, at: line, column: header)
            current?.framework = .appKit
            inList = true
            position = header + shortHeaderMarker.count
            sawLandmark = true
        }
        // A paste cut inside the break line's first words (`Will `, `Will attempt to`): the line
        // is there, the constraint it names is not.
        if current != nil, !inList, !awaitingBroken, current?.broken == nil, current?.breakSpan == nil,
           let first = line.bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
           line.bytes.count - first >= 4, line.bytes.count - first < breakMarker.count,
           breakMarker.starts(with: line.bytes[first...].reversed().drop(while: { $0 == 0x20 }).reversed()) {
            current?.breakSpan = file.span(offset: line.offsets[first], length: max(0, line.endOffset - line.offsets[first]))
            awaitingBroken = true
            return nextLine
        }
        if let (breaking, length) = findBreak(in: line, from: position) {
            if current == nil { start(.listOnly, at: line, column: breaking) }
            awaitingBroken = true
            inList = false
            position = breaking + length
            current?.breakSpan = file.span(offset: line.offsets[breaking], length: max(0, line.endOffset - line.offsets[breaking]))
            sawLandmark = true
        }
        if line.find(appKitFooterMarker) != nil {
            // AppKit's footer follows its conflict (the unified log's `[Layout]` form too).
            if current != nil { current?.framework = .appKit } else if let last = conflicts.indices.last { conflicts[last].framework = .appKit }
            return nextLine
        }
        if let hidden = line.find(privateMarker, from: position) {
            if current != nil && current?.constraints.isEmpty == true && !awaitingBroken { current?.form = .redacted }
            if awaitingBroken { awaitingBroken = false; closed = true }
            position = hidden + privateMarker.count
            sawLandmark = true
        }
        let trimmed = line.trimmed
        if trimmed == "(" || trimmed.hasSuffix(": (") {
            // A second list pasted without its header is another conflict.
            if listEnded && current?.constraints.isEmpty == false && !sawLandmark { closed = true }
            inList = true
            listEnded = false
            return nextLine
        }
        if trimmed.hasPrefix(")") { inList = false; listEnded = true; return nextLine }
        var sawItem = false
        while let start = itemStart(in: line, from: position) {
            sawItem = true
            guard let (item, endLine, endIndex) = gatherItem(lineIndex: lineIndex, start: start) else {
                cutOff(line: line, at: start)
                return nextLine
            }
            take(item)
            if endLine != lineIndex {
                nextLine = endLine + 1
                // Items after the closing `>` on the last wrapped line.
                return readRest(of: endLine, from: endIndex, next: nextLine)
            }
            position = endIndex
        }
        if !sawItem, let bare = bareItem(in: line) {
            // `NSLayoutConstraint:0x… UIView:0x….width == 0,`: an item pasted without its quotes
            // and brackets (a library's or a person's reprint of the list), one to a line.
            take(bare)
            return nextLine
        }
        if !sawItem, awaitingBroken, current != nil, line.find(constraintAddressMarker) != nil {
            // A break line whose `<` is set apart (`"< NSLayoutConstraint:0x…>"`): what is left
            // is matched to the list by its address, or reported (`resolveBroken`).
            current?.damagedBroken = line.trimmed
            awaitingBroken = false
            closed = true
            return nextLine
        }
        if !sawItem && !sawLandmark && inList && current != nil {
            reportStray(line)
        }
        return nextLine
    }

    /// The break line's marker on a line: the whole phrase, or a half a hard wrap left.
    func findBreak(in line: ConsoleLogLine, from position: Int) -> (Int, Int)? {
        if let found = line.find(breakMarker, from: position) { return (found, breakMarker.count) }
        for half in breakMarkerHalves {
            if let found = line.find(half, from: position) { return (found, half.count) }
        }
        return nil
    }

    /// Items that follow a wrapped item on its last line.
    mutating func readRest(of lineIndex: Int, from index: Int, next: Int) -> Int {
        var position = index
        let line = lines[lineIndex]
        while let start = itemStart(in: line, from: position) {
            guard let (item, endLine, endIndex) = gatherItem(lineIndex: lineIndex, start: start) else {
                cutOff(line: line, at: start)
                return next
            }
            take(item)
            if endLine != lineIndex { return readRest(of: endLine, from: endIndex, next: endLine + 1) }
            position = endIndex
        }
        if line.trimmed.hasPrefix(")") || line.trimmed.hasSuffix(")") { inList = false }
        return next
    }

    /// A line inside a list that holds no constraint: say so, unless it is the `...` a person
    /// put for "and more".
    mutating func reportStray(_ line: ConsoleLogLine) {
        let trimmed = line.trimmed
        guard !trimmed.isEmpty, trimmed != "...", trimmed != "…", trimmed != "\"", trimmed != "\",", trimmed != ","
        else { return }
        guard let first = line.bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
        let span = file.span(offset: line.offsets[first], length: line.bytes.count - first)
        diagnostics.append(LayoutDiagnostic(severity: .warning, message: "this line of the list is not a constraint",
                                            span: span,
                                            notes: [DiagnosticNote("it is left out; the other constraints are still explained")]))
    }

    /// A whole line that is one constraint's description without its `<` and `>`: it starts
    /// (after spaces and an opening quote) with a constraint class and its address, and the
    /// description runs to the line's end, less a closing quote and a trailing comma.
    func bareItem(in line: ConsoleLogLine) -> ConsoleLogItemText? {
        let bytes = line.bytes
        var start = 0
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == UInt8(ascii: "\"") { start += 1 }
        var end = start
        while end < bytes.count, bytes[end].isClassNameByte { end += 1 }
        guard end > start, end + 3 < bytes.count, bytes[end] == UInt8(ascii: ":"), bytes[end + 1] == UInt8(ascii: "0"),
              bytes[end + 2] == UInt8(ascii: "x"), bytes[end + 3].isHexDigit,
              String(decoding: bytes[start..<end], as: UTF8.self).hasSuffix("Constraint") else { return nil }
        var last = bytes.count
        while last > end, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == UInt8(ascii: ",")
            || bytes[last - 1] == UInt8(ascii: "\"") { last -= 1 }
        // A description needs more than its address: a body after it.
        guard bytes[end..<last].contains(0x20), last - start <= ConsoleLogReader.maximumItemLength else { return nil }
        return ConsoleLogItemText(bytes: Array(bytes[start..<last]), offsets: Array(line.offsets[start..<last]),
                                  startOffset: line.offsets[start], endOffset: line.offsets[last - 1] + 1)
    }

    /// Where the next `<Class:…` description starts on a line.
    func itemStart(in line: ConsoleLogLine, from: Int) -> Int? {
        var index = max(0, from)
        let bytes = line.bytes
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                var look = index + 1
                if look < bytes.count, bytes[look] == UInt8(ascii: "<") { look += 1 }  // SnapKit 0.x `<<`
                // `< NSLayoutConstraint:0x…>`: a paste that set the bracket apart (only a
                // constraint's class counts then).
                var spaced = false
                while look < bytes.count, bytes[look] == 0x20, look - index < 4 { look += 1; spaced = true }
                if look < bytes.count, bytes[look].isLetterOrUnderscore {
                    var end = look
                    while end < bytes.count, bytes[end].isClassNameByte { end += 1 }
                    if end < bytes.count, bytes[end] == UInt8(ascii: ":") {
                        let name = String(decoding: bytes[look..<end], as: UTF8.self)
                        // `<UIKitCore/UIView.h>` and `<CALayer: 0x…>` in other log lines are not constraints.
                        if name.hasSuffix("Constraint") || !spaced && end + 2 < bytes.count
                            && bytes[end + 1] == UInt8(ascii: "0") && bytes[end + 2] == UInt8(ascii: "x") {
                            return index
                        }
                    }
                }
            }
            index += 1
        }
        return nil
    }

    /// Collects an item from `<` to its matching `>`, following wrapped lines. Returns the text,
    /// the line it ends on and the index just past its `>` there; `nil` when it is cut off.
    func gatherItem(lineIndex: Int, start: Int) -> (ConsoleLogItemText, Int, Int)? {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        var depth = 0
        var current = lineIndex
        var index = start
        while current < lines.count {
            let line = lines[current]
            while index < line.bytes.count {
                let byte = line.bytes[index]
                let next: UInt8 = index + 1 < line.bytes.count ? line.bytes[index + 1] : 0
                // A view's text right after its address (`UILabel:0x7f…'>'`) is the label's or
                // button's own text: a `<` or `>` in it is text, not the item's end.
                if byte == UInt8(ascii: "'"), Self.endsWithAddress(bytes),
                   let close = line.bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "'")) {
                    for position in index...close {
                        bytes.append(line.bytes[position])
                        offsets.append(line.offsets[position])
                    }
                    index = close + 1
                    continue
                }
                if byte == UInt8(ascii: "<") && (next.isLetterOrUnderscore || next == UInt8(ascii: "<") || (current == lineIndex && index == start)) {
                    depth += 1
                } else if byte == UInt8(ascii: ">") && next != UInt8(ascii: "=") {
                    depth -= 1
                    if depth == 0, Self.isObjectDescription(bytes.dropFirst()) {
                        // `"<NSLayoutConstraint: 0x…> H:[…]"`: NSObject's description with the body
                        // after it, up to the item's closing quote.
                        var end = line.bytes.count
                        if let quote = line.bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "\"")) { end = quote }
                        for position in index..<end {
                            bytes.append(line.bytes[position])
                            offsets.append(line.offsets[position])
                        }
                        let item = ConsoleLogItemText(bytes: Array(bytes.dropFirst()), offsets: Array(offsets.dropFirst()),
                                                      startOffset: offsets.first ?? line.offsets[index],
                                                      endOffset: end < line.offsets.count ? line.offsets[end] : line.endOffset)
                        return (item, current, end)
                    }
                    if depth == 0 {
                        // Without the outer `<` and `>`.
                        let item = ConsoleLogItemText(bytes: Array(bytes.dropFirst()), offsets: Array(offsets.dropFirst()),
                                                      startOffset: offsets.first ?? line.offsets[index],
                                                      endOffset: line.offsets[index] + 1)
                        return (item, current, index + 1)
                    }
                }
                bytes.append(byte)
                offsets.append(line.offsets[index])
                if bytes.count > ConsoleLogReader.maximumItemLength { return nil }
                index += 1
            }
            // The line ended inside the item: a wrapped paste continues on the next line, unless
            // that line starts something else.
            current += 1
            guard current < lines.count, current - lineIndex <= 12 else { return nil }
            let nextLine = lines[current]
            if nextLine.isBlank || nextLine.find(headerMarker) != nil || findBreak(in: nextLine, from: 0) != nil
                || nextLine.find(shortHeaderMarker) != nil { return nil }
            if let nextStart = itemStart(in: nextLine, from: 0),
               nextLine.bytes[..<nextStart].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "\"") }) {
                return nil
            }
            let trimmed = nextLine.trimmed
            if trimmed.hasPrefix(")") && !trimmed.hasPrefix(")>") && !trimmed.hasPrefix(") ") { return nil }
            index = nextLine.bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? nextLine.bytes.count
        }
        return nil
    }

    /// True for `NSLayoutConstraint: 0x7f…` alone: NSObject's own description of an object.
    static func isObjectDescription(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > bytes.startIndex,
              bytes[bytes.startIndex..<colon].allSatisfy(\.isClassNameByte) else { return false }
        let rest = bytes[(colon + 1)...]
        return rest.first == 0x20 && endsWithAddress(Array(rest.dropFirst())) && rest.dropFirst().count > 2
            && rest.dropFirst().dropFirst(2).allSatisfy(\.isHexDigit)
    }

    /// True when `bytes` end with a hexadecimal address (`0x` and at least one hex digit).
    static func endsWithAddress(_ bytes: [UInt8]) -> Bool {
        var index = bytes.count
        while index > 0, bytes[index - 1].isHexDigit { index -= 1 }
        return index < bytes.count && index >= 2 && bytes[index - 1] == UInt8(ascii: "x") && bytes[index - 2] == UInt8(ascii: "0")
    }

    /// Starts a new conflict.
    mutating func start(_ form: ConsoleLogForm, at line: ConsoleLogLine, column: Int) {
        finish()
        let offset = column < line.offsets.count ? line.offsets[column] : line.endOffset
        current = ConsoleLogConflict(form: form, span: file.span(offset: offset, length: max(0, line.endOffset - offset)))
        awaitingBroken = false
        closed = false
        inList = false
        listEnded = false
    }

    /// Files the conflict being read, saying when the paste stops before its list or inside it.
    mutating func finish() {
        if awaitingBroken, let conflict = current, let breakSpan = conflict.breakSpan, conflict.broken == nil,
           conflict.damagedBroken == nil {
            diagnostics.append(LayoutDiagnostic(severity: .warning, message: "the break line is cut before the constraint it names",
                                                span: breakSpan,
                                                notes: [DiagnosticNote("which constraint the system broke is not known; the rest is explained")]))
        }
        if var conflict = current {
            if conflict.constraints.isEmpty && conflict.unreadableCount == 0 && conflict.form != .redacted {
                diagnostics.append(LayoutDiagnostic(severity: .warning, message: "the log is cut before its list of constraints",
                                                    span: conflict.span,
                                                    notes: [DiagnosticNote("paste the whole message, from the header to \"Will attempt to recover by breaking\"; this conflict is not explained")]))
            } else if inList && conflict.broken == nil && conflict.damagedBroken == nil && conflict.form != .listOnly {
                diagnostics.append(LayoutDiagnostic(severity: .warning, message: "the log is cut inside its list of constraints",
                                                    span: conflict.constraints.last?.span ?? conflict.span,
                                                    notes: [DiagnosticNote("constraints after this one may be missing: a verdict that they can all hold may only mean the list is incomplete")]))
            }
            if conflict.framework == .uiKit, Self.namesAppKitViews(conflict, views: views) { conflict.framework = .appKit }
            conflicts.append(conflict)
        }
        current = nil
        awaitingBroken = false
        closed = false
    }

    /// An item whose closing `>` never comes.
    mutating func cutOff(line: ConsoleLogLine, at index: Int) {
        let offset = line.offsets[index]
        // A cut-off break line is matched to the list by what is left of it (`resolveBroken`),
        // which reports it only when that fails.
        if awaitingBroken, current != nil {
            current?.damagedBroken = String(decoding: line.bytes[index...], as: UTF8.self)
            awaitingBroken = false
            closed = true
            return
        }
        diagnostics.append(LayoutDiagnostic(severity: .error, message: "this constraint is cut off before its closing '>'",
                                            span: file.span(offset: offset, length: line.endOffset - offset),
                                            notes: [DiagnosticNote("paste the whole line; the constraints that are complete are still explained")]))
        if current == nil || (closed && !awaitingBroken) { startListOnly(at: offset) }
        if awaitingBroken {
            current?.damagedBroken = String(decoding: line.bytes[index...], as: UTF8.self)
            awaitingBroken = false
            closed = true
        } else {
            current?.unreadableCount += 1
        }
    }

    mutating func startListOnly(at offset: Int) {
        finish()
        current = ConsoleLogConflict(form: .listOnly, span: file.span(offset: offset, length: 0))
        listEnded = false
    }

    /// Files one item: the broken constraint, or a member of the list.
    mutating func take(_ item: ConsoleLogItemText) {
        if current == nil || (closed && !awaitingBroken) { startListOnly(at: item.startOffset) }
        var parser = ConsoleLogItemParser(item: item, file: file)
        let parsed = parser.parse(views: &views)
        diagnostics.append(contentsOf: parser.diagnostics)
        if awaitingBroken {
            current?.broken = parsed
            if parsed == nil { current?.damagedBroken = "<" + item.text + ">" }
            awaitingBroken = false
            closed = true
            return
        }
        if let parsed { current?.constraints.append(parsed) } else { current?.unreadableCount += 1 }
    }

    /// True when the views a conflict names are AppKit's (`NSView`, `NSTextField`) and none is
    /// UIKit's: a log pasted without AppKit's header or footer.
    static func namesAppKitViews(_ conflict: ConsoleLogConflict, views: ConsoleLogViewTable) -> Bool {
        let classes = conflict.constraints.flatMap(\.viewNames).compactMap { views.view(named: $0)?.className }
            .map(ConsoleLogViewTable.shortClassName)
        return classes.contains { $0.hasPrefix("NS") } && !classes.contains { $0.hasPrefix("UI") || $0.hasPrefix("_UI") }
    }

    /// Finds each broken constraint in its list: by address, else by the same text. A damaged
    /// break line is matched by the address it still shows, or by the list item its text
    /// begins; failing both, it is reported.
    mutating func resolveBroken() {
        for index in conflicts.indices {
            let list = conflicts[index].constraints
            if let broken = conflicts[index].broken {
                if let address = broken.address, let found = list.firstIndex(where: { $0.address == address }) {
                    conflicts[index].brokenIndex = found
                } else if let found = list.firstIndex(where: { $0.text == broken.text }) {
                    conflicts[index].brokenIndex = found
                }
                continue
            }
            guard let damaged = conflicts[index].damagedBroken, !list.isEmpty else { continue }
            let address = Self.constraintAddress(in: damaged)
            if let address, let found = list.firstIndex(where: { $0.address == address }) {
                conflicts[index].brokenIndex = found
            } else if let found = Self.itemBegun(by: damaged, in: list) {
                conflicts[index].brokenIndex = found
            } else {
                diagnostics.append(LayoutDiagnostic(severity: .warning,
                                                    message: "the constraint after \"Will attempt to recover by breaking\" is damaged and matches none of the list",
                                                    span: conflicts[index].breakSpan ?? conflicts[index].span,
                                                    notes: [DiagnosticNote("which constraint the system broke is not shown; the conflict is still explained")]))
            }
        }
    }

    /// The constraint's own address in a damaged `<Class:0x…` text.
    static func constraintAddress(in text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon + 3 < bytes.count,
              bytes[colon + 1] == UInt8(ascii: "0"), bytes[colon + 2] == UInt8(ascii: "x") else { return nil }
        var end = colon + 3
        while end < bytes.count, bytes[end].isHexDigit { end += 1 }
        guard end > colon + 3 else { return nil }
        return String(decoding: bytes[(colon + 1)..<end], as: UTF8.self).lowercased()
    }

    /// The one list item whose text starts with what is left of a cut-off break line (at least
    /// its class, address and part of its body).
    static func itemBegun(by damaged: String, in list: [ConsoleLogConstraint]) -> Int? {
        var text = damaged.trimmingSpaces
        if text.hasPrefix("<") { text.removeFirst() }
        if text.hasSuffix(">") { text.removeLast() }
        guard text.utf8.count >= 16 else { return nil }
        let matches = list.indices.filter { list[$0].text.hasPrefix(text) }
        return matches.count == 1 ? matches[0] : nil
    }
}
