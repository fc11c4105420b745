import CISAL

/// Ancillary chunks whose stored CRC does not match their bytes. An ancillary chunk (its type's first letter
/// lower case: `iCCP`, `tEXt`, `pHYs`…) carries nothing the pixels need, and a decoder may drop a damaged one
/// and draw the image: libpng's own default for an ancillary chunk's CRC error is to warn and discard the chunk
/// (`PNG_CRC_WARN_DISCARD`, http://www.libpng.org/pub/png/libpng-manual.txt, png_set_crc_action), and the PNG
/// specification has decoders recover from errors in ancillary chunks (https://www.w3.org/TR/png-3/#13Decoders.Errors;
/// chunk naming, https://www.w3.org/TR/png-3/#5Chunk-naming-conventions). A critical chunk's CRC error is never
/// repaired here: it still refuses the image.
package enum DamagedAncillaryChunks {
    /// `bytes` without their damaged ancillary chunks, or `nil` when none is damaged or the chunks cannot be
    /// walked to the end (a cut or malformed file is libpng's to report).
    package static func removed(from bytes: [UInt8]) -> [UInt8]? {
        let signatureLength = 8
        guard bytes.count >= signatureLength else { return nil }
        var kept = Array(bytes[0..<signatureLength])
        kept.reserveCapacity(bytes.count)
        var offset = signatureLength
        var droppedAny = false
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { return nil }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard length <= Int(Int32.max), end <= bytes.count else { return nil }
            let stored = bytes[offset + 8 + length..<end].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            // The CRC covers the type and the data (https://www.w3.org/TR/png-3/#5CRC-algorithm).
            let computed = bytes.withUnsafeBufferPointer { buffer in
                crc32_gzip_refl(0, buffer.baseAddress! + offset + 4, UInt64(4 + length))
            }
            let ancillary = bytes[offset + 4] & 0x20 != 0
            if ancillary && computed != stored {
                droppedAny = true
            } else {
                kept += bytes[offset..<end]
            }
            offset = end
        }
        return droppedAny ? kept : nil
    }
}
