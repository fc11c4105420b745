extension FontWeight {
    /// The weight a font's PostScript or full name states by the words designers use (`Avenir-Heavy`,
    /// `Montserrat SemiBold`, `HelveticaNeue-UltraLight`): the last weight word in it, in the nine-step scale
    /// of the OpenType `usWeightClass` names (https://learn.microsoft.com/en-us/typography/opentype/spec/os2#usweightclass);
    /// `nil` when the name states none (most regular faces: `Futura-Medium` states one, `Georgia` does not).
    /// A face Bezel does not have is drawn in Inter at this weight.
    package init?(fontName name: String) {
        let text = Array(name.lowercased().utf8)
        // Longest words first (the list is in that order) at each place, so `semibold` is not read as `bold` nor `extralight` as `light`.
        let words: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("extrabold", .heavy), ("ultrabold", .heavy),
            ("semibold", .semibold), ("demibold", .semibold), ("hairline", .ultraLight), ("regular", .regular),
            ("medium", .medium), ("light", .light), ("heavy", .heavy), ("black", .black), ("roman", .regular),
            ("thin", .thin), ("book", .regular), ("bold", .bold),
        ]
        var best: FontWeight?
        var index = 0
        scan: while index < text.count {
            for (word, weight) in words {
                let bytes = Array(word.utf8)
                if index + bytes.count <= text.count, Array(text[index..<index + bytes.count]) == bytes {
                    best = weight
                    index += bytes.count
                    continue scan
                }
            }
            index += 1
        }
        guard let best else { return nil }
        self = best
    }
}
