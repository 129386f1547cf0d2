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
        /// The result: frames, a report, or the diagnostics of `check` and `lint`.
        public var stdout: String
        /// Diagnostics of `compile` and `parse`, summaries, usage errors.
        public var stderr: String

        /// An output.
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
        case "compile":
            return CompileCommand.run(rest)
        case "devices":
            return DevicesCommand.run(rest)
        case "rules":
            return RulesCommand.run(rest)
        case "explain": return ExplainCommand.run(rest)
        default:
            // A file any front end reads (a .layout, a storyboard, a Swift source) or a directory.
            if FrontEndRegistry.standard.frontEnd(forPath: first) != nil || first == "." || first.hasSuffix("/") {
                return CompileCommand.run(arguments)
            }
            if first.hasPrefix("-") {
                return failure(UsageError("unknown option '\(first)'; run 'vflc --help' for usage"))
            }
            let commands = ["compile", "check", "parse", "lint", "explain", "devices", "rules"]
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
          vflc FILE…                                 same as 'vflc compile' (a .layout, .storyboard, .xib, .swift, .m file)
          vflc compile FILE|DIR… [--format table|json|csv|svg|html] [-o PATH] [--absolute]
                       [--device NAME] [--orientation portrait|landscape] [--direction ltr|rtl]
                       [--content-size xSmall|…|large|…|ax5|all] [--pseudo-localize] [--in-call]
          vflc check FILE|DIR… [--format text|json|sarif|github|junit|checkstyle] [--strict]
          vflc lint PATH… [--format text|json|sarif|github|junit|checkstyle] [--strict] [--verbose]
          vflc parse FORMAT [--views a,b] [--metrics pad=16] [--options alignAllCenterY] [--spacing classic]
          vflc parse FILE… [--format text|json]        (.layout, .swift, .m, .storyboard, .xib, …)
          vflc devices [FILE.layout…]
          vflc rules [RULE…] [--format text|json]
          vflc --help | --version

        COMMANDS
          compile   Lay every screen out on each device, orientation and writing direction it
                    declares and print the frame tables. Diagnostics go to stderr.
                    --format svg -o DIR: one wireframe per environment; --format html: one page
                    with every environment, its frames and the diagnostics (-o FILE or stdout).
          check     Report unsatisfiable constraints, ambiguous views and lint findings.
          lint      Check the VFL strings in Swift and Objective-C sources exactly as UIKit parses
                    them at run time, and SnapKit closures for invalid attribute pairs, unknown
                    attributes and modifiers; directories are searched.
          parse     Print the constraints of one VFL format string, or of files (.layout,
                    Swift and Objective-C functions, Interface Builder scenes), as equations
                    (one per line).
          explain   Read pasted "Unable to simultaneously satisfy constraints" logs (UIKit or
                    AppKit, any era; '-' or no file: standard input), re-solve each conflict and
                    say why it fails and what to change.
          devices   List the device catalog (with the iOS release it describes), bar heights, the default
                    environments, and the devices FILE.layout… declare.
          rules     List every diagnostic rule (id, severity, summary), or show one in full
                    with an example that triggers it and one that does not.

        EXIT STATUS
          0 success, 1 the input has errors (or warnings with --strict), 2 bad usage or I/O.

        """
}
