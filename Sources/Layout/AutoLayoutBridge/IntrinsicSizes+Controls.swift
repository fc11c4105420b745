import AutoLayout
import Devices
import Geometry
import Screens

/// The intrinsic sizes of UIKit's controls, for templates and Interface Builder documents alike. Each
/// number and its source is listed in docs/research/controls.md; "assumed" marks the ones that rest on
/// the frames Interface Builder saves rather than on a document from Apple.
extension IntrinsicSizes {
    /// The width an iOS 14 or later page control takes a page, and the width it adds once: the frames Xcode 13 and 14
    /// save for controls of 3 and 5 pages that size themselves, 115.5 and 190.5 pt (docs/research/ib-defaults.md §44).
    static let pageControlPagePitch = 37.5
    static let pageControlPadding = 3.0

    /// Whether the view's intrinsic content differs by the iOS version the profile runs (`controlContent`'s `ios`).
    static func dependsOnIOS(_ view: ViewSpec) -> Bool {
        view.kind == .segmented || view.kind == .pageControl || view.kind == .searchBar || view.kind == .stepper
            || (view.kind == .datePicker && (view.control?.datePickerStyleDependsOnIOS ?? true)) || view.kind == .progress
    }

    /// UIProgressView's height in the default style before iOS 14: 2 pt (docs/research/ib-defaults.md §170).
    static let progressHeightBeforeIOS14 = 2.0

    /// UIProgressView's frame height in the bar style: 3 pt, as Xcode 6, 7 and 13 save it, with or without a 2 pt height
    /// constraint (docs/research/ib-defaults.md §174); in documents the alignment rectangle is 1 pt shorter.
    static let progressBarFrameHeight = 3.0

    /// UISwitch's own size on iOS 13 to 18: 51 × 31 (docs/research/controls.md §1).
    package static let switchSize = Size(width: 51, height: 31)

    /// UISwitch's own size on iOS 26: 63 × 28, around a 61 × 28 alignment rectangle with the same 2 pt trailing overhang
    /// as the 51 × 31 one. Xcode 26's canvas, which draws with the iOS 26 SDK, saves switches that only their intrinsic
    /// size makes as wide, and as tall where no height constraint is set, at that size in three unrelated apps
    /// (docs/research/ib-defaults.md §107).
    package static let ios26SwitchSize = Size(width: 63, height: 28)

    /// The size UISwitch gives itself on `profile` (`Profile.drawsIOS26Controls`).
    package static func switchSize(on profile: Profile) -> Size {
        profile.drawsIOS26Controls ? ios26SwitchSize : switchSize
    }

    /// A document's rounded-rect text field: its intrinsic content, read from the document, has a least
    /// height (`ViewKindMapping.textFieldContent`, the newest iOS's 34 pt) that differs by iOS version.
    static func isRoundedDocumentField(_ view: ViewSpec) -> Bool {
        guard view.kind == .textField, case let .text(content)? = view.layout.intrinsicContent else { return false }
        return content.minimumSize.height > 0
    }

    /// A document's borderless text field (`borderStyle` none): its intrinsic content, read from the document, is its
    /// line with space above and below it and no least height (`ViewKindMapping.textFieldContent`, the newest iOS's
    /// 0.75 pt each side); line and bezel fields keep none, rounded-rect ones have a least height.
    static func isBorderlessDocumentField(_ view: ViewSpec) -> Bool {
        guard view.kind == .textField, case let .text(content)? = view.layout.intrinsicContent else { return false }
        return content.minimumSize.height == 0 && content.padding.top > 0
    }

    /// Whether a borderless text field on `ios` is its line rounded up to whole points with no space above or below it:
    /// before iOS 13 it is. Xcode 9 and 10 save fields that size themselves in system 13, 14, 16, 17 and 18 pt 16, 17,
    /// 20, 21 and 22 pt tall in three unrelated apps, where the line and 1.5 pt of Xcode 11 and later give 17.5, 18.5,
    /// 21, 22 and 23 (docs/research/ib-defaults.md §137, §42).
    static func borderlessFieldHugsLineInPoints(ios: Int) -> Bool { ios < 13 }

    /// A label measured from its text (`content(of:)`; a designable label's size comes from its document instead):
    /// its height is its lines rounded up to device pixels, as the newest iOS's are, or to whole points on the canvases
    /// of Xcode 5, 7 and 8 (`labelLinesInWholePoints`).
    static func isMeasuredLabel(_ view: ViewSpec) -> Bool {
        view.kind == .label && view.layout.intrinsicContent == nil
    }

    /// Whether a label's text on `ios`, in a document whose canvas rounds labels' lines to whole points
    /// (`InterfaceBuilderCanvas.roundsLabelLinesToPoints`), is as tall as its lines rounded up to whole points rather than
    /// to device pixels: before iOS 11, the iOS of those canvases. Xcode 5, 7 and 8 save labels that size themselves in
    /// system 17 pt 21 pt tall, where the 20.29 pt line rounds up to 20.5 on a 2x canvas, and other sizes at their lines
    /// rounded up to a whole point (docs/research/ib-defaults.md §140).
    static func labelLinesInWholePoints(ios: Int) -> Bool { ios < 11 }

