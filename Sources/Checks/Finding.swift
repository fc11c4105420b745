import Devices
import Diagnostics
import Geometry

/// One problem one rule found in one screen on one profile: which view, where on the screen, by how much,
/// where in the template, and what to do instead.
///
/// A plain value so the renderer can outline `region` on the image, the batch can count and group findings,
/// and every output format (text, JSON, SARIF, GitHub, JUnit) prints the same facts. The one finding type
/// of every stage: `bezel check`'s reports, the image's badges, the run's `manifest.json` and
/// `report.json` all keep these values as `Checker` made them.
package struct Finding: Hashable, Sendable, Codable {
    /// The rule's id, e.g. `footer-exposed`.
    package var rule: String
    /// The severity after the project's overrides (`CheckOptions.severityOverrides`).
    package var severity: Severity
    /// What is wrong, without the profile: `view 'list' load-more footer shows 34 pt into the home-indicator
    /// area`. Reports add the profile (`on iphone-x portrait`) when they print it.
    package var message: String
    /// The template view at fault; `nil` for findings about the screen as a whole (`letterboxed`).
    package var viewID: String?
    /// The part of the screen at fault, in the app window's coordinates (those of `LaidOutView.frame`),
    /// for the renderer to outline; `nil` when nothing on the screen shows it.
    package var region: Rect?
    /// The size of the problem in points where one applies (overlap depth, text overflow, extra shift).
    var amount: Double?
    /// Where to change the template: the pin, the key (`loadMoreFooter:`) or the view.
    package var location: SourceLocation
    /// The profile's slug (`iphone-x-portrait`), the name outputs are filed under.
    package var profile: String
    var deviceID: String
    var orientation: Orientation
    var window: WindowMode
    var ios: Int
    /// What to do instead, one sentence.
    package var fix: String
    /// Set when the view's `allow:`, or else the screen's, silences this rule: the reason given there (empty
    /// when none was given).
    /// Allowed findings are reported but never fail a run.
    package var allowedReason: String?
    /// The number of the finding's badge on the image, 1-based in this order (`Checker` numbers them once);
    /// `nil` when the finding is not drawn (`isDrawn`). The legend's "numbered N–M in report.json" and
    /// report.json's `badge` are these numbers.
    package var badge: Int?

    init(
        rule: String, severity: Severity, message: String, viewID: String?, region: Rect?, amount: Double?,
        location: SourceLocation, profile: Profile, fix: String, allowedReason: String? = nil
    ) {
        self.init(
            rule: rule, severity: severity, message: message, viewID: viewID, region: region, amount: amount,
            location: location, profile: profile, profileSlug: profile.slug, fix: fix, allowedReason: allowedReason)
    }

    /// As above, with the profile's `slug` already made: a rule's findings on one profile share it
    /// (`CheckContext.profileSlug`), and building the name again for each was 2 % of `bezel check Templates`.
    init(
        rule: String, severity: Severity, message: String, viewID: String?, region: Rect?, amount: Double?,
        location: SourceLocation, profile: Profile, profileSlug: String, fix: String, allowedReason: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.viewID = viewID
        self.region = region
        self.amount = amount
        self.location = location
        self.profile = profileSlug
        self.deviceID = profile.deviceID
        self.orientation = profile.orientation
        self.window = profile.window
        self.ios = profile.ios
        self.fix = fix
        self.allowedReason = allowedReason
    }

    /// True when the template allows this finding for its view.
    var isAllowed: Bool { allowedReason != nil }

    /// Whether the image draws the finding with a badge: not allowed (the report lists allowed findings
    /// with their reason, the picture leaves them off), and with a region to point at.
    var isDrawn: Bool { !isAllowed && region != nil }

    /// Numbers the drawn findings of one evaluation 1…n in the order given (`badge`), and clears the
    /// number of the others, so the image, the legend and every report use the same numbers.
    static func numberBadges(_ findings: inout [Finding]) {
        var next = 0
        for index in findings.indices {
            if findings[index].isDrawn {
                next += 1
                findings[index].badge = next
            } else {
                findings[index].badge = nil
            }
        }
    }

    /// `iphone-x portrait`, `ipad-pro-11-m4 landscape-left split-1/3`: the profile as messages name it.
    var profileLabel: String {
        var label = "\(deviceID) \(orientation.rawValue)"
        if window != .full { label += " \(window.rawValue)" }
        return label
    }

    /// Whether the finding fails a run that fails on `threshold` (`nil`: never).
    package func fails(at threshold: Severity?) -> Bool {
        guard let threshold, !isAllowed else { return false }
        return severity >= threshold
    }

    /// The deterministic order of findings: template position, rule, view, profile, message, then the most
    /// severe first (a total order on what reports print, so no sort depends on stability).
    package static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule < b.rule }
        if (a.viewID ?? "") != (b.viewID ?? "") { return (a.viewID ?? "") < (b.viewID ?? "") }
        if a.profile != b.profile { return a.profile < b.profile }
        if a.message != b.message { return a.message < b.message }
        if a.severity != b.severity { return a.severity > b.severity }
        return (a.allowedReason ?? "") < (b.allowedReason ?? "")
    }
}
