/// One kind of input vflc reads — `.layout` files, Visual Format strings, Swift and Objective-C
/// sources, and whatever comes next — turned into the one document model every later stage
/// works on: screens with their environments, view trees and IR constraints, each constraint
/// pointing back at the text that made it.
///
/// A front end knows its syntax and how its authors think; it does not solve and knows no device
/// numbers (that is `LayoutEngine`'s). Adding an input kind means writing one conforming type and
/// registering it with the compiler's front-end registry; nothing else in the pipeline changes.
public protocol LayoutFrontEnd: Sendable {
    /// A short, stable name for messages and machine-readable output (`layout`, `swift`).
    var name: String { get }
    /// The file name extensions this front end reads, with the dot (`.layout`); empty for a
    /// front end that is only chosen explicitly (a Visual Format string on the command line).
    var fileExtensions: [String] { get }
    /// Reads one file. Never traps on any input: what cannot be read becomes diagnostics at
    /// its location, and whatever could be read is still returned.
    func read(_ file: SourceFile, context: FrontEndContext) -> FrontEndOutput
    /// What `file` tells the reading of the other files of the run (the named constants it
    /// declares), collected from every input before any is read. Must be cheap: it runs on
    /// every input, most of which declare nothing of interest. By default, nothing.
    func projectFacts(of file: SourceFile) -> ProjectFacts
    /// Which of `words` (``ProjectFacts/referenceWords``: the words that name the run's xib
    /// documents) `file` uses to load a nib, as the nib stems they stand for; `nil` when files of
    /// this kind never load nibs. Asked once the first facts are merged, of every input. By
    /// default, `nil`.
    func nameReferences(in file: SourceFile, among words: [String: Set<String>]) -> Set<String>?
}

extension LayoutFrontEnd {
    /// Nothing: a front end whose files do not refer to each other.
    public func projectFacts(of file: SourceFile) -> ProjectFacts { ProjectFacts() }

    /// `nil`: files of this kind load no nib.
    public func nameReferences(in file: SourceFile, among words: [String: Set<String>]) -> Set<String>? { nil }
}

/// What every front end is told about the run it is part of.
public struct FrontEndContext: Sendable {
    /// The most views one screen may have; more is an error at the first view past the limit.
    public var maximumViews: Int
    /// The most constraints one screen may have; more is an error at the first one past it.
    public var maximumConstraints: Int
    /// What all the inputs of the run declare for each other (``ProjectFacts``); empty when a
    /// file is read on its own.
    public var project: ProjectFacts

    /// The default limits: 50 000 views and 500 000 constraints per screen, past which solving
    /// every environment would take minutes.
    public init(maximumViews: Int = 50_000, maximumConstraints: Int = 500_000, project: ProjectFacts = ProjectFacts()) {
        self.maximumViews = maximumViews
        self.maximumConstraints = maximumConstraints
        self.project = project
    }
}

/// What a front end made of one file.
public struct FrontEndOutput: Sendable {
    /// The screens it found (none for a source file whose calls only could be checked).
    public var document: LayoutDocument
    /// Everything it had to say, in source order.
    public var diagnostics: [LayoutDiagnostic]
    /// Counts worth a summary line (`formats found`, `formats checked`), in the order to print.
    public var counts: [FrontEndCount]
    /// Input it saw but deliberately did not read, with why (`--verbose` lists it).
    public var skipped: [SkippedInput]

    /// An output.
    public init(document: LayoutDocument, diagnostics: [LayoutDiagnostic], counts: [FrontEndCount] = [],
                skipped: [SkippedInput] = []) {
        self.document = document
        self.diagnostics = diagnostics
        self.counts = counts
        self.skipped = skipped
    }
}

/// One count of a front end's summary line (`12 formats checked`).
public struct FrontEndCount: Sendable, Hashable {
    /// What is counted when there is one (`format found`).
    public var singular: String
    /// What is counted otherwise (`formats found`).
    public var plural: String
    /// How many.
    public var value: Int
    /// Whether a summary puts a `;` rather than a `,` before it: counts of one kind of thing
    /// (VFL formats, SnapKit closures) stay together.
    public var startsGroup: Bool

    /// A count.
    public init(_ singular: String, _ plural: String, _ value: Int, startsGroup: Bool = false) {
        self.singular = singular
        self.plural = plural
        self.value = value
        self.startsGroup = startsGroup
    }

    /// `12 formats found`.
    public var description: String { "\(value) \(value == 1 ? singular : plural)" }
}

/// Something a front end saw and deliberately left alone — a format built at run time, a
/// SnapKit call on a variable — because only the running app knows what it means.
public struct SkippedInput: Sendable, Hashable {
    /// Where it is.
    public var span: SourceSpan?
    /// Why it was not read.
    public var reason: String

    /// A skipped piece of input.
    public init(span: SourceSpan?, reason: String) {
        self.span = span
        self.reason = reason
    }
}
