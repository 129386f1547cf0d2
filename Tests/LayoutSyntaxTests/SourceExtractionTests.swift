import Testing
import LayoutIR
@testable import LayoutSyntax

/// The file offset that byte `k` of an extracted format maps to, as text from that point on.
private func text(at formatByte: Int, of extracted: ExtractedVisualFormat, in file: SourceFile, length: Int = 1) -> String {
    guard let source = extracted.formatSource, formatByte < source.byteOffsets.count else { return "<none>" }
    return file.text(of: file.span(offset: source.byteOffsets[formatByte], length: length))
}

@Suite struct SwiftExtractionTests {
    @Test func readsLiteralFormatViewsMetricsAndOptions() throws {
        let file = SourceFile(path: "Login.swift", text: """
            final class LoginViewController: UIViewController {
                override func viewDidLoad() {
                    let views: [String: Any] = ["name": nameField]
                    view.addConstraints(NSLayoutConstraint.constraints(
                        withVisualFormat: "H:|-pad-[userLabel]-[userField(>=w)]-pad-|",
                        options: [.alignAllCenterY, .alignAllLastBaseline],
                        metrics: ["pad": 16, "w": -4.5, "other": spacing],
                        views: ["userLabel": userLabel, "userField": userField, "top": topLayoutGuide]))
                }
            }
            """)
        let found = SourceExtractor.visualFormats(in: file, language: .swift)
        try #require(found.count == 1)
        let call = found[0]
        #expect(call.format == "H:|-pad-[userLabel]-[userField(>=w)]-pad-|")
        #expect(call.callSpan.line == 4)
        #expect(call.options == [.alignAllCenterY, .alignAllLastBaseline])
        #expect(!call.optionsAreDynamic)
        #expect(call.metrics == ["pad": 16, "w": -4.5, "other": 1])
        #expect(call.views?["userLabel"] == LayoutItem.view("userLabel"))
        #expect(call.views?["top"] == LayoutItem.root.with(guide: .topLayoutGuide))
        #expect(call.viewKeySpans["userField"]?.line == 8)
        // Byte 8 of the format is the `[` before userLabel; it must map to that character in the file.
        #expect(text(at: 8, of: call, in: file, length: 10) == "[userLabel")
        #expect(call.formatSource?.byteOffsets.count == call.format!.utf8.count + 1)
    }

    @Test("options written as a converted zero ('FormatOptions(rawValue: UInt(0))') are no options; a converted variable is a run-time value")
    func convertedZeroOptions() throws {
        func options(_ argument: String) throws -> (VisualFormatOptions, Bool) {
            let file = SourceFile(path: "Row.swift", text: """
                func build() {
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|",
                        options: \(argument), metrics: nil, views: ["a": a]))
                }
                """)
            let call = try #require(SourceExtractor.visualFormats(in: file, language: .swift).first)
            return (call.options, call.optionsAreDynamic)
        }
        #expect(try options("NSLayoutConstraint.FormatOptions(rawValue: UInt(0))") == ([], false))
        #expect(try options("NSLayoutConstraint.FormatOptions(rawValue: UInt(flags))").1 == true)
    }

    @Test func followsConcatenationEscapesAndLetBindings() throws {
        let file = SourceFile(path: "A.swift", text: """
            func layout() {
                let format = "V:|-[a]" + "-\\u{5B}b]-|"
                let c = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a, "b": b])
                let d = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-" +
                    "(8)-[b]", options: .directionLeftToRight, metrics: nil, views: views)
            }
            func other() {
                _ = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: [:])
            }
            """)
        let found = SourceExtractor.visualFormats(in: file, language: .swift)
        try #require(found.count == 3)
        #expect(found[0].format == "V:|-[a]-[b]-|")
        // The `[` of `[b]` came from the escape `\u{5B}`: it maps to the backslash.
        #expect(text(at: 8, of: found[0], in: file, length: 7) == "\\u{5B}b")
        #expect(text(at: 7, of: found[0], in: file) == "-")
        #expect(found[0].metrics == [:])
        #expect(found[1].format == "H:[a]-(8)-[b]")
        #expect(text(at: 6, of: found[1], in: file, length: 3) == "(8)")
        #expect(found[1].options == .directionLeftToRight)
        #expect(found[1].views == nil)  // a variable: not readable
        // `format` was bound inside `layout()`; in `other()` it is out of scope.
        #expect(found[2].format == nil)
        #expect(found[2].skipReason == "not a literal: format")
        #expect(found[2].views == [:])
    }

