import Testing
@testable import Text

/// `TextFont.fallbackExtra`: the space after each character set in the Chinese fallback face, which a document's canvas
/// adds to the system font's Chinese (docs/research/ib-defaults.md §167). It follows every such character, the line's
/// last included, and no character of another face.
@Suite struct FallbackExtraTests {
    @Test func followsEachChineseCharacterAndNoOther() throws {
        let typesetter = try standardTypesetter()
        var wide = TextFont(size: 14)
        wide.fallbackExtra = 0.3
        let plain = TextFont(size: 14)
        // Four ideographs, 1 em each in Droid Sans Fallback: 56 pt, and 1.2 pt more with the extra.
        #expect(abs(typesetter.width(of: "设置中心", font: plain) - 56) < 1e-9)
        #expect(abs(typesetter.width(of: "设置中心", font: wide) - 57.2) < 1e-9)
        // Latin is untouched; a mixed line gains only its ideographs' share.
        #expect(typesetter.width(of: "Settings", font: wide) == typesetter.width(of: "Settings", font: plain))
        #expect(abs(typesetter.width(of: "Q1设置", font: wide) - typesetter.width(of: "Q1设置", font: plain) - 0.6) < 1e-9)
        // Breaking counts it as the width does: the line's characters add up to its width.
        let advances = typesetter.characterAdvances(typesetter.shape("设置中心", font: wide), font: wide)
        #expect(abs(advances.reduce(0) { $0 + $1.width } - 57.2) < 1e-9)
    }
}
