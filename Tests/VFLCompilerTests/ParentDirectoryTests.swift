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
    }
}
