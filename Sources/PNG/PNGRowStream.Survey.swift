import Raster

extension PNGRowStream {
    /// What the rows drawn so far say about the layout the whole-image encoder would choose (`RowLayout.choose`):
    /// a translucent pixel anywhere makes the file RGBA; else a coloured one makes it RGB; else it is grey. A
    /// stream's layout must be known before its first row, so a caller looks at rows (the sample first, then
    /// bands if need be) until `decided` answers.
    package struct Survey: Sendable {
        /// Whether every pixel is opaque whatever is drawn: the canvas starts opaque (`BandedRaster.isOpaque`).
        let opaqueCanvas: Bool
        private(set) var colour = false
        private(set) var translucent = false

        package init(opaqueCanvas: Bool) {
            self.opaqueCanvas = opaqueCanvas
        }

        /// The layout, once rows not yet seen can no longer change it; nil while they can.
        package var decided: Layout? {
            if translucent { return .rgba }
            return colour && opaqueCanvas ? .rgb : nil
        }

        /// The layout, when every row has been seen.
        package var layout: Layout { decided ?? (colour ? .rgb : .grey) }

        /// Looks at the first `rows` rows of premultiplied `pixels` (alpha and greyness are the same straight),
        /// stopping as soon as the layout is decided.
        package mutating func add(_ pixels: borrowing Pixmap, rows: Int) {
            guard decided == nil else { return }
            let count = min(rows, pixels.height) * pixels.width
            let opaqueCanvas = opaqueCanvas
            var colour = colour, translucent = translucent
            pixels.data.withUnsafeBytes { raw in
                // Whole pixels as little-endian words: alpha is the top byte, red the bottom one.
                let words = raw.bindMemory(to: UInt32.self)
                for i in 0..<count {
                    let word = UInt32(littleEndian: words[i])
                    if !colour, RowLayout.isColour(word) {
                        colour = true
                        if opaqueCanvas { return }
                    }
                    if !opaqueCanvas, word >> 24 != 255 {
                        translucent = true
                        return
                    }
                }
            }
            self.colour = colour
            self.translucent = translucent
        }
    }
}
