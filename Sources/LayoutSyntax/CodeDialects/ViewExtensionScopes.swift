import LayoutIR

/// The bodies of a Swift file's `extension UIView { … }` and `extension UIViewController { … }`,
/// where apps declare the properties that stand for a layout attribute (`var safeArea:
/// ConstraintBasicAttributesDSL`, `var safeTopAnchor: NSLayoutYAxisAnchor`), and what such a
/// property's first `return` names.
enum ViewExtensionScopes {
    /// One extension's braces, and whether it extends a controller (whose `view.` is its view).
    struct Scope {
        var open: Int
        var close: Int
        var controller: Bool
    }

    static func find(_ tokens: [SourceToken], closers: [Int?]) -> [Scope] {
        var scopes: [Scope] = []
        var index = 0
        while index + 1 < tokens.count {
            if tokens[index].identifier == "extension", let type = tokens[index + 1].identifier,
               type == "UIView" || type == "UIViewController",
               let open = tokens[(index + 2)...].prefix(16).firstIndex(where: { $0.isPunctuation("{") }),
               let close = closers[open] {
                scopes.append(Scope(open: open, close: close, controller: type == "UIViewController"))
            }
            index += 1
        }
        return scopes
    }

    /// The chain of names after a property body's first `return` (the body itself when it has
    /// none: a single-expression getter). An `#available(iOS 11, *)` branch comes first in the
    /// pattern apps copy, and it is the one every device vflc lays out takes.
    static func firstReturnedPath(_ body: ArraySlice<SourceToken>) -> [String]? {
        let returned = body.firstIndex(where: { $0.identifier == "return" }).map { body[($0 + 1)...] } ?? body
        return ConstraintCallReader.path(leadingPath(returned))
    }

    /// The chain of names and dots that starts `tokens` (`self.safeAreaLayoutGuide.snp` of
    /// `self.safeAreaLayoutGuide.snp }`).
    private static func leadingPath(_ tokens: ArraySlice<SourceToken>) -> ArraySlice<SourceToken> {
        var end = tokens.startIndex
        var expectName = true
        while end < tokens.endIndex {
            let token = tokens[end]
            if expectName, token.identifier != nil, token.identifier != "return" {
                expectName = false
            } else if !expectName, token.isPunctuation(".") {
                expectName = true
            } else {
                break
            }
            end += 1
        }
        return tokens[tokens.startIndex..<end]
    }
}
