import Testing
@testable import LayoutIR

/// The word-at-a-time searches find exactly what a byte-at-a-time loop finds, wherever the match
/// falls relative to the eight-byte words and whatever bytes surround it.
@Suite struct ByteScanningTests {
    /// Byte arrays of every length up to 40, built from a pool that mixes ordinary ASCII with
    /// the bytes the searches look for and their neighbours (0x20/0x21, 0x7F/0x80, 0x09…0x0D).
    static func samples() -> [[UInt8]] {
        let pool: [UInt8] = [0x0A, 0x09, 0x0D, 0x0B, 0x00, 0x1F, 0x20, 0x21, 0x41, 0x5B, 0x61, 0x7E, 0x7F, 0x80,
                             0xC3, 0xFF, 0x03, 0x2D]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var samples: [[UInt8]] = []
        for length in 0...40 {
            for _ in 0..<60 {
                var bytes: [UInt8] = []
                for _ in 0..<length {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    // Mostly plain letters, so that a match is often alone in its word.
                    let pick = Int(state >> 33)
                    bytes.append(pick % 4 == 0 ? pool[(pick >> 2) % pool.count] : 0x61 + UInt8((pick >> 2) % 26))
                }
                samples.append(bytes)
            }
        }
        return samples
    }

    @Test func lineFeedsAreFoundFromEveryStart() {
        for bytes in Self.samples() {
            for start in 0...bytes.count {
                let expected = bytes[start...].firstIndex(of: 0x0A)
                #expect(ByteScanning.firstIndex(of: 0x0A, in: bytes, from: start) == expected, "\(bytes) from \(start)")
            }
        }
    }

    @Test func everyByteValueIsFoundAsATarget() {
        for target in 0...255 {
            var bytes = [UInt8](repeating: UInt8(truncatingIfNeeded: target + 1), count: 23)
            #expect(ByteScanning.firstIndex(of: UInt8(target), in: bytes) == nil)
            bytes[17] = UInt8(target)
            #expect(ByteScanning.firstIndex(of: UInt8(target), in: bytes) == 17)
        }
    }

    @Test func blanksControlsAndNonASCIIAreFound() {
        for bytes in Self.samples() {
            for start in 0...bytes.count {
                let expected = bytes[start...].firstIndex { $0 <= 0x20 || $0 >= 0x80 }
                #expect(ByteScanning.firstSpaceControlOrNonASCII(in: bytes, from: start) == expected,
                        "\(bytes) from \(start)")
            }
        }
        // Each byte value on its own, in a word of printable ASCII.
        for value in 0...255 {
            var bytes = [UInt8](repeating: 0x21, count: 16)
            bytes[11] = UInt8(value)
            let expected: Int? = value <= 0x20 || value >= 0x80 ? 11 : nil
            #expect(ByteScanning.firstSpaceControlOrNonASCII(in: bytes) == expected, "byte \(value)")
        }
    }

    @Test func nulAndNonASCIIAreFound() {
        for bytes in Self.samples() {
            for start in 0...bytes.count {
                let expected = bytes[start...].firstIndex { $0 == 0 || $0 >= 0x80 }
                #expect(ByteScanning.firstNonASCII(orBelow: 1, in: bytes, from: start) == expected, "\(bytes) from \(start)")
            }
        }
        for value in 0...255 {
            var bytes = [UInt8](repeating: 0x01, count: 16)
            bytes[5] = UInt8(value)
            let expected: Int? = value == 0 || value >= 0x80 ? 5 : nil
            #expect(ByteScanning.firstNonASCII(orBelow: 1, in: bytes) == expected, "byte \(value)")
        }
    }
}
