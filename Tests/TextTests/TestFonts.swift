import CFreeType
import Testing
@testable import Text

/// The shared, process-wide chain; every test that needs fonts uses it.
func standardTypesetter() throws -> Typesetter { try Typesetter.standard() }

/// FreeType's own face of `face`'s file, opened from disk in a library of its own: the independent reference the
/// table and outline tests compare `FontFace` with. Closed when `body` returns.
func withFreeTypeReference<Result>(of face: FontFace, _ body: (FT_Face) throws -> Result) throws -> Result {
    var libraryHandle: FT_Library?
    try #require(FT_Init_FreeType(&libraryHandle) == 0)
    let library = try #require(libraryHandle)
    defer { FT_Done_FreeType(library) }
    var faceHandle: FT_Face?
    try #require(FT_New_Face(library, face.path, FT_Long(face.pinned.faceIndex), &faceHandle) == 0)
    let reference = try #require(faceHandle)
    defer { FT_Done_Face(reference) }
    return try body(reference)
}

/// Facts about the pinned font files read with a stand-alone parser of the `head`, `hhea`, `OS/2`,
/// `cmap` (format 4) and `hmtx` tables (a 40-line Python script, not FreeType), and their
/// `sha256sum`. Valid for fonts-inter 4.0~beta7+ds-1 and fonts-droid-fallback 1:6.0.1r16-1.1 on Debian 12.
enum FontFacts {
    static let interUnitsPerEm = 2816
    static let interAscender = 2728, interDescender = -680, interLineGap = 0
    static let interCapHeight = 2048
    /// hmtx advances in Inter Regular.
    static let advances: [Character: Int] = [
        "A": 1904, "V": 1904, "O": 2144, "i": 668, " ": 792, "H": 2084, "e": 1640, "l": 668, "o": 1680,
        "…": 2312, "[": 1020, "]": 1020,
    ]
    static let droidUnitsPerEm = 256
    static let droidAscender = 267, droidDescender = -68
    /// Droid Sans Fallback has no Latin letters at all, and '中' is glyph 7109, one em wide.
    static let droidZhongGlyph: UInt32 = 7109, droidZhongAdvance = 256

    static let sha256: [String: String] = [
        "Inter-Regular.otf": "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc",
        "Inter-Medium.otf": "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4",
        "Inter-SemiBold.otf": "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457",
        "Inter-Bold.otf": "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1",
        // The five weights issue 14's `fontWeight:` added (same package and version).
        "Inter-Thin.otf": "4d9bb6a256c5a9a4f3c7a7f5f27eb0f7e849a1ceee20638d44c9073b41a0b015",
        "Inter-ExtraLight.otf": "a0f33dfec7784ebf09b19d4ea50ffa49e2595f880082351124aacf9ebfa48442",
        "Inter-Light.otf": "e66f130fbadda71e297a9a78025e2f05e8d225ae9dfcea9f51f6570b68fdd905",
        "Inter-ExtraBold.otf": "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa",
        "Inter-Black.otf": "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4",
        // Inter Display, Inter's design for large sizes (same package and version).
        "InterDisplay-Regular.otf": "82132edfc052b9f30a4bec53c9089cc5f1e6a0d4aa3b3aa3dfdd1eca89123780",
        "InterDisplay-Medium.otf": "c6c1495a1d948689718b853983b699a86488c2a044fbc1317b64545eb78176bd",
        "InterDisplay-SemiBold.otf": "1db59eb44058d96bd1eb258317ecc33e9766e96726939eb6850987dcda47ef5e",
        "InterDisplay-Bold.otf": "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6",
        "InterDisplay-Thin.otf": "88f004cbcf3a7fb4d044d3348d7fb5b537106b45a154e57fddae5b338074e894",
        "InterDisplay-ExtraLight.otf": "f9ea85c3f52214c80fb4f562c68c647587c399a71cd8247c7b6a7f76cc75447f",
        "InterDisplay-Light.otf": "3c1ca9b58f22f6c0a736704bc62e754eeb15981f4b93bb510963f3d9a8297a23",
        "InterDisplay-ExtraBold.otf": "8d28ae39fa9c092d2898aeb8916022882600829e0a9f2d34390dccd245c0bee0",
        "InterDisplay-Black.otf": "6827cddb859145f5bad353666e92b35bce2a6807051e4a2bf7e93ae4832a30fa",
        "DroidSansFallbackFull.ttf": "acb6440a713d880a13a21b468ba7cd43f5a2b2934972e51be791c880730777b8",
        // `sha256sum` of fonts-noto-core 20201225-1, fonts-noto-cjk 1:20220127+repack1-1 and
        // fonts-noto-color-emoji 2.042-0+deb12u1 (Debian 12).
        "NotoSansArabic-Regular.ttf": "504d7407d86875acf7d04dfaa0fd7524d0b8797723bc4aa18022f29db25b0b6e",
        "NotoSansArabic-Bold.ttf": "ded6fc7359ca36d15d7aab9ef0c066e21ce48b26a069994d6602fa2cb9a1b952",
        "NotoSansHebrew-Regular.ttf": "436900d5ad77d33e4234247f3076eaecd25b92b9bea0519514f684140e3566a7",
        "NotoSansHebrew-Bold.ttf": "d3b01343f71e8a93fffb84c345a1aecbaf4694b98d0eaace916cb9eac9e6dcd3",
        "NotoSansDevanagari-Regular.ttf": "79a470365ccb210fa3c7d8d8ff2e005ef9d983cfd067f735a0caf7e15070ca9f",
        "NotoSansDevanagari-Bold.ttf": "77ad688cfe1dc55185bf4edb4db3c614202c65dd23a1463ad0e23fc52bcc9a5c",
        "NotoSansThai-Regular.ttf": "dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93",
        "NotoSansThai-Bold.ttf": "97bbc8ea98328325285f2f552228c7aac1db39d8f38f0096a61ba7df1f1f780e",
        "NotoSansCJK-Regular.ttc": "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a",
        "NotoSansCJK-Bold.ttc": "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb",
        "NotoColorEmoji.ttf": "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec",
    ]
}
