/// San Francisco's size-specific tracking, which iOS applies to the system font by itself (UIKit and
/// Core Text read it from the font; an app sets nothing): looser than the font's advances below 12 pt,
/// tighter from 13 to 23 pt ("Label" at 17 pt is 0.44 pt narrower per letter gap), looser again from 24 pt,
/// none from 80 pt. Inter has no such table, so Bezel adds it to the advances of the system-font
/// substitute (`TextFont.isSystemFont`) — never to other families or to the fallback font.
///
/// Source: Apple, Human Interface Guidelines › Typography › Specifications › "Tracking values", iOS, iPadOS
/// and visionOS, SF Pro (https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values),
/// the "Tracking (1/1000 em)" column. Cross-checked against two independent copies, which agree with it at
/// every size: 6639835/apple-hig @ b9bb27bc,
/// `foundations/human-interface-guidelines-Typography/human-interface-guidelines-Typography_1769620211319.md`
/// (the page as of its 2025-12-16 revision, both columns), and charliecm/figma-fix-sf @ 01cff1ef, `code.ts`,
/// `TRACKING_DEFAULT` (1/1000 em, written as the sizes where the value changes); uxcel's "Spacing rules"
/// lesson (https://app.uxcel.com/courses/apple-hig/system-typography-sf-font-963/spacing-rules-1411)
/// quotes 10 pt +12, 12 pt 0, 13 pt −6, 17 pt −26 and 28 pt +14.
///
/// The HIG's points column is the same tracking rounded on its own (17 pt: −26/1000 em is −0.442 pt, the
/// column says −0.43; within 0.02 pt up to 34 pt, within 0.036 pt above, where the points column is finer
/// than whole thousandths of an em). Bezel uses the 1/1000 em column, the unit Apple defines tracking in.
package enum SystemFontTracking {
    /// (point size, tracking in 1/1000 em) for every size the HIG lists, ascending: each size from 6 to 54,
    /// then every 2 pt to 72, then 76 and every 4 pt from 80 to 96.
    static let table: [(size: Double, perMille: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6),
        (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1),
        (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// The tracking at `size` points, in 1/1000 em. Between two listed sizes it is interpolated linearly,
    /// below the first and above the last it is the end value: how a font's own tracking table (`trak`) is
    /// read (Apple, TrueType Reference Manual, "The 'trak' table",
    /// https://developer.apple.com/fonts/TrueType-Reference-Manual/RM06/Chap6trak.html; HarfBuzz's reading
    /// of it, `TrackTableEntry::interpolate_at` in src/hb-aat-layout-trak-table.hh, does the same).
    /// The HIG lists only whole sizes, and at a listed size this is the listed value exactly.
    static func perMille(size: Double) -> Double {
        guard size.isFinite, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.perMille }
        if size >= last.size { return last.perMille }
        var upper = 1
        while table[upper].size < size { upper += 1 }
        let below = table[upper - 1], above = table[upper]
        if size == above.size { return above.perMille }
        let t = (size - below.size) / (above.size - below.size)
        return below.perMille + t * (above.perMille - below.perMille)
    }

    /// The tracking at `size` points, in points: what is added after each character cluster of a line
    /// but its last.
    static func points(size: Double) -> Double { perMille(size: size) * size / 1000 }
}
