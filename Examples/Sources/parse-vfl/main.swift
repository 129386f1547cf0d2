// parse-vfl: parses one Visual Format Language string the way UIKit's
// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does and prints the
// constraints it makes, one per line, in equation syntax.
//
//   parse-vfl FORMAT [--views a,b,…] [--metrics name=value,…]
//
// Without --views every name in [brackets] is a view. Exit status: 0 parsed, 1 the format has an
// error (printed on stderr with a caret under it), 2 bad usage.
import LayoutIR
import LayoutSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a line to standard error with the C library: the products are all this program uses,
/// so no Foundation.
func writeError(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    var bytes = Array(line.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if written <= 0 { return }
        bytes = bytes.dropFirst(written)
    }
}

func fail(_ message: String, status: Int32) -> Never {
    writeError(message)
    exit(status)
}

let usage = "usage: parse-vfl FORMAT [--views a,b,...] [--metrics name=value,...]"
var format: String?
var viewNames: [String]?
var metrics: [String: Double] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--views":
        guard let list = arguments.popFirst() else { fail("--views needs a list, e.g. --views a,b\n" + usage, status: 2) }
        viewNames = list.split(separator: ",").map(String.init)
    case "--metrics":
        guard let list = arguments.popFirst() else { fail("--metrics needs a list, e.g. --metrics pad=16\n" + usage, status: 2) }
        for entry in list.split(separator: ",") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                fail("'--metrics \(entry)': write name=number, e.g. pad=16", status: 2)
            }
            metrics[String(parts[0])] = value
        }
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard format == nil else { fail("give one format string (quote it: 'H:|-[a]-|')\n" + usage, status: 2) }
        format = argument
    }
}
guard let format else { fail(usage, status: 2) }

/// The names written right after `[`: the views a format mentions.
func bracketedNames(in format: String) -> [String] {
    var names: [String] = []
    var current: String?
    for character in format {
        if character == "[" {
            current = ""
        } else if var name = current, character.isLetter || character.isNumber || character == "_" {
            name.append(character)
            current = name
        } else {
            if let name = current, !name.isEmpty { names.append(name) }
            current = nil
        }
    }
    return names
}

var views: [String: LayoutItem] = [:]
for name in viewNames ?? bracketedNames(in: format) where metrics[name] == nil {
    views[name] = .view(name)
}

let source = FormatSource.standalone(format)
let result = VisualFormat.parse(format, views: views, metrics: metrics, source: source)
for constraint in result.constraints {
    print(constraint)
}
if !result.diagnostics.isEmpty {
    writeError(DiagnosticRenderer(files: [source.file]).render(result.diagnostics))
}
exit(result.succeeded ? 0 : 1)
