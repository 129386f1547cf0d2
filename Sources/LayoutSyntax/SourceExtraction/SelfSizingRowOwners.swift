import LayoutIR

/// The types of a source file whose code makes a table's rows as tall as their content
/// (``ProjectFacts/selfSizingTableOwners``).
///
/// UIKit sizes a row to its cell's content when the table's `rowHeight` is
/// `UITableView.automaticDimension` (Objective-C `UITableViewAutomaticDimension`) or the delegate's
/// `tableView(_:heightForRowAt:)` returns it (Apple, "UITableView.automaticDimension"; WWDC 2014
/// session 226, "What's New in Table and Collection Views": self-sizing cells come with an
/// `estimatedRowHeight`). Code doing any of that overrides the row height an Interface Builder
/// document stores for the table, so the document's height is only one of the heights the row
/// can have.
enum SelfSizingRowOwners {
    /// The names of the classes and extensions (Swift) or `@implementation`s (Objective-C) whose
    /// bodies set `rowHeight = …automaticDimension`, set an `estimatedRowHeight`, or return
    /// `automaticDimension` in a `heightForRowAt` method. Empty for most files, which hold none
    /// of those words and are not tokenized.
    static func collect(_ file: SourceFile, scan: () -> ScannedSource) -> Set<String> {
        guard mentionsRowSizing(file.bytes) else { return [] }
        let source = scan()
        let tokens = source.tokens
        let types = TypeBodies(source)
        var owners: Set<String> = []
        for index in tokens.indices where setsSelfSizingRows(at: index, tokens) {
            if let owner = types.enclosingType(of: index) { owners.insert(owner) }
        }
        return owners
    }

    /// Whether the bytes contain `automaticDimension` (also inside `UITableViewAutomaticDimension`)
    /// or `estimatedRowHeight`: a cheap test before tokenizing.
    private static func mentionsRowSizing(_ bytes: [UInt8]) -> Bool {
        ByteSearch.containsAny(bytes, rowSizingWords)
    }

    private static let rowSizingWords = ByteNeedles(["utomaticDimension", "estimatedRowHeight"])


    /// `rowHeight = UITableView.automaticDimension` (or `.automaticDimension`,
    /// `UITableViewAutomaticDimension`), `estimatedRowHeight = …`, or `return
    /// …automaticDimension` shortly after a `heightForRowAt` signature, at token `index`.
    private static func setsSelfSizingRows(at index: Int, _ tokens: [SourceToken]) -> Bool {
        guard let name = tokens[index].identifier else { return false }
        if name == "estimatedRowHeight" { return isAssignment(after: index, tokens) }
        guard name == "rowHeight", isAssignment(after: index, tokens) else {
            guard name == "return", let value = automaticValue(from: index + 1, tokens) else { return false }
            // Within the delegate method that gives a row's height.
            let start = max(0, value - 80)
            return tokens[start..<index].contains { ["heightForRowAt", "heightForRowAtIndexPath"].contains($0.identifier ?? "") }
        }
        return automaticValue(from: index + 2, tokens) != nil
    }

    /// A single `=` (not `==`) after `index`.
    private static func isAssignment(after index: Int, _ tokens: [SourceToken]) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("=") else { return false }
        return index + 2 >= tokens.count || !tokens[index + 2].isPunctuation("=")
    }

    /// The index of `automaticDimension` or `UITableViewAutomaticDimension` among the few tokens
    /// from `start` that spell the value (`UITableView.automaticDimension`, `.automaticDimension`).
    private static func automaticValue(from start: Int, _ tokens: [SourceToken]) -> Int? {
        let end = min(tokens.count, start + 4)
        guard start < end else { return nil }
        return (start..<end).first { ["automaticDimension", "UITableViewAutomaticDimension"].contains(tokens[$0].identifier ?? "") }
    }
}
