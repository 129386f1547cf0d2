import Foundation
import LayoutIR
import LayoutSyntax

/// Reading input files and walking directories, with errors a user can act on.
enum FileInput {
    /// Files larger than this are refused rather than read into memory.
    static let maximumFileSize = 64 * 1024 * 1024

    /// Reads a file's bytes into a `SourceFile` (no encoding is assumed; parsers report bad UTF-8).
    static func read(_ path: String) -> Result<SourceFile, UsageError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(UsageError("no such file: '\(path)'"))
        }
        if isDirectory.boolValue {
            return .failure(UsageError("'\(path)' is a directory"))
        }
        if let size = ItemSize.of(path), size > maximumFileSize {
            return .failure(UsageError("'\(path)' is \(size) bytes; vflc reads files up to \(maximumFileSize) bytes"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(UsageError("cannot read '\(path)'"))
        }
        return .success(SourceFile(path: path, bytes: [UInt8](data)))
    }

    /// Expands each argument: a file stays itself; a directory becomes every file under it whose
    /// name ends in one of `extensions`, sorted, skipping hidden folders, dependencies, build products, Xcode's export bundles
    /// and symbolic links whose target is missing; a folder whose name ends like a file's is walked into.
    static func expand(_ paths: [String], extensions: [String]) -> Result<[String], UsageError> {
        let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]
        // Xcode's localization exports (`.xcloc`) hold copies of the project's storyboards and
        // strings for translators, and archives (`.xcarchive`) hold built products: neither is
        // built into the app, so their copies would repeat every finding of the real file.
        let exportBundles = [".xcloc", ".xcarchive"]
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return .failure(UsageError("no such file or directory: '\(path)'"))
            }
            guard isDirectory.boolValue else { result.append(path); continue }
            var found: [String] = []
            // What `appendingPathComponent` makes of the root (swift-corelibs-foundation adds a
            // `/` unless it is empty or ends in one; Apple's also tidies doubled slashes) is the
            // same whatever plain relative path follows: worked out once with `x`, not per file.
            let prefix = String((path as NSString).appendingPathComponent("x").dropLast())
            DirectoryWalk.forEachEntry(under: path) { parent, name in
                if name.hasPrefix(".") || skippedFolders.contains(name) || exportBundles.contains(where: { name.hasSuffix($0) }) {
                    return false
                }
                if extensions.contains(where: { name.hasSuffix($0) }) {
                    let file = parent.isEmpty ? prefix + name : prefix + parent + "/" + name
                    // A symbolic link whose target is missing (a submodule not checked out) is
                    // no file to read: passed over, as a walk passes over what it cannot open.
                    // A folder named like a file (a package checked out as `SQLite.swift/`) is
                    // walked into like any folder.
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue { found.append(file) }
                }
                return true
            }
            result.append(contentsOf: found.sorted())
        }
        return .success(result)
    }
}

extension FileInput {
    /// The Xcode project files (`NAME.xcodeproj/project.pbxproj`) that own the Interface Builder
    /// documents and sources among `paths`: for each the nearest enclosing directory that holds an
    /// `.xcodeproj`, as Xcode's project owns the files beside and below it. Their facts (the
    /// devices the app runs on and its deployment target, ``XcodeProjectFrontEnd``) decide where
    /// the documents and code screens are laid out.
    static func owningProjectFiles(of paths: [String]) -> [String] {
        var finder = OwningProjects()
        var result: Set<String> = []
        let sourceExtensions = SourceCodeFrontEnd().fileExtensions
        for path in paths where InterfaceBuilderReader.handles(path: path) || sourceExtensions.contains(where: { path.hasSuffix($0) }) {
            if let directory = finder.directory(owning: path) { result.formUnion(finder.projects(in: directory)) }
        }
        return result.sorted()
    }

