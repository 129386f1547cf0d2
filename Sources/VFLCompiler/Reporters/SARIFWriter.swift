import LayoutIR
import LayoutCheck

/// Diagnostics as a SARIF 2.1.0 log, the format code-scanning services read: one run with the
/// metadata of every rule (`RuleRegistry`), one result per diagnostic, notes as related
/// locations, fix-its as fixes.
///
/// Columns, offsets and lengths are sent in UTF-16 code units, SARIF's default `columnKind` and
/// what code-scanning services and editors count in; vflc's spans count UTF-8 bytes, so each is
/// converted with the file's text.
public enum SARIFWriter {
    /// The SARIF log for `diagnostics` about `files`; `rules` defaults to every rule vflc has.
    public static func log(_ diagnostics: [LayoutDiagnostic], files: [SourceFile],
                           rules: [DiagnosticRule] = RuleRegistry.all) -> JSONValue {
        var ruleIndex: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let driver: JSONValue = .object([
            ("name", .string("vflc")),
            ("version", .string(vflcVersion)),
            ("rules", .array(rules.map(ruleDescriptor))),
        ])
        let converter = ColumnConverter(files: files)
        let results = diagnostics.filter { $0.severity != .note }.map {
            result($0, ruleIndex: ruleIndex, converter: converter)
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("columnKind", .string("utf16CodeUnits")),
                ("results", .array(results)),
            ])])),
        ])
    }

    private static func ruleDescriptor(_ rule: DiagnosticRule) -> JSONValue {
        .object([
            ("id", .string(rule.id.rawValue)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.description))])),
            ("help", .object([("text", .string(rule.description))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
        ])
    }

    private static func result(_ diagnostic: LayoutDiagnostic, ruleIndex: [RuleID: Int],
                               converter: ColumnConverter) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let rule = diagnostic.ruleID {
            members.append(("ruleId", .string(rule.rawValue)))
            if let index = ruleIndex[rule] { members.append(("ruleIndex", .int(index))) }
        }
        members.append(("level", .string(level(diagnostic.severity))))
        let noteText = diagnostic.notes.filter { $0.span == nil }.map { "\n" + $0.message }.joined()
        members.append(("message", .object([("text", .string(diagnostic.message + noteText))])))
        if let span = diagnostic.span {
            members.append(("locations", .array([location(span, message: nil, converter)])))
        }
        let related = diagnostic.notes.compactMap { note in note.span.map { location($0, message: note.message, converter) } }
            + diagnostic.labels.map { location($0.span, message: $0.message, converter) }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        if !diagnostic.fixIts.isEmpty {
            members.append(("fixes", .array(diagnostic.fixIts.map { fix in
                .object([
                    ("description", .object([("text", .string(fix.message))])),
                    ("artifactChanges", .array([.object([
                        ("artifactLocation", .object([("uri", .string(fix.span.file))])),
                        ("replacements", .array([.object([
                            ("deletedRegion", converter.region(fix.span)),
                            ("insertedContent", .object([("text", .string(fix.replacement))])),
                        ])])),
                    ])])),
                ])
            })))
        }
        return .object(members)
    }

    private static func location(_ span: SourceSpan, message: String?, _ converter: ColumnConverter) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(span.file))])),
                ("region", converter.region(span)),
            ])),
        ]
        if let message { members.append(("message", .object([("text", .string(message))]))) }
        return .object(members)
    }

    private static func level(_ severity: LayoutDiagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .note: return "note"
        }
    }
}

/// Byte-based spans to SARIF regions in UTF-16 code units.
private struct ColumnConverter {
    private struct Table {
        let file: SourceFile
        /// UTF-16 offset of each line start; `nil` for an ASCII file, where bytes are units.
        let lineStarts: [Int]?
    }

    private let tables: [String: Table]

    init(files: [SourceFile]) {
        var tables: [String: Table] = [:]
        for file in files where tables[file.path] == nil {
            guard file.bytes.contains(where: { $0 >= 0x80 }) else {
                tables[file.path] = Table(file: file, lineStarts: nil)
                continue
            }
            var starts: [Int] = [0]
            for line in 1..<max(1, file.lineStarts.count) {
                starts.append(starts[line - 1] + file.utf16Length(from: file.lineStarts[line - 1], to: file.lineStarts[line]))
            }
            tables[file.path] = Table(file: file, lineStarts: starts)
        }
        self.tables = tables
    }

    func region(_ span: SourceSpan) -> JSONValue {
        guard let table = tables[span.file], let lineStarts = table.lineStarts,
              span.line >= 1, span.line <= lineStarts.count else {
            // ASCII text, or a span into text that is not a file (a format given on the command
            // line, which is ASCII): bytes and UTF-16 units agree.
            return .object([("startLine", .int(span.line)), ("startColumn", .int(span.column)),
                            ("charOffset", .int(span.offset)), ("charLength", .int(span.length))])
        }
        let file = table.file
        let column = file.utf16Length(from: file.lineStarts[span.line - 1], to: span.offset)
        return .object([
            ("startLine", .int(span.line)),
            ("startColumn", .int(column + 1)),
            ("charOffset", .int(lineStarts[span.line - 1] + column)),
            ("charLength", .int(file.utf16Length(from: span.offset, to: span.endOffset))),
        ])
    }
}
