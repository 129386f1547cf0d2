import Testing
@testable import LayoutSyntax

@Suite struct VisualFormatOptionsTests {
    @Test func rawValuesAreNSLayoutFormatOptions() {
        let expected: [(VisualFormatOptions, UInt)] = [
            (.alignAllLeft, 2), (.alignAllRight, 4), (.alignAllTop, 8), (.alignAllBottom, 16),
            (.alignAllLeading, 32), (.alignAllTrailing, 64), (.alignAllCenterX, 512), (.alignAllCenterY, 1024),
            (.alignAllLastBaseline, 2048), (.alignAllFirstBaseline, 4096),
            (.directionLeadingToTrailing, 0), (.directionLeftToRight, 1 << 16), (.directionRightToLeft, 2 << 16),
            (.spacingBaselineToBaseline, 1 << 19), (.alignmentMask, 0xFFFF), (.directionMask, 3 << 16),
        ]
        for (option, raw) in expected { #expect(option.rawValue == raw) }
    }

    @Test func namesInEverySpelling() {
        #expect(VisualFormatOptions(name: "alignAllCenterY") == .alignAllCenterY)
        #expect(VisualFormatOptions(name: ".alignAllCenterY") == .alignAllCenterY)
        #expect(VisualFormatOptions(name: "NSLayoutFormatAlignAllCenterY") == .alignAllCenterY)
        #expect(VisualFormatOptions(name: "directionRightToLeft") == .directionRightToLeft)
        #expect(VisualFormatOptions(name: "NSLayoutFormatDirectionLeadingToTrailing") == [])
        #expect(VisualFormatOptions(name: "NSLayoutFormatSpacingBaselineToBaseline") == .spacingBaselineToBaseline)
        #expect(VisualFormatOptions(name: "alignAllBaseline") == .alignAllLastBaseline)
        #expect(VisualFormatOptions(name: "alignAllCentreY") == nil)
        #expect(VisualFormatOptions(name: "NSLayoutFormat") == nil)
        #expect(VisualFormatOptions(name: "") == nil)
        for (name, option) in VisualFormatOptions.named { #expect(VisualFormatOptions(name: name) == option) }
    }

    @Test func namesListTheSetOptions() {
        #expect(VisualFormatOptions([.alignAllTop, .directionLeftToRight]).names == ["alignAllTop", "directionLeftToRight"])
        #expect(VisualFormatOptions().names == [])
        #expect(VisualFormatOptions(rawValue: 1 << 7 | 8).names == ["alignAllTop", "0x80"])
    }

    @Test func alignmentAttributesInAttributeOrder() {
        let options: VisualFormatOptions = [.alignAllFirstBaseline, .alignAllLeft, .alignAllCenterX, .directionRightToLeft]
        #expect(options.alignmentAttributes == [.left, .centerX, .firstBaseline])
    }
}
