import CUnibreak

/// Where a line may break: Unicode's line-breaking algorithm (UAX #14, https://www.unicode.org/reports/tr14/)
/// as libunibreak implements it — after spaces, after hyphens, between ideographs and kana, never before
/// closing punctuation or after opening punctuation (the CJK "kinsoku" rules are part of its pair table) —
/// taken only at grapheme cluster boundaries, with one change UIKit makes:
/// - Korean breaks at spaces, not between Hangul syllables: UILabel's default line-break strategy
///   (`NSParagraphStyle.LineBreakStrategy.standard`) includes `hangulWordPriority`
///   (https://developer.apple.com/documentation/uikit/nsparagraphstyle/linebreakstrategy/hangulwordpriority).
///
/// Thai is written without spaces between words and libunibreak has no dictionary (class SA falls back to AL),
/// so Thai breaks only at spaces; a Thai run longer than the line breaks between characters like any word that
/// does not fit (`Typesetter.wrap`), never inside a grapheme cluster.
enum LineBreaking {
    /// libunibreak's tables are built once per process, before the first call.
    private static let initialised: Bool = {
        init_linebreak()
        return true
    }()

    /// For each character of `shaped`, whether a line may break before it (false for the first).
    static func opportunities(_ shaped: ShapedText) -> [Bool] {
        let count = shaped.characterCount
        var result = [Bool](repeating: false, count: count)
        guard count > 1, initialised else { return result }
        var breaks = [CChar](repeating: 0, count: shaped.scalars.count)
        let text = shaped.scalars.contains(where: Self.needsStandIn) ? shaped.scalars.map(Self.standIn) : shaped.scalars
        text.withUnsafeBufferPointer { scalars in
            set_linebreaks_utf32(scalars.baseAddress, scalars.count, nil, &breaks)
        }
        for index in 1..<count {
            // libunibreak marks the position after a scalar: the last scalar of the previous character.
            let status = Int32(breaks[shaped.characterStarts[index] - 1])
            guard status == LINEBREAK_ALLOWBREAK || status == LINEBREAK_MUSTBREAK else { continue }
            let before = shaped.scalars[shaped.characterStarts[index - 1]]
            let after = shaped.scalars[shaped.characterStarts[index]]
            result[index] = !(isHangul(before) && isHangul(after))
        }
        return result
    }

    /// Scalars Debian's libunibreak 1.1 aborts on (a failed assertion in linebreak.c, `set_linebreaks`), and
    /// what it is given instead:
    /// - U+FFFF, which it reads as its end-of-text sentinel: a noncharacter, so it breaks like U+FFFD;
    /// - the regional indicators U+1F1E6…U+1F1FF that make up flag emoji: its header lists their class RI among
    ///   the pair table's, but its table stops at JT, so any flag in a wrapped label aborted the process
    ///   (`assertion lbcCur <= LBP_JT failed`). A flag is one grapheme cluster, and breaks are taken only
    ///   between clusters, so it is given U+1F600 (class ID, as other emoji): a break is allowed on either side
    ///   of a flag, as UAX #14 allows around an even run of regional indicators (LB30a), and none inside it.
    static func needsStandIn(_ scalar: UInt32) -> Bool { scalar == 0xFFFF || (0x1F1E6...0x1F1FF).contains(scalar) }

    static func standIn(_ scalar: UInt32) -> UInt32 {
        switch scalar {
        case 0xFFFF: 0xFFFD
        case 0x1F1E6...0x1F1FF: 0x1F600
        default: scalar
        }
    }

    /// Hangul syllables and jamo.
    static func isHangul(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
