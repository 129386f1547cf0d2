/// Escaping for text written into SVG and the XHTML-style report, which must stay well-formed
/// XML whatever the names in a layout file are.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entity references, usable both as
    /// element text and inside a quoted attribute. Characters XML 1.0 cannot hold at all (most
    /// control characters, U+FFFE, U+FFFF) become U+FFFD, so no input can break the document.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if isAllowed(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\u{FFFD}"
                }
            }
        }
        return result
    }

    /// XML 1.0's `Char` production: tab, line feed, carriage return, and everything from
    /// U+0020 up except U+FFFE and U+FFFF (Swift strings hold no lone surrogates).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xFFFD: return true
        case 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