    /// The width of a picker view's and a wheel-style date picker's wheels (docs/research/ib-defaults.md §95).
    static let wheelsWidth = 320.0

    /// Whether the view is a picker view or a date picker shown as wheels on `ios` (nil: the newest): one whose
    /// document chose the wheels style, or one that chose none (`automatic`) where the system picks the wheels: before
    /// iOS 14, and in `countDownTimer` mode (`ControlSpec.shownDatePickerStyle(ios:)`, docs/research/ib-defaults.md §95,
    /// §180).
    static func showsWheels(_ view: ViewSpec, ios: Int?) -> Bool {
        switch view.kind {
        case .picker: return true
        case .datePicker: return shownDatePickerStyle(view, ios: ios) == "wheels"
        default: return false
        }
    }

    /// The style a date picker shows on `ios` (nil: the newest); a view with no control properties names none.
    static func shownDatePickerStyle(_ view: ViewSpec, ios: Int?) -> String {
        (view.control ?? ControlSpec()).shownDatePickerStyle(ios: ios)
    }

    /// A rounded-rect text field's least height on `ios`: 34 pt from iOS 13, 30 pt before it (saved frames of
    /// Xcode 8 documents, docs/research/ib-defaults.md §17).
    static func roundedFieldHeight(ios: Int) -> Double { ios >= 13 ? 34 : 30 }

    /// The space a rounded-rect text field keeps above and below its line on `ios`, so that a field whose font's
    /// line outgrows the least height is that line and 9.5 pt tall from iOS 13 (Xcode 12 and 14 save fields in system
    /// 22 pt, Title 1 and Title 0 36, 43 or 43.333 and 50.333 pt tall; docs/research/ib-defaults.md §60), and its line
    /// rounded up to whole points (`roundedFieldRoundsLineToPoints`) and 4 pt before it (Xcode 10 saves fields in system
    /// 24 and 32 pt 33 and 43 pt tall on a 2x and a 3x canvas; fonts up to 21 pt stay at the 30 pt least height, as
    /// Xcode 9 and 10 save fields in 19 and 20 pt; docs/research/ib-defaults.md §109).
    static func roundedFieldLinePadding(ios: Int) -> Double { ios >= 13 ? 4.75 : 2 }

    /// Whether a rounded-rect text field's line is rounded up to whole points rather than to device pixels on `ios`:
    /// before iOS 13 it is (43 pt, not 42.5, for system 32 pt on a 2x canvas; docs/research/ib-defaults.md §109).
    static func roundedFieldRoundsLineToPoints(ios: Int) -> Bool { ios < 13 }

