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
