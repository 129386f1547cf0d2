/// The result of parsing one format string.
public struct VisualFormatResult: Sendable {
    /// The constraints, in the order UIKit returns them. Each origin has syntax `.vfl`, a `span`
    /// covering the piece that made it, and a `statement` covering the whole format:
    /// - a predicate in a connection or view: that predicate (`>=10`, `<=50@750`, `==b`, `pad`);
    /// - a standard space: the bare `-`;
    /// - a flush connection: the two characters that touch (`][`, `|[`, `]|`);
    /// - an alignment constraint: the pair of views, from the first's `[` to the second's `]`.
    public var constraints: [IRConstraint]
    /// Empty on success; on failure exactly one error (UIKit stops at the first problem too),
    /// with rule id `vfl-syntax`.
    public var diagnostics: [LayoutDiagnostic]

    /// A result.
    public init(constraints: [IRConstraint], diagnostics: [LayoutDiagnostic]) {
        self.constraints = constraints
        self.diagnostics = diagnostics
    }

    /// True when the format was accepted.
    public var succeeded: Bool { !diagnostics.hasErrors }
}

/// Apple's Visual Format Language, exactly as `NSLayoutConstraint.constraints(withVisualFormat:
/// options:metrics:views:)` reads it: the same strings accepted and rejected, the same
/// constraints in the same order, errors at the same character with UIKit's reason text.
///
/// The grammar is written down in `Grammar/vfl.ebnf`.
public enum VisualFormat {
    /// Parses one format string.
    ///
    /// - Parameters:
    ///   - format: the format, e.g. `H:|-[a]-(>=8@750)-[b(==a)]-|`. Whitespace is ignored, as by UIKit.
    ///   - views: the views dictionary: key → item (usually `.view(key)`; a key may name a layout
    ///     guide such as `LayoutItem.root.with(guide: .topLayoutGuide)`, which then acts as a sibling).
    ///     A key mapped to the root view itself cannot touch `|`: the root has no superview.
    ///   - metrics: the metrics dictionary. Names are looked up here first, then in `views`.
    ///   - options: `NSLayoutFormatOptions`: alignment, direction and spacing.
    ///   - spacing: what a bare `-` next to `|` means: `.uikit` pins to the superview's margin
    ///     attribute (`a.leading == superview.leadingMargin`), `.classic` uses 20 to the edge.
    ///     Between siblings it is 8 in both modes.
    ///   - source: where the format's text lives, for spans; `nil` makes a standalone file.
    /// - Returns: the constraints (`|` is `LayoutItem.superview`), or one diagnostic.
    public static func parse(_ format: String, views: [String: LayoutItem], metrics: [String: Double] = [:],
                             options: VisualFormatOptions = [], spacing: SpacingMode = .uikit,
                             source: FormatSource? = nil) -> VisualFormatResult {
        let original = source?.standaloneBytes ?? Array(format.utf8)
        // Blanks, line breaks and non-ASCII bytes all lie at or below 0x20 or at or above 0x80:
        // one fast scan tells whether the format holds any (it seldom does).
        let unusual = ByteScanning.firstSpaceControlOrNonASCII(in: original)
        let source = source ?? (unusual == nil ? .standalone(lineFeedFreeBytes: original) : .standalone(format))
        func reporter() -> VisualFormatReporter {
            VisualFormatReporter(source: source, views: views, metrics: metrics)
        }

        if let unusual, let nonASCII = original[unusual...].firstIndex(where: { $0 >= 0x80 }) {
            return VisualFormatResult(constraints: [], diagnostics: [reporter().nonASCII(at: nonASCII, in: original)])
        }
        let text = VisualFormatText(stripping: original, firstUnusualByte: unusual)
        guard text.count > 0 else {
            return VisualFormatResult(constraints: [], diagnostics: [reporter().empty()])
        }

        let builder = VisualFormatConstraintBuilder(options: options, spacing: spacing)
        var parser = VisualFormatParser(text: text, views: views, metrics: metrics, builder: builder)
        do {
            let (drafts, alignments) = try parser.parse()
            let constraints = VisualFormatMaterializer.constraints(from: drafts, alignments: alignments, views: views,
                                                                   source: source, text: text)
            return VisualFormatResult(constraints: constraints, diagnostics: [])
        } catch {
            return VisualFormatResult(constraints: [], diagnostics: [reporter().diagnostic(for: error, in: text)])
        }
    }
}
