import Geometry

/// The text a label, button or text field shows, as much as a `TextMeasuring` needs to measure it.
/// The engine itself never looks at the characters or the font: it only asks the measurer.
package struct TextContent: Sendable, Hashable, Codable {
    /// The string, as the document gives it.
    package var text: String
    /// The font as the front end names it (e.g. IB's `system`, `boldSystem`, `HelveticaNeue-Bold`);
    /// only the measurer interprets it.
    package var font: String
    package var pointSize: Double
    /// UILabel's `numberOfLines`: 1 (the default) never wraps, 0 wraps without limit, N > 1 wraps
    /// to at most N lines (https://developer.apple.com/documentation/uikit/uilabel/numberoflines).
    package var numberOfLines: Int
    /// UILabel's `preferredMaxLayoutWidth`: when set above 0, a wrapping label's intrinsic size is its text wrapped
    /// at this width, whatever width the layout gives it
    /// (https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth; docs/research/ib-defaults.md §142).
    package var preferredMaxLayoutWidth: Double?
    /// The width a wrapping label with an automatic `preferredMaxLayoutWidth` is loaded with (the frame its document
    /// saved), which the first layout pass wraps it at (docs/research/ib-defaults.md §141); nil: unwrapped in the
    /// first pass (other texts, and labels with no saved frame).
    package var loadedWidth: Double?
    /// Space the control adds around the measured text (a button's content insets, a text field's
    /// border). The measurer does not see it; the engine adds it to the measured size and baselines.
    package var padding: EdgeInsets
    /// The smallest intrinsic size the control has whatever its text (e.g. a text field's height);
    /// zero for labels. The caller passes sourced numbers.
    package var minimumSize: Size
    /// Whether the measured line height is rounded up to whole points rather than to device pixels: a classic
    /// button's title is (docs/research/ib-defaults.md §47). `nil` is false.
    package var roundsHeightToPoints: Bool?
    /// Whether the baselines Auto Layout reads keep their distances from the view's edges when the view is taller or
    /// shorter than its text: the first from its top, the last from its bottom, as at its intrinsic height. A label's
    /// do (docs/research/ib-defaults.md §54); a button's and a field's follow their centred text. `nil` is false.
    package var baselinesFromEdges: Bool?
    /// The line heights and spacing an attributed text's `NSParagraphStyle` gives its lines
    /// (docs/research/ib-defaults.md §110); `nil`: the font's own.
    package var paragraphSpacing: ParagraphSpacing?
    /// The priority at which a horizontal fill stack shares its width out to this wrapping text
    /// (UISV-text-width-disambiguation, `LayoutSystem`'s stack constraints), where it is not the view's compression
    /// resistance + 10 that a label's is: a configuration button's title shares at `defaultLow`
    /// (docs/research/ib-defaults.md §144). `nil`: a label's.
    package var widthDisambiguationPriority: LayoutPriority?
    /// The runs of an attributed text that differ in font (`AttributedRun`), measured each in its own font; `nil`: the
    /// whole text in `font` at `pointSize`.
    package var runs: [AttributedRun]?

    package init(
        _ text: String, font: String = "system", pointSize: Double = 17, numberOfLines: Int = 1,
        preferredMaxLayoutWidth: Double? = nil, padding: EdgeInsets = .zero, minimumSize: Size = .zero
    ) {
        self.text = text
        self.font = font
        self.pointSize = pointSize
        self.numberOfLines = numberOfLines
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.padding = padding
        self.minimumSize = minimumSize
    }

    /// True when the text may wrap onto more than one line (numberOfLines 0 or > 1).
    package var wraps: Bool { numberOfLines != 1 }
}
