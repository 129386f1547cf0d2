/// A small, strict, non-validating XML reader: elements, attributes, the five named entities
/// and numeric character references, comments, CDATA sections, processing instructions; a
/// DOCTYPE is skipped. It stops at the first error, since a document that is not well formed
/// has no tree worth guessing at, and reports it at a byte offset with notes.
///
/// Nesting is tracked on an explicit stack and limited (``maximumDepth``), so deep input is an
/// error, never a stack overflow.
public struct XMLReader {
    /// What went wrong and where.
    public struct Failure: Error, Sendable, Hashable {
        /// Byte offset of the problem.
        public var offset: Int
        /// Bytes covered (0: a point).
        public var length: Int
        /// What is wrong, in a sentence without a trailing period.
        public var message: String
        /// Advice, each optionally at another offset (where an unclosed element was opened).
        public var notes: [(message: String, offset: Int?)]

        /// Failures are equal when they say the same thing at the same place.
        public static func == (lhs: Failure, rhs: Failure) -> Bool {
            lhs.offset == rhs.offset && lhs.length == rhs.length && lhs.message == rhs.message
                && lhs.notes.map(\.message) == rhs.notes.map(\.message)
        }
        /// Hashes the place and the message.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(offset)
            hasher.combine(message)
        }
    }

    /// Elements nested deeper than this are refused (Interface Builder documents stay under 64).
    public static let maximumDepth = 512
    /// An attribute value longer than this many bytes is refused.
    public static let maximumAttributeLength = 1 << 20

    private let bytes: [UInt8]
    private var position = 0
    private var nodes: [XMLTree.Node] = []
    /// Open elements, innermost last.
    private var open: [Int] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Reads a whole document.
    public static func read(_ bytes: [UInt8]) -> Result<XMLTree, Failure> {
        var reader = XMLReader(bytes: bytes)
        do {
            try reader.document()
            return .success(XMLTree(nodes: reader.nodes))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: 0, length: 0, message: "unreadable XML", notes: []))
        }
    }

    // MARK: - Structure

    private mutating func document() throws {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }  // UTF-8 byte order mark
        var sawRoot = false
        while true {
            let textStart = position
            skipText()
            if position > textStart, open.isEmpty, let stray = firstNonSpace(textStart, position) {
                throw fail(at: stray, "text outside the root element",
                           notes: sawRoot ? [("an XML document has one root element; this follows it", nil)]
                               : [("an XML document starts with '<' (this does not look like XML)", nil)])
            }
            guard position < bytes.count else { break }
            // bytes[position] == '<'
            if matches("<!--") {
                try skip(past: "-->", from: position + 4, what: "comment")
            } else if matches("<![CDATA[") {
                guard !open.isEmpty else { throw fail(at: position, "CDATA section outside the root element") }
                try skip(past: "]]>", from: position + 9, what: "CDATA section")
            } else if matches("<?") {
                try skip(past: "?>", from: position + 2, what: "processing instruction")
            } else if matches("<!DOCTYPE") {
                guard nodes.isEmpty else { throw fail(at: position, "DOCTYPE after the root element started") }
                try skipDoctype()
            } else if matches("</") {
                try endTag()
            } else {
                if open.isEmpty && sawRoot {
                    throw fail(at: position, "a second root element",
                               notes: [("an XML document has exactly one root element", nodes.first.map(\.offset))])
                }
                try startTag()
                sawRoot = true
            }
        }
        if let innermost = open.last {
            let node = nodes[innermost]
            throw fail(at: bytes.count, "the document ends inside <\(node.name)>",
                       notes: [("<\(node.name)> opened here is never closed (is the file truncated?)", node.offset)])
        }
        if !sawRoot { throw fail(at: position, "no root element", notes: [("the file holds no XML element", nil)]) }
    }

    private mutating func startTag() throws {
        let start = position
        position += 1
        let name = try readName(what: "element name")
        var attributes: [(name: String, value: String)] = []
        var selfClosing = false
        while true {
            let hadSpace = skipSpace()
            guard position < bytes.count else {
                throw fail(at: bytes.count, "the document ends inside the start tag <\(name)>",
                           notes: [("the tag opened here", start)])
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") { position += 1; break }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw fail(at: position, "expected '/>' to close <\(name)>")
                }
                position += 2
                selfClosing = true
                break
            }
            guard hadSpace else { throw fail(at: position, "expected a space, '>' or '/>' in the tag <\(name)>") }
            let attributeStart = position
            let attribute = try readName(what: "attribute name")
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw fail(at: position, "expected '=' after the attribute '\(attribute)'")
            }
            position += 1
            skipSpace()
            let value = try readAttributeValue(attribute)
            if attributes.contains(where: { $0.name == attribute }) {
                throw fail(at: attributeStart, "the attribute '\(attribute)' appears twice in <\(name)>", length: attribute.utf8.count)
            }
            attributes.append((attribute, value))
        }
        let depth = open.count
        guard depth < XMLReader.maximumDepth else {
            throw fail(at: start, "elements nested too deep (more than \(XMLReader.maximumDepth) levels)",
                       notes: [("Interface Builder documents nest a few dozen levels; this file is damaged or not one", nil)])
        }
        let index = nodes.count
        let parent = open.last
        nodes.append(XMLTree.Node(name: name, attributes: attributes, offset: start, tagLength: position - start,
                                  parent: parent, children: [], depth: depth))
        if let parent { nodes[parent].children.append(index) }
        if !selfClosing { open.append(index) }
    }

    private mutating func endTag() throws {
        let start = position
        position += 2
        let name = try readName(what: "element name")
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw fail(at: position, "expected '>' to end the tag </\(name)>")
        }
        position += 1
        guard let innermost = open.last else {
            throw fail(at: start, "</\(name)> closes no open element", length: position - start)
        }
        let node = nodes[innermost]
        guard node.name == name else {
            throw fail(at: start, "</\(name)> does not match <\(node.name)>", length: position - start,
                       notes: [("<\(node.name)> opened here must be closed first", node.offset)])
        }
        open.removeLast()
    }

    // MARK: - Pieces

    private mutating func readName(what: String) throws -> String {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position], first: position == start) { position += 1 }
        guard position > start else {
            if position >= bytes.count { throw fail(at: position, "the document ends where an \(what) was expected") }
            throw fail(at: position, "expected an \(what)")
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func readAttributeValue(_ attribute: String) throws -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw fail(at: position, "expected a quoted value for the attribute '\(attribute)'")
        }
        let quote = bytes[position]
        let open = position
        position += 1
        var value: [UInt8] = []
        var plainStart = position
        while true {
            guard position < bytes.count else {
                throw fail(at: bytes.count, "the document ends inside the value of '\(attribute)'",
                           notes: [("the value starts here", open)])
            }
            let byte = bytes[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") { throw fail(at: position, "'<' inside the value of '\(attribute)' (write '&lt;')") }
            if byte == 0 { throw fail(at: position, "a NUL byte inside the value of '\(attribute)'") }
            if byte == UInt8(ascii: "&") {
                value.append(contentsOf: bytes[plainStart..<position])
                value.append(contentsOf: try readReference())
                plainStart = position
                continue
            }
            position += 1
            if position - open > XMLReader.maximumAttributeLength {
                throw fail(at: open, "the value of '\(attribute)' is longer than \(XMLReader.maximumAttributeLength) bytes")
            }
        }
        value.append(contentsOf: bytes[plainStart..<position])
        position += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// `&name;` or `&#…;` at `position`: the UTF-8 bytes it stands for.
    private mutating func readReference() throws -> [UInt8] {
        let start = position
        position += 1
        var end = position
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw fail(at: start, "'&' starts no entity reference", length: 1,
                       notes: [("write '&amp;' for a literal '&'", nil)])
        }
        let body = Array(bytes[position..<end])
        position = end + 1
        switch String(decoding: body, as: UTF8.self) {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default: break
        }
        guard body.first == UInt8(ascii: "#") else {
            throw fail(at: start, "unknown entity '&\(String(decoding: body, as: UTF8.self));'", length: position - start,
                       notes: [("only &lt; &gt; &amp; &quot; &apos; and numeric references are defined", nil)])
        }
        let hex = body.count > 1 && (body[1] == UInt8(ascii: "x") || body[1] == UInt8(ascii: "X"))
        let digits = body.dropFirst(hex ? 2 : 1)
        var code: UInt32 = 0
        var valid = !digits.isEmpty
        for digit in digits {
            guard let value = Self.digitValue(digit, hex: hex) else { valid = false; break }
            code = code * (hex ? 16 : 10) + value
            if code > 0x10FFFF { valid = false; break }
        }
        guard valid, code != 0, let scalar = Unicode.Scalar(code) else {
            throw fail(at: start, "'&\(String(decoding: body, as: UTF8.self));' is not a valid character reference",
                       length: position - start)
        }
        return Array(String(Character(scalar)).utf8)
    }

    /// Moves past text content up to the next `<` (or the end). Entities in text are not decoded:
    /// text is not kept, but a NUL byte or a stray `&` still marks a broken file.
    private mutating func skipText() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
    }

    private func firstNonSpace(_ from: Int, _ to: Int) -> Int? {
        var index = from
        while index < to {
            if !Self.isSpace(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    private mutating func skip(past terminator: String, from start: Int, what: String) throws {
        let opened = position
        let pattern = Array(terminator.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
                position = index + pattern.count
                return
            }
            index += 1
        }
        throw fail(at: bytes.count, "the document ends inside a \(what)", notes: [("the \(what) starts here", opened)])
    }

    /// `<!DOCTYPE …>`, with an internal subset in brackets.
    private mutating func skipDoctype() throws {
        let opened = position
        var index = position + 9
        var brackets = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["): brackets += 1
            case UInt8(ascii: "]"): brackets -= 1
            case UInt8(ascii: ">") where brackets <= 0:
                position = index + 1
                return
            default: break
            }
            index += 1
        }
        throw fail(at: bytes.count, "the document ends inside the DOCTYPE", notes: [("the DOCTYPE starts here", opened)])
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    private func matches(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[position..<position + count].elementsEqual($0) }
    }

    private func fail(at offset: Int, _ message: String, length: Int = 0,
                      notes: [(message: String, offset: Int?)] = []) -> Failure {
        Failure(offset: min(offset, bytes.count), length: length, message: message, notes: notes)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Letters, digits, `_ : . -` and any non-ASCII byte (names in UTF-8); not a digit, `.` or `-` first.
    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return !first
        default:
            return false
        }
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
