import LayoutIR

/// The view classes that load a xib of their own as their content, as the project's xibs show:
/// a xib whose File's Owner is a class of the app's own and whose `view` outlet is not
/// connected (a view controller loaded from a xib gets its root view through that outlet: Apple,
/// `UIViewController.view` and `init(nibName:bundle:)`). Such a
/// class instantiates the nib with itself as owner (`UINib.instantiate(withOwner:options:)`,
/// `Bundle.loadNibNamed(_:owner:options:)`) and adds its views to itself. A view of that class
/// placed in another document is drawn there at a placeholder size; at run time the nib's
/// content and the class's code decide its size (``ProjectFacts/codeSizedClasses``).
enum IBNibOwners {
    /// The owner class of a view xib, found on the bytes (no XML parse: this runs over every
    /// document before any is read). `nil` for storyboards, controller xibs and xibs whose
    /// owner has no class of the app's own.
    static func viewOwnerClass(of file: SourceFile) -> String? {
        guard file.path.hasSuffix(".xib") else { return nil }
        let bytes = file.bytes
        var owner: String?
        ByteSearch.forEachOccurrence(of: "placeholderIdentifier=\"IBFilesOwner\"", in: bytes) { start in
            // The rest of the start tag: customClass="…" sits in it, before the closing '>'.
            guard let end = ByteScanning.firstIndex(of: UInt8(ascii: ">"), in: bytes, from: start) else { return true }
            // The owner's tag, from its '<' (at most 400 bytes back) to its '>'.
            var open = start
            while open > 0, open > start - 400, bytes[open] != UInt8(ascii: "<") { open -= 1 }
            let tag = Array(bytes[open..<end])
            ByteSearch.forEachOccurrence(of: "customClass=\"", in: tag) { at in
                let value = tag[(at + 13)...].prefix { $0 != UInt8(ascii: "\"") }
                owner = String(decoding: value, as: UTF8.self)
                return true
            }
            return true
        }
        guard let owner, !owner.isEmpty, !IBViewKinds.isSystemClass(owner) else { return nil }
        // Any outlet called `view` counts: in a controller's xib it is File's Owner's, and a view
        // class's xib that has one is left alone rather than guessed about.
        var connectsView = false
        ByteSearch.forEachOccurrence(of: "<outlet property=\"view\"", in: bytes) { _ in
            connectsView = true
            return true
        }
        return connectsView ? nil : owner
    }
}
