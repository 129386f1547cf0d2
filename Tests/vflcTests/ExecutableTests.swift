import Foundation
import Testing

/// Runs the real `vflc` binary, as a user or CI would, to check streams and exit statuses.
@Suite struct ExecutableTests {
    /// `swift test` puts the test runner next to the products it built.
    static var binary: URL {
        Bundle.main.bundleURL.appendingPathComponent("vflc")
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    // `vflc lint .` walks up from each Interface Builder document to the project that owns it,
    // through `.`: Foundation's deletingLastPathComponent traps on that path on Linux.
    @Test("'vflc lint .' in an app's folder reads its documents (the walk up to the project passes '.')")
    func lintTheCurrentDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-lint-dot-\(UUID().uuidString)")
        let screens = folder.appendingPathComponent("App/Base.lproj")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/ProfileActions.storyboard")
        try FileManager.default.copyItem(at: sample, to: screens.appendingPathComponent("Main.storyboard"))
        let result = try Self.run(["lint", "."], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("./App/Base.lproj/Main.storyboard:"))
    }

    @Test func versionGoesToStdoutWithStatusZero() throws {
        let result = try Self.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("vflc "))
        #expect(result.stderr.isEmpty)
    }

    @Test func parsePrintsEquationsAndFailsWithStatusOneOnBadFormat() throws {
        let good = try Self.run(["parse", "H:|-[a]-[b(==a)]-|"])
        #expect(good.status == 0)
        #expect(good.stdout == """
            a.leading == superview.leadingMargin
            b.leading == a.trailing + 8
            b.width == a.width
            superview.trailingMargin == b.trailing

            """)
        let bad = try Self.run(["parse", "H:|-[a]-[b", "--views", "a,b"])
        #expect(bad.status == 1)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.contains("error:"))
    }

    @Test func badUsageExitsWithTwo() throws {
        let result = try Self.run(["parse", "--colour", "red"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown option '--colour'"))
        let none = try Self.run([])
        #expect(none.status == 2)
    }
}
