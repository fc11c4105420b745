/// Where a line may break, as a small subset of Unicode's line-breaking rules (UAX #14) that
/// covers UI labels: after spaces, and between CJK characters, except before closing punctuation
/// and after opening punctuation (the Chinese/Japanese "kinsoku" rule UIKit also follows).
enum LineBreaking {
    /// True for ideographs, kana, hangul and CJK/full-width punctuation: text that wraps per character.
    static func isCJK(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        switch value {
        case 0x1100...0x11FF,  // Hangul Jamo
            0x2E80...0x2FDF,  // CJK radicals
            0x3000...0x303F,  // CJK symbols and punctuation
            0x3040...0x30FF,  // Hiragana, Katakana
            0x3100...0x31FF,  // Bopomofo, Hangul compatibility jamo, Katakana extensions
            0x3400...0x4DBF,  // CJK Extension A
            0x4E00...0x9FFF,  // CJK Unified Ideographs
            0xAC00...0xD7AF,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE30...0xFE4F,  // CJK compatibility forms
            0xFF00...0xFFEF,  // Half-width and full-width forms
            0x20000...0x3FFFF:  // CJK Extensions B and later
            return true
        default:
            return false
        }
    }

    /// Characters that must not start a line.
    static let closing: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "】", "》", "〉", "’", "”", "％", "…", "・",
        ",", ".", ";", ":", "?", "!", ")", "]", "}", "%",
    ]
    /// Characters that must not end a line.
    static let opening: Set<Character> = ["（", "「", "『", "【", "《", "〈", "‘", "“", "(", "[", "{"]

    /// Whether a line may break between `before` and `after`.
    static func canBreak(between before: Character, and after: Character) -> Bool {
        if after.isWhitespace { return false }
        if before.isWhitespace { return true }
        if closing.contains(after) || opening.contains(before) { return false }
        return isCJK(before) || isCJK(after)
    }
}
