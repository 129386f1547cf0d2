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

    /// The computed properties `var name: Type { … }` declared directly in `scope` whose type is
    /// one of `types`, with their getters' bodies.
    static func properties(in scope: Scope, of types: Set<String>, _ tokens: [SourceToken], closers: [Int?])
        -> [(name: String, body: ArraySlice<SourceToken>)] {
        var found: [(name: String, body: ArraySlice<SourceToken>)] = []
        var position = scope.open + 1
        while position + 4 < scope.close {
            defer { position += 1 }
            guard tokens[position].identifier == "var", let name = tokens[position + 1].identifier,
                  tokens[position + 2].isPunctuation(":"), let type = tokens[position + 3].identifier, types.contains(type) else { continue }
            // `NSLayoutAnchor<NSLayoutXAxisAnchor>`: the generic class with its argument.
            var open = position + 4
            if tokens[open].isPunctuation("<"), open + 2 < scope.close, tokens[open + 1].identifier != nil, tokens[open + 2].isPunctuation(">") {
                open += 3
            }
            guard open < scope.close, tokens[open].isPunctuation("{"), var close = closers[open] else { continue }
            // `{ get { … } }`: a read-only property written with its getter.
            if open + 2 < close, tokens[open + 1].identifier == "get", tokens[open + 2].isPunctuation("{"), let inner = closers[open + 2],
               inner + 1 == close {
                open += 2
                close = inner
            }
            found.append((name, tokens[(open + 1)..<close]))
        }
        return found
    }

    /// What a returned path (before its last member, `snp` or an anchor) names on the view:
    /// `.some(nil)` for the view itself (`self`, a controller's `view`), `.some(guide)` for one of
    /// its layout guides, `nil` for anything else.
    static func owner(_ path: [String], in scope: Scope) -> LayoutGuide?? {
        var path = path
        if scope.controller, path.first == "view" { path.removeFirst() }
        if path.isEmpty { return .some(nil) }
        guard path.count == 1, let guide = LayoutGuide(name: path[0]), !guide.isLegacyLayoutSupport else { return nil }
        return .some(guide)
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
