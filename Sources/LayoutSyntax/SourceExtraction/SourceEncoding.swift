import LayoutIR

/// The encoding check `vflc lint` makes before scanning a source file. Swift and Objective-C
/// sources are UTF-8 text; a file with invalid UTF-8 or NUL bytes (a binary, or another
/// encoding) gets one located error instead of a scan that would find nothing or nonsense.
enum SourceEncoding {
    /// One error at the first invalid UTF-8 sequence or NUL byte, or nil for a clean file.
    static func problem(in file: SourceFile) -> LayoutDiagnostic? {
        let bytes = file.bytes
        var index = 0
        // ASCII other than NUL is valid on its own: only the bytes the word-at-a-time scan
        // stops at are looked at.
        while let next = ByteScanning.firstNonASCII(orBelow: 1, in: bytes, from: index) {
            index = next
            if bytes[index] == 0 {
                return .error("NUL byte in a source file", at: file.span(offset: index, length: 1),
                              notes: [DiagnosticNote("Swift and Objective-C sources are text; this file was not linted"),
                                      DiagnosticNote("remove the NUL bytes, or leave binary files out of the paths given to 'vflc lint'")],
                              ruleID: RuleID.sourceEncoding)
            }
            let length = EncodingCheck.validSequenceLength(bytes, at: index)
            if length == 0 {
                return .error("invalid UTF-8 in a source file", at: file.span(offset: index, length: 1),
                              notes: [DiagnosticNote("Swift and Objective-C sources are UTF-8; this file was not linted"),
                                      DiagnosticNote("save the file as UTF-8")],
                              ruleID: RuleID.sourceEncoding)
            }
            index += length
        }
        return nil
    }
}
