import Testing
@testable import Hashing

/// Known answers from NIST's FIPS 180-4 examples and the classic test vectors
/// (https://www.di-mgt.com.au/sha_testvectors.html), which `sha256sum` reproduces.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func knownVectors(message: String, expected: String) {
        #expect(SHA256.hash(message).hex == expected)
    }

    @Test func millionA() {
        var hasher = SHA256()
        let thousand = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(thousand) }
        #expect(hasher.finalize().hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every padding boundary (55, 56, 63, 64, 65 bytes …) and every chunking gives the one-shot digest.
    @Test func chunkingDoesNotChangeTheDigest() {
        let message = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 200] {
            let prefix = Array(message[0..<length])
            let whole = SHA256.hash(prefix)
            for split in [1, 3, 7, 64, 100] {
                var hasher = SHA256()
                var start = 0
                while start < length {
                    let end = min(start + split, length)
                    hasher.update(prefix[start..<end])
                    start = end
                }
                #expect(hasher.finalize() == whole, "length \(length) split \(split)")
            }
        }
    }

    /// 55 and 56 bytes straddle the padding boundary; values from `printf 'a%.0s' {1..55} | sha256sum`.
    @Test func paddingBoundary() {
        #expect(SHA256.hash(String(repeating: "a", count: 55)).hex
            == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(SHA256.hash(String(repeating: "a", count: 56)).hex
            == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }

    /// The Swift compression function and the CPU's SHA extensions (`SHAShim`, where this machine has them)
    /// give the same digests, on the known vectors and on messages of every length around the block edges.
    @Test func bothCompressionPathsAgree() {
        func digest(_ bytes: [UInt8], hardware: Bool, split: Int) -> SHA256Digest {
            var hasher = SHA256(hardware: hardware)
            var start = 0
            while start < bytes.count {
                hasher.update(bytes[start..<min(start + split, bytes.count)])
                start += split
            }
            return hasher.finalize()
        }
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 1000, 4096, 100_003] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let swift = digest(bytes, hardware: false, split: max(length, 1))
            for split in [1, 13, 64, 4096, max(length, 1)] {
                #expect(digest(bytes, hardware: true, split: split) == swift, "length \(length) split \(split)")
            }
        }
        var plain = SHA256(hardware: false)
        plain.update(Array("abc".utf8))
        #expect(plain.finalize().hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Says which path `hardware: true` took, so a run on a CPU without the extensions is not mistaken
        // for a comparison of the two.
        print("SHA256Tests: SHA extensions \(SHA256.hardwareAvailable ? "present, compared" : "absent, Swift path only")")
    }

    @Test func hexRoundTrip() {
        let digest = SHA256.hash("abc")
        #expect(SHA256Digest(hex: digest.hex.uppercased()) == digest)
        #expect(SHA256Digest(hex: "abc") == nil)
        #expect(SHA256Digest(hex: String(repeating: "g", count: 64)) == nil)
    }
}
