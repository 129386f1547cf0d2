import LayoutIR
import Testing
import VFLCompiler

/// A source file that ends inside a function (cut off, or a brace missing) is reported at the
/// brace that is never closed; the function is not read, the file's other functions are.
/// Swift requires every brace closed and every `#if` clause balanced (The Swift Programming
/// Language, *Compiler Control Statements*); C's preprocessor does not, so an Objective-C file
/// with `#else` gets a skipped entry instead.
@Suite struct UnclosedBodyTests {
    static let complete = """
        import UIKit

        final class CardView: UIView {
            let badge = UIView()

            func layOutBadge() {
                addSubview(badge)
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
                badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
                badge.topAnchor.constraint(equalTo: topAnchor).isActive = true
                badge.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            }

        """

    @Test("a Swift file cut off inside a function: one error at the function's brace")
    func swiftCutOff() {
        // Cut inside `#if`, inside an `activate([` list.
        let text = Self.complete + """
                func layOutTitle() {
                    NSLayoutConstraint.activate([
                        badge.heightAnchor.constraint(equalToConstant: 40),
                    #if DEBUG
                        badge.heightAnchor.constraint(equalToConstant: 50),
            """
        let compiled = CodeReading.compile(text, path: "Card.swift")
        let errors = compiled.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.ruleID) == [RuleID.sourceStructure])
        #expect(errors.first?.message == "the file ends inside 'layOutTitle()': the '{' that opens its body is never closed")
        // `complete` is 13 lines ending in a line break, so `    func layOutTitle() {` is line 14, its brace at column 24.
        #expect(errors.first?.span?.line == 14)
        #expect(errors.first?.span?.column == 24)
        // The complete function is still laid out: four constraints of the badge.
        #expect(CodeReading.equations(compiled).count == 4)
    }

    @Test("the complete file has no such error")
    func completeFile() {
        let compiled = CodeReading.compile(Self.complete + "}\n", path: "Card.swift")
        #expect(compiled.diagnostics.filter { $0.ruleID == RuleID.sourceStructure }.isEmpty)
        #expect(CodeReading.equations(compiled).count == 4)
    }

    @Test("an Objective-C method cut off: the error names its selector's first piece")
    func objectiveCCutOff() {
        let text = """
            @implementation CardView
            - (void)layOutBadge {
                [self.badge.widthAnchor constraintEqualToConstant:40].active = YES;

            """
        let errors = CodeReading.compile(text, path: "CardView.m").diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["the file ends inside 'layOutBadge': the '{' that opens its body is never closed"])
        #expect(errors.first?.span?.line == 2)
    }

    @Test("an Objective-C file whose #if branches may balance the braces: listed as skipped, not an error")
    func objectiveCPreprocessorBranches() {
        // Each branch opens the method's body; the preprocessor keeps one, so the file as the
        // compiler sees it is balanced, although its text has one `{` more than `}`.
        let text = """
            @implementation CardView
            #if TARGET_OS_TV
            - (void)layOutBadge {
            #else
            - (void)layOutBadge:(BOOL)animated {
            #endif
                [self.badge.widthAnchor constraintEqualToConstant:40].active = YES;
            }
            @end

            """
        let compiled = CodeReading.compile(text, path: "CardView.m")
        #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(compiled.skipped.contains { $0.reason.contains("an #if/#else may supply the other brace") })
    }
}
