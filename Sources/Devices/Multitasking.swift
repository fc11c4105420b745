/// An iPad's Split View and Slide Over window widths, in points (`docs/research/devices.md` §3).
/// Split windows are as tall as the screen in that orientation. iOS 9 brought Slide Over to the iPad Air,
/// iPad mini 2 and later, but Split View only to the iPad Air 2, iPad mini 4 and iPad Pro (MR-IOS9,
/// IOS9NEWS): on the older models `splitView` is nil and Slide Over is the only window besides full screen.
package struct Multitasking: Sendable, Equatable {
    /// The widths of one orientation's Split View shares. Portrait has no 1/2 split (`half` is nil).
    struct Widths: Sendable, Equatable {
        var oneThird: Double
        var half: Double?
        var twoThirds: Double
        /// The whole screen's width in that orientation.
        var full: Double

        init(oneThird: Double, half: Double? = nil, twoThirds: Double, full: Double) {
            self.oneThird = oneThird
            self.half = half
            self.twoThirds = twoThirds
            self.full = full
        }
    }

    /// The divider between two Split View apps. *Derived*: the research infers it from
    /// 1/3 + 2/3 + 10 = 1/2 + 1/2 + 10 = screen width on every row (docs/research/devices.md §3); no source states it.
    package static let dividerWidth = 10.0

    /// Split View's shares in both orientations and the landscape 1/2 split's size class.
    struct SplitView: Sendable, Equatable {
        var landscape: Sourced<Widths>
        var portrait: Sourced<Widths>
        /// Horizontal size class of the landscape 1/2 split: regular on the 12.9"-class (678 wide and
        /// more), compact on smaller iPads (docs/research/devices.md §3, SST trait mapping; DKASAJ, SGL0V).
        var landscapeHalfSizeClass: Sourced<SizeClass>

        var sources: [Source] { landscape.sources + portrait.sources + landscapeHalfSizeClass.sources }
    }

    /// Split View, or nil on a model that offers Slide Over only; the sources say which.
    var splitView: Sourced<SplitView?>
    /// The Slide Over panel's width, the same in both orientations.
    var slideOverWidth: Sourced<Double>

    var sources: [Source] {
        splitView.sources + (splitView.value?.sources ?? []) + slideOverWidth.sources
    }

    /// The windows besides full screen, in the order profiles list them.
    func windowModes(landscape isLandscape: Bool) -> [WindowMode] {
        guard splitView.value != nil else { return [.full, .slideOver] }
        return isLandscape
            ? [.full, .splitOneThird, .splitHalf, .splitTwoThirds, .slideOver]
            : [.full, .splitOneThird, .splitTwoThirds, .slideOver]
    }

    /// The width of `mode`'s window in `orientation`, or nil when the mode does not exist there
    /// (`.full` is the screen's width, which the caller knows).
    package func width(of mode: WindowMode, landscape isLandscape: Bool) -> Double? {
        if mode == .slideOver { return slideOverWidth.value }
        guard let split = splitView.value else { return nil }
        let widths = isLandscape ? split.landscape.value : split.portrait.value
        switch mode {
        case .full: return widths.full
        case .splitOneThird: return widths.oneThird
        case .splitHalf: return isLandscape ? widths.half : nil
        case .splitTwoThirds: return widths.twoThirds
        case .slideOver: return slideOverWidth.value
        }
    }
}
