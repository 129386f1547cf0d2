/// The directory part of a path, computed on its text.
///
/// Not `NSString.deletingLastPathComponent`: swift-corelibs-foundation traps on short relative
/// paths (`"."`, `"a"`, `"./"`: an illegal instruction in `String._startOfLastPathComponent`), which
/// `vflc lint .` meets as soon as it walks up from a document to its owning project.
enum ParentDirectory {
    /// `a/b/c.xib` → `a/b`; `c.xib` and `.` → `""` (the current directory); `/c` and `/` → `/`.
    static func of(_ path: String) -> String {
        var text = Substring(path)
        // The trailing slash first: `count` walks the whole path, and most paths end in a name.
        while text.hasSuffix("/"), text.count > 1 { text.removeLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        var parent = text[..<slash]
        while parent.hasSuffix("/") { parent.removeLast() }
        return parent.isEmpty ? "/" : String(parent)
    }
}
