/// The text stress of a run (`--pseudo-localize`, `--content-size`): what every text becomes before it is
/// measured or drawn. One value serves the checks and the picture, so a truncation badge never sits on
/// text the image draws at another size or in other words.
package struct TextStress: Hashable, Sendable {
    /// `--pseudo-localize`: every text is replaced by its pseudo-localised form.
    var pseudoLocalization: PseudoLocalization?
    /// `--content-size`: the Dynamic Type category fonts are scaled to.
    package var contentSize: ContentSizeCategory

    package init(pseudoLocalization: PseudoLocalization? = nil, contentSize: ContentSizeCategory = .default) {
        self.pseudoLocalization = pseudoLocalization
        self.contentSize = contentSize
    }

    /// No stress: the text as written, at the default size.
    package static let none = TextStress()

    /// `text` as this stress turns it, for `font`.
    package func apply(to text: String, font: TextFont, typesetter: Typesetter) -> String {
        switch pseudoLocalization {
        case nil: text
        case .accented?: typesetter.pseudoLocalize(text, font: font, mode: .accented)
        case .cjk?: PseudoLocalization.cjk.apply(to: text)
        }
    }
}