    /// The control's intrinsic content on `ios` (nil: the newest), or nil for a kind that is not a fixed-size control.
    static func controlContent(of view: ViewSpec, ios: Int? = nil) -> IntrinsicContent? {
        switch view.kind {
        case .switchControl:
            // UISwitch ignores the size it is given (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:));
            // its own bounds are 51 × 31 before iOS 26 (`switchSize`); a profile of iOS 26's controls resizes it
            // (`ConstraintLayout.Prepared.nodes(forIOS:controlsIOS:ios26Switches:)`).
            return .fixed(switchSize)
        case .segmented:
            // 32 pt tall since iOS 13 (docs/research/controls.md §2), 29 pt before it (iOS 7-12: saved frames of
            // Xcode 6-7 documents, docs/research/ib-defaults.md §13); its width follows its segments: their
            // fixed widths, else as many equal segments as titles, each the widest 13 pt title plus 19 pt
            // (docs/research/ib-defaults.md §12), plus 14.75 pt before iOS 13 (saved frames of Xcode 7-10
            // documents, docs/research/ib-defaults.md §146). Segments apportioned by content are not modelled yet.
            let beforeIOS13 = (ios ?? 13) < 13
            let height: Double = beforeIOS13 ? 29 : 32
            if let widths = view.control?.segmentWidths, !widths.isEmpty { return .fixed(Size(width: widths.reduce(0, +), height: height)) }
            if let titles = view.control?.segments, !titles.isEmpty, view.control?.apportionsSegmentWidths != true {
                let padding: Double = beforeIOS13 ? 14.75 : 19
                return .segments(SegmentsContent(titles: titles, pointSize: 13, padding: padding, height: height))
            }
            return .fixedHeight(height)
        case .slider:
            return .fixedHeight(31)  // docs/research/controls.md §3
        case .stepper:
            // 94 × 32 since iOS 13 (docs/research/controls.md §4), 94 × 29 before it, as Xcode 6 and 8 save steppers
            // (docs/research/ib-defaults.md §63).
            return .fixed(Size(width: 94, height: (ios ?? 13) < 13 ? 29 : 32))
        case .progress:
            // 4 pt tall from iOS 14 (assumed: docs/research/controls.md §5), 2 pt before it in the default style, as
            // Xcode 6 to 11 save progress views no constraint sizes and Xcode 12 and later save them 4 pt tall
            // (docs/research/ib-defaults.md §170). The bar style's frame is 3 pt tall on every iOS, around a 2 pt
            // alignment rectangle in documents (`alignmentRectInsets`, §174).
            if view.control?.progressStyle == "bar" { return .fixedHeight(Self.progressBarFrameHeight) }
            return .fixedHeight((ios ?? 14) < 14 ? Self.progressHeightBeforeIOS14 : 4)
        case .activity:
            // Medium 20 × 20, large 37 × 37 (docs/research/controls.md §6).
            let side: Double = view.control?.indicatorStyle == "large" ? 37 : 20
            return .fixed(Size(width: side, height: side))
        case .pageControl:
            // Before iOS 14, as wide as its dots (7 pt at a 16 pt pitch) and 37 pt tall, nothing with no page
            // (saved frames of Xcode 10 documents, docs/research/ib-defaults.md §14); from iOS 14 on 26 pt tall
            // and 37.5 pt a page and 3 pt more, as Xcode 13 and 14 save controls of 3 and 5 pages placed by their
            // centre alone (115.5 and 190.5 pt; docs/research/ib-defaults.md §44), nothing with no page (assumed).
            let pages = max(view.control?.pages ?? 0, 0)
            if let ios, ios < 14 {
                return .fixed(pages == 0 ? Size(width: 0, height: 0) : Size(width: 16 * Double(pages) - 9, height: 37))
            }
            return .fixed(Size(width: pages == 0 ? 0 : Self.pageControlPagePitch * Double(pages) + Self.pageControlPadding, height: 26))
        case .searchBar:
            // 56 pt from iOS 11 (assumed, docs/research/controls.md §8); 44 before it, as Xcode 7 and 8 save search
            // bars that size themselves (docs/research/ib-defaults.md §55). A bar that shows a scope bar adds its band
            // below the field (assumed, docs/research/controls.md §24); a document's keeps its saved height instead
            // (docs/research/ib-defaults.md §179).
            let field: Double = (ios ?? 11) < 11 ? 44 : 56
            return .fixedHeight(field + (view.control?.showsScopeBar == true ? ControlSpec.scopeBarHeight : 0))
        case .datePicker, .picker:
            // The wheels are 216 pt tall (assumed: docs/research/controls.md §9) and 320 pt wide, as Xcode saves
            // pickers and wheel-style date pickers that nothing but their intrinsic size makes as wide
            // (docs/research/ib-defaults.md §95). A compact date picker has no size of its own on either axis: Xcode
            // 14 and 15 save ones that nothing else sizes at the frames their authors gave them, 50 to 75 pt tall in
            // stacks that would otherwise fit them (docs/research/ib-defaults.md §180). One with no saved frame (a
            // template's) is as tall as the bubble Bezel draws it in (assumed, docs/research/controls.md §9), its width
            // left to its constraints. The inline style's size is not modelled.
            if showsWheels(view, ios: ios) { return .fixed(Size(width: Self.wheelsWidth, height: 216)) }
            if view.kind == .datePicker, shownDatePickerStyle(view, ios: ios) == "compact" {
                return view.layout.savedFrame == nil ? .fixedHeight(ControlSpec.compactDatePickerHeight) : IntrinsicContent.none
            }
            return .fixedHeight(216)
        default:
            return nil
        }
    }

    /// How far a control's frame reaches past its alignment rectangle, the rectangle Auto Layout
    /// constraints and the intrinsic content size are about (`UIView.alignmentRectInsets`,
    /// https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets); nil for a view whose
    /// frame is its alignment rectangle, left to right (mirrored right to left). Applied to Interface Builder
    /// documents, whose saved frames show it.
    static func alignmentRectInsets(of view: ViewSpec) -> EdgeInsets? {
        switch view.kind {
        case .switchControl:
            // A 51 × 31 frame around a 49 × 31 alignment rectangle, 2 pt past its right edge
            // (docs/research/ib-defaults.md §2: saved frames of switches pinned on either side).
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case .segmented:
            // A 32 pt tall frame around a 31 pt tall alignment rectangle, 1 pt below it
            // (docs/research/ib-defaults.md §7: saved frames of segmented controls with a 31 pt height constraint).
            return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        case .slider:
            // A 31 pt tall frame around a 30 pt tall alignment rectangle, reaching 2 pt past each end and 1 pt
            // below it (docs/research/ib-defaults.md §5: saved frames of sliders with width and height
            // constraints, and of sliders pinned at both ends).
            return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case .progress where view.control?.progressStyle == "bar":
            // A 3 pt tall frame around a 2 pt tall alignment rectangle, 1 pt below it (docs/research/ib-defaults.md
            // §174: saved frames of bar-style progress views with no height constraint and with one of 2 pt, and of
            // views pinned below them).
            return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default:
            return nil
        }
    }
}
