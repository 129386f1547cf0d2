import Testing
import LayoutIR
@testable import VFLCompiler

/// The checker's advice is only worth printing if following it works: each fix-it is applied to
/// the source and the result checked again; each tie it names is the one that, broken, makes
/// the screen determined.
@Suite struct CheckSuggestionTests {
    static func check(_ text: String) -> [LayoutDiagnostic] {
        LayoutCompiler().compile(SourceFile(path: "S.layout", text: text)).diagnostics
    }

    static func conflicts(_ diagnostics: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
        diagnostics.filter { $0.ruleID == RuleID.unsatisfiable }
    }

    /// The text with the fix-it applied (offsets are UTF-8 byte offsets).
    static func applying(_ fix: DiagnosticFixIt, to text: String) -> String {
        let bytes = Array(text.utf8)
        let start = fix.span.offset
        return String(decoding: bytes[..<start] + Array(fix.replacement.utf8) + bytes[(start + fix.span.length)...],
                      as: UTF8.self)
    }

    /// 20 + 80 + 8 + 200 + 20 = 328 pt in the 320 pt iPhone SE when `vfl` is the horizontal row.
    static func row(_ vfl: String) -> String {
        """
        screen Row {
            devices iPhoneSE
            view avatar
            view title
            \(vfl)
            V:|-20-[avatar(80)]
            title.top == avatar.top
            title.height == 20
        }
        """
    }

    @Test(arguments: [
        ("H:|-20-[avatar(80)]-8-[title(>=200)]-20-|", "-20@999-|"),
        ("H:|-20-[avatar(80)]-8-[title(>=200)]-(20)-|", "-(20@999)-|"),
        ("metric pad = 20\n    H:|-20-[avatar(80)]-8-[title(>=200)]-pad-|", "-pad@999-|"),
    ])
    func vflFixItResolvesTheConflict(vfl: String, expected: String) throws {
        let text = Self.row(vfl)
        let conflict = try #require(Self.conflicts(Self.check(text)).first)
        let fix = try #require(conflict.fixIts.first)
        let fixed = Self.applying(fix, to: text)
        #expect(fixed.contains(expected), "\(fixed)")
        #expect(Self.conflicts(Self.check(fixed)).isEmpty)
    }

    @Test func snapKitFixItResolvesTheConflict() throws {
        let text = """
            screen Snap {
                devices iPhone15
                view box
                box.top == view.top
                box.leading == view.leading
                box.height == 50
                box.width == 100
                box.snp.makeConstraints { make in
                    make.width.equalTo(120)
                }
            }
            """
        let conflict = try #require(Self.conflicts(Self.check(text)).first)
        let fix = try #require(conflict.fixIts.first)
        #expect(fix.replacement == ".priority(999)")
        let fixed = Self.applying(fix, to: text)
        #expect(fixed.contains("make.width.equalTo(120).priority(999)"))
        #expect(Self.conflicts(Self.check(fixed)).isEmpty)
    }

    @Test("a SnapKit line that makes several constraints gets no priority fix-it: it would lower them all")
    func noFixItOnALineOfSeveralConstraints() throws {
        // `make.left.top.equalToSuperview()` makes two constraints and `.priority(999)` on the line
        // would apply to both (SnapKit's `ConstraintMakerPriortizable` sets the priority of every
        // constraint the line makes); only `left` conflicts with `left == superview.left + 92`.
        let text = """
            screen S {
                view a
                a.snp.makeConstraints { make in
                    make.left.equalToSuperview().offset(92)
                    make.left.top.equalToSuperview()
                    make.width.height.equalTo(40)
                }
            }
            """
        let conflict = try #require(Self.conflicts(Self.check(text)).first)
        #expect(conflict.span?.line == 5)
        #expect(conflict.fixIts.isEmpty)
        // The break notes still name the constraint to lower.
        #expect(conflict.notes.contains { $0.message.contains("lower 'a.left == view.left' to @999") })
    }

    @Test func fixItPreviewShowsTheFixedLine() throws {
        let text = Self.row("H:|-20-[avatar(80)]-8-[title(>=200)]-20-|")
        let file = SourceFile(path: "S.layout", text: text)
        let conflict = try #require(Self.conflicts(Self.check(text)).first)
        let rendered = DiagnosticRenderer(files: [file]).render(conflict)
        #expect(rendered.contains("S.layout:5:44: fix-it: lower the priority to 999 so it gives way: insert '@999'\n"))
        #expect(rendered.contains(" 5 |     H:|-20-[avatar(80)]-8-[title(>=200)]-20@999-|\n   |                                            ++++\n"))
    }

