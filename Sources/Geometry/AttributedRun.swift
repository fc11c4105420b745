/// One run of an attributed text whose runs differ in font or colour: its characters, and the font and colour
/// UIKit draws and measures them in. A label shows "the styled text"
/// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext), and "attributed strings … customize the
/// appearance of substrings within the text" (https://developer.apple.com/documentation/uikit/uilabel): each run in its
/// own font (`NSFontAttributeName`) and foreground colour, one after another on the line. A text's runs, in order, make
/// up its whole string.
public struct AttributedRun: Hashable, Sendable, Codable {
    /// The run's characters, consecutive with the runs before and after it.
    package var text: String
    /// The font as the front end names it, as `TextContent.font` and `ViewSpec.fontName` do (`system`,
    /// `boldSystem`, `system-semibold`, `HelveticaNeue-Bold`).
    package var font: String
    package var pointSize: Double
    /// `#RRGGBB`, `#RRGGBBAA` or a system colour's name, as `ViewSpec.textColor`; nil: the view's text colour.
    package var color: String?

    package init(text: String, font: String, pointSize: Double, color: String? = nil) {
        self.text = text
        self.font = font
        self.pointSize = pointSize
        self.color = color
    }

    /// Whether `runs` name more than one font (name or size): runs that differ in colour alone are measured as the one
    /// text they make, in their font, and only drawn run by run.
    package static func differInFont(_ runs: [AttributedRun]) -> Bool {
        guard let first = runs.first else { return false }
        return runs.contains { $0.font != first.font || $0.pointSize != first.pointSize }
    }

    /// `runs` while their text is shown as written, nil when the run's text stress (`TextStress`) turned it into
    /// other words: a pseudo-localised text is set as one string in the view's font, its runs no longer saying where
    /// each font goes. The picture and the checks both ask here, so they keep or drop the same runs.
    package static func kept(_ runs: [AttributedRun]?, written: String?, shown: String) -> [AttributedRun]? {
        shown == written ? runs : nil
    }
}
