import PNG

/// libFuzzer entry point for the PNG reader: any bytes must decode or give a `PNGError`, never a crash,
/// a hang, a leak or an allocation beyond the size limits. Built by `Tests/Fuzz/fuzz.sh` with
/// `-sanitize=fuzzer,address`; libpng itself is Debian's (not instrumented), the shim and the Swift are.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let image = try? PNGDecoder.decode(bytes) {
        // A decoded image is whole: four bytes a pixel, within the limits.
        let limits = PNGDecoder.Limits.standard
        if image.width > limits.maximumSide || image.height > limits.maximumSide
            || image.width * image.height > limits.maximumPixels || image.data.count != image.width * image.height * 4 {
            fatalError("decoded \(image.width)×\(image.height), beyond the limits")
        }
    }
    return 0
}