    /// The other Swift and Objective-C files of the apps whose sources `paths` names: every
    /// source file under the directory of each source file's owning Xcode project. A Swift file
    /// sees every declaration of its module, and an Objective-C file the categories and macros
    /// of the headers it imports (The Swift Programming Language, "Access Control": internal
    /// declarations are visible in the whole module), so `vflc check One.swift` expands the
    /// helpers and constants another file declares, as `vflc lint` of the whole app does. Only
    /// their facts are read; they are not checked.
    static func owningModuleSourceFiles(of paths: [String]) -> [String] {
        let sourceExtensions = SourceCodeFrontEnd().fileExtensions
        var finder = OwningProjects()
        var directories: Set<String> = []
        for path in paths where sourceExtensions.contains(where: { path.hasSuffix($0) }) {
            if let directory = finder.directory(owning: path) ?? finder.workspaceDirectory(owning: path) {
                directories.insert(directory.isEmpty ? "." : directory)
            }
        }
        guard !directories.isEmpty, case .success(let found) = expand(directories.sorted(), extensions: sourceExtensions) else { return [] }
        // A path found as it was given is given once normalized too: only the others need
        // `standardizingPath`, about a quarter of a million instructions a path in
        // swift-corelibs-foundation (15 % of a lint of a whole app, whose module files are the
        // files given). The normalized set is made when the first such path needs it.
        let givenAsWritten = Set(paths)
        var given: Set<String>?
        var seen: Set<String> = []
        return found.filter { path in
            if givenAsWritten.contains(path) { return false }
            let normalizedGiven = given ?? Set(paths.map(normalized))
            given = normalizedGiven
            let key = normalized(path)
            return !normalizedGiven.contains(key) && seen.insert(key).inserted
        }
    }

    /// The owning project files of `paths` (``owningProjectFiles(of:)``) and the other source
    /// files of their apps (``owningModuleSourceFiles(of:)``) as inputs that give facts only;
    /// files that cannot be read are left out (they only narrow what is known).
    static func owningProjectInputs(of paths: [String]) -> [CompilerInput] {
        let projects = owningProjectFiles(of: paths).compactMap { path -> CompilerInput? in
            guard case .success(let file) = read(path) else { return nil }
            return CompilerInput(withConfigurationFiles(file), frontEnd: XcodeProjectFrontEnd())
        }
        let sources = parallelMap(owningModuleSourceFiles(of: paths)) { path -> CompilerInput? in
            guard case .success(let file) = read(path) else { return nil }
            return CompilerInput(file, frontEnd: SourceCodeFrontEnd())
        }
        return projects + sources.compactMap { $0 }
    }

    /// The project file with the build settings of the `.xcconfig` files it refers to appended
    /// (`baseConfigurationReference`: a configuration's settings may live there, the deployment
    /// target and device family included; Xcode's "Build configuration files"). Each is looked
    /// for by name below the project's directory; one that is not found adds nothing.
    ///
    /// The Info.plist files its targets name (`INFOPLIST_FILE`) are appended too: they list the
    /// orientations the app supports (``XcodeProjectFrontEnd/supportedOrientations(in:)``).
    static func withConfigurationFiles(_ project: SourceFile) -> SourceFile {
        let names = XcodeProjectFrontEnd.configurationFileNames(in: project.bytes)
        let directory = XcodeProjectFrontEnd.projectDirectory(of: project.path)
        var bytes = project.bytes
        if !names.isEmpty, case .success(let found) = expand([directory.isEmpty ? "." : directory], extensions: [".xcconfig"]) {
            for path in found where names.contains((path as NSString).lastPathComponent) {
                guard case .success(let configuration) = read(path) else { continue }
                bytes += Array("\n".utf8) + configuration.bytes
            }
        }
        for name in XcodeProjectFrontEnd.infoPlistPaths(in: project.bytes).sorted() {
            let path = directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
            guard case .success(let list) = read(path) else { continue }
            bytes += Array("\n".utf8) + list.bytes
        }
        return bytes.count == project.bytes.count ? project : SourceFile(path: project.path, bytes: bytes)
    }

    /// The Interface Builder documents among `paths` that their owning Xcode project does not
    /// refer to (``XcodeProjectFrontEnd/referencedFileNames(in:)``): not built into the app. A
    /// document with no enclosing project is judged by the projects inside `roots` (the folders
    /// linted: an app may keep its `.xcodeproj` in a sibling folder, `prj/` beside `res/`), and
    /// is outside only when none of them refers to it. A document whose project may take in
    /// whole folders, or with no project at all, is kept.
    static func documentsOutsideTheirProject(_ paths: [String], roots: [String]) -> Set<String> {
        var finder = OwningProjects()
        // By owning directory (`""` for the projects inside `roots`), read once when first needed.
        var referenced: [String: Set<String>?] = [:]
        var result: Set<String> = []
        for path in paths where InterfaceBuilderReader.handles(path: path) {
            let directory = finder.directory(owning: path)
            let key = directory.map { "/" + $0 } ?? ""
            if referenced[key] == nil {
                let projects = directory.map { finder.projects(in: $0) }
                    ?? ((try? expand(roots, extensions: ["project.pbxproj"]).get()) ?? []).filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
                referenced[key] = .some(referencedNames(ofProjects: projects))
            }
            guard case .some(.some(let names)) = referenced[key] else { continue }
            if !names.contains((path as NSString).lastPathComponent) { result.insert(path) }
        }
        return result
    }

