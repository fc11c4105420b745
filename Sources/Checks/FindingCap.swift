/// Bounds the findings of one rule on one screen to what a reader (and an image) can take in: a screen
/// of 1,000 views that all overlap would otherwise give half a million `sibling-overlap` findings, each a
/// badge to place, a line of every report and an entry of the manifest.
///
/// At most `perView` findings of a rule name the same view and at most `perScreen` are kept in all, in the
/// rule's own order; the rest become one summary finding that counts them, without a region (so nothing
/// is drawn for it), with the rule's severity (so `--fail-on` judges the screen as before) and allowed
/// only when every finding it counts is.
package enum FindingCap {
    static let perView = 8
    static let perScreen = 100

    static func capped(_ findings: [Finding]) -> [Finding] {
        guard findings.count > perView else { return findings }
        var kept: [Finding] = []
        var perViewCount: [String: Int] = [:]
        var dropped: [Finding] = []
        for finding in findings {
            let key = finding.viewID ?? ""
            let count = perViewCount[key, default: 0]
            if count < perView && kept.count < perScreen {
                perViewCount[key] = count + 1
                kept.append(finding)
            } else {
                dropped.append(finding)
            }
        }
        guard var summary = dropped.first else { return kept }
        summary.message = "\(dropped.count) more '\(summary.rule)' findings on this screen are not listed "
            + "(at most \(perView) per view and \(perScreen) per screen are)"
        summary.viewID = nil
        summary.region = nil
        summary.amount = nil
        // Allowed when every finding it stands for is (each by its view's or the screen's `allow:`).
        summary.allowedReason = dropped.allSatisfy(\.isAllowed) ? summary.allowedReason : nil
        kept.append(summary)
        return kept
    }
}
