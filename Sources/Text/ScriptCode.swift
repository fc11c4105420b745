import CHarfBuzz

/// A Unicode script (UAX #24) as HarfBuzz names it: its ISO 15924 tag packed in four bytes (`hb_script_t`).
/// The script property of a scalar comes from HarfBuzz's own Unicode tables, the ones it shapes with.
package struct ScriptCode: Hashable, Sendable {
    let rawValue: UInt32

    init(_ script: hb_script_t) { rawValue = script.rawValue }

    var hb: hb_script_t { hb_script_t(rawValue: rawValue) }

    static let common = ScriptCode(HB_SCRIPT_COMMON)
    static let inherited = ScriptCode(HB_SCRIPT_INHERITED)
    static let unknown = ScriptCode(HB_SCRIPT_UNKNOWN)
    static let arabic = ScriptCode(HB_SCRIPT_ARABIC)
    static let hebrew = ScriptCode(HB_SCRIPT_HEBREW)
    static let devanagari = ScriptCode(HB_SCRIPT_DEVANAGARI)
    static let thai = ScriptCode(HB_SCRIPT_THAI)
    static let hangul = ScriptCode(HB_SCRIPT_HANGUL)
    static let han = ScriptCode(HB_SCRIPT_HAN)
    static let hiragana = ScriptCode(HB_SCRIPT_HIRAGANA)
    static let katakana = ScriptCode(HB_SCRIPT_KATAKANA)
    static let bopomofo = ScriptCode(HB_SCRIPT_BOPOMOFO)

    /// Scripts one run may mix: Han, kana and Bopomofo are set together in Chinese and Japanese text, with the same
    /// (default) shaping, so a run of the CJK face is not cut at every change between them.
    var runFamily: ScriptCode {
        self == .hiragana || self == .katakana || self == .bopomofo ? .han : self
    }

    /// Common, Inherited and Unknown belong to no script of their own: such a character takes its neighbours'.
    var isReal: Bool { self != .common && self != .inherited && self != .unknown }

    /// The script of `scalar`.
    static func of(_ scalar: UInt32) -> ScriptCode {
        ScriptCode(hb_unicode_script(hb_unicode_funcs_get_default(), scalar))
    }

    /// The ISO 15924 tag, e.g. "Arab", as `hb-shape --script` takes it.
    var tag: String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: rawValue >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
