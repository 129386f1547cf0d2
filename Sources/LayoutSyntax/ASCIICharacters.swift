/// The ASCII character classes of VFL and of the `.layout` language, whose names are C
/// identifiers. (Swift's identifiers, read by the source scanner, also allow `$` and non-ASCII.)
extension UInt8 {
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isASCIILetter: Bool {
        // Setting bit 5 takes A–Z to a–z and no byte outside A–Z and a–z into a–z.
        (self | 0x20) &- UInt8(ascii: "a") < 26
    }
    var isASCIIHexDigit: Bool {
        isASCIIDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
    /// A character that can start a VFL name (a C identifier).
    var isIdentifierStart: Bool { isASCIILetter || self == UInt8(ascii: "_") }
    /// A character that can continue a VFL name.
    /// Letters first: they are most of a name, and the order of the tests shows in parse time.
    var isIdentifierContinue: Bool { isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") }
}
