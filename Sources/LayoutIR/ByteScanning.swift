#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Searches over bytes many at a time: a megabyte of short formats is scanned several times
/// (for line breaks, non-ASCII bytes, whitespace), and a byte-at-a-time loop costs about five
/// instructions per byte where a word-at-a-time one costs less than one. One byte value is found
/// with the C library's `memchr` (vector registers); the classes of bytes eight at a time.
package enum ByteScanning {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte equal to `target` at or after `start`, or `nil`.
    package static func firstIndex(of target: UInt8, in bytes: [UInt8], from start: Int = 0) -> Int? {
        bytes.withUnsafeBufferPointer { firstIndex(of: target, in: $0, from: start) }
    }

    /// The index of the first byte equal to `target` at or after `start` in a buffer, or `nil`.
    package static func firstIndex(of target: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let from = max(0, start)
        guard from < bytes.count, let base = bytes.baseAddress else { return nil }
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        // The C library's `memchr` reads 16 to 64 bytes an instruction where the CPU has vector
        // registers: the quick looks and the project-fact scans jump from one rare byte to the
        // next through every file of an app, and this is most of their time.
        guard let hit = memchr(base + from, Int32(target), bytes.count - from) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        #else
        let pattern = ones &* UInt64(target)
        return firstIndex(in: UnsafeRawBufferPointer(bytes), from: from, wordMayMatch: { word in
            let difference = word ^ pattern
            return (difference &- ones) & ~difference & highBits != 0
        }, byteMatches: { $0 == target })
        #endif
    }

    /// The index of the first byte that is not printable ASCII other than the space, that is
    /// one at or below 0x20 (blanks, line breaks, controls) or at or above 0x80 (non-ASCII).
    package static func firstSpaceControlOrNonASCII(in bytes: [UInt8], from start: Int = 0) -> Int? {
        firstNonASCII(orBelow: 0x21, in: bytes, from: start)
    }

    /// The index of the first byte below `limit` (at most 0x80) or at or above 0x80.
    package static func firstNonASCII(orBelow limit: UInt8, in bytes: [UInt8], from start: Int = 0) -> Int? {
        let below = ones &* UInt64(min(limit, 0x80))
        return firstIndex(in: bytes, from: start, wordMayMatch: { word in
            // A byte below `limit` borrows into its own high bit; a non-ASCII byte has it set.
            (word | ((word &- below) & ~word)) & highBits != 0
        }, byteMatches: { $0 < limit || $0 >= 0x80 })
    }

    /// `wordMayMatch` must be true for every eight-byte word holding a matching byte; it may be
    /// true for others, which are then checked byte by byte.
    @inline(__always)
    private static func firstIndex(in bytes: [UInt8], from start: Int, wordMayMatch: (UInt64) -> Bool,
                                   byteMatches: (UInt8) -> Bool) -> Int? {
        bytes.withUnsafeBytes { firstIndex(in: $0, from: start, wordMayMatch: wordMayMatch, byteMatches: byteMatches) }
    }

    @inline(__always)
    private static func firstIndex(in raw: UnsafeRawBufferPointer, from start: Int, wordMayMatch: (UInt64) -> Bool,
                                   byteMatches: (UInt8) -> Bool) -> Int? {
        var index = max(0, start)
        let count = raw.count
        while index < count {
            if index + 8 <= count, !wordMayMatch(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                index += 8
                continue
            }
            let end = min(index + 8, count)
            while index < end {
                if byteMatches(raw[index]) { return index }
                index += 1
            }
        }
        return nil
    }
}
