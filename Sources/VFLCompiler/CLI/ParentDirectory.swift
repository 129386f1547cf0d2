/// The directory part of a path, computed on its text.
///
/// Not `NSString.deletingLastPathComponent`: swift-corelibs-foundation traps on short relative
/// paths (`"."`, `"a"`, `"./"`: an illegal instruction in `String._startOfLastPathComponent`), which
/// `vflc lint .` meets as soon as it walks up from a document to its owning project.
enum ParentDirectory {
    /// `a/b/c.xib` → `a/b`; `c.xib` and `.` → `""` (the current directory); `/c` and `/` → `/`.
    static func of(_ path: String) -> String {
        if let parent = asciiParent(path) { return parent }
        var text = Substring(path)
        // The trailing slash first: `count` walks the whole path, and most paths end in a name.
        while text.hasSuffix("/"), text.count > 1 { text.removeLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        var parent = text[..<slash]
        while parent.hasSuffix("/") { parent.removeLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The same on the bytes, for a path of ASCII without a carriage return: there each byte is
    /// one `Character` (only CR LF joins two ASCII bytes into one), so the byte steps below are
    /// the `Character` steps above, without grapheme breaking at every step back. `nil` for any
    /// other path. Lint asks this for every file and every folder above it.
    private static func asciiParent(_ path: String) -> String? {
        let slash = UInt8(ascii: "/")
        let parent = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
            var end = bytes.count
            while end > 1, bytes[end - 1] == slash { end -= 1 }
            guard let last = bytes[..<end].lastIndex(of: slash) else { return "" }
            var parentEnd = last
            while parentEnd > 0, bytes[parentEnd - 1] == slash { parentEnd -= 1 }
            return parentEnd == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<parentEnd]), as: UTF8.self)
        }
        return parent ?? nil
    }
}
