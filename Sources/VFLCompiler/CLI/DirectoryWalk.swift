#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Walking a directory tree with the C library's `opendir`/`readdir`.
///
/// Foundation's `FileManager.enumerator(atPath:)` on Linux rebuilds each entry's relative path
/// with `replacingOccurrences` (about 75 000 instructions an entry): walking an app's tree cost
/// more than a twentieth of `vflc lint`, most of it on files lint never reads (images, strings,
/// JSON). This walk visits what that enumerator visits: every entry but `.` and `..`, directories
/// descended into, symbolic links listed but never followed, unreadable directories passed over.
enum DirectoryWalk {
    /// Calls `visit` with the path of each entry's directory relative to `root` (components
    /// joined by `/`, `""` for `root` itself) and the entry's name, parents before their
    /// contents; the entry's own relative path is `parent + "/" + name` (`name` in `root`),
    /// made by the caller only for the entries it keeps (most are passed over). A directory is
    /// descended into when `visit` returns true for it.
    static func forEachEntry(under root: String, _ visit: (_ parent: String, _ name: String) -> Bool) {
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : root + "/" + relative
            guard let stream = opendir(directory) else { continue }
            var subdirectories: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                        String(cString: $0)
                    }
                }
                if name == "." || name == ".." { continue }
                guard visit(relative, name) else { continue }
                // The entry's full path is made only when its type must be asked for (`DT_UNKNOWN`):
                // most file systems say it, and making paths per entry was a third of the walk.
                if isDirectory(entry.pointee.d_type, path: { directory + "/" + name }) {
                    subdirectories.append(relative.isEmpty ? name : relative + "/" + name)
                }
            }
            closedir(stream)
            // Popped from the end: reversed, so that directories are walked in the order read.
            pending.append(contentsOf: subdirectories.reversed())
        }
    }

    /// Whether an entry is a directory itself (not a link to one). File systems that do not
    /// store the type in the entry (`DT_UNKNOWN`) are asked with `lstat`.
    private static func isDirectory(_ type: UInt8, path: () -> String) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        if type != UInt8(DT_UNKNOWN) { return false }
        var status = stat()
        guard lstat(path(), &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFDIR
    }
}