    @Test func equalCompressionPrioritiesAreNamedAsTheCause() throws {
        // 300 pt of intrinsic width in a 280 pt row: one label must be squeezed, both resist at 750.
        let text = """
            screen Squeeze {
                devices iPhoneSE
                label first  { intrinsic 150x20 }
                label second { intrinsic 150x20 }
                H:|-20-[first][second]-20-|
                V:|-40-[first]
                second.top == first.top
            }
            """
        let ambiguous = Self.check(text).filter { $0.ruleID == RuleID.ambiguousLayout }
        #expect(!ambiguous.isEmpty)
        for diagnostic in ambiguous {
            #expect(diagnostic.notes.contains {
                $0.message.contains("both resist compression at 750 horizontally")
                    && $0.message.contains("'compression horizontal 751'")
            }, "\(diagnostic.notes.map(\.message))")
        }
        // Following the advice determines the layout.
        let fixed = text.replacingOccurrences(of: "label first  { intrinsic 150x20 }",
                                              with: "label first  { intrinsic 150x20; compression horizontal 751 }")
        #expect(Self.check(fixed).filter { $0.ruleID == RuleID.ambiguousLayout }.isEmpty)
    }

    @Test func optionalConstraintTiedWithCompressionIsNamed() throws {
        // The column wants 40 + 100 + 40 (@750) + 100 + 60 = 340 pt of the 320 pt tall iPhone SE
        // in landscape: the gap (@750) and the button's compression resistance (750) compete
        // for the shortfall.
        let text = """
            screen Column {
                devices iPhoneSE
                orientations landscape
                view header
                button action { intrinsic 80x100 }
                V:|-40-[header(100)]-(>=10,==40@750)-[action]-(>=60)-|
                H:|-[header(100)]
                action.leading == header.leading
            }
            """
        let ambiguous = Self.check(text).filter { $0.ruleID == RuleID.ambiguousLayout }
        let action = try #require(ambiguous.first { $0.message.contains("'action'") })
        #expect(action.notes.contains {
            $0.message.contains("the vertical compression resistance of 'action'")
                && $0.message.contains("'action.top == header.bottom + 40 @750' (line 6)")
                && $0.message.contains("give way at the same priority 750")
        }, "\(action.notes.map(\.message))")
    }

    @Test func viewInAWideTieIsNamedInItsOwnNote() throws {
        // Five widths of 70 @750 in a 320 pt row: all five give way at 750 (30 pt short, so no
        // width can go below 40: a shortfall that could leave a view with no width is a
        // non-positive-size finding instead, SqueezedViews). The note lists
        // three members; for the last view it must list that view's own constraint, not only
        // the first three of the screen.
        let text = """
            screen Row {
                devices iPhoneSE
                view a
                view b
                view c
                view d
                view e
                H:|[a][b][c][d][e]|
                V:|-20-[a(20)]
                b.top == a.top
                b.height == 20
                c.top == a.top
                c.height == 20
                d.top == a.top
                d.height == 20
                e.top == a.top
                e.height == 20
                a.width == 70 @750
                b.width == 70 @750
                c.width == 70 @750
                d.width == 70 @750
                e.width == 70 @750
            }
            """
        let tie = try Self.tieNote(about: "e", in: text)
        #expect(tie.contains("'e.width == 70 @750' (line 22)"), "\(tie)")
        #expect(tie.contains("(and 2 more)"), "\(tie)")
    }

    @Test func independentRowsHaveTiesOfTheirOwn() throws {
        // Two rows of three views, each row 3 × 150 @750 in 320 pt: each row has its own tie
        // at 750. The note for a view in the second row names only that row's constraints.
        let text = """
            screen Rows {
                devices iPhoneSE
                view a
                view b
                view c
                view d
                view e
                view f
                H:|[a][b][c]|
                H:|[d][e][f]|
                V:|-20-[a(20)]-[d(20)]
                b.top == a.top
                b.height == 20
                c.top == a.top
                c.height == 20
                e.top == d.top
                e.height == 20
                f.top == d.top
                f.height == 20
                a.width == 150 @750
                b.width == 150 @750
                c.width == 150 @750
                d.width == 150 @750
                e.width == 150 @750
                f.width == 150 @750
            }
            """
        let tie = try Self.tieNote(about: "f", in: text)
        #expect(tie.hasPrefix("'d.width == 150 @750' (line 23) and 'e.width == 150 @750' (line 24) and 'f.width == 150 @750' (line 25) give way"),
                "\(tie)")
    }

    /// The note of `view`'s ambiguity warning that names a tie at priority 750.
    static func tieNote(about view: String, in text: String) throws -> String {
        let ambiguous = check(text).filter { $0.ruleID == RuleID.ambiguousLayout }
        let warning = try #require(ambiguous.first { $0.message.contains("'\(view)'") }, "\(ambiguous.map(\.message))")
        let tie = try #require(warning.notes.first { $0.message.contains("give way at the same priority 750") },
                               "\(warning.notes.map(\.message))")
        return tie.message
    }
}
