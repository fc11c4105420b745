/// Stand-in translations that expose truncation before real translators do.
///
/// `.accented` follows Xcode's "Accented Pseudolanguage" and Android's `en-XA` pseudo-locale:
/// every ASCII letter becomes an accented look-alike (so unlocalised, hard-coded strings stand
/// out and accents test the line height), the text is bracketed (a missing "]" shows a cut),
/// and filler words lengthen it by at least 40 % — the usual allowance for English → German,
/// Finnish or Russian UI strings (Android's pseudo-locale pads by the same rule of thumb).
/// Unlike Xcode's "Double-Length" language it does not repeat the text, which would overstate
/// short labels.
///
/// `.cjk` swaps Latin words for ideographs, one per two letters: a Chinese UI string is
/// typically about half as many characters as its English source, and an ideograph is one em
/// wide against Inter's ~0.55 em Latin letters, so the width stays close to the original while
/// the text now needs the fallback font, wraps per character and uses CJK line metrics.
package enum PseudoLocalization: String, CaseIterable, Hashable, Sendable, Codable {
    case accented
    case cjk

    /// The least growth of `.accented`, in characters (and, through `Typesetter.pseudoLocalize`, in width).
    static let expansion = 0.4

    /// The pseudo-localised text; the empty string stays empty.
    func apply(to text: String) -> String {
        switch self {
        case .accented: Self.accented(text, padding: Self.minimumPadding(for: text.count))
        case .cjk: Self.ideographic(text)
        }
    }

    /// Filler characters needed so that `[` + text + filler + `]` has at least 1.4× the characters.
    static func minimumPadding(for count: Int) -> Int {
        guard count > 0 else { return 0 }
        let target = (count * 14 + 9) / 10  // ⌈1.4 · count⌉ in integers
        return Swift.max(0, target - count - 2)
    }

    /// `[` accented text, a space and `padding - 1` filler characters when padding > 0, `]`.
    static func accented(_ text: String, padding: Int) -> String {
        guard !text.isEmpty else { return "" }
        var result = "["
        for character in text {
            if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                let accented = accentedLetters[scalar]
            {
                result.unicodeScalars.append(accented)
            } else {
                result.append(character)
            }
        }
        if padding > 0 {
            result += " "
            let filler = Array(fillerWords)
            for index in 0..<(padding - 1) { result.append(filler[index % filler.count]) }
        }
        return result + "]"
    }

    /// Words appended as padding, as Android's pseudo-locale does ("one two three …").
    static let fillerWords = "one two three four five six seven eight nine ten "

    /// ASCII letter → accented look-alike; each one is in Inter (a test checks every one).
    static let accentedLetters: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let fancy = "áƀçđéƒĝĥîĵķļḿñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (from, to) in zip(plain.unicodeScalars, fancy.unicodeScalars) { map[from] = to }
        return map
    }()

    /// Ideographs used by `.cjk`, cycled in order: common words of iOS UI text in Simplified
    /// Chinese (settings, safe area, navigation bar, button, content, screen …).
    static let ideographs = Array("设置安全区域导航栏按钮内容屏幕适配视图控制器页面顶部底部标签消息通知搜索更多完成取消")

    /// Latin letter runs → one ideograph per two letters (rounded up); spaces between words
    /// vanish (Chinese has none); digits, punctuation and existing CJK stay.
    static func ideographic(_ text: String) -> String {
        var result = ""
        var next = 0
        var run = 0
        func flush() {
            for _ in 0..<((run + 1) / 2) {
                result.append(ideographs[next % ideographs.count])
                next += 1
            }
            run = 0
        }
        for character in text {
            if character.isASCII, character.isLetter {
                run += 1
            } else {
                flush()
                if character == " " { continue }
                result.append(character)
            }
        }
        flush()
        return result
    }
}

extension Typesetter {
    /// `text` pseudo-localised for `font`: for `.accented`, padded until it is at least 40 % wider
    /// than the original when set in `font`, not only 40 % longer in characters.
    func pseudoLocalize(_ text: String, font: TextFont, mode: PseudoLocalization = .accented) -> String {
        guard mode == .accented, !text.isEmpty else { return mode.apply(to: text) }
        let target = width(of: text, font: font) * (1 + PseudoLocalization.expansion)
        var padding = PseudoLocalization.minimumPadding(for: text.count)
        var result = PseudoLocalization.accented(text, padding: padding)
        // Each filler character adds width, so this ends; the bound guards against a zero-width font.
        while width(of: result, font: font) < target, padding < 4 * text.count + 8 {
            padding += 1
            result = PseudoLocalization.accented(text, padding: padding)
        }
        return result
    }
}
