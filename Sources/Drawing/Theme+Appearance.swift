import Devices
import Screens

extension Theme {
    /// This theme with the app's colours in `appearance`: light is the theme as it stands (a team's
    /// restyled theme included); dark takes every app colour from UIKit's dark system colours
    /// (`SystemColor`, sourced there). The canvas, the device, the overlays and the legend are not the
    /// app's and stay as they are. `elevated`: the window floats in front of another (Slide Over), where
    /// UIKit gives the background colours their lighter elevated variants ("the lighter, elevated values
    /// for apps or interfaces that are in the foreground", WWDC 2019 What's New in iOS Design, as quoted at
    /// https://contagious.dev/blog/ins-and-outs-of-ios-system-grouped-background-colors/).
    func resolved(for appearance: Appearance, elevated: Bool = false) -> Theme {
        guard appearance == .dark else { return self }
        var theme = self
        func system(_ colour: SystemColor) -> Color { Color(system: colour, .dark, elevated: elevated) }
        theme.appearance = .dark
        theme.elevated = elevated
        theme.background = system(.systemBackground)
        theme.groupedBackground = system(.systemGroupedBackground)
        theme.groupedCellBackground = system(.secondarySystemGroupedBackground)
        theme.otherApp = system(.systemGray4)
        theme.barHairline = system(.separator)
        theme.separator = system(.opaqueSeparator)
        theme.label = system(.label)
        theme.secondaryLabel = system(.secondaryLabel)
        theme.tint = system(.systemBlue)
        theme.fill = system(.systemFill)
        theme.placeholder = system(.systemGray5)
        theme.selectedTab = system(.systemGray5)
        theme.placeholderMark = system(.systemGray2)
        // Approximate, like the light bar: the dark bar's blur (systemChromeMaterial) stood in for by
        // secondarySystemBackground's dark value at the light bar's opacity; no source gives its tint.
        theme.barBackground = Color(system: .secondarySystemBackground, .dark).alpha(barBackground.a)
        // UIStatusBarStyle.default "automatically chooses light or dark content based on the user
        // interface style" (https://developer.apple.com/documentation/uikit/uistatusbarstyle/default):
        // white glyphs in dark. The home indicator likewise turns light over a dark app (assumed: white,
        // as the light appearance's is black; no document gives its colour).
        theme.statusBarForeground = Color(hex: 0xFFFFFF)
        theme.homeIndicator = Color(hex: 0xFFFFFF)
        return theme
    }
}
