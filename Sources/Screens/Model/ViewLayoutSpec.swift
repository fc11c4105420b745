import AutoLayout
import Geometry

/// How a view takes part in Auto Layout beyond its pins and sizes: what Interface Builder records for
/// every view (autoresizing, priorities, margins, the frame it saved), and what a template may set.
/// Every property's default is UIKit's, so a template view that says nothing behaves as a `UIView`
/// created in Interface Builder with Auto Layout constraints.
public struct ViewLayoutSpec: Hashable, Sendable, Codable {
    /// `translatesAutoresizingMaskIntoConstraints`: the frame comes from `autoresizingMask` and
    /// `savedFrame` (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints).
    /// Interface Builder writes `NO` for views it constrains; absent means `YES`.
    package var translatesAutoresizingMaskIntoConstraints: Bool
    package var autoresizingMask: AutoresizingMask
    /// The frame Interface Builder saved, in the superview's coordinates (content coordinates inside a
    /// scroll view): the struts of an autoresizing view, and what `--compare-saved` compares with.
    package var savedFrame: Rect?
    /// The document saves no frame for the view: `savedFrame` is where UIKit puts it (a cell's content view,
    /// docs/research/ib-defaults.md §136). It is laid out from it, and `--compare-saved` does not count it.
    package var savedFrameIsInferred = false
    /// For a wrapping label whose document leaves `preferredMaxLayoutWidth` automatic (writes no such attribute):
    /// the width it is loaded with, its saved frame's, which its first layout pass wraps its text at
    /// (docs/research/ib-defaults.md §141). Nil for every other view.
    package var loadedTextWidth: Double?
    /// For a wrapping label whose document gives an explicit `preferredMaxLayoutWidth` above 0: that width, which its
    /// intrinsic size wraps its text at in every layout pass (docs/research/ib-defaults.md §142). Nil for every other view.
    package var preferredTextWidth: Double?
    /// Interface Builder marked the view `misplaced`: its saved frame is not where its constraints put
    /// it, so `--compare-saved` does not count it.
    package var isMisplaced: Bool
    /// Interface Builder marked the view `ambiguous`: its constraints do not fix its frame.
    package var isAmbiguousInDocument: Bool
    /// Content hugging and compression resistance; `nil` takes the kind's default (UIKit's 250/750,
    /// Interface Builder's 251 hugging for labels, buttons, image views and text fields).
    package var horizontalHugging: LayoutPriority?
    package var verticalHugging: LayoutPriority?
    package var horizontalCompressionResistance: LayoutPriority?
    package var verticalCompressionResistance: LayoutPriority?
    /// Explicit `layoutMargins`; `nil`: UIKit's 8 pt default for a non-root view.
    package var layoutMargins: EdgeInsets?
    /// The margins are `directionalLayoutMargins` (leading/trailing), which swap in right-to-left layouts.
    package var layoutMarginsAreDirectional: Bool
    package var preservesSuperviewLayoutMargins: Bool
    /// The direction a `semanticContentAttribute` forces on the view and its subtree: `forceRightToLeft`
    /// is right-to-left; `forceLeftToRight`, `playback` and `spatial` are left-to-right in every layout
    /// direction (https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute,
    /// https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:));
    /// `nil` (`unspecified`) follows the superview.
    package var forcedLayoutDirection: LayoutDirection?
    /// `isHidden`: hidden arranged subviews leave their stack's arrangement.
    package var isHidden: Bool
    /// A hidden view that Interface Builder's canvas still arranges in its stack view as if shown:
    /// a stopped activity indicator that hides when stopped (docs/research/ib-defaults.md §56).
    /// `nil` is `false`.
    package var staysArrangedWhenHidden: Bool?
    /// A table's `tableHeaderView`: "The table view respects only the height of your view's frame rectangle; it adjusts
    /// the width of your header view automatically to match the table view's width"
    /// (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview), and it places the view at the top of
    /// its content, above the first section (docs/research/ib-defaults.md §164). `nil` is `false`.
    package var isTableHeaderView: Bool?
    /// An intrinsic size the document states (an image view's image size from `<resources>`); `nil`
    /// derives it from the kind and the text.
    package var intrinsicContent: IntrinsicContent?
    /// How far the frame reaches past the alignment rectangle that constraints hold, when the document's content
    /// sets it (an SF Symbol image view's, `SymbolImageSize`; negative where the frame is smaller); `nil` takes the
    /// kind's (a switch's, a slider's).
    package var alignmentRectInsets: EdgeInsets?
    /// A `UIStackView`'s full arrangement (Interface Builder's stack views); template stacks use
    /// `ViewSpec.stack` instead.
    package var stack: StackConfiguration?

    init(
        translatesAutoresizingMaskIntoConstraints: Bool = false, autoresizingMask: AutoresizingMask = [],
        savedFrame: Rect? = nil, isMisplaced: Bool = false, isAmbiguousInDocument: Bool = false, horizontalHugging: LayoutPriority? = nil, verticalHugging: LayoutPriority? = nil,
        horizontalCompressionResistance: LayoutPriority? = nil, verticalCompressionResistance: LayoutPriority? = nil,
        layoutMargins: EdgeInsets? = nil, layoutMarginsAreDirectional: Bool = false,
        preservesSuperviewLayoutMargins: Bool = false, isHidden: Bool = false,
        intrinsicContent: IntrinsicContent? = nil, stack: StackConfiguration? = nil,
        forcedLayoutDirection: LayoutDirection? = nil
    ) {
        self.forcedLayoutDirection = forcedLayoutDirection
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.autoresizingMask = autoresizingMask
        self.savedFrame = savedFrame
        self.isMisplaced = isMisplaced
        self.isAmbiguousInDocument = isAmbiguousInDocument
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
        self.layoutMargins = layoutMargins
        self.layoutMarginsAreDirectional = layoutMarginsAreDirectional
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.isHidden = isHidden
        self.intrinsicContent = intrinsicContent
        self.stack = stack
    }
}
