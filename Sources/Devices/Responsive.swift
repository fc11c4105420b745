/// The responsive size type of seed 001 (Youku's `YKRLLayoutSizeType`; docs/research/seeds.md, seed 001, and
/// docs/research/domain.md §6): pages pick a layout by it rather than by device model.
enum ResponsiveSizeType: String, Sendable, Codable, CaseIterable {
    /// Phone-sized: every iPhone, and an iPad app in Slide Over ("phone, pad floating window").
    case s = "S"
    /// iPad-sized: an iPad app full screen or in Split View.
    case l = "L"
    /// Reserved by the seed for larger screens. Bezel files the Apple TV here (its own choice).
    case xl = "XL"
}

/// The seed's screen type (`YKRLLayoutScreenType`, ten states with `unknown`, docs/research/domain.md §6): the
/// orientation for full-screen apps, or the multitasking state. The seed's text elides all but the
/// first three; Bezel reads the other states off UIKit's multitasking windows. A resolved profile is
/// never unknown, so that state is not modelled.
enum ScreenType: String, Sendable, Codable, CaseIterable {
    case portrait
    case landscapeLeft = "landscape-left"
    case landscapeRight = "landscape-right"
    case portraitSplitOneThird = "portrait-split-1/3"
    case portraitSplitTwoThirds = "portrait-split-2/3"
    case landscapeSplitOneThird = "landscape-split-1/3"
    case landscapeSplitHalf = "landscape-split-1/2"
    case landscapeSplitTwoThirds = "landscape-split-2/3"
    /// Slide Over, the floating window, in either orientation.
    case floating
}

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
