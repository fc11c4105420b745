import Testing
@testable import Batch

@Suite struct SHA256Tests {
    /// FIPS 180-4 example vectors (csrc.nist.gov, "SHA256.pdf" and "SHA2_Additional.pdf").
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(input: String, digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    /// A million 'a's, fed in uneven pieces: exercises the block boundary handling.
    @Test func millionAsInPieces() {
        var hasher = SHA256()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            hasher.update([UInt8](repeating: 0x61, count: count))
            fed += count
            piece = piece * 7 % 1013 + 1
        }
        #expect(SHA256.hexString(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every length around the padding boundaries agrees with coreutils' sha256sum.
    @Test func agreesWithSha256sumAroundBlockBoundaries() {
        for length in [55, 56, 57, 63, 64, 65, 119, 120, 128] {
            let text = String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
            let reference = shell("printf '%s' '\(text)' | sha256sum").output.prefix(64)
            #expect(SHA256.hex(Array(text.utf8)) == String(reference), "length \(length)")
        }
    }
}
