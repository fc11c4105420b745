/// Why a bitmap decoder behind a C shim (`JPEGDecoder`, `TIFFDecoder`) gave no pixels: the image's header states a
/// size past the limits it was given (refused before its pixels are decoded), or the library could not read it.
enum RasterDecoderFailure: Error {
    case tooLarge(width: Int, height: Int)
    case invalid(String)
}
