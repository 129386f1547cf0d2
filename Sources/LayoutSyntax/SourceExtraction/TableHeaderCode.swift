import LayoutIR

/// What a source file's code does with tables' header and footer views
/// (``ProjectFacts/sizesTableHeaders(_:)``): the types whose code reaches `tableHeaderView` or
/// `tableFooterView`, the extension methods that do (`func resizeTableHeaderView()` on
/// `UITableView`), and the words with `Header` or `Footer` each type uses, among which are the
/// calls of those methods. Read on tokens only for files whose bytes hold `…ableHeaderView` or
/// `…ableFooterView` (the properties, and the methods named after them, `resizeTableHeaderView`):
/// a method named otherwise that reaches them is not linked to its callers, which leaves their
/// findings warnings, never wrongly infos.
enum TableHeaderCode {
    private static let words = ByteNeedles(["ableHeaderView", "ableFooterView"])
    private static let headerProperties: Set<String> = ["tableHeaderView", "tableFooterView"]

    static func collect(_ file: SourceFile, language: SourceLanguage, scan: () -> ScannedSource)
        -> (owners: Set<String>, sizers: Set<String>, wordsByType: [String: Set<String>]) {
        guard ByteSearch.containsAny(file.bytes, words) else { return ([], [], [:]) }
        let source = scan()
        guard source.encodingProblem == nil else { return ([], [], [:]) }
        let tokens = source.tokens
        let types = TypeBodies(source)
        var owners: Set<String> = []
        var wordsByType: [String: Set<String>] = [:]
        for index in tokens.indices {
            guard let word = tokens[index].identifier, word.contains("Header") || word.contains("Footer"),
                  let type = types.enclosingType(of: index) else { continue }
            if headerProperties.contains(word) || word == "setTableHeaderView" || word == "setTableFooterView" {
                owners.insert(type)
            } else {
                wordsByType[type, default: []].insert(word)
            }
        }
        var sizers: Set<String> = []
        for function in SourceFunctions.find(tokens, closers: source.closers, language: language, bytes: file.bytes)
        where function.inExtension && function.close < tokens.count {
            if tokens[function.open...function.close].contains(where: { $0.identifier.map(headerProperties.contains) ?? false }) {
                // An Objective-C selector's first piece is what a message names first.
                sizers.insert(String(function.name.prefix { $0 != ":" }))
            }
        }
        return (owners, sizers, wordsByType)
    }
}
