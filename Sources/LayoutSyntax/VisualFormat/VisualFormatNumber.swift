/// Reads numbers the way UIKit's parser does: with C `strtod`, which takes the longest prefix
/// that is a decimal or hexadecimal floating-point literal, `inf`/`infinity` or `nan`.
///
/// We find that prefix ourselves (one pass, no copying of the rest of the input, so a huge
/// format stays linear) and convert only the prefix.
enum VisualFormatNumber {
    /// The result of a scan: the value and the index just past the number.
    struct Scanned {
        var value: Double
        var end: Int
    }

    /// The number `strtod` would read at `start`, or `nil` when it would read nothing.
    static func scan(_ bytes: [UInt8], from start: Int) -> Scanned? {
        if let integer = plainInteger(bytes, from: start) { return integer }
        let n = bytes.count
        var i = start
        var negative = false
        if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        // Most numbers start with a digit: no need to look for inf or nan.
        let leadsWithDigit = i < n && bytes[i].isASCIIDigit
        if !leadsWithDigit, matches(bytes, at: i, caseInsensitive: "inf") {
            let end = matches(bytes, at: i + 3, caseInsensitive: "inity") ? i + 8 : i + 3
            return Scanned(value: negative ? -.infinity : .infinity, end: end)
        }
        if !leadsWithDigit, matches(bytes, at: i, caseInsensitive: "nan") {
            var end = i + 3
            if end < n, bytes[end] == UInt8(ascii: "(") {
                var k = end + 1
                while k < n, bytes[k].isIdentifierContinue { k += 1 }
                if k < n, bytes[k] == UInt8(ascii: ")") { end = k + 1 }
            }
            return Scanned(value: .nan, end: end)
        }
        let end = hexadecimalEnd(bytes, from: i) ?? decimalEnd(bytes, from: i)
        guard let end else { return nil }
        // Plain integers (almost every VFL number) are exact in a Double below 2^53, so they
        // need no string and no strtod.
        if end - i <= 15, bytes[i..<end].allSatisfy(\.isASCIIDigit) {
            var value = 0.0
            for byte in bytes[i..<end] { value = value * 10 + Double(byte - UInt8(ascii: "0")) }
            return Scanned(value: negative ? -value : value, end: end)
        }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        // The prefix is a well-formed literal, so the conversion succeeds; if the standard
        // library ever disagrees, report "no number" rather than trap.
        guard let value = Double(text) else { return nil }
        return Scanned(value: value, end: end)
    }

    /// Almost every VFL number is a short unsigned integer (`8`, `750`): when the digits at
    /// `start` are not followed by anything that would extend them (a fraction, an exponent, a
    /// hexadecimal prefix), their value is exact and read in the same pass.
    private static func plainInteger(_ bytes: [UInt8], from start: Int) -> Scanned? {
        var value = 0.0
        var end = start
        while end < bytes.count, end - start < 16 {
            let digit = bytes[end] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value * 10 + Double(digit)
            end += 1
        }
        // Up to 15 digits, so the value is below 2^53 and exact.
        guard end > start, end - start <= 15 else { return nil }
        if end < bytes.count {
            switch bytes[end] | 0x20 {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "x"): return nil
            default: break
            }
        }
        return Scanned(value: value, end: end)
    }

    private static func matches(_ bytes: [UInt8], at index: Int, caseInsensitive word: String) -> Bool {
        var i = index
        for expected in word.utf8 {
            guard i < bytes.count, bytes[i] | 0x20 == expected else { return false }
            i += 1
        }
        return true
    }

    /// `0x` hex-digits [`.` hex-digits] [`p` [sign] digits], with at least one hex digit.
    private static func hexadecimalEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let n = bytes.count
        guard start + 1 < n, bytes[start] == UInt8(ascii: "0"), bytes[start + 1] | 0x20 == UInt8(ascii: "x") else {
            return nil
        }
        var j = start + 2
        var digits = 0
        while j < n, bytes[j].isASCIIHexDigit { j += 1; digits += 1 }
        if j < n, bytes[j] == UInt8(ascii: ".") {
            var k = j + 1
            var fraction = 0
            while k < n, bytes[k].isASCIIHexDigit { k += 1; fraction += 1 }
            if digits + fraction > 0 { j = k; digits += fraction }
        }
        guard digits > 0 else { return nil }  // "0x" alone: strtod reads just the "0"
        return exponentEnd(bytes, from: j, marker: UInt8(ascii: "p"))
    }

    /// digits [`.` digits] [`e` [sign] digits], with at least one digit.
    private static func decimalEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let n = bytes.count
        var j = start
        var digits = 0
        while j < n, bytes[j].isASCIIDigit { j += 1; digits += 1 }
        if j < n, bytes[j] == UInt8(ascii: ".") {
            var k = j + 1
            var fraction = 0
            while k < n, bytes[k].isASCIIDigit { k += 1; fraction += 1 }
            if digits + fraction > 0 { j = k; digits += fraction }
        }
        guard digits > 0 else { return nil }
        return exponentEnd(bytes, from: j, marker: UInt8(ascii: "e"))
    }

    /// Extends `end` over an exponent when one with at least one digit follows.
    private static func exponentEnd(_ bytes: [UInt8], from end: Int, marker: UInt8) -> Int {
        let n = bytes.count
        guard end < n, bytes[end] | 0x20 == marker else { return end }
        var k = end + 1
        if k < n, bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-") { k += 1 }
        let digitsStart = k
        while k < n, bytes[k].isASCIIDigit { k += 1 }
        return k > digitsStart ? k : end
    }
}