    @Test func skipsInterpolationAndIgnoresCommentsAndStrings() {
        let file = SourceFile(path: "B.swift", text: """
            // NSLayoutConstraint.constraints(withVisualFormat: "H:|[fake", options: [], metrics: nil, views: [:])
            /* outer /* nested NSLayoutConstraint.constraints(withVisualFormat: "x", */ still comment */
            let s = "constraints(withVisualFormat: \\"y\\")"
            let c = NSLayoutConstraint.constraints(withVisualFormat: "H:|[\\(name)]|", options: [], metrics: nil, views: ["a": a])
            """)
        // An interpolation where a view's name goes may be any text (InterpolatedFormatTests has
        // the ones read as numbers).
        let found = SourceExtractor.visualFormats(in: file, language: .swift)
        #expect(found.count == 1)
        #expect(found.first?.format == nil)
        #expect(found.first?.skipReason == "string interpolation where a view or more may go")
        #expect(found.first?.callSpan.line == 4)
    }

    @Test func readsMultiLineStringsWithIndentationRemoved() throws {
        let file = SourceFile(path: "C.swift", text: """
            let c = NSLayoutConstraint.constraints(withVisualFormat: \"\"\"
                H:|-[a]-\\
                [b]-|
                \"\"\", options: [], metrics: nil, views: ["a": a, "b": b])
            """)
        let found = SourceExtractor.visualFormats(in: file, language: .swift)
        try #require(found.count == 1)
        #expect(found[0].format == "H:|-[a]-[b]-|")
        #expect(text(at: 8, of: found[0], in: file, length: 3) == "[b]")
    }

