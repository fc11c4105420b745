/// An iPad's Split View and Slide Over window widths, in points (`research/devices.md` §3).
/// Split windows are as tall as the screen in that orientation.
public struct Multitasking: Sendable, Equatable {
    /// The widths of one orientation's Split View shares. Portrait has no 1/2 split (`half` is nil).
    public struct Widths: Sendable, Equatable {
        public var oneThird: Double
        public var half: Double?
        public var twoThirds: Double
        /// The whole screen's width in that orientation.
        public var full: Double

        public init(oneThird: Double, half: Double? = nil, twoThirds: Double, full: Double) {
            self.oneThird = oneThird
            self.half = half
            self.twoThirds = twoThirds
            self.full = full
        }
    }

    /// The divider between two Split View apps. *Derived*: the research infers it from
    /// 1/3 + 2/3 + 10 = 1/2 + 1/2 + 10 = screen width on every row (devices.md §3); no source states it.
    public static let dividerWidth = 10.0

    public var landscape: Sourced<Widths>
    public var portrait: Sourced<Widths>
    /// Horizontal size class of the landscape 1/2 split: regular on the 12.9"-class (678 wide and
    /// more), compact on smaller iPads (devices.md §3, SST trait mapping; DKASAJ, SGL0V).
    public var landscapeHalfSizeClass: Sourced<SizeClass>
    /// The Slide Over panel's width, the same in both orientations.
    public var slideOverWidth: Sourced<Double>

    public var sources: [Source] {
        landscape.sources + portrait.sources + landscapeHalfSizeClass.sources + slideOverWidth.sources
    }

    /// The width of `mode`'s window in `orientation`, or nil when the mode does not exist there.
    public func width(of mode: WindowMode, landscape isLandscape: Bool) -> Double? {
        let widths = isLandscape ? landscape.value : portrait.value
        switch mode {
        case .full: return widths.full
        case .splitOneThird: return widths.oneThird
        case .splitHalf: return isLandscape ? widths.half : nil
        case .splitTwoThirds: return widths.twoThirds
        case .slideOver: return slideOverWidth.value
        }
    }
}
