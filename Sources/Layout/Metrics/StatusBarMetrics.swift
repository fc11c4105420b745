import Devices

/// Where UIKit shows the status bar and how tall it is (docs/research/uikit-metrics.md §1).
///
/// The status bar is not the safe-area top on notch and Island phones (54 vs 59 on Island phones), so the
/// layout keeps both numbers: this height places the status bar view, the profile's insets place content.
enum StatusBarMetrics {
    /// The status bar's height for one profile, or 0 when UIKit hides it.
    ///
    /// - iPhone in landscape: hidden (UYLX "the system hides the status bar in landscape"; QMUIHELPER
    ///   `statusBarHeightConstant` returns 0 for notched phones in landscape).
    /// - iPad in landscape: shown at the portrait height (HACKIPADPRO screenshots; QMUIHELPER).
    /// - Otherwise the catalogue's `statusBarFrame` height (docs/research/devices.md §1 and §5).
    /// - Unknown in the catalogue (16 Pro, 17 family, Air, most iPads): the nearest sourced rule, marked assumed:
    ///   54 on Dynamic Island phones (QMUIHELPER, whose "iPhone 16" match also catches the 16 Pro),
    ///   24 on iPads with a home indicator (QMUIHELPER `IS_NOTCHED_SCREEN ? 24 : 20`),
    ///   20 on home-button devices (UYLX, HACK12IPAD), otherwise the profile's safe-area top.
    package static func height(for profile: Profile) -> Metric {
        if profile.idiom == .phone && profile.orientation.isLandscape { return .sourced(0) }
        if let known = profile.statusBarHeight { return .sourced(known) }
        if profile.sensorHousing.kind == .dynamicIsland {
            return .assumed(54, "status bar height unknown for \(profile.deviceID); 54 pt as on other Dynamic Island phones (QMUIHELPER)")
        }
        if profile.idiom == .pad {
            if profile.hasHomeIndicator {
                // QMUIHELPER: 24 on iPads with a home indicator. Sourced for that class of device.
                return .sourced(24)
            }
            return .sourced(20)  // HACK12IPAD, HACKIPADPRO: 20 on home-button iPads.
        }
        if profile.sensorHousing.kind == .none { return .sourced(20) }  // UYLX: 20 on home-button iPhones.
        let top = profile.safeAreaInsets?.top ?? 20
        return .assumed(top, "status bar height unknown for \(profile.deviceID); the safe-area top used instead")
    }

    /// True when UIKit shows no status bar for this profile whatever the screen asks (iPhone landscape, UYLX).
    static func isHiddenBySystem(_ profile: Profile) -> Bool {
        profile.idiom == .phone && profile.orientation.isLandscape
    }
}
