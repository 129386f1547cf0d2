import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

/// `--pseudo-localize` / `pseudoLocalize`: each text's width grows by the expansion
/// localization guides give for its length (`TextExpansion`, Docs/uikit-devices.md,
/// "Translations"): length estimated at half an em per character of a 17-pt label font.
@Suite struct PseudoLocalizationTests {
    static let form = """
        screen Form {
            devices iPhoneSE
            pseudoLocalize
            label userLabel { intrinsic 80x21 }
            textField userField { intrinsic 120x34; hugging horizontal 240 }
            button signIn { intrinsic 56x30 }
            H:|-[userLabel(80)]-[userField]-|
            V:|-[userField]-[signIn]
            userLabel.centerY == userField.centerY
            signIn.leading == userField.leading
        }
        """

    @Test("the expansion table: +100 % up to 10 characters, 80 % to 20, 60 % to 30, 40 % to 50, 31 % to 70, then 30 %")
    func expansionTable() {
        #expect(TextExpansion.expansion(forCharacters: 1) == 1.0)
        #expect(TextExpansion.expansion(forCharacters: 10) == 1.0)
        #expect(TextExpansion.expansion(forCharacters: 11) == 0.8)
        #expect(TextExpansion.expansion(forCharacters: 30) == 0.6)
        #expect(TextExpansion.expansion(forCharacters: 50) == 0.4)
        #expect(TextExpansion.expansion(forCharacters: 70) == 0.31)
        #expect(TextExpansion.expansion(forCharacters: 71) == 0.3)
        // 80 pt at 17 pt is 80 / 8.5 = 9.4 → 9 characters: doubled. 120 pt: 14 characters, +80 %.
        #expect(TextExpansion.translatedWidth(80, pointSize: 17) == 160)
        #expect(TextExpansion.translatedWidth(120, pointSize: 17) == 216)
    }

    @Test("every environment is laid out once more with translated text, named '… pseudo'; a 56-pt button becomes 112 wide")
    func translatedEnvironment() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Form.layout", text: Self.form))
        let solutions = compiled.tables.flatMap(\.solutions)
        #expect(solutions.map(\.environment.name) == ["iPhoneSE portrait ltr", "iPhoneSE portrait ltr pseudo"])
        let translated = try #require(solutions.last)
        let frames = Dictionary(uniqueKeysWithValues: translated.views.map { ($0.name, $0.frame) })
        // 56 / 8.5 = 6.6 → 7 characters: +100 %.
        #expect(frames["signIn"]?.width == 112)
        // The field stretches: 320 − 16 − 80 − 8 − 16 = 200.
        #expect(frames["userField"]?.width == 200)
    }

    @Test("a label held at its untranslated width is too small for the translation; a text field's text scrolls, no finding")
    func truncatedTranslation() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Form.layout", text: Self.form))
        let truncated = compiled.diagnostics.filter { $0.ruleID == .textTruncated }
        #expect(truncated.map(\.message) == ["'userLabel' is too small for its text on iPhoneSE portrait ltr pseudo"])
        #expect(truncated.first?.notes.first?.message.hasPrefix("on iPhoneSE portrait ltr pseudo it gets 80 of the 160 pt wide") == true)
    }

    @Test("--pseudo-localize adds the translated environments to a screen that does not ask for them")
    func commandLineFlag() {
        let plain = Self.form.replacingOccurrences(of: "    pseudoLocalize\n", with: "")
        let options = CompilerOptions(environmentFilter: EnvironmentFilter(pseudoLocalize: true))
        let compiled = LayoutCompiler(options: options).compile(SourceFile(path: "Form.layout", text: plain))
        #expect(compiled.tables.flatMap(\.solutions).map(\.environment.pseudoLocalized) == [false, true])
        #expect(LayoutCompiler().compile(SourceFile(path: "Form.layout", text: plain)).tables.flatMap(\.solutions).count == 1)
    }
}
