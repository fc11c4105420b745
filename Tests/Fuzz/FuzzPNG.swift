@testable import PNG

/// libFuzzer entry point for the PNG reader: any bytes must decode or give a `PNGError`, never a crash,
/// a hang, a leak or an allocation beyond the size limits. Built by `Tests/Fuzz/fuzz.sh` with
/// `-sanitize=fuzzer,address`; libpng itself is Debian's (not instrumented), the shim and the Swift are.
///
/// Each input is decoded twice: as it is, and with every chunk's CRC recomputed. Nearly every mutation
/// breaks a CRC, and libpng stops at the first bad one; with the CRCs repaired the mutated IHDR, PLTE,
/// tRNS, zlib streams and filters reach libpng's parsers, which coverage cannot guide us into.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    check(bytes)
    let repaired = repairingCRCs(bytes)
    if repaired != bytes { check(repaired) }
    return 0
}

private func check(_ bytes: [UInt8]) {
    guard let image = try? PNGDecoder.decode(bytes) else { return }
    // A decoded image is whole: four bytes a pixel, within the limits.
    let limits = PNGDecoder.Limits.standard
    if image.width > limits.maximumSide || image.height > limits.maximumSide
        || image.width * image.height > limits.maximumPixels || image.data.count != image.width * image.height * 4 {
        fatalError("decoded \(image.width)×\(image.height) with \(image.data.count) bytes, beyond the limits")
    }
}

/// The bytes with the CRC of every whole chunk after the signature set to CRC-32 of its type and data.
private func repairingCRCs(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    var offset = 8
    while bytes.count - offset >= 12 {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        guard length <= bytes.count - offset - 12 else { break }
        let crc = crc32(bytes[(offset + 4)..<(offset + 8 + length)])
        let at = offset + 8 + length
        bytes[at] = UInt8(crc >> 24)
        bytes[at + 1] = UInt8((crc >> 16) & 0xFF)
        bytes[at + 2] = UInt8((crc >> 8) & 0xFF)
        bytes[at + 3] = UInt8(crc & 0xFF)
        offset = at + 4
    }
    return bytes
}

/// CRC-32 as the PNG specification's annex D computes it.
private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return ~crc
}

private let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
}