    /// The file names `projects` refer to together; `nil` when there are none, or when one may
    /// build files it does not list (``XcodeProjectFrontEnd/referencedFileNames(in:)``) or cannot
    /// be read.
    private static func referencedNames(ofProjects projects: [String]) -> Set<String>? {
        guard !projects.isEmpty else { return nil }
        var names: Set<String> = []
        for project in projects {
            guard case .success(let file) = read(project),
                  let listed = XcodeProjectFrontEnd.referencedFileNames(in: file.bytes) else { return nil }
            names.formUnion(listed)
        }
        return names
    }

    /// `./a//b` and `a/b` are one file.
    private static func normalized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }
}

/// Finds the nearest enclosing directory that holds an Xcode project, remembering what each
/// directory holds.
private struct OwningProjects {
    private var projectsByDirectory: [String: [String]] = [:]
    /// ``directory(owning:)`` by the directory a path is in: the files of one folder share the
    /// walk up (each step is text work on the whole path).
    private var ownerByDirectory: [String: String?] = [:]
    /// ``workspaceDirectory(owning:)`` by the directory a path is in.
    private var workspaceByDirectory: [String: String?] = [:]

    /// The `project.pbxproj` files of the `.xcodeproj` bundles in `directory`.
    mutating func projects(in directory: String) -> [String] {
        if let known = projectsByDirectory[directory] { return known }
        let found = Self.listing(directory).filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap { bundle -> String? in
            let file = ((directory as NSString).appendingPathComponent(bundle) as NSString).appendingPathComponent("project.pbxproj")
            return FileManager.default.isReadableFile(atPath: file) ? file : nil
        }
        projectsByDirectory[directory] = found
        return found
    }

    /// The nearest directory above `path` holding an Xcode project (`""` is the current
    /// directory), or `nil` when none does within 64 levels.
    mutating func directory(owning path: String) -> String? {
        let start = ParentDirectory.of(path)
        if let known = ownerByDirectory[start] { return known }
        let owner = Self.nearest(from: start) { projects(in: $0).isEmpty == false }
        ownerByDirectory[start] = .some(owner)
        return owner
    }

    /// The nearest directory above `path` that holds what stands for a project when no
    /// `.xcodeproj` is checked in: a workspace (`.xcworkspace`), a Swift package (`Package.swift`)
    /// or a project generator's description (XcodeGen's `project.yml`, Tuist's `Project.swift`),
    /// from which Xcode builds the app's module; `nil` when none does within 64 levels.
    mutating func workspaceDirectory(owning path: String) -> String? {
        let start = ParentDirectory.of(path)
        if let known = workspaceByDirectory[start] { return known }
        let found = Self.nearest(from: start) { directory in
            Self.listing(directory).contains { $0.hasSuffix(".xcworkspace") || Self.projectDescriptions.contains($0) }
        }
        workspaceByDirectory[start] = .some(found)
        return found
    }

    private static let projectDescriptions: Set<String> = ["Package.swift", "project.yml", "Project.swift"]

    /// The names in `directory` (`""` is the current directory); none when it cannot be read.
    private static func listing(_ directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
    }

    /// `start` or the nearest directory above it for which `matches` holds, within 64 levels.
    private static func nearest(from start: String, _ matches: (String) -> Bool) -> String? {
        var directory = start
        for _ in 0..<64 {
            if matches(directory) { return directory }
            if directory.isEmpty || directory == "/" { return nil }
            directory = ParentDirectory.of(directory)
        }
        return nil
    }
}

/// The start every file-taking command shares: read the options, insist on at least one input,
/// and expand directories to the files with `extensions`.
func parseInputs(_ arguments: [String], parser: ArgumentParser, command: String, expecting what: String,
                 extensions: [String]) -> Result<(ArgumentParser.Parsed, [String]), UsageError> {
    let parsed: ArgumentParser.Parsed
    switch parser.parse(arguments) {
    case .failure(let error): return .failure(error)
    case .success(let value): parsed = value
    }
    guard !parsed.positionals.isEmpty else {
        return .failure(UsageError("'vflc \(command)' needs \(what)\n\(parser.helpText)"))
    }
    return FileInput.expand(parsed.positionals, extensions: extensions).map { (parsed, $0) }
}

extension FileInput {
    /// Reads every path (in parallel), or the first error in path order.
    static func readAll(_ paths: [String]) -> Result<[SourceFile], UsageError> {
        var files: [SourceFile] = []
        for result in parallelMap(paths, read) {
            switch result {
            case .failure(let error): return .failure(error)
            case .success(let file): files.append(file)
            }
        }
        return .success(files)
    }
}
