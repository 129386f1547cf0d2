import LayoutIR

/// `#available(iOS 11.0, *)`, `#unavailable(iOS 13)` (Swift) and `@available(iOS 11, *)`
/// (Objective-C) as the condition of an `if`: decided at run time by the OS version alone, so on
/// the release the device catalog describes (``DeviceCatalog/describedMajorVersion``) the
/// answer is known. "The asterisk … indicates that on any other platform, the body executes on the
/// minimum deployment target" (The Swift Programming Language, "Checking API Availability").
enum AvailabilityCheck {
    /// Whether the branch runs on the described release; `nil` when the condition is not an
    /// availability check alone (`#available(…), isCompact` depends on more).
    static func holds(_ condition: ArraySlice<SourceToken>) -> Bool? {
        var tokens = condition
        // Objective-C: `if (@available(iOS 11, *))`.
        if tokens.first?.isPunctuation("(") == true, tokens.last?.isPunctuation(")") == true {
            tokens = tokens.dropFirst().dropLast()
        }
        guard let marker = tokens.first, marker.isPunctuation("#") || marker.isPunctuation("@"),
              let word = tokens.dropFirst().first?.identifier, word == "available" || word == "unavailable",
              tokens.count >= 4, tokens[tokens.startIndex + 2].isPunctuation("("),
              tokens.last?.isPunctuation(")") == true else { return nil }
        let arguments = tokens[(tokens.startIndex + 3)..<(tokens.endIndex - 1)]
        // Nested parentheses or a second condition after the check's `)`: not the check alone.
        guard !arguments.contains(where: { $0.isPunctuation("(") || $0.isPunctuation(")") }) else { return nil }
        var required = 0
        var index = arguments.startIndex
        while index < arguments.endIndex {
            if arguments[index].identifier == "iOS", index + 1 < arguments.endIndex,
               case .number(let text) = arguments[index + 1].kind {
                guard let major = Int(text.prefix { $0 != "." }) else { return nil }
                required = major
            }
            index += 1
        }
        let available = required <= DeviceCatalog.describedMajorVersion
        return word == "available" ? available : !available
    }
}
