import Testing
@testable import Text

/// The measurement memos' text key: the UTF-8 bytes, not Unicode canonical equivalence.
struct ExactTextTests {
    @Test func canonicallyEquivalentSpellingsAreDifferentKeys() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        // Swift's String calls them equal; their bytes (and the glyphs a font may give them) differ.
        #expect(composed == decomposed)
        #expect(ExactText(composed) != ExactText(decomposed))
        #expect(Set([ExactText(composed), ExactText(decomposed)]).count == 2)
    }

    @Test func equalBytesAreEqualKeysWithEqualHashes() {
        let a = "Réglages 設定 الإعدادات", b = String("Réglages 設定 الإعدادات".reversed().reversed())
        #expect(ExactText(a) == ExactText(b))
        #expect(ExactText(a).hashValue == ExactText(b).hashValue)
        #expect(ExactText("") == ExactText(""))
        #expect(ExactText("ab") != ExactText("abc"))
        #expect(ExactText("abc") != ExactText("abd"))
    }
}
