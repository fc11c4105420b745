import CFriBidi

/// The embedding levels of one paragraph by the Unicode bidirectional algorithm (UAX #9,
/// https://www.unicode.org/reports/tr9/), computed by FriBidi: even levels run left to right, odd ones right
/// to left. The paragraph's direction comes from its first strong character (rules P2 and P3), which is what
/// UIKit does for `NSWritingDirection.natural`
/// (https://developer.apple.com/documentation/uikit/nswritingdirection/natural), unless the caller fixes it.
enum BidiParagraph {
    /// Whether any scalar can make a level other than 0 in a left-to-right paragraph: a right-to-left letter,
    /// an Arabic number or an explicit directional control. Text without one (most Latin, Greek, Cyrillic,
    /// CJK and emoji labels) skips FriBidi; it would give every scalar level 0.
    static func needsLevels(_ scalars: [UInt32]) -> Bool {
        for scalar in scalars where scalar >= 0x0590 {
            switch scalar {
            case 0x0590...0x08FF, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
                0x10800...0x10FFF, 0x1E800...0x1EFFF:
                return true
            default:
                continue
            }
        }
        return false
    }

    /// The level of each scalar and the paragraph's level (0 or 1). `baseLevel` fixes the paragraph's direction
    /// (a wrapped line keeps its paragraph's); nil finds it from the first strong character, left to right
    /// when there is none.
    static func levels(of scalars: [UInt32], baseLevel: UInt8?) -> (levels: [UInt8], baseLevel: UInt8) {
        let count = scalars.count
        guard count > 0, baseLevel == 1 || needsLevels(scalars) else {
            return ([UInt8](repeating: baseLevel ?? 0, count: count), baseLevel ?? 0)
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction: FriBidiParType =
            switch baseLevel {
            case 0: CFriBidiParagraphLTR
            case 1: CFriBidiParagraphRTL
            default: CFriBidiParagraphOn
            }
        let succeeded = scalars.withUnsafeBufferPointer { text -> Bool in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels) != 0
        }
        let paragraph: UInt8 = direction == CFriBidiParagraphRTL ? 1 : 0
        // FriBidi fails only when it cannot allocate; the text is then set as one left-to-right run.
        guard succeeded else { return ([UInt8](repeating: paragraph, count: count), paragraph) }
        return (levels.map { UInt8(bitPattern: $0) }, paragraph)
    }

    /// The order in which to show items of the given levels, left to right (rule L2): from the highest level
    /// down to the lowest odd one, every maximal sequence at that level or higher is reversed.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
