import LayoutIR

/// The language of a source file that may contain VFL strings and SnapKit closures.
public enum SourceLanguage: String, Sendable, Hashable {
    /// Swift: string literals with `\(…)` interpolation, SnapKit closures.
    case swift
    /// Objective-C (`.m`, `.mm`, `.h`): `@"…"` literals and `NSDictionaryOfVariableBindings`.
    case objectiveC

    /// The language of a path by its extension (`.swift`; `.m`, `.mm`, `.h`, `.pch`), or `nil`.
    public init?(path: String) {
        if path.hasSuffix(".swift") { self = .swift }
        else if path.hasSuffix(".m") || path.hasSuffix(".mm") || Self.isHeader(path) { self = .objectiveC }
        else { return nil }
    }

    /// True for a C header: a `.h`, or the prefix header (`.pch`) that Xcode includes in every
    /// source file of its target (`GCC_PREFIX_HEADER`), where many Objective-C apps keep their
    /// layout `#define`s.
    static func isHeader(_ path: String) -> Bool { path.hasSuffix(".h") || path.hasSuffix(".pch") }
}

/// A string literal's decoded value and where each of its bytes came from, so a position
/// inside the string can be mapped back to the file through escapes and line breaks.
public struct ScannedString: Sendable, Hashable {
    /// The decoded text; `nil` when it cannot be known statically (Swift interpolation).
    public var value: String?
    /// `byteOffsets[i]` is the file offset of the source text that produced byte `i` of `value`;
    /// one extra entry gives the offset of the closing quote.
    public var byteOffsets: [Int]
    /// Why the value is unknown, when it is (`"string interpolation"`).
    public var dynamicReason: String?
}

/// One token of the coarse Swift/Objective-C scan: enough structure to find calls and their
/// arguments without a real parser. Comments and whitespace are dropped.
struct SourceToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier(String)
        case number(String)
        case string(ScannedString)
        /// `@"…"` in Objective-C.
        case objcString(ScannedString)
        /// A single punctuation byte: `( ) [ ] { } , : . = + | @ ; $ #` and any other byte.
        case punctuation(UInt8)
    }

    var kind: Kind
    /// File byte offsets of the token.
    var start: Int
    var end: Int

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// True for the punctuation byte `scalar` (an ASCII scalar: a one-character literal such as `"{"`).
    @inline(__always)
    func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if case .punctuation(let byte) = kind { return UInt32(byte) == scalar.value }
        return false
    }

    /// The scanned literal for both Swift and Objective-C strings.
    var stringLiteral: ScannedString? {
        switch kind {
        case .string(let literal), .objcString(let literal): return literal
        default: return nil
        }
    }
}
