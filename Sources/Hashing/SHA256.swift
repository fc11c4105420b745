import SHAShim

/// SHA-256 (FIPS 180-4), so that every stage can fingerprint its inputs (templates, fonts, goldens) for
/// provenance metadata, and the batch every file it writes for the manifest. The compression function is
/// plain Swift, or the CPU's SHA extensions where it has them (`SHAShim`, about six times faster: hashing
/// was 3 % of a batch's CPU time); the digest is the same either way.
///
/// Feed bytes with `update` as often as needed, then read the digest with `finalize()`.
/// The result depends only on the bytes fed, never on how they were split into chunks.
package struct SHA256: Sendable {
    /// The eight working words after every complete 64-byte block so far.
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes received that do not yet fill a block (fewer than 64).
    private var pending: [UInt8] = []
    /// Total message length in bytes; the padding records it in bits.
    private var length: UInt64 = 0
    /// Whether blocks go to the SHA extensions (`SHAShim`) rather than the Swift compression function.
    private let usesHardware: Bool

    /// Whether this CPU has the SHA extensions, asked once.
    static let hardwareAvailable = bezel_sha256_hardware_available() == 1

    package init() { self.init(hardware: Self.hardwareAvailable) }

    /// `hardware: false` runs the Swift compression function on any CPU (tests compare the two paths).
    init(hardware: Bool) {
        usesHardware = hardware && Self.hardwareAvailable
        pending.reserveCapacity(64)
    }

    /// The digest of `bytes` in one call.
    package static func hash(_ bytes: some Sequence<UInt8>) -> SHA256Digest {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of a string's UTF-8 bytes.
    package static func hash(_ string: String) -> SHA256Digest { hash(Array(string.utf8)) }

    /// Adds `bytes` to the message.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        let usedContiguousStorage = bytes.withContiguousStorageIfAvailable {
            update(buffer: UnsafeRawBufferPointer($0))
        } != nil
        if !usedContiguousStorage {
            let copy = Array(bytes)
            copy.withUnsafeBytes { update(buffer: $0) }
        }
    }

    /// Adds raw bytes to the message; the fast path for large files.
    mutating func update(buffer: UnsafeRawBufferPointer) {
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let take = Swift.min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<take])
            offset = take
            if pending.count == 64 {
                pending.withUnsafeBytes { compress(blocks: $0) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        let whole = (buffer.count - offset) / 64 * 64
        if whole > 0 {
            compress(blocks: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + whole]))
            offset += whole
        }
        if offset < buffer.count { pending.append(contentsOf: buffer[offset...]) }
    }

    /// Pads the message (a 1 bit, zeros, the 64-bit big-endian bit length) and returns the digest.
    package consuming func finalize() -> SHA256Digest {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { compress(blocks: $0) }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return SHA256Digest(bytes: digest)
    }

    /// The compression function over each 64-byte block of `blocks` (a whole number of blocks).
    private mutating func compress(blocks: UnsafeRawBufferPointer) {
        guard let base = blocks.baseAddress, blocks.count >= 64 else { return }
        if usesHardware {
            withUnsafeMutablePointer(to: &state) { tuple in
                tuple.withMemoryRebound(to: UInt32.self, capacity: 8) { words in
                    bezel_sha256_blocks(words, base.assumingMemoryBound(to: UInt8.self), blocks.count / 64)
                }
            }
            return
        }
        var offset = 0
        while offset + 64 <= blocks.count {
            compress(block: UnsafeRawBufferPointer(rebasing: blocks[offset..<offset + 64]))
            offset += 64
        }
    }

    /// One round of the compression function over a 64-byte block (FIPS 180-4 §6.2.2).
    private mutating func compress(block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                let i = t * 4
                w[t] = UInt32(block[i]) << 24 | UInt32(block[i + 1]) << 16 | UInt32(block[i + 2]) << 8 | UInt32(block[i + 3])
            }
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            for t in 0..<64 {
                let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                let choice = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ choice &+ SHA256.roundConstants[t] &+ w[t]
                let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            state = (
                state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
            )
        }
    }

    @inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4 §4.2.2).
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
