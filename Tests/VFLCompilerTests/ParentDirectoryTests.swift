import Testing
@testable import VFLCompiler

@Suite struct ParentDirectoryTests {
    @Test("a path's directory, by its text: relative, absolute, and the short paths Foundation traps on")
    func parents() {
        #expect(ParentDirectory.of("./App/Main.storyboard") == "./App")
        #expect(ParentDirectory.of("./App") == ".")
        #expect(ParentDirectory.of(".") == "")
        #expect(ParentDirectory.of("a") == "")
        #expect(ParentDirectory.of("./") == "")
        #expect(ParentDirectory.of("") == "")
        #expect(ParentDirectory.of("/a") == "/")
        #expect(ParentDirectory.of("/") == "/")
        #expect(ParentDirectory.of("a//b/") == "a")
        #expect(ParentDirectory.of("//") == "/")
        #expect(ParentDirectory.of("//a") == "/")
        #expect(ParentDirectory.of("a/b/c/") == "a/b")
    }

    /// Paths that are not plain ASCII go through the `Character` steps: a combining mark after
    /// `/` makes one character that is no slash; CR LF is one character.
    @Test("paths with non-ASCII bytes or a carriage return, by characters")
    func nonASCIIParents() {
        #expect(ParentDirectory.of("é/ü/ö.xib") == "é/ü")
        #expect(ParentDirectory.of("a/\u{301}b") == "")
        #expect(ParentDirectory.of("a/b/\u{301}") == "a")
        #expect(ParentDirectory.of("a\r\n/b") == "a\r\n")
    }
}
