import Testing
@testable import Text

/// A document's named font is drawn in Inter at the weight its name states: the weight words of the
/// OpenType usWeightClass names and Apple's font names, longest word first at each place.
@Suite struct FontWeightNameTests {
    @Test(arguments: [
        ("Avenir-Heavy", FontWeight.heavy), ("HelveticaNeue-UltraLight", .ultraLight), ("Montserrat SemiBold", .semibold),
        ("OpenSans-ExtraBold", .heavy), ("Futura-Medium", .medium), ("Roboto-Thin", .thin), ("Lato-Black", .black),
        ("SourceSansPro-Light", .light), ("GillSans-Bold", .bold), ("Baskerville-Roman", .regular),
        ("HelveticaNeue-BoldItalic", .bold), ("Nunito-ExtraLight", .ultraLight), ("Poppins-Regular", .regular),
    ])
    func weightFromTheName(_ name: String, _ weight: FontWeight) {
        #expect(FontWeight(fontName: name) == weight, "\(name)")
    }

    @Test func aNameWithoutAWeightWordStatesNone() {
        #expect(FontWeight(fontName: "Georgia") == nil)
        #expect(FontWeight(fontName: "Menlo-Italic") == nil)
    }
}
