/// Why a PNG could not be read or written. The description is the message a user sees
/// after the file's path: `golden.png: not a PNG file (bad signature)`.
package enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file has no bytes.
    case empty
    /// The first 8 bytes are not the PNG signature.
    case notPNG
    /// The data ends before the image does.
    case truncated
    /// The image is larger than the decoder's limits; refused before allocating it.
    case tooLarge(width: Int, height: Int, limits: PNGDecoder.Limits)
    /// A chunk's stored CRC does not match its contents (`chunk` is its 4-letter type).
    case badCRC(chunk: String)
    /// Any other problem libpng reported (bad IHDR, zlib data error, missing IDAT…).
    case corrupt(String)
    /// The image cannot be encoded (zero width or height) or memory ran out.
    case cannotEncode(String)

    package var description: String {
        switch self {
        case .empty: "empty file (0 bytes)"
        case .notPNG: "not a PNG file (bad signature)"
        case .truncated: "truncated"
        case let .tooLarge(width, height, limits):
            "image is \(width)×\(height) pixels, over the limit of \(limits.maximumSide) per side"
                + " and \(limits.maximumPixels) pixels in all"
        case let .badCRC(chunk): "CRC error in \(chunk)"
        case let .corrupt(message): "corrupt PNG: \(message)"
        case let .cannotEncode(message): "cannot encode PNG: \(message)"
        }
    }

    /// Classifies libpng's message text. libpng reports a bad CRC as `"IDAT: CRC error"`.
    static func fromLibpng(_ message: String) -> PNGError {
        if message.hasSuffix(": CRC error") {
            return .badCRC(chunk: String(message.dropLast(": CRC error".count)))
        }
        return .corrupt(message)
    }
}
