@testable import Raster
import Testing
import TestSupport
@testable import PNG

enum Samples {
    /// Straight RGBA noise; `alphaMode` 0 opaque, 1 any alpha, 2 only 0 or 255, 3 grey opaque.
    static func noise(width: Int, height: Int, seed: UInt64, alphaMode: Int) -> StraightImage {
        var random = SplitMix64(state: seed)
        var data = [UInt8](repeating: 0, count: width * height * 4)
        for p in 0..<(width * height) {
            let r = random.byte(), g = random.byte(), b = random.byte(), a = random.byte()
            switch alphaMode {
            case 0: data[p * 4 ..< p * 4 + 4] = [r, g, b, 255]
            case 1: data[p * 4 ..< p * 4 + 4] = [r, g, b, a]
            case 2: data[p * 4 ..< p * 4 + 4] = [r, g, b, a < 128 ? 0 : 255]
            default: data[p * 4 ..< p * 4 + 4] = [r, r, r, 255]
            }
        }
        return StraightImage(width: width, height: height, data: data)!
    }

    /// A valid premultiplied pixmap: every channel at most its alpha.
    static func premultipliedNoise(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var random = SplitMix64(state: seed)
        var pixmap = Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = random.byte()
                func channel() -> UInt8 { a == 0 ? 0 : UInt8(UInt32(random.byte()) % (UInt32(a) + 1)) }
                pixmap[x, y] = RGBA(r: channel(), g: channel(), b: channel(), a: a)
            }
        }
        return pixmap
    }
}

@Suite struct RoundTripTests {
    static let shapes = [(1, 1), (3, 2), (17, 5), (64, 33)]

    @Test(arguments: [0, 1, 2, 3])
    func straightImagesSurviveEveryFilterAndReduction(alphaMode: Int) throws {
        for (index, (width, height)) in Self.shapes.enumerated() {
            let image = Samples.noise(width: width, height: height, seed: UInt64(index * 10 + alphaMode), alphaMode: alphaMode)
            for filter in PNGEncoder.Filter.allCases {
                for reduction in PNGEncoder.ColorReduction.allCases {
                    let options = PNGEncoder.Options(level: 6, filter: filter, colorReduction: reduction)
                    let bytes = try PNGEncoder.encode(image, options: options)
                    #expect(try PNGDecoder.decodeStraight(bytes) == image, "\(width)×\(height) \(filter) \(reduction)")
                }
            }
            #expect(try PNGDecoder.decodeStraight(PNGEncoder.encodeSmallest(image)) == image)
        }
    }

    /// The row encoder's own filter loops (vector Average and Paeth where the CPU has SSSE3, scalar tails) on noise,
    /// at widths around the 16-byte steps: a wrong filtered byte decodes to a wrong pixel.
    @Test(arguments: [0, 1, 3])
    func rowEncoderFiltersSurviveOnNoise(alphaMode: Int) throws {
        for (index, (width, height)) in [(1, 1), (5, 3), (6, 4), (21, 7), (64, 9), (129, 17)].enumerated() {
            let image = Samples.noise(width: width, height: height, seed: UInt64(500 + index * 10 + alphaMode), alphaMode: alphaMode)
            for filter in PNGEncoder.Filter.allCases where filter != .adaptive {
                let options = PNGEncoder.Options(filter: filter, compressor: .rowDeflate)
                let bytes = try PNGEncoder.encode(image, options: options)
                #expect(try PNGDecoder.decodeStraight(bytes) == image, "\(width)×\(height) \(filter) alpha mode \(alphaMode)")
            }
        }
    }

    @Test func premultipliedPixmapsSurviveExactly() throws {
        for (index, (width, height)) in Self.shapes.enumerated() {
            let pixmap = Samples.premultipliedNoise(width: width, height: height, seed: UInt64(100 + index))
            let bytes = try PNGEncoder.encode(pixmap)
            #expect(try PNGDecoder.decode(bytes) == pixmap)
        }
    }

    /// premultiply ∘ unpremultiply is the identity on every valid premultiplied value, and
    /// unpremultiply ∘ premultiply is within the rounding bound 255 / (2a) + ½.
    @Test func alphaConversionsAreExactInversesWherePossible() {
        for a in 0...255 {
            for p in 0...a {
                let straight = Alpha.unpremultiply(UInt8(p), alpha: UInt8(a))
                #expect(Alpha.premultiply(straight, alpha: UInt8(a)) == UInt8(a == 0 ? 0 : p))
            }
            guard a > 0 else { continue }
            let bound = 255.0 / (2.0 * Double(a)) + 0.5
            for c in 0...255 {
                let back = Alpha.unpremultiply(Alpha.premultiply(UInt8(c), alpha: UInt8(a)), alpha: UInt8(a))
                #expect(abs(Double(back) - Double(c)) <= bound, "c \(c) a \(a)")
            }
        }
    }

