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
    /// Calls `visit` with each entry's path relative to `root` (components joined by `/`) and its
    /// name, parents before their contents. A directory is descended into when `visit` returns
    /// true for it.
    static func forEachEntry(under root: String, _ visit: (_ relative: String, _ name: String) -> Bool) {
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
                let path = relative.isEmpty ? name : relative + "/" + name
                guard visit(path, name) else { continue }
                if isDirectory(entry.pointee.d_type, path: directory + "/" + name) { subdirectories.append(path) }
            }
            closedir(stream)
            // Popped from the end: reversed, so that directories are walked in the order read.
            pending.append(contentsOf: subdirectories.reversed())
        }
    }

    /// Whether an entry is a directory itself (not a link to one). File systems that do not
    /// store the type in the entry (`DT_UNKNOWN`) are asked with `lstat`.
    private static func isDirectory(_ type: UInt8, path: String) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        if type != UInt8(DT_UNKNOWN) { return false }
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFDIR
    }
}
