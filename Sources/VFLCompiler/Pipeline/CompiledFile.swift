import LayoutIR
import LayoutEngine
import LayoutSyntax

/// One input to compile: a file and, when its name does not say, the front end to read it with.
public struct CompilerInput: Sendable {
    /// The text.
    public var file: SourceFile
    /// The front end; `nil` chooses one by the file's extension.
    public var frontEnd: (any LayoutFrontEnd)?

    /// An input.
    public init(_ file: SourceFile, frontEnd: (any LayoutFrontEnd)? = nil) {
        self.file = file
        self.frontEnd = frontEnd
    }
}

/// Everything the compiler made of one file.
public struct CompiledFile: Sendable {
    /// The source, for quoting lines in diagnostics.
    public var source: SourceFile
    /// The name of the front end that read it (`layout`, `source`).
    public var frontEnd: String
    /// The screens as read.
    public var document: LayoutDocument
    /// One frame table per laid-out screen (none when the file had errors that make its IR a
    /// guess, when the compilation stopped at ``CompilerStage/read``, or when
    /// ``CompilerOptions/keepsFrameTables`` is off).
    public var tables: [FrameTable]
    /// One entry per table: which views are in a conflict or ambiguous in each environment,
    /// and the screen's own diagnostics.
    public var findings: [ScreenFindings]
    /// Every diagnostic about the file: its front end's first, then each screen's; findings
    /// that are the same in several environments appear once, naming them.
    public var diagnostics: [LayoutDiagnostic]
    /// The front end's counts for summary lines.
    public var counts: [FrontEndCount]
    /// What the front end saw and deliberately did not read.
    public var skipped: [SkippedInput]
    /// For a pasted console log: the log as read, whose conflicts are re-solved in its own
    /// coordinate space rather than laid out on devices.
    public var consoleLog: ConsoleLog?
    /// For a pasted console log checked at ``CompilerStage/check``: one explanation per conflict.
    public var explanations: [ConsoleLogExplanation] = []

    /// How many environments the file's screens were laid out in.
    public var environmentCount: Int { tables.reduce(0) { $0 + $1.solutions.count } }

    /// A compiled file.
    public init(source: SourceFile, frontEnd: String, document: LayoutDocument, tables: [FrameTable] = [],
                findings: [ScreenFindings] = [], diagnostics: [LayoutDiagnostic], counts: [FrontEndCount] = [],
                skipped: [SkippedInput] = []) {
        self.source = source
        self.frontEnd = frontEnd
        self.document = document
        self.tables = tables
        self.findings = findings
        self.diagnostics = diagnostics
        self.counts = counts
        self.skipped = skipped
    }
}

extension Array where Element == CompiledFile {
    /// Every file's diagnostics, in input order.
    public var diagnostics: [LayoutDiagnostic] { flatMap(\.diagnostics) }
}
