import Testing
import LayoutIR
@testable import VFLCompiler

/// An Objective-C local of a C number type (`CGFloat padding = 12;`) that nothing assigns again
/// keeps its first value for the rest of the function, as C's semantics give; one assigned again,
/// changed by a compound assignment or `++`, or whose address is taken, is a run-time value.
@Suite struct ObjectiveCLocalConstantTests {
    static func compile(_ lines: String) -> CompiledFile {
        CodeReading.compile("""
            @implementation ProfileView
            - (void)setup {
                UILabel *title = [UILabel new];
                title.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:title];
            \(lines)
                [title.heightAnchor constraintEqualToConstant:pad].active = YES;
            }
            @end
            """, path: "ProfileView.m")
    }

    @Test func aLocalAssignedOnceIsItsValue() {
        let compiled = Self.compile("    CGFloat pad = 2 * 6.0;")
        #expect(CodeReading.equations(compiled) == ["title.height == 12"])
    }

    @Test(arguments: ["    pad = 20;", "    pad += 4;", "    pad++;", "    --pad;", "    adjust(&pad);"])
    func aLocalChangedLaterIsARunTimeValue(change: String) {
        let compiled = Self.compile("    CGFloat pad = 12;\n\(change)")
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(CodeReading.unsolved(compiled).contains { $0.0 == "title.height == 0" })
    }

    @Test func aComparisonIsNoAssignment() {
        let compiled = Self.compile("    NSInteger pad = 12;\n    if (pad == 12) { NSLog(@\"twelve\"); }")
        #expect(CodeReading.equations(compiled) == ["title.height == 12"])
    }
}
