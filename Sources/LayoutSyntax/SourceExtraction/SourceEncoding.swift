import LayoutIR

/// The encoding check `vflc lint` makes before scanning a source file. Swift sources are UTF-8
/// text (the Swift compiler rejects invalid UTF-8); a Swift file with invalid UTF-8 or NUL bytes
/// (a binary, or another encoding) gets one located error instead of a scan that would find
/// nothing or nonsense. Clang reads C and Objective-C sources as bytes and accepts other
/// encodings in comments and strings (a GBK comment in a header; invalid UTF-8 in a string is
/// only its `-Winvalid-source-encoding` warning), so there only a NUL byte, the mark of a
/// binary, is an error: the scan reads the rest byte by byte.
enum SourceEncoding {
    /// One error at the first invalid UTF-8 sequence (Swift only) or NUL byte, or nil for a
    /// file that can be scanned.
    static func problem(in file: SourceFile, language: SourceLanguage) -> LayoutDiagnostic? {
        if language == .objectiveC {
            return file.bytes.firstIndex(of: 0).map { nulByte(in: file, at: $0) }
        }
        return problem(in: file)
    }

    private static func nulByte(in file: SourceFile, at index: Int) -> LayoutDiagnostic {
        .error("NUL byte in a source file", at: file.span(offset: index, length: 1),
               notes: [DiagnosticNote("Swift and Objective-C sources are text; this file was not linted"),
                       DiagnosticNote("remove the NUL bytes, or leave binary files out of the paths given to 'vflc lint'")],
               ruleID: RuleID.sourceEncoding)
    }

    /// One error at the first invalid UTF-8 sequence or NUL byte, or nil for a clean file.
    private static func problem(in file: SourceFile) -> LayoutDiagnostic? {
        let bytes = file.bytes
        var index = 0
        // ASCII other than NUL is valid on its own: only the bytes the word-at-a-time scan
        // stops at are looked at.
        while let next = ByteScanning.firstNonASCII(orBelow: 1, in: bytes, from: index) {
            index = next
            if bytes[index] == 0 { return nulByte(in: file, at: index) }
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

    /// git-crypt's header: an encrypted file starts with `\0GITCRYPT\0` (git-crypt,
    /// `commands.cpp`, the clean filter writes it before the nonce and the ciphertext).
    private static let gitCryptHeader: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]

    /// True for a file a repository keeps encrypted with git-crypt and that was checked out
    /// without its key: the app's source, unreadable here, not a file in another encoding.
    static func isEncrypted(_ file: SourceFile) -> Bool {
        file.bytes.count >= gitCryptHeader.count && Array(file.bytes.prefix(gitCryptHeader.count)) == gitCryptHeader
    }

    /// The skipped entry for an encrypted file.
    static func encryptedSkip(_ file: SourceFile) -> SkippedInput {
        SkippedInput(span: file.span(offset: 0, length: 0),
                     reason: "encrypted by git-crypt and checked out without its key: not read (unlock the repository to lint it)")
    }

    /// True for a file that starts with a UTF-16 byte order mark (`FF FE` or `FE FF`): text,
    /// but in an encoding neither compiler of an iOS target builds (Clang rejects it: "UTF-16 (LE)
    /// byte order mark detected in '…', but encoding is not supported"; Swift sources are UTF-8), so
    /// no iOS build includes it (a Windows client's header kept in the same repository).
    static func isUTF16(_ file: SourceFile) -> Bool {
        file.bytes.count >= 2 && ((file.bytes[0] == 0xFF && file.bytes[1] == 0xFE) || (file.bytes[0] == 0xFE && file.bytes[1] == 0xFF))
    }

    /// The skipped entry for a UTF-16 file.
    static func utf16Skip(_ file: SourceFile) -> SkippedInput {
        SkippedInput(span: file.span(offset: 0, length: 0),
                     reason: "UTF-16 text, which neither Clang nor the Swift compiler builds, so no iOS target holds it: not read")
    }
}
