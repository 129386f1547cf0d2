/// How much longer a text gets in translation, by its length in the source language: the
/// expansion localization guides tell designers to leave room for (Docs/uikit-devices.md,
/// "Translations"). Short strings grow most (a word may double), long ones about a third.
public enum TextExpansion {
    /// (longest source length in characters, expansion as a fraction of the source width).
    private static let table: [(upTo: Int, expansion: Double)] = [
        (10, 1.00), (20, 0.80), (30, 0.60), (50, 0.40), (70, 0.31),
    ]
    /// Strings longer than the table's last row.
    private static let longest = 0.30

    /// The expansion for a text of `characters` characters.
    public static func expansion(forCharacters characters: Int) -> Double {
        table.first { characters <= $0.upTo }?.expansion ?? longest
    }

    /// The average advance of a character of the system font, as a share of the point size: what
    /// turns a text's width into an estimate of its length (San Francisco's lowercase Latin
    /// letters and spaces average about half an em).
    public static let averageAdvance = 0.5

    /// The characters a single line `width` points wide holds at `pointSize`, at least 1.
    public static func characters(inWidth width: Double, pointSize: Double) -> Int {
        guard width.isFinite, width > 0, pointSize > 0 else { return 1 }
        return max(1, Int((width / (pointSize * averageAdvance)).rounded()))
    }

    /// A text `width` points wide at `pointSize`, translated: its width grown by the expansion
    /// its estimated length calls for.
    public static func translatedWidth(_ width: Double, pointSize: Double) -> Double {
        width * (1 + expansion(forCharacters: characters(inWidth: width, pointSize: pointSize)))
    }
}
