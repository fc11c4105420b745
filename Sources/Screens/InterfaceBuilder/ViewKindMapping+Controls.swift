import InterfaceBuilder

/// What Interface Builder's control elements set on a `ViewSpec`'s `ControlSpec` and `tint`: the
/// attributes and `<color key=…>` children a `<switch>`, `<slider>`, `<button>` … writes, under the
/// names the template format gives them.
extension ViewKindMapping {
    /// An element the model does not know in detail: a map or web view by its element name, anything else
    /// (`glkView`, `arscnView`, a custom element) a placeholder named by its class or element.
    static func otherKind(of view: IBView) -> ViewKind {
        switch view.element {
        case "mapView": .map
        case "wkWebView", "webView": .webView
        default: .custom
        }
    }

    /// A plain `<view customClass="Chart">` with no subviews: its class draws its pixels in code, which
    /// Bezel cannot run, so it is a placeholder. A custom container with subviews is drawn as a view, its
    /// subviews as themselves.
    static func isCustomLeaf(_ view: IBView) -> Bool {
        view.customClass != nil && view.subviews.isEmpty && view.keyedViews.isEmpty
    }

    static func applyControl(of view: IBView, to spec: inout ViewSpec, resources: IBResources) {
        func colour(_ key: String) -> String? { view.color(key).flatMap { hex($0, resources: resources) } }
        var control = ControlSpec()
        switch view.kind {
        case .switchControl(let toggle):
            control.isOn = toggle.isOn
            control.onTint = colour("onTintColor")
            control.thumbTint = colour("thumbTintColor")
        case .segmentedControl(let segmented):
            control.segments = segmented.segments.map { $0.title ?? "" }
            let widths = segmented.segments.compactMap(\.width)
            if !widths.isEmpty, widths.count == segmented.segments.count, widths.allSatisfy({ $0 > 0 }) {
                control.segmentWidths = widths
            }
            if segmented.apportionsSegmentWidthsByContent { control.apportionsSegmentWidths = true }
            control.selectedSegment = segmented.selectedSegmentIndex
        case .slider(let slider):
            control.value = slider.value
            control.minimumValue = slider.minValue
            control.maximumValue = slider.maxValue
            control.minimumTrackTint = colour("minimumTrackTintColor")
            control.maximumTrackTint = colour("maximumTrackTintColor")
            control.thumbTint = colour("thumbTintColor")
        case .stepper(let stepper):
            control.value = stepper.value
            control.minimumValue = stepper.minimumValue
            control.maximumValue = stepper.maximumValue
        case .progressView(let progress):
            control.progress = progress.progress
            control.progressStyle = progress.progressViewStyle
            control.progressTint = colour("progressTintColor")
            control.trackTint = colour("trackTintColor")
        case .activityIndicator(let indicator):
            control.isAnimating = indicator.isAnimating
            control.hidesWhenStopped = indicator.hidesWhenStopped
            control.indicatorStyle = indicator.style.map { $0.lowercased().contains("large") ? "large" : "medium" }
            // The spokes take the indicator's `color`; the old `white` and `whiteLarge` styles are white
            // (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color,
            // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/white,
            // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/whitelarge).
            control.indicatorColour = colour("color") ?? (indicator.style?.hasPrefix("white") == true ? "#FFFFFF" : nil)
        case .pageControl(let pages):
            control.pages = pages.numberOfPages
            control.currentPage = pages.currentPage
            control.pageIndicatorTint = colour("pageIndicatorTintColor")
            control.currentPageIndicatorTint = colour("currentPageIndicatorTintColor")
        case .searchBar(let bar):
            control.placeholder = bar.placeholder
            control.prompt = bar.prompt
            // The minimal style draws no background, so no bar tint
            // (https://developer.apple.com/documentation/uikit/uisearchbar/style/minimal).
            control.barTint = bar.searchBarStyle == "minimal" ? nil : colour("barTintColor")
            // The scope bar's titles and selection, when the bar shows it
            // (https://developer.apple.com/documentation/uikit/uisearchbar/showsscopebar).
            if bar.showsScopeBar, !bar.scopeButtonTitles.isEmpty {
                control.scopeTitles = bar.scopeButtonTitles
                control.selectedScope = bar.selectedScopeButtonIndex
            }
        case .textField(let field):
            control.placeholder = field.placeholder
        case .datePicker(let picker):
            control.datePickerMode = picker.datePickerMode
            control.datePickerStyle = picker.style
        case .button(let button):
            control.buttonType = button.buttonType ?? "custom"
            control.buttonStyle = button.configuration?.style
            control.cornerStyle = button.configuration?.cornerStyle
            control.subtitle = button.configuration?.subtitle
            control.imagePlacement = button.configuration?.imagePlacement
            control.imagePadding = button.configuration?.imagePadding
            // Interface Builder writes both alignments on every button, `center` by default.
            control.contentHorizontalAlignment = view.contentHorizontalAlignment.flatMap { $0 == "center" ? nil : $0 }
            control.contentVerticalAlignment = view.contentVerticalAlignment.flatMap { $0 == "center" ? nil : $0 }
            // The title colour of the state the button is shown in, else of its normal state
            // (`setTitleColor(_:for:)`, `IBButton.shownColor`). A disabled button with no disabled colour keeps its
            // normal colour: no Apple page gives the colour a system button's title dims to when disabled.
            if let titleColour = button.shownColor("titleColor"),
               let value = hex(titleColour, resources: resources) {
                spec.textColor = value
            }
            if let configuration = button.configuration {
                // A configuration's `baseForegroundColor` colours its title and image, its `baseBackgroundColor`
                // the background its style draws
                // (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/baseforegroundcolor,
                // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/basebackgroundcolor).
                if let colour = configuration.colors.first(where: { $0.key == "baseForegroundColor" }).flatMap({ hex($0, resources: resources) }) {
                    spec.textColor = colour
                }
                control.baseBackground = configuration.colors.first { $0.key == "baseBackgroundColor" }.flatMap { hex($0, resources: resources) }
                // Its `background` configuration's colour and corner radius, when the document sets them
                // (https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundcolor,
                // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/cornerradius).
                control.configurationBackground = configuration.background?.color("backgroundColor").flatMap { hex($0, resources: resources) }
                control.backgroundCornerRadius = configuration.background?.cornerRadius
                // Its background image, drawn as a classic button's background image is: stretched over the
                // bounds behind the title (the background's `imageContentMode` defaults to `scaleToFill`), looked
                // up in the project the same way
                // (https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/image,
                // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/imagecontentmode).
                control.backgroundImage = configuration.background?.image
            } else {
                // Title edge insets belong to the classic layout: a configuration ignores them
                // (https://developer.apple.com/documentation/uikit/uibutton/titleedgeinsets).
                control.contentEdgeInsets = button.contentEdgeInsets
                control.titleEdgeInsets = button.titleEdgeInsets
                control.imageEdgeInsets = button.imageEdgeInsets
                // The shown state's preferred symbol configuration, else the normal state's, sizes its SF Symbol image
                // (https://developer.apple.com/documentation/uikit/uibutton/setpreferredsymbolconfiguration(_:forimagein:)).
                // A disabled button's image is "drawn darker"
                // (https://developer.apple.com/documentation/uikit/uibutton/adjustsimagewhendisabled); by how much no
                // Apple page says, so Bezel draws it as it is.
                control.symbolPointSize = button.shown(\.symbolConfiguration).map { SymbolImageSize.pointSize(of: $0) }
                control.backgroundImage = button.shown(\.backgroundImage)
            }
        case .visualEffectView(let effect):
            control.blurStyle = effect.effect == "blurEffect" ? effect.style : nil
        case .other, .plain:
            if spec.kind == .custom { control.customClass = view.customClass ?? view.element }
        default:
            break
        }
        if control != ControlSpec() { spec.control = control }
        spec.tint = colour("tintColor")
        if view.alpha < 1 { spec.alpha = max(0, view.alpha) }
    }
}
