/// SF Symbol images in image views (`image="…" catalog="system"` on the element, or Xcode 12's
/// `<imageReference key="image" image="…" catalog="system">` child).
///
/// A symbol is drawn like text: the system font at its symbol configuration (point size or text
/// style, weight, scale) sets its size, and Dynamic Type scales it (Apple, "Configuring and
/// displaying symbol images in your UI"; "UIImage.SymbolConfiguration"). vflc has no font
/// metrics, and the `<resources><image catalog="system" width height>` entry holds the symbol's
/// proportions at 128 pt on its longer side, not the size drawn. So the frame Xcode stored stands
/// for the intrinsic size, and the size counts as content the document does not fix: a conflict
/// that rests on it is not an error (Docs/InterfaceBuilder.md#views).
enum IBSymbolImages {
    /// True when the image view shows a system symbol.
    static func showsSymbol(_ element: Int, in tree: XMLTree) -> Bool {
        let node = tree.nodes[element]
        if node["catalog"] == "system", node["image"] != nil { return true }
        guard let reference = tree.child(of: element, named: "imageReference", key: "image") else { return false }
        return tree.nodes[reference]["catalog"] == "system"
    }
}
