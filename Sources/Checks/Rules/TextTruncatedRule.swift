import Diagnostics
import Geometry
import Layout
import Screens
import Text

/// `text-truncated`: a label's, button's, text field's or bar item's text does not fit its frame with the real
/// font metrics, so UIKit cuts it with "…".
///
/// Text is measured with the typesetter Bezel draws with (Inter for SF, the CJK fallback), in the font
/// `ViewTypography` picks — the renderer's font, so image and finding agree — after `--pseudo-localize` and
/// `--content-size` were applied. One-line text must fit the frame's width; multi-line text (`lines:` 0 or
/// more than 1) must wrap into the lines its frame's height holds. Navigation titles get the bar's width less
/// 60 pt a side for bar buttons (17 pt semibold); a large title the width less the layout margins (34 pt bold);
/// tab bar items an equal share of the bar's safe width (10 pt medium) — `SystemFont`'s sourced sizes. A label
/// that adjusts its font size to fit (`ViewSpec.minimumTextScale`) is cut only when its text does not fit even
/// at its smallest size (width scales with the font size).
///
/// When the font Bezel measures with stands in for the one the view names (Inter for the system font, or for a
/// family the project does not ship), text that overflows by no more than the substitute's measured error
/// (`SubstituteWidthBound`: width ≤ frame × (1 + bound); for multi-line text, the lines it wraps into at that
/// wider frame) is `text-tight`, not this rule: a frame Interface Builder fitted to the real font is often that
/// much narrower than the substitute's text. Text in a face of the project's own font files gets no margin.
///
/// What it does not catch: text cut on a device by less than the substitute's measured error (reported as
/// `text-tight`), clipping by a superview, text fields' inner padding (not sourced), and bar button items.
package struct TextTruncatedRule: Rule {
    init() {}
    package let id = "text-truncated"
    package let defaultSeverity = Severity.warning
    package let statement = "Text fits its frame with the real font metrics, also pseudo-localised and at large Dynamic Type sizes."
    package let help = "Give the view room to grow (pin both edges to margins instead of a fixed width), allow more lines (lines: 0), or shorten the text."

    /// The room a centred navigation title leaves for bar buttons on each side, as the renderer draws it.
    static let navigationTitleInset = 60.0

    package func check(_ context: CheckContext) -> [Finding] { context.textFit.truncated }

    /// The texts that do not fit their room as Bezel measures them, in one pass (each text measured once a
    /// profile): those that would fit with the substitute font's measured error allowed for
    /// (`SubstituteWidthBound`) are `text-tight`'s, the others `text-truncated`'s. Both rules read this one
    /// split (`CheckContext.textFit`), so they never both report a text.
    static func split(_ context: CheckContext) -> (truncated: [Finding], tight: [Finding]) {
        var truncated: [Finding] = [], tightFindings: [Finding] = []
        let cut = TextTruncatedRule(), within = TextTightRule()
        let typesetter = context.typesetter
        for index in context.templateIndices {
            let frame = context.layout.views[index].frame, spec = context.spec(index)
            guard spec.kind.showsText else { continue }
            guard let original = spec.text, !original.isEmpty, frame.width > 0 else { continue }
            let font = ViewTypography.font(for: spec, contentSize: context.options.contentSize)
            let text = Self.stressed(original, font: font, context: context)
            let lines = spec.kind == .label ? (spec.lines ?? 1) : 1
            // A label's runs in different fonts, as the layout measures them and the picture draws them: a line set
            // run by run, lines broken across the runs (`AttributedRunLines`).
            let runs = AttributedRun.kept(spec.attributedRuns, written: original, shown: text).flatMap { AttributedRun.differInFont($0) ? $0 : nil }
            // A finding on this view, filed under the rule whose side of the bound it is on.
            func report(tight: Bool, _ message: String, amount: Double, fix: String) {
                let finding = context.finding(
                    tight ? within : cut, message, view: spec.id, region: frame, amount: amount, at: spec.location(of: "text"), fix: fix)
                if tight { tightFindings.append(finding) } else { truncated.append(finding) }
            }
            if lines == 1 {
                // The width already measured decides: the text is set once, not twice, on every profile.
                let width = runs.flatMap { AttributedRunLines.lines(of: $0).first }.map { AttributedRunLines.width(of: $0, typesetter: typesetter) }
                    ?? typesetter.width(of: text, font: font)
                guard !Typesetter.fits(measured: width, in: frame.width) else { continue }
                // A label that shrinks its text to fit is cut only past its smallest size.
                if let scale = spec.minimumTextScale, Typesetter.fits(measured: width * scale, in: frame.width) { continue }
                let smallest = width * (spec.minimumTextScale ?? 1)
                let tight = SubstituteWidthBound.fits(measured: smallest, in: frame.width, font: font)
                let overflow = width - frame.width
                let needs = "\(spec.kind.rawValue) '\(spec.id)' text '\(text)' needs \(width.points) pt in \(Self.label(font))"
                if tight {
                    report(tight: true, "\(needs)\(Self.substitute(font)) but has \(frame.width.points) pt: \(overflow.points) pt over, \(Self.withinError(font))",
                           amount: overflow, fix: Self.tightFix(spec.id, font: font))
                } else {
                    report(tight: false, "\(needs) but has \(frame.width.points) pt: it is cut by \(overflow.points) pt",
                           amount: overflow, fix: "widen '\(spec.id)', let it wrap (lines: 0 with a flexible height) or shorten the text")
                }
            } else {
                let lineHeight = typesetter.metrics(for: font).lineHeight
                // Runs: every line they break into against the lines the picture shows (`AttributedRunLines.shownLines`),
                // broken once.
                let runLines = runs.map { AttributedRunLines.wrapped(AttributedRunLines.lines(of: $0), width: frame.width, typesetter: typesetter) }
                let allowed = runLines.map {
                    AttributedRunLines.shownCount(
                        of: $0, numberOfLines: lines, height: frame.height, spacing: spec.paragraphSpacing, typesetter: typesetter)
                } ?? typesetter.shownLineCount(height: frame.height, font: font, lines: lines, spacing: spec.paragraphSpacing)
                let needed = runLines?.count ?? typesetter.wrapExtent(text, font: font, width: frame.width).lineCount
                guard needed > allowed else { continue }
                // The same allowance at the last line: every line of the device's font may be that much narrower,
                // so the text wrapped in a frame that much wider is what it could be on a device.
                let margin = SubstituteWidthBound.fraction(for: font)
                let roomy = margin > 0 && runs == nil
                    ? typesetter.wrapExtent(text, font: font, width: frame.width * (1 + margin)).lineCount : needed
                let hidden = Double(needed - allowed) * lineHeight
                if roomy <= allowed {
                    report(tight: true, "label '\(spec.id)' text needs \(needed) lines in \(Self.label(font))\(Self.substitute(font)) at \(frame.width.points) pt wide but shows \(allowed); at \((frame.width * (1 + margin)).points) pt it needs \(roomy), \(Self.withinError(font))",
                           amount: hidden, fix: Self.tightFix(spec.id, font: font))
                } else {
                    report(tight: false, "label '\(spec.id)' text needs \(needed) lines in \(Self.label(font)) at \(frame.width.points) pt wide but shows \(allowed): \(hidden.points) pt of text are cut",
                           amount: hidden, fix: "give '\(spec.id)' a flexible height or more lines, or shorten the text")
                }
            }
        }
        for (finding, tight) in barFindings(context) {
            if tight { tightFindings.append(finding) } else { truncated.append(finding) }
        }
        return (truncated, tightFindings)
    }

    /// ` (Bezel's stand-in for the system font)`: what a `text-tight` message measured with (Inter, or for the
    /// characters Inter lacks the fallback chain's CJK or emoji font).
    static func substitute(_ font: TextFont) -> String {
        font.isSystemFont ? " (Bezel's stand-in for the system font)" : " (Bezel's stand-in for a font the project does not ship)"
    }

    /// The end of a `text-tight` message: the margin it fell within.
    static func withinError(_ font: TextFont) -> String {
        "within the substitute's measured error of \((SubstituteWidthBound.fraction(for: font) * 100).points) %, so it may fit on a device"
    }

    static func tightFix(_ id: String, font: TextFont) -> String {
        "check '\(id)' on a device or in Xcode's canvas; \((SubstituteWidthBound.fraction(for: font) * 100).points) % more room makes it fit in any case"
    }

    /// `17 pt semibold`: a font as messages name it.
    static func label(_ font: TextFont) -> String { "\(font.size.points) pt \(font.weight.rawValue)" }

    /// The text as the run's stress options turn it (`TextStress`, which the picture applies too).
    static func stressed(_ text: String, font: TextFont, context: CheckContext) -> String {
        context.options.textStress.apply(to: text, font: font, typesetter: context.typesetter)
    }

    /// The bars' titles that do not fit, each with whether it is within the substitute's measured error.
    private static func barFindings(_ context: CheckContext) -> [(Finding, tight: Bool)] {
        var findings: [(Finding, tight: Bool)] = []
        let controller = context.screen.controller
        // By index, reading two fields: `for view in views` copied every view (a large value) to test its kind.
        let views = context.layout.views
        for i in views.indices {
            let frame = views[i].frame
            switch views[i].kind {
            case .navigationBar:
                guard let bar = controller.navigationBar, let title = bar.title, !title.isEmpty else { continue }
                let large = bar.largeTitle && frame.height > 60
                let font = large ? SystemFont.largeNavigationTitle.font : SystemFont.navigationTitle.font
                let inset = large ? context.layout.layoutMargins.left : Self.navigationTitleInset
                let available = frame.width - 2 * inset
                if let finding = barText(context, title, font: font, available: available, what: "navigation bar title",
                                         region: frame, at: bar.location(of: "title")) { findings.append(finding) }
            case .tabBar:
                guard let bar = controller.tabBar, !bar.items.isEmpty else { continue }
                let safe = context.layout.safeAreaInsets
                let slot = (frame.width - safe.left - safe.right) / Double(bar.items.count)
                for (index, item) in bar.items.map(\.tabTitle).enumerated() where !item.isEmpty {
                    let region = Rect(x: frame.minX + safe.left + Double(index) * slot, y: frame.minY, width: slot, height: frame.height)
                    if let finding = barText(context, item, font: SystemFont.tabBarItem.font, available: slot, what: "tab bar item",
                                             region: region, at: bar.location(of: "items")) { findings.append(finding) }
                }
            default:
                continue
            }
        }
        return findings
    }

    private static func barText(
        _ context: CheckContext, _ original: String, font: TextFont, available: Double,
        what: String, region: Rect, at location: @autoclosure () -> SourceLocation
    ) -> (Finding, tight: Bool)? {
        let text = Self.stressed(original, font: font, context: context)
        let width = context.typesetter.width(of: text, font: font)
        guard !Typesetter.fits(measured: width, in: available) else { return nil }
        let needs = "\(what) '\(text)' needs \(width.points) pt in \(Self.label(font))"
        if SubstituteWidthBound.fits(measured: width, in: available, font: font) {
            return (context.finding(
                TextTightRule(), "\(needs)\(Self.substitute(font)) but has \(max(0, available).points) pt: \((width - available).points) pt over, \(Self.withinError(font))",
                view: nil, region: region, amount: width - available, at: location(),
                fix: "check the \(what) on a device; a shorter one fits in any case"), tight: true)
        }
        return (context.finding(
            TextTruncatedRule(), "\(needs) but has \(max(0, available).points) pt: it is cut by \((width - available).points) pt",
            view: nil, region: region, amount: width - available, at: location(),
            fix: "shorten the \(what) or let the bar show fewer items"), tight: false)
    }
}
