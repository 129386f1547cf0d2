import LayoutIR

/// Which nibs a file names: the words of ``ProjectFacts/referenceWords`` it holds anywhere, in
/// its identifiers and in its strings alike (`UINib(nibName: "PriceCell", bundle: nil)`,
/// `[[NSBundle mainBundle] loadNibNamed:@"PriceCell" …]`, `PriceCell.loadFromNib()` with a loader
/// that names the nib after its class, `R.nib.priceCell`, a document's `nibName="PriceCell"` or
/// `customClass="PriceCell"`). A nib is loaded only when code asks for it by name (Apple, "UINib",
/// "Bundle.loadNibNamed", "UIViewController.nibName"), so one whose name nothing holds never loads.
///
/// What does not count: an `#import` or `#include` line (it brings a class's declarations, and
/// loads nothing), a comment, a declaration (`class PriceCell`, `@interface PriceCell`,
/// `extension PriceCell`), a file's name (`PriceCell.h`), and a document's own name in it
/// (`PriceCell.xib` whose view is a `PriceCell`). Any other use counts, in the class's own file too
/// (a data source declared beside the cell that registers it by its class).
enum NameReferenceScan {
    /// `excludingOwnName`: a document's own name (`customClass="PriceCell"` in `PriceCell.xib`)
    /// does not load it.
    static func references(in file: SourceFile, among words: [String: Set<String>], excludingOwnName: Bool = false) -> Set<String> {
        let bytes = file.bytes
        // Most words of a file are no candidate: a word's length, first and last byte are looked
        // up before a string is made of it and hashed.
        var shapes: Set<UInt32> = []
        for word in words.keys {
            let utf8 = Array(word.utf8)
            guard let first = utf8.first, let last = utf8.last, utf8.count < 65_536 else { continue }
            shapes.insert(Self.shape(length: utf8.count, first: first, last: last))
        }
        guard !shapes.isEmpty else { return [] }
        let ownStem = excludingOwnName ? ProjectFacts.nibStem(Self.baseName(of: file.path)) : nil
        var found: Set<String> = []
        var index = 0
        var lineStart = true
        // The word before the current one, when only blanks lie between: `class PriceCell` declares.
        var previousWord: ArraySlice<UInt8> = []
        // Inside a string a `//` or `/*` is text (`"/widget/*"`), and its words still count.
        var inString = false, inMultilineString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { lineStart = true; previousWord = []; inString = false; index += 1; continue }
            if byte == UInt8(ascii: "\"") {
                if ByteSearch.matches(bytes, at: index, "\"\"\"") {
                    inMultilineString.toggle()
                    index += 3
                } else {
                    if !inMultilineString { inString.toggle() }
                    index += 1
                }
                lineStart = false
                previousWord = []
                continue
            }
            if byte == UInt8(ascii: "\\"), inString || inMultilineString { index += 2; continue }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1; continue }
            if lineStart, byte == UInt8(ascii: "#"), Self.startsInclusion(bytes, at: index + 1) {
                // The rest of the line names a header, not a nib.
                index = ByteScanning.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: index) ?? bytes.count
                continue
            }
            lineStart = false
            // A comment loads nothing (`//  PriceCell.swift`, the header every Xcode file starts with).
            let inText = inString || inMultilineString
            if !inText, byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index = ByteScanning.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: index) ?? bytes.count
                continue
            }
            if !inText, byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                index = end + 2
                continue
            }
            guard ByteSearch.isWordByte(byte) else { previousWord = []; index += 1; continue }
            let start = index
            while index < bytes.count, ByteSearch.isWordByte(bytes[index]) { index += 1 }
            defer { previousWord = bytes[start..<index] }
            let length = index - start
            guard length < 65_536, shapes.contains(Self.shape(length: length, first: bytes[start], last: bytes[index - 1])) else { continue }
            // A declaration (`class PriceCell`, `@interface PriceCell`, `extension PriceCell`) makes
            // nothing, nor does a file's name (`PriceCell.h`).
            if Self.declarationKeywords.contains(where: { previousWord.elementsEqual($0.utf8) }) { continue }
            if index < bytes.count, bytes[index] == UInt8(ascii: "."),
               Self.fileExtensions.contains(where: { ByteSearch.matches(bytes, at: index + 1, $0) && !(index + 1 + $0.utf8.count < bytes.count && ByteSearch.isWordByte(bytes[index + 1 + $0.utf8.count])) }) {
                continue
            }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            for stem in words[word] ?? [] where stem != ownStem { found.insert(stem) }
        }
        return found
    }

    /// A word's length, first byte and last byte in one number.
    private static func shape(length: Int, first: UInt8, last: UInt8) -> UInt32 {
        UInt32(length) << 16 | UInt32(first) << 8 | UInt32(last)
    }

    private static let declarationKeywords = ["class", "struct", "enum", "extension", "protocol", "interface", "implementation"]
    private static let fileExtensions = ["swift", "h", "m", "mm", "xib", "storyboard"]

    /// `import` or `include` after the `#` of a preprocessor line.
    private static func startsInclusion(_ bytes: [UInt8], at index: Int) -> Bool {
        ByteSearch.matches(bytes, at: index, "import") || ByteSearch.matches(bytes, at: index, "include")
    }

    /// `Cells/PriceCell.swift` → `PriceCell`.
    static func baseName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
