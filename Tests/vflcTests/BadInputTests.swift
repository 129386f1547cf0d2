import Foundation
import Testing

/// Empty files, comment-only files, binary garbage, invalid UTF-8 and NUL bytes through every
/// command: clear diagnostics and the exit statuses of Docs/Design.md#reporters (0 clean, 1 input errors, 2 usage/IO).
@Suite struct BadInputTests {
    /// Writes `files` into a fresh temporary directory and returns its path.
    static func directory(_ files: [String: [UInt8]]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: url.appendingPathComponent(name)) }
        return url.path
    }

    /// Runs vflc with its output going to files: garbage makes more output than a pipe holds,
    /// and reading one pipe to its end while the other fills would deadlock.
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-out-\(UUID().uuidString)")
        let outURL = base.appendingPathExtension("out"), errURL = base.appendingPathExtension("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let process = Process()
        process.executableURL = ExecutableTests.binary
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    static func garbage(_ count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test func emptyAndCommentOnlyFilesAreCleanEverywhere() throws {
        let dir = try Self.directory(["empty.layout": [], "comments.layout": Array("// nothing\n/* here */\n".utf8),
                                      "empty.swift": [], "comments.m": Array("// nothing\n".utf8)])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for command in [[], ["check"], ["parse"]] {
            for file in ["empty.layout", "comments.layout"] {
                let result = try Self.run(command + ["\(dir)/\(file)"])
                #expect(result.status == 0, "\(command) \(file): \(result.stderr)")
                #expect(!result.stderr.contains("error:"))
            }
        }
        let lint = try Self.run(["lint", dir])
        #expect(lint.status == 0)
        #expect(lint.stderr.contains("2 files, 0 formats found"))
    }

    @Test("a symbolic link whose target is missing is passed over in a directory, an error when named; a folder named like a file is walked")
    func danglingSymbolicLink() throws {
        // A repository's link into a submodule that is not checked out.
        let dir = try Self.directory(["Box.swift": Array("let side = 4\n".utf8)])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/Missing.h", withDestinationPath: "api/Missing.h")
        let lint = try Self.run(["lint", dir])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.contains("lint: 1 file,"))
        // A folder named like a source file (a package checked out as `SQLite.swift/`) is a folder.
        try FileManager.default.createDirectory(atPath: "\(dir)/SQLite.swift", withIntermediateDirectories: true)
        try Data("let gap = 8\n".utf8).write(to: URL(fileURLWithPath: "\(dir)/SQLite.swift/Gap.swift"))
        let withFolder = try Self.run(["lint", dir])
        #expect(withFolder.status == 0, "\(withFolder.stderr)")
        #expect(withFolder.stderr.contains("lint: 2 files,"))
        let named = try Self.run(["lint", "\(dir)/Missing.h"])
        #expect(named.status == 2)
        #expect(named.stderr.contains("no such file"))
    }

    @Test("a git-crypt file checked out without its key is listed as not read, not an encoding error")
    func gitCryptFileIsSkipped() throws {
        // git-crypt's clean filter writes "\0GITCRYPT\0", a 12-byte nonce, then the ciphertext.
        let encrypted = [0] + Array("GITCRYPT".utf8) + [0] + Self.garbage(300)
        let dir = try Self.directory(["Keys.swift": encrypted])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lint = try Self.run(["lint", "--verbose", dir])
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(!lint.stdout.contains("error:"))
        #expect(lint.stderr.contains("Keys.swift:1:1: skipped: encrypted by git-crypt"))
        // Without the header the same bytes are an encoding error.
        let plain = try Self.directory(["Keys.swift": [0] + Self.garbage(300)])
        defer { try? FileManager.default.removeItem(atPath: plain) }
        #expect(try Self.run(["lint", plain]).status == 1)
    }

    @Test func binaryGarbageGetsOneLocatedErrorAndStatusOne() throws {
        let bytes = Self.garbage(100_000)
        let dir = try Self.directory(["garbage.layout": bytes, "garbage.swift": bytes, "garbage.m": bytes])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for command in [[], ["check"], ["parse"], ["compile"]] {
            let result = try Self.run(command + ["\(dir)/garbage.layout"])
            #expect(result.status == 1, "\(command)")
            let output = result.stdout + result.stderr
            #expect(output.contains("garbage.layout:1:") && output.contains(": error: invalid UTF-8 in the file"))
        }
        let lint = try Self.run(["lint", "\(dir)/garbage.swift", "\(dir)/garbage.m"])
        #expect(lint.status == 1)
        #expect(lint.stdout.contains(": error: invalid UTF-8 in a source file [source-encoding]"))
        #expect(lint.stdout.contains("garbage.swift:1:") && lint.stdout.contains("note: save the file as UTF-8"))
        // Clang reads Objective-C as bytes: what marks the garbage as a binary there is its NUL bytes.
        #expect(lint.stdout.contains("garbage.m:") && lint.stdout.contains(": error: NUL byte in a source file [source-encoding]"))
    }

    @Test func nulBytesAndInvalidUTF8AreReportedWithACaret() throws {
        let layout = Array("screen S {\n view a\n a.width == 10".utf8) + [0, 0] + Array("\n}\n".utf8)
        let swift = Array("let s = \"H:|[a]|\"".utf8) + [0xC3] + Array("\n".utf8)
        let dir = try Self.directory(["nul.layout": layout, "latin1.swift": swift])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let check = try Self.run(["check", "\(dir)/nul.layout"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("nul.layout:3:15: error: NUL byte in the file"))
        #expect(check.stdout.contains("^"))
        let lint = try Self.run(["lint", "\(dir)/latin1.swift"])
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("latin1.swift:1:18: error: invalid UTF-8 in a source file"))
    }

    @Test("an Objective-C header with a comment in another encoding (GBK) is linted without an error")
    func objectiveCInAnotherEncoding() throws {
        // "保存对齐状态" ("save the alignment state") in GBK: 0xB1 0xA3 … is no UTF-8. Clang accepts
        // such bytes in comments, so the app builds; the constant after it is read.
        let gbk: [UInt8] = [0xB1, 0xA3, 0xB4, 0xE6, 0xB6, 0xD4, 0xC6, 0xEB, 0xD7, 0xB4, 0xCC, 0xAC]
        let header = Array("#pragma pack(push) //".utf8) + gbk + Array("\n#define kRowGap 12\n".utf8)
        let dir = try Self.directory(["Pack.h": header])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lint = try Self.run(["lint", dir])
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(!lint.stdout.contains("error:"))
    }

    @Test func tooLargeNumbersAreInputErrors() throws {
        let parse = try Self.run(["parse", "H:|-[a(1e300)]", "--views", "a"])
        #expect(parse.status == 1)
        #expect(parse.stderr.contains("<format>:1:8: error: The number '1e300' is too large"))
        let metric = try Self.run(["parse", "H:|-m-[a]", "--views", "a", "--metrics", "m=1e999"])
        #expect(metric.status == 2)
    }
}
