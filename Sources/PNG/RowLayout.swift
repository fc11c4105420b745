import PNGShim

/// Pixel rows in the form one PNG colour type stores them, built from straight RGBA.
struct RowLayout {
    enum Kind: Equatable {
        case rgba, gray, palette
        /// RGBA rows written as RGB: libpng drops the (all-opaque) alpha bytes, no copy needed.
        case rgbFromRGBA

        var shimLayout: bezel_png_layout {
            switch self {
            case .rgba: BEZEL_PNG_LAYOUT_RGBA
            case .gray: BEZEL_PNG_LAYOUT_GRAY
            case .palette: BEZEL_PNG_LAYOUT_PALETTE
            case .rgbFromRGBA: BEZEL_PNG_LAYOUT_RGBX
            }
        }
    }

    var kind: Kind
    var rows: [UInt8]
    var rowBytes: Int
    /// Straight RGBA entries, translucent ones first (so tRNS stays short); empty unless `.palette`.
    var palette: [UInt8] = []

    /// What the image needs: whether any pixel is translucent, whether all are grey.
    struct Survey {
        var opaque = true
        var gray = true
    }

    /// How far the image is opaque grey from its first pixel.
    enum GreyPrefix: Equatable {
        /// A translucent pixel came before any coloured one.
        case translucent
        /// Every pixel is opaque grey.
        case grey
        /// An opaque coloured pixel at this pixel index came first; nothing is known of the pixels after it.
        case colour(at: Int)
    }

    /// Whether a pixel word (little-endian RGBA, red in the bottom byte) has red, green and blue not all equal.
    @inline(__always)
    static func isColour(_ word: UInt32) -> Bool {
        let red = word & 0xFF
        return (word >> 8) & 0xFF != red || (word >> 16) & 0xFF != red
    }

    /// Tests each pixel for both opacity and greyness until one fails: a screen's first coloured pixel is
    /// usually near its top.
    static func greyPrefix(_ image: StraightImage) -> GreyPrefix {
        image.data.withUnsafeBytes { raw in
            // Whole pixels as little-endian words: alpha is the top byte, red the bottom one.
            let words = raw.bindMemory(to: UInt32.self)
            for i in 0..<words.count {
                let word = UInt32(littleEndian: words[i])
                if word >> 24 != 255 { return .translucent }
                if isColour(word) { return .colour(at: i) }
            }
            return .grey
        }
    }

    /// `knownOpaque`, when given, is what an earlier pass found about opacity: only greyness is left to
    /// find (a translucent image is never stored as grey).
    static func survey(_ image: StraightImage, knownOpaque: Bool? = nil) -> Survey {
        if knownOpaque == false { return Survey(opaque: false, gray: false) }
        switch greyPrefix(image) {
        case .translucent: return Survey(opaque: false, gray: false)
        case .grey: return Survey(opaque: true, gray: true)
        case .colour(let first):
            if let knownOpaque { return Survey(opaque: knownOpaque, gray: false) }
            // Colour found: only opacity is left to decide, a branch-free AND over the rest (vectorised).
            let opaque = image.data.withUnsafeBytes { raw in
                let words = raw.bindMemory(to: UInt32.self)
                var alphas: UInt32 = 0xFF00_0000
                for j in first..<words.count { alphas &= words[j] }
                return UInt32(littleEndian: alphas) & 0xFF00_0000 == 0xFF00_0000
            }
            return Survey(opaque: opaque, gray: false)
        }
    }

    /// The smallest lossless truecolour layout the reduction allows (palette: see `candidates`).
    static func choose(for image: StraightImage, reduction: PNGEncoder.ColorReduction, knownOpaque: Bool? = nil) -> RowLayout {
        if reduction == .none { return rgba(image) }
        if reduction == .palette, let palette = palette(image) { return palette }
        let survey = survey(image, knownOpaque: knownOpaque)
        if survey.gray { return gray(image) }
        if survey.opaque { return RowLayout(kind: .rgbFromRGBA, rows: image.data, rowBytes: image.width * 4) }
        return rgba(image)
    }

    /// Layouts `encodeSmallest` tries: the palette one when it exists, and the best truecolour one.
    static func candidates(for image: StraightImage) -> [RowLayout] {
        var layouts: [RowLayout] = []
        if let palette = palette(image) { layouts.append(palette) }
        layouts.append(choose(for: image, reduction: .opaque))
        return layouts
    }

    static func rgba(_ image: StraightImage) -> RowLayout {
        RowLayout(kind: .rgba, rows: image.data, rowBytes: image.width * 4)
    }

    static func gray(_ image: StraightImage) -> RowLayout {
        var rows = [UInt8](repeating: 0, count: image.pixelCount)
        rows.withUnsafeMutableBufferPointer { out in
            image.data.withUnsafeBufferPointer { packGrey($0, into: out) }
        }
        return RowLayout(kind: .gray, rows: rows, rowBytes: image.width)
    }

    /// The grey byte of each of the first `grey.count` opaque grey RGBA pixels of `rgba` (red, which equals green
    /// and blue): a whole image's rows or a band's as it is streamed (`PNGRowStream`).
    static func packGrey(_ rgba: UnsafeBufferPointer<UInt8>, into grey: UnsafeMutableBufferPointer<UInt8>) {
        for p in 0..<grey.count { grey[p] = rgba[p * 4] }
    }

    /// Indexed rows when the image has at most 256 distinct RGBA values, else `nil`.
    /// Entries are ordered translucent first, each group by first appearance: deterministic.
    static func palette(_ image: StraightImage) -> RowLayout? {
        var indexOf: [UInt32: Int] = [:]
        var colors: [UInt32] = []
        var indices = [UInt8](repeating: 0, count: image.pixelCount)
        let fits = indices.withUnsafeMutableBufferPointer { out -> Bool in
            image.data.withUnsafeBytes { raw -> Bool in
                let words = raw.bindMemory(to: UInt32.self)
                var lastWord: UInt32 = 0
                var lastIndex = -1
                for p in 0..<words.count {
                    let word = words[p]
                    if word != lastWord || lastIndex < 0 {
                        if let known = indexOf[word] {
                            lastIndex = known
                        } else {
                            guard colors.count < 256 else { return false }
                            lastIndex = colors.count
                            indexOf[word] = lastIndex
                            colors.append(word)
                        }
                        lastWord = word
                    }
                    out[p] = UInt8(lastIndex)
                }
                return true
            }
        }
        guard fits, !colors.isEmpty else { return nil }
        // Reorder: translucent entries first. Alpha is the top byte of the little-endian word.
        func isOpaque(_ word: UInt32) -> Bool { (withUnsafeBytes(of: word) { $0[3] }) == 255 }
        let order = colors.indices.filter { !isOpaque(colors[$0]) } + colors.indices.filter { isOpaque(colors[$0]) }
        var remap = [UInt8](repeating: 0, count: colors.count)
        var palette: [UInt8] = []
        palette.reserveCapacity(colors.count * 4)
        for (newIndex, oldIndex) in order.enumerated() {
            remap[oldIndex] = UInt8(newIndex)
            withUnsafeBytes(of: colors[oldIndex]) { palette.append(contentsOf: $0) }
        }
        indices.withUnsafeMutableBufferPointer { out in
            for p in 0..<out.count { out[p] = remap[Int(out[p])] }
        }
        return RowLayout(kind: .palette, rows: indices, rowBytes: image.width, palette: palette)
    }
}
