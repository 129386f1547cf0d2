// check-layout FILE…: checks layout files with vflc's compiler and prints what `vflc check
// --format text` prints, less the quoted source lines: each diagnostic's
// `file:line:col: severity: message [rule]` line, then its notes and fix-its.
// Exit status 1 when there is an error, 2 when a file cannot be read.
import Foundation
import VFLCompiler

let paths = Array(CommandLine.arguments.dropFirst())
if paths.isEmpty {
    FileHandle.standardError.write(Data("usage: check-layout FILE…\n".utf8))
    exit(2)
}
var inputs: [CompilerInput] = []
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("check-layout: cannot read '\(path)'\n".utf8))
        exit(2)
    }
    inputs.append(CompilerInput(SourceFile(path: path, bytes: [UInt8](data))))
}

// The same compiler `vflc check` runs: read, resolve environments, lay out, check.
let compiled = LayoutCompiler().compile(inputs)
for diagnostic in compiled.diagnostics {
    print(diagnostic.description)
    for note in diagnostic.notes {
        print(note.span.map { "\($0): note: \(note.message)" } ?? "  note: \(note.message)")
    }
    for fix in diagnostic.fixIts {
        let action = fix.span.length == 0 ? "insert '\(fix.replacement)'" : "replace with '\(fix.replacement)'"
        print("\(fix.span): fix-it: \(fix.message): \(action)")
    }
}
exit(compiled.diagnostics.hasErrors ? 1 : 0)
