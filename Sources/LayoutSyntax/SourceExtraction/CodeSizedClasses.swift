import LayoutIR

/// The view classes of a source file whose own code gives them their size
/// (``ProjectFacts/codeSizedClasses``): UIKit asks a view for its `intrinsicContentSize`, and a
/// class that overrides it, or that adds subviews to itself and constrains them, is as large as
/// that code says (Apple, "intrinsicContentSize"; "Views with Intrinsic Content Size" in the Auto
/// Layout Guide). So is a class whose code constrains its own width or height
/// (`heightAnchor.constraint(equalToConstant: 0)` on `self`, kept equal to its `contentSize` by a
/// table that sizes itself to its rows): that constraint sizes every instance, a document's
/// included. An Interface Builder document shows such a view of the class at the size its
/// canvas drew, without running the code.
enum CodeSizedClasses {
    static func collect(_ file: SourceFile, scan: () -> ScannedSource) -> Set<String> {
        let bytes = file.bytes
        let overrides = ByteSearch.contains(bytes, "intrinsicContentSize")
        let buildsItself = ByteSearch.contains(bytes, "addSubview") && ByteSearch.containsAny(bytes, constraintWords)
        let sizesItself = ByteSearch.containsAny(bytes, sizeAnchorWords)
        // A class that loads a nib (its own content: Docs/InterfaceBuilder.md, "Text outside the design environment").
        let loadsNib = ByteSearch.containsAny(bytes, nibWords)
        guard overrides || buildsItself || loadsNib || sizesItself else { return [] }
        let source = scan()
        let tokens = source.tokens
        let types = TypeBodies(source)
        var classes: Set<String> = []
        for index in tokens.indices {
            guard let word = tokens[index].identifier else { continue }
            let defines = word == "intrinsicContentSize" && definesIntrinsicSize(at: index, tokens)
            let addsToSelf = word == "addSubview" && addsToSelf(at: index, tokens)
            let loads = loadsNib && (word == "loadNibNamed" || word == "nibWithNibName"
                || (word == "UINib" && index + 2 < tokens.count && tokens[index + 2].identifier == "nibName"))
            let constrainsOwnSize = sizesItself && (word == "heightAnchor" || word == "widthAnchor") && constrainsOwnSize(at: index, tokens)
            guard defines || addsToSelf || loads || constrainsOwnSize, let type = types.enclosingType(of: index) else { continue }
            classes.insert(type)
        }
        return classes
    }

    /// Nib loading: `Bundle.loadNibNamed(_:owner:options:)`, `UINib(nibName:bundle:)`, `+[UINib nibWithNibName:bundle:]`.
    private static let nibWords = ByteNeedles(["loadNibNamed", "UINib(nibName", "nibWithNibName"])

    /// The words of constraint code (any dialect) a self-building class uses.
    private static let constraintWords = ByteNeedles(["Anchor.constraint", "snp.makeConstraints", "snp_makeConstraints", "mas_makeConstraints",
                                                      "VisualFormat", "autoPin", "constraintWithItem", "NSLayoutConstraint(item"])

    /// `override var intrinsicContentSize` (Swift), `- (CGSize)intrinsicContentSize` (Objective-C).
    private static func definesIntrinsicSize(at index: Int, _ tokens: [SourceToken]) -> Bool {
        guard index >= 1 else { return false }
        if tokens[index - 1].identifier == "var", index >= 2, tokens[index - 2].identifier == "override" { return true }
        return index >= 4 && tokens[index - 1].isPunctuation(")") && tokens[index - 2].identifier == "CGSize"
            && tokens[index - 3].isPunctuation("(") && tokens[index - 4].isPunctuation("-")
    }

    /// `heightAnchor.constraint(…)` / `self.widthAnchor.constraint(…)` / `[self.heightAnchor
    /// constraintEqualToConstant:…]`: a constraint on the view's own size, not another view's.
    private static func constrainsOwnSize(at index: Int, _ tokens: [SourceToken]) -> Bool {
        guard index + 2 < tokens.count, index >= 1 else { return false }
        let onSelf = !tokens[index - 1].isPunctuation(".")
            || (index >= 2 && tokens[index - 2].identifier == "self" && (index < 3 || !tokens[index - 3].isPunctuation(".")))
        guard onSelf else { return false }
        if tokens[index + 1].isPunctuation("."), tokens[index + 2].identifier == "constraint" { return true }
        return tokens[index + 1].identifier?.hasPrefix("constraint") == true
    }

    /// The words of a constraint on a view's own width or height.
    private static let sizeAnchorWords = ByteNeedles(["heightAnchor", "widthAnchor"])

    /// `addSubview(label)` / `self.addSubview(label)` / `[self addSubview:label]`: to self, not
    /// to another view.
    static func addsToSelf(at index: Int, _ tokens: [SourceToken]) -> Bool {
        guard index >= 1 else { return false }
        if tokens[index - 1].isPunctuation(".") { return index >= 2 && tokens[index - 2].identifier == "self" }
        if tokens[index - 1].identifier == "self", index >= 2, tokens[index - 2].isPunctuation("[") { return true }
        return index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
    }
}
