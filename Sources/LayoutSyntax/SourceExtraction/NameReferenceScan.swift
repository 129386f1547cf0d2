import LayoutIR

/// Which nibs a file names: the words of ``ProjectFacts/referenceWords`` it holds anywhere, in
/// its identifiers and in its strings alike (`UINib(nibName: "PriceCell", bundle: nil)`,
/// `[[NSBundle mainBundle] loadNibNamed:@"PriceCell" …]`, `PriceCell.loadFromNib()` with a loader
/// that names the nib after its class, `R.nib.priceCell`, a document's `nibName="PriceCell"` or
/// `customClass="PriceCell"`). A nib is loaded only when code asks for it by name (Apple, "UINib",
/// "Bundle.loadNibNamed", "UIViewController.nibName"), so one whose name nothing holds never loads.
///
/// What does not count: an `#import` or `#include` line (it brings a class's declarations, and
/// loads nothing), and a name in the file named like it (`PriceCell.swift` declaring `class
/// PriceCell` and a `priceCell()` factory, `PriceCell.xib` whose view is a `PriceCell`: a class
/// nothing else names is never made).
enum NameReferenceScan {
    static func references(in file: SourceFile, among words: [String: String]) -> Set<String> {
        let bytes = file.bytes
        let lengths = Set(words.keys.map(\.utf8.count))
        guard let shortest = lengths.min() else { return [] }
        let ownStem = ProjectFacts.nibStem(Self.baseName(of: file.path))
        var found: Set<String> = []
        var index = 0
        var lineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { lineStart = true; index += 1; continue }
            if lineStart, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1; continue }
            if lineStart, byte == UInt8(ascii: "#"), Self.startsInclusion(bytes, at: index + 1) {
                // The rest of the line names a header, not a nib.
                index = ByteScanning.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: index) ?? bytes.count
                continue
            }
            lineStart = false
            guard ByteSearch.isWordByte(byte) else { index += 1; continue }
            let start = index
            while index < bytes.count, ByteSearch.isWordByte(bytes[index]) { index += 1 }
            let length = index - start
            guard length >= shortest, lengths.contains(length), !bytes[start].isASCIIDigit else { continue }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if let stem = words[word], stem != ownStem { found.insert(stem) }
        }
        return found
    }

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
