import Foundation

/// Writing pictures and reports to disk, with errors a user can act on (exit status 2).
enum PictureOutput {
    /// Writes one standalone SVG per screen and environment into `directory`, creating it (and
    /// missing parents) first. Returns the problem, if any.
    static func writeSVGs(_ files: [CompiledFile], to directory: String,
                          style: WireframeStyle = .standalone) -> UsageError? {
        guard !directory.isEmpty else { return UsageError("'-o' needs a directory") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                return UsageError("'\(directory)' is a file; '--format svg' needs a directory for '-o'")
            }
        } else {
            if let file = fileInTheWay(of: directory) {
                return UsageError("cannot create directory '\(directory)': '\(file)' is a file")
            }
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                return UsageError("cannot create directory '\(directory)': \(reason(error))")
            }
        }
        var names = PictureFileNames()
        for file in files {
            for (screenIndex, table) in file.tables.enumerated() {
                let findings = screenIndex < file.findings.count ? file.findings[screenIndex] : ScreenFindings()
                for (index, solution) in table.solutions.enumerated() {
                    let name = names.next(screen: table.screen, environment: solution.environment.name)
                    let svg = SVGWireframe.document(screen: table.screen, solution: solution,
                                                    marks: findings.marks(at: index), style: style)
                    if let error = write(svg, to: (directory as NSString).appendingPathComponent(name)) {
                        return error
                    }
                }
            }
        }
        return nil
    }

    /// Writes `text` to `path` (replacing the file). Returns the problem, if any.
    static func write(_ text: String, to path: String) -> UsageError? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return UsageError("cannot write '\(path)': it is a directory")
        }
        if let file = fileInTheWay(of: ParentDirectory.of(path)) {
            return UsageError("cannot write '\(path)': '\(file)' is a file, not a directory")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return UsageError("cannot write '\(path)': \(reason(error))")
        }
    }

    /// The nearest existing ancestor of `path` (or `path` itself) when it is a file rather than
    /// a directory: Foundation's own error for that case says nothing useful.
    private static func fileInTheWay(of path: String) -> String? {
        var current = path
        for _ in 0..<256 where !current.isEmpty && current != "/" && current != "." {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : current
            }
            current = ParentDirectory.of(current)
        }
        return nil
    }

    /// The operating system's words for a failed file operation, without Foundation's wrapping.
    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(posix.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
            case NSFileNoSuchFileError, NSFileWriteInvalidFileNameError: return "no such directory"
            case NSFileWriteOutOfSpaceError: return "no space left on device"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
