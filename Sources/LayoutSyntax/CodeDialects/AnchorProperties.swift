import LayoutIR

/// An app's own properties that hand out one of a view's anchors, a pattern apps copy to write
/// one line for iOS 10 and 11:
///
/// ```swift
/// extension UIView {
///     var safeTopAnchor: NSLayoutYAxisAnchor {
///         if #available(iOS 11.0, *) { return safeAreaLayoutGuide.topAnchor }
///         return topAnchor
///     }
/// }
/// ```
///
/// `label.topAnchor.constraint(equalTo: view.safeTopAnchor)` is then pinned to the top of the
/// view's safe area. The property is read only when what it returns does not depend on the app:
/// a single `return` (or a single expression), or a first `return` under an `#available` test that
/// holds on the release the device catalog describes, which every device vflc lays out runs.
enum AnchorProperties {
    /// The anchor types a property may return (UIKit `NSLayoutAnchor` subclasses).
    private static let anchorTypes: Set<String> = ["NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension", "NSLayoutAnchor"]
    /// What a file declaring such a property holds (the type, then the getter's brace).
    private static let declarationWords = ByteNeedles(["Anchor {", "Dimension {", "Anchor> {"])

    /// The anchor properties `file` declares in extensions of `UIView` or `UIViewController`.
    static func collect(_ file: SourceFile, language: SourceLanguage, scan: () -> ScannedSource) -> [String: ProjectFacts.AnchorSource] {
        guard language == .swift, ByteSearch.containsAny(file.bytes, declarationWords) else { return [:] }
        let source = scan()
        guard source.encodingProblem == nil else { return [:] }
        let tokens = source.tokens, closers = source.closers
        var result: [String: ProjectFacts.AnchorSource] = [:]
        for scope in ViewExtensionScopes.find(tokens, closers: closers) {
            for (name, body) in ViewExtensionScopes.properties(in: scope, of: anchorTypes, tokens, closers: closers) {
                var source = ProjectFacts.AnchorSource.varies
                if returnsOneAnchor(body), var path = ViewExtensionScopes.firstReturnedPath(body), let anchor = path.popLast(),
                   ConstraintCallReader.anchors[anchor] != nil, case let owner? = ViewExtensionScopes.owner(path, in: scope) {
                    source = .anchor(guide: owner, name: anchor)
                }
                if let existing = result[name], existing != source { result[name] = .varies } else { result[name] = source }
            }
        }
        return result
    }

    /// Whether the getter's first `return` is the one it always takes: it has one, or the tests
    /// before it are `#available` checks that hold.
    private static func returnsOneAnchor(_ body: ArraySlice<SourceToken>) -> Bool {
        let returns = body.indices.filter { body[$0].identifier == "return" }
        guard returns.count > 1, let first = returns.first else { return true }
        var index = body.startIndex
        while index < first {
            if body[index].identifier == "if" {
                guard let open = body[index..<first].firstIndex(where: { $0.isPunctuation("{") }),
                      AvailabilityCheck.holds(body[(index + 1)..<open]) == true else { return false }
                index = open
            } else if let word = body[index].identifier, ["guard", "switch", "else"].contains(word) {
                return false
            }
            index += 1
        }
        return true
    }
}
