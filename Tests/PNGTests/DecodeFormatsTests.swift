@testable import FileSystem
import Testing
@testable import PNG

/// Every PNG colour type, bit depth and interlace mode decodes to what ImageMagick reads from it.
@Suite struct DecodeFormatsTests {
    static let folder: String = {
        let file = #filePath
        return (file.lastIndex(of: "/").map { String(file[..<$0]) } ?? ".") + "/Fixtures/"
    }()

    static let names = ["rgba16", "rgb16", "rgba-interlaced", "gray8", "gray1", "gray-alpha", "palette", "palette-trns"]

    @Test(arguments: names)
    func decodesLikeImageMagick(_ name: String) throws {
        let image = try PNGFile.readStraight(Self.folder + name + ".png")
        let expected = try FileReader.read(Self.folder + name + ".rgba", as: .png)
        #expect(image.width == 37 && image.height == 23)
        #expect(image.data == expected)
    }

    /// The decoded image written back by our encoder and read again is unchanged.
    @Test(arguments: names)
    func reencodesLosslessly(_ name: String) throws {
        let image = try PNGFile.readStraight(Self.folder + name + ".png")
        #expect(try PNGDecoder.decodeStraight(PNGEncoder.encode(image)) == image)
        #expect(try PNGDecoder.decodeStraight(PNGEncoder.encodeSmallest(image)) == image)
    }

    /// The size read from the IHDR without libpng (it sizes the buffer libpng decodes into) is the one
    /// libpng reads, for every format; anything that is not a signature and an IHDR gives none.
    @Test(arguments: names)
    func headerSizeIsLibpngs(_ name: String) throws {
        let bytes = try FileReader.read(Self.folder + name + ".png", as: .png)
        let size = try #require(PNGDecoder.headerSize(bytes))
        #expect(size.width == 37 && size.height == 23)
        #expect(PNGDecoder.headerSize(Array(bytes.prefix(23))) == nil)
        var renamed = bytes
        renamed[12] = UInt8(ascii: "X")  // "XHDR": not an IHDR first
        #expect(PNGDecoder.headerSize(renamed) == nil)
    }
}
