extension ProjectFacts {
    /// Records the languages the app of the project held in `directory` is localized for.
    public mutating func declareLocalizations(_ languages: Set<String>, forProjectIn directory: String) {
        localizationsByProjectDirectory[directory, default: []].formUnion(languages)
    }

    /// Records that some code of the project forces a right-to-left layout.
    public mutating func declareForcedRightToLeft() { forcesRightToLeft = true }

    /// True when UIKit never lays the app of the input at `path` out right to left: its nearest
    /// project lists its localizations and none is a right-to-left language, and no code of the
    /// project forces that direction. UIKit's layout direction is right to left "when running with
    /// localizations such as Arabic or Hebrew" (Apple, *UIUserInterfaceLayoutDirection.rightToLeft*):
    /// the language the app runs in is one it is localized for, so a user who reads Arabic sees an
    /// app localized only for English and Russian in English, left to right. `false` when the
    /// project or its localizations are unknown.
    public func isLeftToRightOnly(forFileAt path: String) -> Bool {
        guard !forcesRightToLeft, let languages = Self.nearest(localizationsByProjectDirectory, forFileAt: path),
              !languages.isEmpty else { return false }
        return !languages.contains { Self.isRightToLeftLanguage($0) }
    }

    /// Whether a localization's language is written right to left: its primary language subtag
    /// (`ar` of `ar-SA`, BCP 47) is Arabic, Hebrew (also its old code `iw`), Persian, Urdu,
    /// Pashto, Sindhi, Uyghur, Yiddish, Central Kurdish, Dhivehi, Kashmiri or Syriac (the
    /// languages CLDR writes in Arabic, Hebrew, Thaana or Syriac script by default).
    public static func isRightToLeftLanguage(_ localization: String) -> Bool {
        let primary = localization.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(primary)
    }

    private static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "ckb",
                                                            "dv", "ks", "syr"]
}
