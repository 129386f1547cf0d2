import Foundation
import Testing

/// Runs the real `vflc` binary, as a user or CI would, to check streams and exit statuses.
@Suite struct ExecutableTests {
    /// `swift test` puts the test runner next to the products it built.
    static var binary: URL {
        Bundle.main.bundleURL.appendingPathComponent("vflc")
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
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
