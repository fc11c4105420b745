extension Profile {
    /// The seed's size type for this profile.
    var sizeType: ResponsiveSizeType {
        switch idiom {
        case .phone: .s
        case .pad: window == .slideOver ? .s : .l
        case .tv: .xl
        }
    }

    /// The seed's screen type for this profile.
    var screenType: ScreenType {
        switch (window, orientation.isLandscape) {
        case (.full, _):
            switch orientation {
            case .portrait: .portrait
            case .landscapeLeft: .landscapeLeft
            case .landscapeRight: .landscapeRight
            }
        case (.slideOver, _): .floating
        case (.splitOneThird, false): .portraitSplitOneThird
        case (.splitTwoThirds, false): .portraitSplitTwoThirds
        case (.splitOneThird, true): .landscapeSplitOneThird
        case (.splitTwoThirds, true): .landscapeSplitTwoThirds
        // A portrait 1/2 split cannot be built (Device.profile rejects it); filed with landscape.
        case (.splitHalf, _): .landscapeSplitHalf
        }
    }
}