    /// An opaque coloured canvas is written as RGB without a pass to prove it opaque: the encoder checks
    /// each pixel's alpha as it packs the rows (`PNGEncoder.encodeIfOpaque`). One translucent pixel
    /// anywhere — the first pixels, the vector loop's body, a row's last pixels (the scalar tail), rows the
    /// filter trial skips — must still give an RGBA file that decodes to the pixmap, and a wholly opaque
    /// canvas the same bytes as the general path.
    @Test func oneTranslucentPixelAnywhereIsKept() throws {
        let (width, height) = (37, 300)
        var opaque = Pixmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { opaque[x, y] = RGBA(r: UInt8(x * 6), g: UInt8(y % 256), b: 200, a: 255) } }
        let rgb = try PNGEncoder.encode(opaque)
        let ihdr = try #require(chunkDataOffset(rgb, "IHDR"))
        #expect(rgb[ihdr + 9] == 2)
        #expect(try PNGDecoder.decode(rgb) == opaque)
        let general = try PNGEncoder.encode(StraightImage(premultiplied: opaque), knownOpaque: nil, options: .standard)
        #expect(rgb == general)
        for (x, y) in [(1, 0), (5, 3), (width - 1, 7), (width - 3, 150), (20, 130), (0, height - 1), (width - 1, height - 1)] {
            var pixmap = opaque
            pixmap[x, y] = RGBA(r: 10, g: 20, b: 30, a: 40)
            let bytes = try PNGEncoder.encode(pixmap)
            let header = try #require(chunkDataOffset(bytes, "IHDR"))
            #expect(bytes[header + 9] == 6, "translucent pixel at \(x),\(y)")
            #expect(try PNGDecoder.decode(bytes) == pixmap, "translucent pixel at \(x),\(y)")
        }
    }

    @Test func sameInputGivesSameBytes() throws {
        let image = Samples.noise(width: 40, height: 30, seed: 7, alphaMode: 1)
        for filter in PNGEncoder.Filter.allCases {
            let options = PNGEncoder.Options(filter: filter)
            #expect(try PNGEncoder.encode(image, options: options) == PNGEncoder.encode(image, options: options))
        }
    }
}

@Suite struct OptimizeTests {
    /// Flat art with few colours: `encodeSmallest` picks a palette (PLTE), is no larger than
    /// the standard encoding, and decodes to the same pixels.
    @Test func fewColoursBecomeAPaletteAndShrink() throws {
        var image = StraightImage(width: 120, height: 80)!
        let colors = [RGBA(r: 242, g: 242, b: 247), RGBA(r: 0, g: 122, b: 255), RGBA(r: 52, g: 199, b: 89), RGBA(r: 0, g: 0, b: 0, a: 0)]
        for y in 0..<80 { for x in 0..<120 { image[x, y] = colors[(x / 30 + y / 20) % colors.count] } }
        let standard = try PNGEncoder.encode(image)
        let smallest = try PNGEncoder.encodeSmallest(image)
        #expect(smallest.count <= standard.count)
        #expect(chunkDataOffset(smallest, "PLTE") != nil)
        #expect(chunkDataOffset(smallest, "tRNS") != nil)
        #expect(try PNGDecoder.decodeStraight(smallest) == image)
        // 4 colours → 2 bits a pixel (IHDR bit depth byte).
        let ihdr = try #require(chunkDataOffset(smallest, "IHDR"))
        #expect(smallest[ihdr + 8] == 2)
    }

    /// More than 256 colours: no palette, still lossless and no larger than the standard encoding.
    @Test func manyColoursStayTruecolour() throws {
        let image = Samples.noise(width: 40, height: 40, seed: 77, alphaMode: 0)
        let smallest = try PNGEncoder.encodeSmallest(image)
        #expect(chunkDataOffset(smallest, "PLTE") == nil)
        #expect(smallest.count <= (try PNGEncoder.encode(image)).count)
        #expect(try PNGDecoder.decodeStraight(smallest) == image)
    }

    /// Opaque images are written as RGB (colour type 2) and grey ones as grey (0) by default.
    @Test func opaqueImagesDropTheAlphaChannel() throws {
        let cases: [(Int, UInt8)] = [(0, 2), (3, 0), (1, 6)]
        for (alphaMode, colorType) in cases {
            let bytes = try PNGEncoder.encode(Samples.noise(width: 9, height: 9, seed: 1, alphaMode: alphaMode))
            let ihdr = try #require(chunkDataOffset(bytes, "IHDR"))
            #expect(bytes[ihdr + 9] == colorType)
        }
    }
}
