import LayoutIR

/// Which of several declarations with the same header a call sees. One module cannot declare the
/// same function twice (Swift reports an invalid redeclaration), so two helpers whose headers
/// match word for word (`func embedInto(container: UIView, insets: UIEdgeInsets = UIEdgeInsets())`)
/// are in different modules, and a declaration in the caller's own module shadows the ones it
/// imports (The Swift Programming Language, *Declarations*: a module's own declarations are found
/// before those of the modules it imports). vflc does not know an app's targets; the files closest
/// to the caller in the directory tree (the longest shared folder path) stand for its module, and
/// only when one declaration is strictly closest. Otherwise every declaration stays, and a call that
/// several fit is still listed as ambiguous.
enum ModuleShadowing {
    /// The positions in `source.texts` of the declarations a call from `callerFile` may run:
    /// each header once, kept by the declaration closest to the caller when one is.
    static func visiblePositions(of source: ProjectFacts.HelperSource, from callerFile: String?) -> [Int] {
        let texts = source.texts
        guard texts.count > 1, let callerFile else { return Array(texts.indices) }
        let callerFolders = folders(of: callerFile)
        var byHeader: [String: [Int]] = [:]
        var order: [String] = []
        for (position, text) in texts.enumerated() {
            let key = header(of: text)
            if byHeader[key] == nil { order.append(key) }
            byHeader[key, default: []].append(position)
        }
        var kept: Set<Int> = []
        for key in order {
            guard let positions = byHeader[key] else { continue }
            guard positions.count > 1 else { kept.formUnion(positions); continue }
            let closeness = positions.map { position in
                source.files(declaring: position).map { sharedFolders(callerFolders, folders(of: $0)) }.max() ?? -1
            }
            let best = closeness.max() ?? -1
            let closest = positions.indices.filter { closeness[$0] == best }
            if best >= 0, closest.count == 1 { kept.insert(positions[closest[0]]) } else { kept.formUnion(positions) }
        }
        return texts.indices.filter(kept.contains)
    }

    /// The declaration up to its body, blanks collapsed: what Swift compares for a redeclaration.
    static func header(of text: String) -> String {
        let head = text.prefix { $0 != "{" }
        return head.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    private static func folders(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    private static func sharedFolders(_ left: [Substring], _ right: [Substring]) -> Int {
        var count = 0
        while count < left.count, count < right.count, left[count] == right[count] { count += 1 }
        return count
    }
}
