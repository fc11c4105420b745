#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A string compared and hashed by its UTF-8 bytes, as a memo key of text measurements.
///
/// `String`'s own `==` and hashing follow Unicode canonical equivalence, which for text that is not ASCII means
/// normalising both sides on every comparison and every hash: the width memo's lookups of `bezel check`'s localised
/// titles cost more than the widths they saved (callgrind, Benchmarks/results.md). Bytes are also the stricter key:
/// two canonically equivalent spellings are shaped separately (their fonts' glyphs may differ), instead of one
/// taking the other's measurement, whichever was measured first.
package struct ExactText: Hashable, Sendable {
    package var string: String

    package init(_ string: String) {
        self.string = string
    }

    package static func == (a: ExactText, b: ExactText) -> Bool {
        let (x, y) = (a.string.utf8, b.string.utf8)
        guard x.count == y.count else { return false }
        let fast = x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
        }
        return (fast ?? nil) ?? x.elementsEqual(y)
    }

    package func hash(into hasher: inout Hasher) {
        let utf8 = string.utf8
        let hashed: Void? = utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in utf8 { hasher.combine(byte) }
        }
        // The length ends the key, so that a key's bytes and the next field's can never be read another way.
        hasher.combine(utf8.count)
    }
}
