import Testing
@testable import LayoutSyntax

/// `containsASCII` answers what `contains` answers. Expected values are written out by hand
/// from the strings (where the needle's letters stand), not taken from either function.
@Suite struct ASCIISubstringTests {
    @Test func findsTheWordWhereItsLettersStand() {
        #expect("equalToSystemSpacingAfter".containsASCII("SystemSpacing"))
        #expect("SystemSpacing".containsASCII("SystemSpacing"))
        #expect("greaterThanOrEqualToSystemSpacingBelow".containsASCII("SystemSpacing"))
        #expect("addArrangedSubview".containsASCII("Arranged"))
        // At the very end, and a first letter repeated before the match.
        #expect("xxArrArranged".containsASCII("Arranged"))
        #expect("".containsASCII(""))
    }

    @Test func missesWhatIsNotThere() {
        #expect(!"equalTo".containsASCII("SystemSpacing"))
        #expect(!"addSubview".containsASCII("Arranged"))
        // Case differs, one letter short, longer needle than text.
        #expect(!"addarrangedSubview".containsASCII("Arranged"))
        #expect(!"Arrange".containsASCII("Arranged"))
        #expect(!"A".containsASCII("Arranged"))
    }

    @Test func leavesOtherTextToCharacterComparison() {
        // "Arranged" then U+0301 (combining acute): the last character is "d́", not "d", so the
        // word is not there as characters, though its bytes are.
        #expect(!"addArranged\u{301}Subview".containsASCII("Arranged"))
        #expect("vueArranged".containsASCII("Arranged"))
        #expect("vüeArrangedView".containsASCII("Arranged"))
    }
}
