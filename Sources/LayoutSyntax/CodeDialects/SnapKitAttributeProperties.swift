import LayoutIR

/// An app's own properties that hand out SnapKit's attribute DSL for a view or a guide, a pattern
/// apps copy to write one line for iOS 10 and 11:
///
/// ```swift
/// extension UIView {
///     var safeArea: ConstraintBasicAttributesDSL {
///         if #available(iOS 11.0, *) { return self.safeAreaLayoutGuide.snp }
///         return snp
///     }
/// }
/// ```
///
/// `make.top.equalTo(view.safeArea.top)` is then the top of the view's safe area. SnapKit's
/// attributes (`top`, `leading` …) are properties of its DSL types (`ConstraintAttributesDSL`,
/// which `snp` returns), never of a view, so `x.name.top` without `snp` always goes through such a
/// property. The property's first `return` is what it stands for: an `#available(iOS 11, *)`
/// branch is the one every device vflc lays out takes, since they all run a later iOS.
enum SnapKitAttributeProperties {
    /// The DSL types a property may return (SnapKit `ConstraintDSL.swift`, `ConstraintViewDSL.swift`,
    /// `ConstraintLayoutGuideDSL.swift`).
    private static let dslTypes: Set<String> = ["ConstraintBasicAttributesDSL", "ConstraintAttributesDSL",
                                                 "ConstraintViewDSL", "ConstraintLayoutGuideDSL"]

    /// The DSL properties `file` declares in extensions of `UIView` or `UIViewController`.
    static func collect(_ file: SourceFile, language: SourceLanguage, scan: () -> ScannedSource) -> [String: ProjectFacts.AttributeSource] {
        guard language == .swift, ByteSearch.contains(file.bytes, "DSL") else { return [:] }
        let source = scan()
        guard source.encodingProblem == nil else { return [:] }
        let tokens = source.tokens, closers = source.closers
        var result: [String: ProjectFacts.AttributeSource] = [:]
        for scope in ViewExtensionScopes.find(tokens, closers: closers) {
            for (name, body) in ViewExtensionScopes.properties(in: scope, of: dslTypes, tokens, closers: closers) {
                var source = ProjectFacts.AttributeSource.varies
                if var path = ViewExtensionScopes.firstReturnedPath(body), path.popLast() == "snp",
                   case let owner? = ViewExtensionScopes.owner(path, in: scope) {
                    source = owner.map { .guide($0) } ?? .view
                }
                if let existing = result[name], existing != source { result[name] = .varies } else { result[name] = source }
            }
        }
        return result
    }
}
