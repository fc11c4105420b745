import Geometry
import Screens
import Text

/// The controls, each drawn by its own painter with the properties the template or document gives and
/// UIKit's defaults for the rest (sourced in each painter).
extension ViewPainter {
    func control(_ frame: Rect) -> [Node] {
        let control = spec.control ?? ControlSpec()
        let look = ControlLook(theme: theme, tint: tint ?? theme.tint)
        switch spec.kind {
        case .switchControl:
            return SwitchPainter(
                look: look, isOn: control.isOn ?? false, onTint: control.onTint, thumbTint: control.thumbTint, size: switchSize
            ).nodes(in: frame)
        case .segmented:
            return SegmentedControlPainter(
                look: look, text: text, segments: control.segments ?? [], selected: control.selectedSegment, widths: control.segmentWidths,
                rightToLeft: direction == .rightToLeft
            ).nodes(in: frame)
        case .slider:
            // UISlider's defaults: value 0 in 0…1 (https://developer.apple.com/documentation/uikit/uislider/value).
            return SliderPainter(
                look: look, value: control.value ?? 0, minimum: control.minimumValue ?? 0, maximum: control.maximumValue ?? 1,
                minimumTrackTint: control.minimumTrackTint, maximumTrackTint: control.maximumTrackTint, thumbTint: control.thumbTint,
                rightToLeft: direction == .rightToLeft
            ).nodes(in: frame)
        case .stepper:
            // UIStepper's defaults: value 0 in 0…100 (https://developer.apple.com/documentation/uikit/uistepper/maximumvalue).
            return StepperPainter(look: look, value: control.value ?? 0, minimum: control.minimumValue ?? 0, maximum: control.maximumValue ?? 100).nodes(in: frame)
        case .progress:
            return ProgressPainter(
                look: look, progress: control.progress ?? 0, style: control.progressStyle, progressTint: control.progressTint, trackTint: control.trackTint,
                rightToLeft: direction == .rightToLeft
            ).nodes(in: frame)
        case .activity:
            // A stopped indicator with `hidesWhenStopped` (UIKit's default, true) is hidden
            // (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped).
            if !(control.isAnimating ?? false) && (control.hidesWhenStopped ?? true) { return [] }
            let side = control.indicatorStyle == "large" ? 37.0 : 20.0
            let rect = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            return ActivityIndicatorPainter(colour: look.colour(control.indicatorColour, else: theme.secondaryLabel)).nodes(centredIn: rect)
        case .pageControl:
            return PageControlPainter(
                look: look, pages: control.pages ?? 0, current: control.currentPage ?? 0, pageTint: control.pageIndicatorTint,
                currentTint: control.currentPageIndicatorTint, beforeIOS14: ios < 14
            ).nodes(in: frame)
        case .searchBar:
            return SearchBarPainter(
                look: look, text: text, value: spec.text, placeholder: control.placeholder, prompt: control.prompt, barTint: control.barTint,
                scopeTitles: control.showsScopeBar ? control.scopeTitles : nil, selectedScope: control.selectedScope, rightToLeft: direction == .rightToLeft
            ).nodes(in: frame)
        case .textView:
            let anchor: TextRun.Anchor = spec.textAlignment == .center ? .middle : spec.textAlignment == .right ? .end : spec.textAlignment == .left ? .start : (direction == .rightToLeft ? .end : .start)
            let colour = theme.colour(spec.textColor) ?? theme.label
            let string = stress.apply(to: spec.text ?? "", font: font, typesetter: text.typesetter)
            // Runs in different fonts or colours, each set and drawn in its own (`AttributedRunLines`), as a label's.
            let runs = AttributedRun.kept(spec.attributedRuns, written: spec.text, shown: string)
            return TextViewPainter(
                text: text, string: string, font: font, colour: colour, anchor: anchor, runs: runs,
                runColour: { theme.colour($0.color) ?? colour }
            ).nodes(in: frame)
        case .datePicker:
            // The style it shows on the profile's iOS: a document's picker that names none is drawn as the layout
            // sizes it (`IntrinsicSizes.controlContent`).
            let style = control.shownDatePickerStyle(ios: controlsIOS ?? ios)
            return DatePickerPainter(look: look, text: text, mode: control.datePickerMode, style: style).nodes(in: frame)
        case .picker:
            return WheelsPainter(look: look, text: text, columns: []).nodes(in: frame)
        case .visualEffect:
            // A blur stands in as the bars' translucent fill (Theme.barBackground: approximate, no source
            // gives a material's resulting colour), in the tone its style keeps (`BlurTone`); its content
            // view's subviews are drawn on top.
            return spec.color == nil ? [.shape(Shape(path: Path(rect: frame), fill: BlurTone(style: control.blurStyle).fill(in: theme)))] : []
        case .map:
            return PlaceholderPainter(look: look, text: text, title: "Map (MKMapView)").nodes(in: frame)
        case .webView:
            // The page is the app's to load; until one draws, WebKit paints the view's page area opaque white
            // (#FFFFFF), in the light and the dark appearance alike (docs/research/controls.md §14). The run names
            // the view ("web view"), as its page is not drawn.
            return [.shape(Shape(path: Path(rect: frame), fill: Color(hex: 0xFFFFFF)))]
        case .custom:
            // The app's code draws over the view's background colour, which its layer paints beneath its content
            // (https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor): a colour the document
            // gives (painted by `nodes()`) shows in the outline, as Interface Builder's canvas shows the view
            // (docs/research/controls.md §15); the grey box stands in only for a view without one.
            let coloured = theme.colour(spec.color).map { $0.a > 0 } ?? false
            return PlaceholderPainter(look: look, text: text, title: control.customClass ?? spec.name ?? "Custom view", grey: !coloured).nodes(in: frame)
        default:
            return []
        }
    }
}
