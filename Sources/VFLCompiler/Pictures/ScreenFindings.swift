import LayoutIR
import LayoutCheck

/// Which views the checker found in trouble in one environment: drawn outlined in pictures.
public struct ViewMarks: Sendable, Hashable {
    /// Views that take part in an unsatisfiable set of constraints.
    public var conflicted: Set<String>
    /// Views with a position or size the constraints leave free.
    public var ambiguous: Set<String>

    /// Marks for the given views.
    public init(conflicted: Set<String> = [], ambiguous: Set<String> = []) {
        self.conflicted = conflicted
        self.ambiguous = ambiguous
    }

    /// The marks of one environment's checker report.
    public init(_ report: EnvironmentReport) {
        self.init(conflicted: report.conflictedViews, ambiguous: report.ambiguousViews)
    }

    /// How a view is drawn: a conflict outweighs an ambiguity (the checker leaves conflicted
    /// views out of the ambiguity pass anyway).
    func mark(of view: String) -> ViewMark {
        if conflicted.contains(view) { return .conflicted }
        if ambiguous.contains(view) { return .ambiguous }
        return .none
    }
}

/// The outline a view gets.
enum ViewMark: Sendable, Hashable {
    case none
    case conflicted
    case ambiguous
}

/// What the checker said about one screen, next to its ``FrameTable``: the marks of each
/// environment (in the table's environment order) and the screen's diagnostics.
public struct ScreenFindings: Sendable {
    /// One entry per environment, in the order of ``FrameTable/solutions``.
    public var marks: [ViewMarks]
    /// The screen's diagnostics: validation, environments, conflicts, ambiguity, lint.
    public var diagnostics: [LayoutDiagnostic]

    /// Findings for one screen.
    public init(marks: [ViewMarks] = [], diagnostics: [LayoutDiagnostic] = []) {
        self.marks = marks
        self.diagnostics = diagnostics
    }

    /// The marks of environment `index`, or none when there is no such entry.
    func marks(at index: Int) -> ViewMarks {
        index >= 0 && index < marks.count ? marks[index] : ViewMarks()
    }
}

/// Which views a diagnostic is about, read from its text: the checker names views in quotes
/// (`'title' has an ambiguous width`, `member: 'avatar.width == 80'`).
enum DiagnosticSubjects {
    /// The names among `viewNames` the diagnostic mentions, in first-mention order. Names in
    /// quotes count; when nothing quoted matches, bare words do, except the root view, whose
    /// usual name `view` is also an ordinary word in messages.
    static func views(of diagnostic: LayoutDiagnostic, among viewNames: [String], root: String?) -> [String] {
        let known = Set(viewNames)
        let texts = [diagnostic.message] + diagnostic.notes.map(\.message) + diagnostic.labels.map(\.message)
        var quoted: [String] = []
        var bare: [String] = []
        for text in texts {
            var inQuotes = false
            var word = ""
            func finish() {
                if !word.isEmpty, known.contains(word) {
                    if inQuotes { quoted.append(word) } else if word != root { bare.append(word) }
                }
                word = ""
            }
            var previous: Character = " "
            for character in text {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    finish()
                    // An apostrophe inside a word ("view's") neither opens nor closes a quote.
                    if character == "'", inQuotes || !(previous.isLetter || previous.isNumber) {
                        inQuotes.toggle()
                    }
                }
                previous = character
            }
            finish()
        }
        return unique(quoted.isEmpty ? bare : quoted)
    }

    /// The environment (index into `environmentNames`) a diagnostic names first; 0 when it names
    /// none ("in every environment").
    static func environment(of diagnostic: LayoutDiagnostic, among environmentNames: [String]) -> Int {
        let texts = [diagnostic.message] + diagnostic.notes.map(\.message)
        for text in texts {
            var best: (position: String.Index, length: Int, index: Int)?
            for (index, name) in environmentNames.enumerated() {
                guard let range = text.range(of: name) else { continue }
                // The earliest mention wins; on a tie, the longer name (a device named as a
                // prefix of another).
                if let current = best,
                   current.position < range.lowerBound
                    || (current.position == range.lowerBound && current.length >= name.count) {
                    continue
                }
                best = (range.lowerBound, name.count, index)
            }
            if let best { return best.index }
        }
        return 0
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
