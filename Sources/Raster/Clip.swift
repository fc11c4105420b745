/// Where a drawing operation may change pixels: a pixel rectangle (the fast path: no per-pixel
/// work), optionally with a coverage mask that scales what is drawn.
package struct Clip: Hashable, Sendable {
    /// Pixels outside are never touched.
    package var bounds: PixelBounds
    /// Coverage multiplied into every fill inside `bounds`; nil means full coverage.
    package var mask: Mask?

    /// Only the pixels of `bounds`, fully.
    static func rect(_ bounds: PixelBounds) -> Clip { Clip(bounds: bounds, mask: nil) }

    /// What `mask` covers, scaled by its coverage.
    package init(mask: Mask) {
        self.bounds = mask.bounds
        self.mask = mask
    }

    init(bounds: PixelBounds, mask: Mask? = nil) {
        self.bounds = mask.map { bounds.intersection($0.bounds) } ?? bounds
        self.mask = mask
    }

    /// The pixels a fill may touch: `bounds`, and only where the mask has pixels.
    var drawableBounds: PixelBounds {
        guard let mask else { return bounds }
        return bounds.intersection(mask.bounds)
    }

    /// Both clips at once: bounds intersected, masks multiplied.
    package func intersection(_ other: Clip) -> Clip {
        let mask: Mask?
        switch (self.mask, other.mask) {
        case let (a?, b?): mask = a.intersection(b)
        case let (a?, nil): mask = a
        case let (nil, b?): mask = b
        case (nil, nil): mask = nil
        }
        return Clip(bounds: bounds.intersection(other.bounds), mask: mask)
    }
}
