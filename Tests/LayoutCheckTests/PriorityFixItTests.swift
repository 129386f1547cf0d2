import Testing
import LayoutIR
import LayoutEngine
@testable import LayoutCheck

/// Which written pieces can take '@999' (or `.priority(999)`) and where it goes.
@Suite struct PriorityFixItTests {
    static func lowered(_ syntax: ConstraintSyntax, _ attribute: Attribute, second: Attribute = .leading,
                        constant: Double, spanLength: Int, identifier: String? = nil) -> LoweredConstraint {
        let span = SourceSpan(file: "s.layout", offset: 40, length: spanLength, line: 3, column: 9)
        var constraint = attribute.kind == .dimension
            ? IRConstraint(.view("a"), attribute, .equal, constant: constant,
                         origin: ConstraintOrigin(syntax: syntax, span: span))
            : IRConstraint(.view("a"), attribute, .equal, .view("b"), second, constant: constant,
                         origin: ConstraintOrigin(syntax: syntax, span: span))
        constraint.identifier = identifier
        return LoweredConstraint(constraint: constraint, expression: LayoutExpression(constant: 0),
                                 relation: .equal, priority: .required)
    }

    @Test func vflPredicatesAndNumberedConnectionsTakeAPriority() throws {
        for piece in [Self.lowered(.vfl, .width, constant: 80, spanLength: 2),
                      Self.lowered(.vfl, .leading, constant: 20, spanLength: 2),
                      Self.lowered(.vfl, .leading, constant: 0, spanLength: 1)] {
            let fix = try #require(ConflictDiagnostic.priorityFixIt(for: piece))
            #expect(fix.replacement == "@999")
            #expect(fix.span.offset == 40 + piece.origin.span!.length && fix.span.length == 0)
            #expect(fix.span.column == 9 + piece.origin.span!.length)
        }
    }

    @Test func standardSpacingHasNoPredicateToCarryOne() {
        // '-' between siblings (8 pt) and '|-' to the margin: one character that is not a number.
        #expect(ConflictDiagnostic.priorityFixIt(for: Self.lowered(.vfl, .leading, constant: 8, spanLength: 1)) == nil)
        #expect(ConflictDiagnostic.priorityFixIt(
            for: Self.lowered(.vfl, .leading, second: .leadingMargin, constant: 0, spanLength: 1)) == nil)
    }

    @Test func snapKitLinesTakePriorityUnlessLabeled() throws {
        let fix = try #require(ConflictDiagnostic.priorityFixIt(for: Self.lowered(.snapkit, .width, constant: 1, spanLength: 23)))
        #expect(fix.replacement == ".priority(999)")
        #expect(ConflictDiagnostic.priorityFixIt(
            for: Self.lowered(.snapkit, .width, constant: 1, spanLength: 23, identifier: "w")) == nil)
    }

    @Test func implicitConstraintsHaveNoText() {
        #expect(ConflictDiagnostic.priorityFixIt(for: Self.lowered(.intrinsicSize, .width, constant: 1, spanLength: 9)) == nil)
        #expect(ConflictDiagnostic.priorityFixIt(for: Self.lowered(.equation, .width, constant: 1, spanLength: 9))?.replacement == " @999")
    }
}
