import LayoutIR

/// Xcode project files (`NAME.xcodeproj/project.pbxproj`), read for where the project's app runs:
/// its devices, deployment target and supported orientations, which decide the environments its
/// documents and code are laid out in (`ProjectFacts.deviceFamilies(forFileAt:)`,
/// `minimumRelease(forFileAt:)`, `orientations(forFileAt:)`). They hold no screens. The command line
/// finds the project that owns each document (the nearest enclosing `.xcodeproj`) and passes it
/// in for its facts; it is never chosen by extension.
///
/// The build setting `TARGETED_DEVICE_FAMILY` lists the families a target is built for: `1`
/// iPhone (and iPod touch), `2` iPad, `1,2` both (Xcode's build settings, "Targeted Device
/// Family"; the value it writes in `UIDeviceFamily`). An app built for the iPad only is not
/// installed on an iPhone; one built for the iPhone only runs on an iPad in compatibility mode,
/// where it "thinks it is running on an iPhone" at an iPhone's screen size, 320 × 480 or
/// 375 × 667 points (hacknicity.medium.com, "How iPhone-only Apps Appear on iPad", 2019; App Store
/// Review Guideline 2.4.1). So a project whose targets name family 2 only runs on iPads, and one
/// naming 1 only on iPhones (Docs/InterfaceBuilder.md#environments). Only the application
/// targets' settings count (`XcodeProjectTargets`): a test bundle built for `1,2` runs in its host.
/// Other families (3 tvOS, 4 watchOS, 6 Mac Catalyst, 7 visionOS) are not UIKit's phone or pad
/// layouts and are left out; an iOS project that names no family at all builds with the setting's
/// default, 1 (iPhone); one that names only other families keeps the default devices.
public struct XcodeProjectFrontEnd: LayoutFrontEnd {
    /// The front end.
    public init() {}

    /// `xcode-project`.
    public var name: String { "xcode-project" }
    /// `project.pbxproj`.
    public var fileExtensions: [String] { [".pbxproj"] }

    /// Nothing to lay out: a project file holds no screens.
    public func read(_ file: SourceFile, context: FrontEndContext) -> FrontEndOutput {
        FrontEndOutput(document: LayoutDocument(file: file, screens: []), diagnostics: [])
    }

    /// The project's device families, deployment target and orientations, for the directory that
    /// holds `NAME.xcodeproj`.
    public func projectFacts(of file: SourceFile) -> ProjectFacts {
        var facts = ProjectFacts()
        facts.declareProject()
        let directory = Self.projectDirectory(of: file.path)
        // The application targets' deployment target where each of their configurations names
        // one (an app extension or a framework may reach older releases than the app itself);
        // the whole file's lowest where one inherits it from the project.
        let applicationSettings = XcodeProjectTargets.applicationBuildSettings(in: file.bytes)
        let applicationReleases = applicationSettings?.map { Self.minimumDeploymentRelease(in: Array($0.utf8)) }
        let release = applicationReleases.flatMap { releases in releases.allSatisfy { $0 != nil } ? releases.compactMap { $0 }.min() : nil }
            ?? Self.minimumDeploymentRelease(in: file.bytes)
        if let release { facts.declareMinimumRelease(release, forProjectIn: directory) }
        let orientations = Self.supportedOrientations(in: file.bytes)
        if !orientations.isEmpty { facts.declareOrientations(orientations, forProjectIn: directory) }
        for name in Self.loadedNibNames(in: file.bytes) { facts.declareNibLoadedByProject(name) }
        let regions = Self.knownRegions(in: file.bytes)
        if !regions.isEmpty { facts.declareLocalizations(regions, forProjectIn: directory) }
        // The application targets' families; the whole file's where none can be followed.
        let families = applicationSettings
            .map { settings in settings.reduce(into: Set<DeviceFamily>()) { $0.formUnion(Self.deviceFamilies(in: Array($1.utf8))) } }
            .flatMap { $0.isEmpty ? nil : $0 } ?? Self.deviceFamilies(in: file.bytes)
        // An iOS project (`SDKROOT = iphoneos`) that names no family anywhere, in its file or its
        // configuration files, builds with the setting's default, 1: an iPhone app (Xcode's
        // "Targeted Device Family"; the projects of Xcode 5 and before left it out for iPhone apps).
        if families.isEmpty, ByteSearch.contains(file.bytes, "SDKROOT = iphoneos"),
           !ByteSearch.contains(file.bytes, "TARGETED_DEVICE_FAMILY") {
            facts.declareDeviceFamilies([.phone], forProjectIn: directory)
            return facts
        }
        guard !families.isEmpty else { return facts }
        facts.declareDeviceFamilies(families, forProjectIn: directory)
        return facts
    }

