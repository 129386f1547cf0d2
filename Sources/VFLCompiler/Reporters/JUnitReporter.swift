import LayoutIR

/// JUnit XML, which most CI systems show as a test report: one test suite per input file, one
/// test case per error or warning (failing), and one passing case for a file without any, so
/// the report also shows what was checked. Notes and infos do not fail anything and are left out.
public struct JUnitReporter: DiagnosticReporter {
    /// The reporter.
    public init() {}

    /// The XML document, one `<testsuite>` per file in `files` order.
    public func report(_ diagnostics: [LayoutDiagnostic], files: [SourceFile]) -> String {
        let failing = diagnostics.filter { $0.severity == .error || $0.severity == .warning }
        let byFile = Dictionary(grouping: failing) { $0.span?.file ?? "" }
        // Files in input order, then anything a diagnostic names that was not an input.
        var paths = files.map(\.path)
        for path in byFile.keys.sorted() where !paths.contains(path) { paths.append(path) }
        var suites = ""
        for path in paths {
            let cases = byFile[path] ?? []
            let errors = cases.filter { $0.severity == .error }.count
            let name = path.isEmpty ? "vflc" : path
            suites += "  <testsuite name=\"\(XMLText.escape(name))\" tests=\"\(max(1, cases.count))\" "
                + "failures=\"\(cases.count - errors)\" errors=\"\(errors)\">\n"
            if cases.isEmpty {
                suites += "    <testcase classname=\"vflc\" name=\"\(XMLText.escape(name))\"/>\n"
            }
            for diagnostic in cases {
                let place = diagnostic.span.map { "\($0.line):\($0.column)" } ?? "-"
                let rule = diagnostic.ruleID?.rawValue ?? "vflc"
                let element = diagnostic.severity == .error ? "error" : "failure"
                let body = ([diagnostic.description] + diagnostic.notes.map { "note: " + $0.message }).joined(separator: "\n")
                suites += "    <testcase classname=\"\(XMLText.escape(rule))\" name=\"\(XMLText.escape("\(name):\(place)"))\">\n"
                suites += "      <\(element) type=\"\(XMLText.escape(rule))\" message=\"\(XMLText.escape(diagnostic.message))\">"
                    + XMLText.escape(body) + "</\(element)>\n"
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"vflc\">\n" + suites + "</testsuites>\n"
    }
}
