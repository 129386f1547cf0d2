import LayoutIR

/// The types of a source file whose own code holds a statement of some kind (a class that turns
/// its scrolling off, a controller that makes its bar transparent): a cheap byte look for the
/// statement's words first, then each matching token's enclosing type.
enum TypesWithStatement {
    static func collect(_ file: SourceFile, words: ByteNeedles, scan: () -> ScannedSource,
                        matches: (_ index: Int, _ word: String, _ tokens: [SourceToken]) -> Bool) -> Set<String> {
        guard ByteSearch.containsAny(file.bytes, words) else { return [] }
        let source = scan()
        let tokens = source.tokens
        let bodies = TypeBodies(source)
        var types: Set<String> = []
        for index in tokens.indices {
            guard let word = tokens[index].identifier, matches(index, word, tokens),
                  let type = bodies.enclosingType(of: index) else { continue }
            types.insert(type)
        }
        return types
    }
}
