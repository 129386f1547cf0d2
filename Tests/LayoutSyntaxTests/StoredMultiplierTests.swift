import Testing
@testable import LayoutSyntax

/// Xcode stores a decimal multiplier with six significant digits; the reader takes the simplest
/// fraction within that rounding (Docs/InterfaceBuilder.md#constraints).
@Suite("Interface Builder stored multipliers")
struct StoredMultiplierTests {
    private func value(_ text: String) -> Double? {
        guard case .success(let value) = IBValues.multiplier(text) else { return nil }
        return value
    }

    @Test("a six-digit decimal is the simplest fraction within half a unit of its last digit")
    func sixDigitsUnrounded() {
        // 13/12 = 1.0833333…, stored as 1.08333 (half a unit of the fifth decimal is 0.000005).
        #expect(value("1.08333") == 13.0 / 12.0)
        // 2/3 = 0.6666666…, stored as 0.666667; 1/3 stored as 0.333333; −5/7 = −0.714285714….
        #expect(value("0.666667") == 2.0 / 3.0)
        #expect(value("0.333333") == 1.0 / 3.0)
        #expect(value("-0.714286") == -5.0 / 7.0)
    }

    @Test("the fraction stays within the stored rounding")
    func withinRounding() throws {
        // 0.924205 has no small fraction near it; whatever is found lies in 0.9242045 … 0.9242055.
        let found = try #require(value("0.924205"))
        #expect(abs(found - 0.924205) <= 0.0000005)
    }

    @Test("shorter decimals, ratios and exponents are exact as written")
    func exactForms() {
        #expect(value("0.5") == 0.5)
        #expect(value("0.12") == 0.12)
        #expect(value("1.5") == 1.5)
        #expect(value("0.70833") == 0.70833)  // five digits: not Xcode's rounding
        #expect(value("27:28") == 27.0 / 28.0)
        #expect(value("1.08333e0") == 1.08333)
    }

    @Test("the rounding interval and the continued-fraction search")
    func helpers() {
        #expect(StoredMultiplier.roundingHalfUnit("1.08333") == 0.000005)
        #expect(StoredMultiplier.roundingHalfUnit("0.000123456") == 0.0000000005)
        #expect(StoredMultiplier.roundingHalfUnit("123456") == nil)
        #expect(StoredMultiplier.roundingHalfUnit("1.2") == nil)
        #expect(StoredMultiplier.simplestFraction(from: 2.9, to: 3.1) == 3)
        #expect(StoredMultiplier.simplestFraction(from: 0.3, to: 0.34) == 1.0 / 3.0)
        #expect(StoredMultiplier.simplestFraction(from: -1, to: 1) == nil)
    }
}
