import LayoutIR

/// The build settings of an Xcode project's application targets, read from `project.pbxproj`'s
/// object graph: each `PBXNativeTarget` names its `productType` and its `buildConfigurationList`,
/// an `XCConfigurationList` names its `buildConfigurations`, and each `XCBuildConfiguration` holds
/// its `buildSettings` (the format Xcode writes; a target leaves out what it inherits from the
/// project's own list). Where the app runs is the application targets' business: a unit-test
/// bundle built for `1,2` runs in its host app, it does not widen the app to the iPad.
enum XcodeProjectTargets {
    /// `com.apple.product-type.application` (also the watch and messages app kinds are not UIKit
    /// phone apps; only this one is taken).
    private static let applicationType = "com.apple.product-type.application"

    /// The text of each build configuration of the project's application targets; `nil` when the
    /// file has no application target that can be followed to its configurations.
    static func applicationBuildSettings(in bytes: [UInt8]) -> [String]? {
        let text = String(decoding: bytes, as: UTF8.self)
        let objects = objectBodies(in: text)
        var result: [String] = []
        for body in objects.values where body.contains("isa = PBXNativeTarget;") && body.contains(applicationType) {
            guard body.contains("productType = \"" + applicationType + "\";") || body.contains("productType = " + applicationType + ";"),
                  let list = reference(after: "buildConfigurationList = ", in: body), let listBody = objects[list] else { continue }
            for configuration in references(inListAfter: "buildConfigurations = (", in: listBody) {
                if let settings = objects[configuration] { result.append(settings) }
            }
        }
        return result.isEmpty ? nil : result
    }

    /// Each object of the file by its 24-digit identifier: `ID /* comment */ = { … };` at the
    /// start of a line, its text to the matching brace.
    private static func objectBodies(in text: String) -> [String: String] {
        var result: [String: String] = [:]
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            // A line start, tabs, then 24 hexadecimal digits.
            var start = index
            while start < utf8.count, utf8[start] == UInt8(ascii: "\t") { start += 1 }
            let idEnd = start + 24
            if idEnd < utf8.count, utf8[start..<idEnd].allSatisfy(isHexDigit),
               let brace = firstBrace(in: utf8, from: idEnd), let close = matchingBrace(in: utf8, open: brace) {
                let id = String(decoding: utf8[start..<idEnd], as: UTF8.self)
                if result[id] == nil { result[id] = String(decoding: utf8[brace...close], as: UTF8.self) }
            }
            while index < utf8.count, utf8[index] != UInt8(ascii: "\n") { index += 1 }
            index += 1
        }
        return result
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// The `{` of `ID /* … */ = {` on the identifier's line.
    private static func firstBrace(in bytes: [UInt8], from index: Int) -> Int? {
        var position = index
        var sawEquals = false
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            if bytes[position] == UInt8(ascii: "=") { sawEquals = true }
            if bytes[position] == UInt8(ascii: "{") { return sawEquals ? position : nil }
            position += 1
        }
        return nil
    }

    /// The `}` closing the `{` at `open`, skipping quoted strings; `nil` in a damaged file.
    private static func matchingBrace(in bytes: [UInt8], open: Int) -> Int? {
        var depth = 0
        var position = open
        var quoted = false
        while position < bytes.count {
            let byte = bytes[position]
            if quoted {
                if byte == UInt8(ascii: "\\") { position += 2; continue }
                if byte == UInt8(ascii: "\"") { quoted = false }
            } else if byte == UInt8(ascii: "\"") {
                quoted = true
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
        }
        return nil
    }

    /// The identifier after `key` (`buildConfigurationList = ID /* … */;`).
    private static func reference(after key: String, in body: String) -> String? {
        guard let range = body.firstRange(of: key) else { return nil }
        let id = body[range.upperBound...].prefix(24)
        return id.count == 24 && id.utf8.allSatisfy(isHexDigit) ? String(id) : nil
    }

    /// The identifiers listed after `key` up to its `)`.
    private static func references(inListAfter key: String, in body: String) -> [String] {
        guard let range = body.firstRange(of: key), let close = body[range.upperBound...].firstIndex(of: ")") else { return [] }
        var result: [String] = []
        for line in body[range.upperBound..<close].split(whereSeparator: { $0 == "\n" || $0 == "," }) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let id = trimmed.prefix(24)
            if id.count == 24, id.utf8.allSatisfy(isHexDigit) { result.append(String(id)) }
        }
        return result
    }
}
