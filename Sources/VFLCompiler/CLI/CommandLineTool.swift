import LayoutIR

/// The `vflc` command line: argument handling, dispatch to commands, exit statuses.
///
/// Everything the tool prints goes through ``CommandLineTool/Output`` so that tests can run
/// it in-process; `main.swift` only forwards the arguments and writes the two streams.
public enum CommandLineTool {
    /// What a run printed and how it ended.
    public struct Output: Sendable, Equatable {
        /// 0: success; 1: the input has errors (or warnings with `--strict`); 2: usage or I/O problem.
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32 = 0, stdout: String = "", stderr: String = "") {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// Exit status for a clean run.
    public static let success: Int32 = 0
    /// Exit status when the input has errors.
    public static let inputErrors: Int32 = 1
    /// Exit status for bad usage or unreadable files.
    public static let usageError: Int32 = 2

    /// Runs vflc with the arguments that follow the program name.
    public static func run(_ arguments: [String]) -> Output {
        guard let first = arguments.first else {
            return Output(status: usageError, stderr: usage)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h", "help":
            return Output(stdout: usage)
        case "--version":
            return Output(stdout: "vflc \(vflcVersion)\n")
        case "parse":
            return ParseCommand.run(rest)
        case "lint":
            return LintCommand.run(rest)
        case "check":
            return CheckCommand.run(rest)
        default:
            if first.hasPrefix("-") {
                return failure(UsageError("unknown option '\(first)'; run 'vflc --help' for usage"))
            }
            let commands = ["parse", "lint", "check"]
            if let guess = Suggestions.closest(to: first, among: commands), !first.contains(".") {
                return failure(UsageError("unknown command '\(first)'; did you mean '\(guess)'?"))
            }
            return failure(UsageError("unknown command '\(first)'; run 'vflc --help' for usage"))
        }
    }

    /// A usage failure: the message on stderr, status 2.
    static func failure(_ error: UsageError) -> Output {
        Output(status: usageError, stderr: "vflc: error: \(error.message)\n")
    }

    static let usage = """
        vflc \(vflcVersion) — an Auto Layout compiler: VFL and SnapKit-style layouts to frames.

        USAGE
          vflc parse FORMAT [--views a,b] [--metrics pad=16] [--options alignAllCenterY] [--spacing classic]
          vflc parse FILE.layout
          vflc lint PATH… [--format text|json|sarif|github] [--strict] [--verbose]
          vflc check PATH… [--device D,…] [--orientation O] [--direction D] [--format text|json|sarif|github] [--strict]
          vflc --help | --version

        COMMANDS
          parse     Parse one VFL format string, or a .layout file, and print its constraints
                    as equations (one per line).
          lint      Check the VFL strings in Swift and Objective-C sources exactly as
                    NSLayoutConstraint parses them at run time; directories are searched.
          check     Lay out every screen of .layout files in each environment and report
                    conflicts (minimal sets, break choices), ambiguous views and lint rules.

        EXIT STATUS
          0 success, 1 the input has errors, 2 bad usage or unreadable files.

        """
}
