import Testing
import TestSupport
@testable import PNG
@testable import PNGShim

/// Bezel's own vector loops in the PNG encoder (Sources/PNGShim/PNGRowEncoder.c: RGB packing, the Average and
/// Paeth filters on SSSE3) against their portable forms, the only ones a CPU without SSSE3 runs.
@Suite struct VectorLoopTests {
    /// A UI-like opaque image: flat panels, a gradient, thin rules, a noisy band. 640×480 RGB is 922 KB of
    /// filtered rows, so the encoder hands its deflate several 256 KB pieces (the boundaries are part of the test).
    static let image: StraightImage = {
        var random = SplitMix64(state: 16)
        var data = [UInt8](repeating: 0, count: 640 * 480 * 4)
        for y in 0..<480 {
            for x in 0..<640 {
                let p = (y * 640 + x) * 4
                var pixel: [UInt8]
                if (x / 64 + y / 48) % 3 == 0 {
                    pixel = [242, 242, 247]
                } else if y % 61 < 2 {
                    pixel = [198, 198, 200]
                } else if y % 97 < 9 {
                    pixel = [random.byte(), random.byte(), random.byte()]
                } else {
                    pixel = [UInt8(x * 255 / 639), UInt8(y * 255 / 479), 128]
                }
                data[p] = pixel[0]
                data[p + 1] = pixel[1]
                data[p + 2] = pixel[2]
                data[p + 3] = 255
            }
        }
        return StraightImage(width: 640, height: 480, data: data)!
    }()

    /// Bezel's own vector loops in the encoder (RGB packing, the Average and Paeth filters: SSSE3 where the
    /// CPU has it) write the bytes its portable loops write, the only ones a CPU without SSSE3 runs: every
    /// filter, the measured one included, on this UI-like image as RGB and with a translucent band as RGBA.
    @Test func vectorLoopsWriteThePortableLoopsBytes() throws {
        var translucent = Self.image
        for p in stride(from: 640 * 4 * 200 + 3, to: 640 * 4 * 230, by: 4) { translucent.data[p] = 77 }
        for image in [Self.image, translucent] {
            for filter in [PNGEncoder.Filter.none, .sub, .up, .average, .paeth, .measured] {
                let options = PNGEncoder.Options(filter: filter, compressor: .rowDeflate)
                let vector = try PNGEncoder.encode(image, options: options)
                bezel_png_use_portable_loops(1)
                let portable = Result { try PNGEncoder.encode(image, options: options) }
                bezel_png_use_portable_loops(0)
                #expect(try portable.get() == vector, "filter \(filter), \(image == translucent ? "RGBA" : "RGB")")
                #expect(try PNGDecoder.decodeStraight(vector) == image)
            }
        }
    }
}