    @Test func rawStringsKeepBackslashes() {
        let file = SourceFile(path: "D.swift", text: #"""
            let c = NSLayoutConstraint.constraints(withVisualFormat: #"H:|-[a]-|"#, options: [], metrics: nil, views: ["a": a])
            """#)
        #expect(SourceExtractor.visualFormats(in: file, language: .swift).first?.format == "H:|-[a]-|")
    }

    @Test func findsSnapKitClosuresWithTheirReceivers() {
        let file = SourceFile(path: "E.swift", text: """
            self.titleLabel.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(24)
                make.leading.trailing.equalToSuperview().inset(24)
            }
            button.snp.remakeConstraints { $0.edges.equalToSuperview() }
            """)
        let blocks = SnapKitBlockCheck.check(ScannedSource(file, language: .swift))
        #expect(blocks.blocks == 2 && blocks.blocksReadInFull == 2)
        #expect(blocks.diagnostics.isEmpty && blocks.skipped.isEmpty)
    }
}

@Suite struct ObjectiveCExtractionTests {
    @Test func readsMessageSendsBindingsAndAdjacentLiterals() throws {
        let file = SourceFile(path: "V.m", text: """
            - (void)viewDidLoad {
                NSString *format = @"V:|-[a]" @"-(pad)-[b]|";
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[a]-[b]-|"
                    options:NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom
                    metrics:@{@"pad": @16}
                    views:NSDictionaryOfVariableBindings(a, self.b)]];
                [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:@{@"pad": @(8)} views:@{@"a": a, @"b": b}];
                // [NSLayoutConstraint constraintsWithVisualFormat:@"fake" options:0 metrics:nil views:nil];
                char quote = '"';
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:[a]\\t" options:kNilOptions metrics:nil views:nil];
            }
            """)
        let found = SourceExtractor.visualFormats(in: file, language: .objectiveC)
        try #require(found.count == 3)
        #expect(found[0].format == "H:|-[a]-[b]-|")
        #expect(found[0].options == [.alignAllTop, .alignAllBottom])
        #expect(found[0].metrics == ["pad": 16])
        #expect(Set(found[0].views?.keys ?? [:].keys) == ["a", "self.b"])
        #expect(found[0].viewKeySpans["self.b"]?.line == 6)
        #expect(found[1].format == "V:|-[a]-(pad)-[b]|")
        #expect(text(at: 7, of: found[1], in: file, length: 7) == "-(pad)-")
        #expect(found[1].metrics == ["pad": 8])
        #expect(found[1].views?.count == 2)
        #expect(found[2].format == "H:[a]\t")
        #expect(found[2].views == [:])
    }
}

@Suite struct ExtractionRobustnessTests {
    @Test func neverTrapsOnGarbageOrHalfWrittenFiles() {
        var generator = SeededRandom(seed: 42)
        let pieces = ["NSLayoutConstraint.constraints(withVisualFormat:", "\"", "\"\"\"", "#\"", "\\(", "(", ")", "[", "]",
                      "{", "}", "/*", "*/", "//", "\n", "@\"", "'", "+", ":", ",", "let f = ", "views:", "[:]",
                      "constraintsWithVisualFormat:", ".snp.makeConstraints {", "\\u{", "\\"]
        for round in 0..<300 {
            var bytes: [UInt8] = []
            if round % 3 == 0 {
                for _ in 0..<200 { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
            } else {
                for _ in 0..<40 { bytes += Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8) }
            }
            let file = SourceFile(path: "fuzz", bytes: bytes)
            for language in [SourceLanguage.swift, .objectiveC] {
                for found in SourceExtractor.visualFormats(in: file, language: language) {
                    if let format = found.format, let source = found.formatSource {
                        #expect(source.byteOffsets.count == format.utf8.count + 1)
                        #expect(source.byteOffsets.allSatisfy { $0 >= 0 && $0 <= bytes.count })
                    }
                }
                _ = SourceLinter.lint(file, language: language)
            }
        }
    }

    /// A multi-line literal whose interpolation holds another multi-line literal: the inner
    /// `"""` must not be taken for the outer one's end, and the code after both is read normally.
    @Test func multiLineInterpolationHoldingMultiLineStrings() throws {
        let file = SourceFile(path: "M.swift", text: #"""
            let title = """
                Hello \("""
                    inner
                    """) world
                """
            let c = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a])
            """#)
        let found = SourceExtractor.visualFormats(in: file, language: .swift)
        try #require(found.count == 1)
        #expect(found[0].format == "H:|-[a]-|")
        #expect(found[0].callSpan.line == 6)
    }

    /// The lint fuzz target's timeout: multi-line literals nested through interpolations were
    /// rescanned once per enclosing level, 2^depth in all. Each level is now scanned once, so
    /// sixteen levels (the interpolation limit) with many lines each finish and leave the code
    /// after them readable.
    @Test func nestedMultiLineInterpolationsAreScannedOnce() throws {
        let depth = SourceScanner.maximumInterpolationDepth
        let filler = String(repeating: "    text line\n", count: 20)
        var text = "let s = "
        for _ in 0..<depth { text += "\"\"\"\n" + filler + "    \\(" }
        text += "0"
        for _ in 0..<depth { text += ")\n" + filler + "    \"\"\"" }
        text += "\nlet c = NSLayoutConstraint.constraints(withVisualFormat: \"V:|[b]|\", options: [], metrics: nil, views: [\"b\": b])\n"
        let found = SourceExtractor.visualFormats(in: SourceFile(path: "nested.swift", text: text), language: .swift)
        try #require(found.count == 1)
        #expect(found[0].format == "V:|[b]|")
    }

    @Test func deeplyNestedInterpolationIsBounded() {
        let depth = 10_000
        let text = "let c = NSLayoutConstraint.constraints(withVisualFormat: " + String(repeating: "\"\\(", count: depth)
            + String(repeating: ")\"", count: depth) + ", options: [], metrics: nil, views: [:])"
        let found = SourceExtractor.visualFormats(in: SourceFile(path: "deep.swift", text: text), language: .swift)
        #expect(found.count <= 1)
    }
}

@Suite struct FormatNamesTests {
    @Test func separatesViewNamesFromOtherNamesAndNumbers() {
        let names = FormatNames("H:|-pad-[a]-[ b(==a@prio)]-(1e2)-[_c9]")
        #expect(names.bracketed == ["a", "b", "_c9"])
        #expect(names.all == ["pad", "a", "b", "prio", "_c9"])
        #expect(FormatNames("V:").all.isEmpty)
    }
}
