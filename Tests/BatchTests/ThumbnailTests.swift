@testable import Batch
import PNG
import Testing

/// The review page's thumbnails: each pixel the alpha-weighted mean of the source pixels its box covers, rounded
/// half up. Held to a hand-worked case and to a plain per-pixel reading of that definition on odd sizes.
@Suite struct ThumbnailTests {
    /// The definition read literally, one output pixel at a time: the oracle for the fast loops.
    static func reference(_ source: StraightImage, width wanted: Int) -> [UInt8] {
        let sw = source.width, sh = source.height
        let width = max(1, min(wanted, sw))
        let height = max(1, min(sh, (sh * width + sw / 2) / max(1, sw)))
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let rows = (y * sh / height)..<max(y * sh / height + 1, (y + 1) * sh / height)
            for x in 0..<width {
                let columns = (x * sw / width)..<max(x * sw / width + 1, (x + 1) * sw / width)
                var sums = [0, 0, 0, 0]
                for row in rows {
                    for column in columns {
                        let p = (row * sw + column) * 4
                        let alpha = Int(source.data[p + 3])
                        for c in 0..<3 { sums[c] += Int(source.data[p + c]) * alpha }
                        sums[3] += alpha
                    }
                }
                let o = (y * width + x) * 4
                if sums[3] > 0 { for c in 0..<3 { out[o + c] = UInt8((sums[c] + sums[3] / 2) / sums[3]) } }
                let count = rows.count * columns.count
                out[o + 3] = UInt8((sums[3] + count / 2) / count)
            }
        }
        return out
    }

    @Test func twoPixelsBecomeTheirAlphaWeightedMean() throws {
        // Red opaque beside a transparent pixel whose colour must not count; then two greys.
        let source = try #require(StraightImage(width: 4, height: 1, data: [
            255, 0, 0, 255, 0, 255, 0, 0,
            100, 100, 100, 255, 201, 201, 201, 255,
        ]))
        let thumbnail = Thumbnail.scaled(source, width: 2)
        #expect(thumbnail.width == 2 && thumbnail.height == 1)
        // (100 + 201) / 2 = 150.5 rounds up; alpha (255 + 0) / 2 = 127.5 rounds up.
        #expect(thumbnail.data == [255, 0, 0, 128, 151, 151, 151, 255])
    }

    @Test(arguments: [(1290, 2796, 160), (333, 97, 160), (161, 1000, 160), (7, 5, 160), (1024, 768, 3), (1, 1, 160)])
    func theFastLoopsGiveTheDefinitionsBytes(sw: Int, sh: Int, wanted: Int) throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(sw * 31 + sh)
        var data = [UInt8](repeating: 0, count: sw * sh * 4)
        for i in data.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            data[i] = UInt8(truncatingIfNeeded: state >> 56)
        }
        // Some fully transparent and some opaque stretches, as drawn images have.
        for i in stride(from: 3, to: data.count, by: 4) where (i / 4) % 7 == 0 { data[i] = 0 }
        for i in stride(from: 3, to: data.count, by: 4) where (i / 4) % 5 == 0 { data[i] = 255 }
        let source = try #require(StraightImage(width: sw, height: sh, data: data))
        let thumbnail = Thumbnail.scaled(source, width: wanted)
        #expect(thumbnail.data == Self.reference(source, width: wanted))
    }
}