    /// The names of the build configuration files the project refers to (`path = Base.xcconfig;`,
    /// quoted or not).
    public static func configurationFileNames(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        ByteSearch.forEachOccurrence(of: ".xcconfig", in: bytes) { end in
            // Back from the extension to the start of the name: a `/`, or the opening `"` of a
            // quoted path (which may hold blanks), else a blank or `=`.
            let quoted = end + 9 < bytes.count && bytes[end + 9] == UInt8(ascii: "\"")
            var start = end
            while start > 0, start > end - 200 {
                let byte = bytes[start - 1]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\n") { break }
                if !quoted, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "\t") { break }
                start -= 1
            }
            if start < end { names.insert(String(decoding: bytes[start..<end], as: UTF8.self) + ".xcconfig") }
            return false
        }
        return names
    }

    /// The smallest major release of every `IPHONEOS_DEPLOYMENT_TARGET = 16.4;` of the file
    /// (quoted or bare); `nil` when none names one. Xcode installs a target only on devices that
    /// run its deployment target or later (Xcode build settings, "iOS Deployment Target").
    static func minimumDeploymentRelease(in bytes: [UInt8]) -> Int? {
        var result: Int?
        let key = "IPHONEOS_DEPLOYMENT_TARGET"
        ByteSearch.forEachOccurrence(of: key, in: bytes) { start in
            var index = start + key.utf8.count
            var seenEquals = false
            var digits: [UInt8] = []
            while index < bytes.count, index < start + 80 {
                let byte = bytes[index]
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ".") && !digits.isEmpty { break }
                if byte == UInt8(ascii: "=") {
                    seenEquals = true
                } else if seenEquals, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits.count < 3 {
                    digits.append(byte)
                } else if seenEquals, !digits.isEmpty {
                    break
                }
                index += 1
            }
            if let major = Int(String(decoding: digits, as: UTF8.self)), major > 0 { result = min(major, result ?? major) }
            return false
        }
        return result
    }

    /// The orientations the project's app supports, from every interface orientation its text
    /// names: the build settings Xcode 13 and later write for a generated Info.plist
    /// (`INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait
    /// UIInterfaceOrientationLandscapeLeft";`) and the Info.plist files the command line appends
    /// (``infoPlistPaths(in:)``: `<key>UISupportedInterfaceOrientations</key>` with its
    /// `<string>UIInterfaceOrientationLandscapeRight</string>` entries, `~ipad` ones too). An app
    /// runs only in the orientations it lists (Apple, "UISupportedInterfaceOrientations": "The
    /// interface orientations the app supports"), so one that names no portrait orientation is
    /// laid out in landscape only. Empty when the text names none.
    static func supportedOrientations(in bytes: [UInt8]) -> Set<Orientation> {
        var result: Set<Orientation> = []
        let key = "UIInterfaceOrientation"
        ByteSearch.forEachOccurrence(of: key, in: bytes) { start in
            let rest = bytes[(start + key.utf8.count)..<min(bytes.count, start + key.utf8.count + 9)]
            if rest.starts(with: "Portrait".utf8) { result.insert(.portrait) }
            if rest.starts(with: "Landscape".utf8) { result.insert(.landscape) }
            return false
        }
        return result
    }

    /// The nibs the project's Info.plist files load by name: the launch screen
    /// (`UILaunchStoryboardName`, which may name a xib) and the main nib (`NSMainNibFile`), with
    /// their `~ipad` / `~iphone` forms (Apple, Information Property List keys), as a plist writes
    /// them (`<key>UILaunchStoryboardName</key>` then `<string>LaunchScreen</string>`) or as Xcode
    /// 13's build settings do (`INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;`).
    public static func loadedNibNames(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        for key in ["UILaunchStoryboardName", "NSMainNibFile"] {
            ByteSearch.forEachOccurrence(of: key, in: bytes) { start in
                // The value after the next `<string>` (a plist) or `=` (a build setting), within a
                // short reach of the key (past `~ipad</key>` and blanks).
                let reach = (start + key.utf8.count)..<min(bytes.count, start + key.utf8.count + 80)
                var index: Int
                var ends: [UInt8] = [UInt8(ascii: "<")]
                if let open = reach.first(where: { ByteSearch.matches(bytes, at: $0, "<string>") }) {
                    index = open + 8
                } else if let equals = reach.first(where: { bytes[$0] == UInt8(ascii: "=") }) {
                    index = equals + 1
                    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                    // A quoted value may hold blanks; a bare one ends at `;` or a blank.
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        index += 1
                        ends = [UInt8(ascii: "\"")]
                    } else {
                        ends = [UInt8(ascii: ";"), UInt8(ascii: " ")]
                    }
                } else {
                    return false
                }
                var value: [UInt8] = []
                while index < bytes.count, value.count < 256, !ends.contains(bytes[index]), bytes[index] != UInt8(ascii: "\n") {
                    value.append(bytes[index])
                    index += 1
                }
                if !value.isEmpty { names.insert(String(decoding: value, as: UTF8.self)) }
                return false
            }
        }
        return names
    }

    /// The Info.plist files the project's targets name (`INFOPLIST_FILE = App/Info.plist;`,
    /// quoted or not, `$(SRCROOT)/` or `$(PROJECT_DIR)/` in front), relative to the project's
    /// directory; a path with any other build variable is left out.
    public static func infoPlistPaths(in bytes: [UInt8]) -> Set<String> {
        var paths: Set<String> = []
        let key = "INFOPLIST_FILE = "
        for var text in values(of: key, in: bytes) {
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where text.hasPrefix(prefix) {
                text = String(text.dropFirst(prefix.count))
            }
            if !text.isEmpty, !text.contains("$"), !text.hasPrefix("/") { paths.insert(text) }
        }
        return paths
    }

    /// Every phone or pad family some `TARGETED_DEVICE_FAMILY = …;` of the file names (quoted
    /// `"1,2"` or bare `2`); empty when none does.
    static func deviceFamilies(in bytes: [UInt8]) -> Set<DeviceFamily> {
        var result: Set<DeviceFamily> = []
        let key = "TARGETED_DEVICE_FAMILY"
        ByteSearch.forEachOccurrence(of: key, in: bytes) { start in
            var index = start + key.utf8.count
            // `= value;`: the value runs to the semicolon (or the line's end in a damaged file).
            var value: [UInt8] = []
            var seenEquals = false
            while index < bytes.count, index < start + 200 {
                let byte = bytes[index]
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\n") { break }
                if byte == UInt8(ascii: "=") { seenEquals = true } else if seenEquals { value.append(byte) }
                index += 1
            }
            for part in String(decoding: value, as: UTF8.self).split(whereSeparator: { $0 == "," || $0 == "\"" || $0 == " " }) {
                switch part {
                case "1": result.insert(.phone)
                case "2": result.insert(.pad)
                default: break
                }
            }
            return false
        }
        return result
    }

    /// The names of the files the project refers to (each `path = …;` and `name = …;` value's last
    /// component: `Base.lproj/Main.storyboard` gives `Main.storyboard`), or `nil` when the project
    /// may build files it does not list: a folder reference (`lastKnownFileType = folder`) or a
    /// synchronized folder (`PBXFileSystemSynchronizedRootGroup`, Xcode 16) takes in whatever its
    /// folder holds. Xcode builds only the files its project refers to: a document beside them
    /// that it does not list (`Tasks~.storyboard`, an old copy) is not in the app.
    public static func referencedFileNames(in bytes: [UInt8]) -> Set<String>? {
        if ByteSearch.contains(bytes, "PBXFileSystemSynchronized") || ByteSearch.contains(bytes, "lastKnownFileType = folder;") {
            return nil
        }
        var names: Set<String> = []
        for key in ["path = ", "name = "] {
            for text in values(of: key, in: bytes) {
                if let last = text.split(separator: "/").last { names.insert(String(last)) }
            }
        }
        return names
    }

    /// The project's localizations: the entries of `knownRegions = ( en, Base, "zh-Hans", );`,
    /// which Xcode keeps as the project's list of languages (`Base` is the base internationalization,
    /// no language). At most 256 entries are read.
    static func knownRegions(in bytes: [UInt8]) -> Set<String> {
        var result: Set<String> = []
        ByteSearch.forEachOccurrence(of: "knownRegions", in: bytes) { start in
            var index = start + "knownRegions".utf8.count
            while index < bytes.count, bytes[index] != UInt8(ascii: "("), bytes[index] != UInt8(ascii: ";") { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return false }
            index += 1
            var word: [UInt8] = []
            var count = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: ")"), count < 256 {
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    if !word.isEmpty { result.insert(String(decoding: word, as: UTF8.self)); count += 1 }
                    word = []
                } else if byte != UInt8(ascii: "\""), byte > 0x20 {
                    word.append(byte)
                }
                index += 1
            }
            if !word.isEmpty { result.insert(String(decoding: word, as: UTF8.self)) }
            return false
        }
        result.remove("Base")
        return result
    }

    /// The value after each `key` (`path = `, `INFOPLIST_FILE = `) of a project file: up to its
    /// closing quote when it is quoted (a quoted value may hold blanks and `;`), else to the `;`
    /// or the line's end; at most 1 024 bytes.
    private static func values(of key: String, in bytes: [UInt8]) -> [String] {
        var result: [String] = []
        ByteSearch.forEachOccurrence(of: key, in: bytes) { start in
            var index = start + key.utf8.count
            let quoted = index < bytes.count && bytes[index] == UInt8(ascii: "\"")
            if quoted { index += 1 }
            var value: [UInt8] = []
            while index < bytes.count, value.count < 1024 {
                let byte = bytes[index]
                if quoted ? byte == UInt8(ascii: "\"") : (byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\n")) { break }
                value.append(byte)
                index += 1
            }
            result.append(String(decoding: value, as: UTF8.self))
            return false
        }
        return result
    }

    /// `App/App.xcodeproj/project.pbxproj` → `App`; a project file outside a bundle → its own directory.
    public static func projectDirectory(of path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.last == "project.pbxproj" { components.removeLast() }
        if components.last?.hasSuffix(".xcodeproj") == true { components.removeLast() }
        let joined = components.joined(separator: "/")
        return joined.isEmpty && path.hasPrefix("/") ? "/" : joined
    }
}
