import Testing
@testable import Text

@Suite struct PseudoLocalizationTests {
    @Test func accentedIsAtLeast40PercentLongerInCharacters() {
        for text in SampleText.labels + ["OK", "A", "Go", "Edit", "x"] {
            let pseudo = PseudoLocalization.accented.apply(to: text)
            #expect(Double(pseudo.count) >= 1.4 * Double(text.count), "\(text) → \(pseudo)")
            #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
        }
        #expect(PseudoLocalization.accented.apply(to: "") == "")
        #expect(PseudoLocalization.accented.apply(to: "Settings Page").hasPrefix("[Šéţţîñĝš Þáĝé"))
    }

    /// Through the typesetter the growth holds in width too, for every weight.
    @Test func accentedIsAtLeast40PercentWider() throws {
        let typesetter = try standardTypesetter()
        for weight in FontWeight.allCases {
            let font = TextFont(size: 17, weight: weight)
            for text in SampleText.labels + ["OK", "WW", "MMM", "Done"] {
                let pseudo = typesetter.pseudoLocalize(text, font: font)
                #expect(typesetter.width(of: pseudo, font: font) >= 1.4 * typesetter.width(of: text, font: font), "\(text)")
                #expect(Double(pseudo.count) >= 1.4 * Double(text.count))
            }
        }
    }

    /// Every accented letter is drawn by Inter itself in every weight: no fallback, no `.notdef`.
    @Test func everyAccentedLetterIsInInter() throws {
        let chain = try standardTypesetter().chain
        #expect(PseudoLocalization.accentedLetters.count == 52)
        for face in [chain.regular, chain.medium, chain.semibold, chain.bold] {
            for (plain, accented) in PseudoLocalization.accentedLetters.sorted(by: { $0.key.value < $1.key.value }) {
                #expect(face.glyphIndex(for: accented) != nil, "\(plain) → \(accented) in \(face.name)")
            }
        }
    }

    @Test func cjkSwapsWordsForIdeographsDrawnByTheFallback() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        #expect(PseudoLocalization.cjk.apply(to: "Edit Profile") == "设置安全区域")  // 2 + 4 ideographs
        #expect(PseudoLocalization.cjk.apply(to: "9:41 OK") == "9:41设")
        for text in SampleText.labels where text.contains(where: \.isLetter) {
            let pseudo = typesetter.pseudoLocalize(text, font: font, mode: .cjk)
            let line = typesetter.layout(pseudo, font: font)
            #expect(line.usesFallback && !line.hasMissingGlyphs, "\(text) → \(pseudo)")
            // Close to the original width: between 0.6× and 1.6× for these labels.
            let ratio = line.width / typesetter.width(of: text, font: font)
            #expect(ratio > 0.6 && ratio < 1.6, "\(text) → \(pseudo): \(ratio)")
        }
    }

    @Test func pseudoLocalizationIsDeterministic() {
        for mode in PseudoLocalization.allCases {
            for text in SampleText.labels { #expect(mode.apply(to: text) == mode.apply(to: text)) }
        }
    }
}
