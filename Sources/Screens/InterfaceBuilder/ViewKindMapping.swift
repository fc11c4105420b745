import AutoLayout
import Devices
import Diagnostics
import Geometry
import InterfaceBuilder
import Text

/// What each Interface Builder element is in Bezel's terms: its `ViewKind`, its text and font, its
/// default hugging priority and its intrinsic content size.
///
/// Sizes of controls are UIKit's fixed intrinsic sizes. Where Apple documents one, it is cited; the
/// others are the sizes Interface Builder saves for the control in the documents of Xcode 11 and later
/// and are marked "assumed" (README, "Assumed UIKit numbers").
enum ViewKindMapping {
    static func kind(of view: IBView) -> ViewKind {
        switch view.kind {
        case .label: .label
        case .button: .button
        case .textField: .textField
        case .searchBar: .searchBar
        case .imageView: .image
        case .stackView: .stack
        case .scrollView: .scroll
        case .textView: .textView
        case .tableView: .table
        case .collectionView: .collection
        case .switchControl: .switchControl
        case .segmentedControl: .segmented
        case .slider: .slider
        case .stepper: .stepper
        case .progressView: .progress
        case .activityIndicator: .activity
        case .pageControl: .pageControl
        case .datePicker: .datePicker
        case .pickerView: .picker
        case .visualEffectView: .visualEffect
        case .other: otherKind(of: view)
        case .plain: isCustomLeaf(view) ? .custom : .view
        default: .view
        }
    }

    /// Copies text, font, lines, colour and scroll/table properties onto `spec`.
    /// The direction a view's `semanticContentAttribute` forces (`ViewLayoutSpec.forcedLayoutDirection`):
    /// UIKit lays `playback` and `spatial` views out left to right in every layout direction
    /// (https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute). Absent,
    /// `unspecified` or a value UIKit does not have: the superview's direction.
    static func forcedLayoutDirection(_ attribute: String?) -> LayoutDirection? {
        switch attribute {
        case "forceRightToLeft": .rightToLeft
        case "forceLeftToRight", "playback", "spatial": .leftToRight
        default: nil
        }
    }

    static func applyContent(of view: IBView, to spec: inout ViewSpec, resources: IBResources, toolsVersion: Double? = nil) {
        switch view.kind {
        case .label(let label):
            spec.text = label.text ?? label.attributedText?.map(\.content).joined()
            spec.lines = label.numberOfLines
            if label.numberOfLines != 1, label.preferredMaxLayoutWidth == nil { spec.layout.loadedTextWidth = view.frame?.width }
            if label.numberOfLines != 1, let width = label.preferredMaxLayoutWidth, width > 0 { spec.layout.preferredTextWidth = width }
            spec.minimumTextScale = label.minimumTextScale
            spec.paragraphSpacing = paragraphSpacing(of: view)
            if let colour = view.color("shadowColor").flatMap({ hex($0, resources: resources) }) {
                let offset = label.shadowOffset
                spec.textShadow = TextShadow(color: colour, dx: offset?.width ?? 0, dy: offset?.height ?? -1)
            }
            spec.textAlignment = label.textAlignment.flatMap(TextAlignment.init(rawValue:))
            apply(runFont(of: view) ?? label.font, to: &spec)
            spec.attributedRuns = attributedRuns(of: view, viewFont: label.font, resources: resources)
        case .button(let button):
            spec.text = button.shownTitle
            apply(runFont(of: view) ?? button.font ?? button.configuration?.font, to: &spec)
            spec.attributedRuns = attributedRuns(of: view, viewFont: button.font ?? button.configuration?.font, resources: resources)
            spec.layout.intrinsicContent = buttonContent(button, spec: spec, resources: resources, toolsVersion: toolsVersion)
        case .textField(let field):
            spec.text = field.text ?? field.placeholder
            spec.textAlignment = field.textAlignment.flatMap(TextAlignment.init(rawValue:))
            apply(field.font, to: &spec)
            spec.layout.intrinsicContent = textFieldContent(field, spec: spec)
        case .textView(let textView):
            // A text view scrolls and shows the start of its text: a long one (an app's 25,000-character privacy
            // policy) is kept to the standard limit on a document's text, which fills many screens, instead of
            // refusing the document (`DocumentLimits`).
            spec.text = (textView.text ?? textView.attributedText?.map(\.content).joined())
                .map { String($0.prefix(InputLimits.standard.documentTextCharacters)) }
            spec.textAlignment = textView.textAlignment.flatMap(TextAlignment.init(rawValue:))
            apply(runFont(of: view) ?? textView.font, to: &spec)
            spec.attributedRuns = attributedRuns(of: view, viewFont: textView.font, resources: resources)
        case .searchBar(let bar):
            spec.text = bar.text ?? bar.placeholder
            // The canvas of Xcode 12.5 to 13 draws a search bar that sizes itself 51 pt tall (§84).
            if InterfaceBuilderCanvas.drawsShortSearchBars(toolsVersion: toolsVersion) {
                spec.layout.intrinsicContent = .fixedHeight(xcode13SearchBarHeight)
            }
            // A bar that shows its scope bar is as tall as Interface Builder saved it, the scope bar included: no
            // source gives UIKit's height with one (assumed; docs/research/ib-defaults.md §179).
            if bar.showsScopeBar, ControlSpec.showsScopeBar(titles: bar.scopeButtonTitles), let frame = view.frame, frame.height > 0 {
                spec.layout.intrinsicContent = .fixedHeight(frame.height)
            }
        case .tableView(let table):
            // A dynamic table without prototype cells holds no rows in the document: its code supplies them. It is
            // drawn empty, as UIKit draws a table with no rows: its background, and in a plain table before iOS 15
            // the filler rows' separators (https://developer.apple.com/documentation/uikit/uitableview/fillerrowheight).
            let rows = table.dataMode == "static" ? table.sections.map(\.cells.count).max() ?? 0 : table.prototypes.count
            spec.table = TableSpec(
                style: TableStyle(rawValue: table.style) ?? .plain, rows: rows,
                rowHeight: table.rowHeight.flatMap { $0 > 0 ? $0 : nil }, sections: max(table.sections.count, 1),
                sectionHeaderHeight: table.sectionHeaderHeight.flatMap { $0 >= 0 ? $0 : nil })
            if let header = view.keyedView("tableHeaderView"), let height = header.frame?.height, height > 0 {
                spec.table?.headerViewHeight = height
            }
            spec.table?.hasFooterView = view.keyedView("tableFooterView") != nil
        case .collectionView:
            spec.table = TableSpec(rows: 0)
        default:
            break
        }
        if spec.kind.isScrollView {
            var scroll = ScrollSpec()
            if let behavior = view.scroll?.contentInsetAdjustmentBehavior {
                scroll.contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior(rawValue: behavior) ?? .automatic
            }
            if let inset = view.scroll?.contentInset { scroll.contentInset = inset }
            if let enabled = view.scroll?.isScrollEnabled { scroll.scrollEnabled = enabled }
            spec.scroll = scroll
            if spec.kind == .table || spec.kind == .collection, spec.table == nil { spec.table = TableSpec() }
        }
        if let color = view.backgroundColor.flatMap({ hex($0, resources: resources) }) { spec.color = color }
        if let radius = view.layerCornerRadius, radius > 0 { spec.cornerRadius = radius }
        if view.masksToBounds { spec.masksToBounds = true }
        if let width = view.layerBorderWidth, width > 0 {
            spec.borderWidth = width
            spec.borderColor = view.layerBorderColor.flatMap { hex($0, resources: resources) }
        }
        // `<color key="textColor" systemColor="secondaryLabelColor"/>` and `textAlignment="center"` on labels and
        // text fields mean what `textColor:` and `textAlignment:` mean in a template. A `textAlignment`
        // UIKit does not have is read as natural, its default, like other values Xcode validates.
        applyControl(of: view, to: &spec, resources: resources)
        if spec.kind.showsText || spec.kind == .textView, let color = view.color("textColor").flatMap({ hex($0, resources: resources) }) { spec.textColor = color }
        if let color = runColour(of: view).flatMap({ hex($0, resources: resources) }) { spec.textColor = color }
        if case .bar(let bar) = view.kind {
            // A navigation bar, toolbar or tab bar spans the window and lays its items out inside the safe
            // area itself (https://developer.apple.com/documentation/uikit/uitoolbar): its background is
            // meant to reach under the unsafe regions.
            spec.bleed = true
            if spec.color == nil, let tint = view.color("barTintColor").flatMap({ hex($0, resources: resources) }) {
                spec.color = standaloneBarFill(tint, isTranslucent: bar.isTranslucent)
            }
        }
    }

    /// A button's intrinsic size: its title (and image) plus its content insets.
    /// - A classic button (`buttonType` system, custom) has no insets by default but the title line's
    ///   6 pt above and below that make a 15 pt title 30 pt tall, the height Interface Builder saves for
    ///   such buttons (assumed: the split of the padding); `contentEdgeInsets` other than zero take the
    ///   6 pt's place (§81); its image sits before the title. With no font in the
    ///   document a system button's title is 15 pt and a custom button's (no `buttonType`) 18 pt, UIKit's default
    ///   for that type: untitled custom buttons are saved 34 pt tall (docs/research/ib-defaults.md §45).
    /// - A configuration button (iOS 15, `<buttonConfiguration style="plain">`) sets its title at 17 pt in the
    ///   regular weight (§80) with 7 pt above and below and 12 pt each side (assumed: the insets of
    ///   `UIButton.Configuration.plain()`'s medium size, from the 34.333 pt Interface Builder saves). Xcode 13's
    ///   canvas sets a title with no font of its own at 14 pt in the regular weight inside the same insets
    ///   (`xcode13ConfigurationTitleSize`). A configuration's own `contentInsets` replace those insets (§155).
    static func buttonContent(_ button: IBButton, spec: ViewSpec, resources: IBResources, toolsVersion: Double? = nil) -> IntrinsicContent? {
        let configured = button.configuration != nil
        let imageName = button.shownImage
        let image = imageName.flatMap { configuredSymbolSize(named: $0, of: button, resources: resources) ?? imageSize(named: $0, resources: resources) }
        // A background image is drawn behind the content and makes the button at least its size
        // (https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:)).
        let background = button.shown(\.backgroundImage).flatMap { imageSize(named: $0, resources: resources) }
        let title = spec.text ?? ""
        if title.isEmpty, image == nil, background == nil, !configured, let size = ControlSpec.glyphButtonSize(button.buttonType) {
            return .fixed(size)
        }
        let xcode13Title = configured && InterfaceBuilderCanvas.drawsSmallConfigurationTitles(toolsVersion: toolsVersion)
        let configuredSize = xcode13Title ? xcode13ConfigurationTitleSize : 17
        if title.isEmpty, image != nil || background != nil {
            // A classic button's `contentEdgeInsets` surround its image: "The button uses this property to
            // determine intrinsicContentSize and sizeThatFits(_:)"
            // (https://developer.apple.com/documentation/uikit/uibutton/contentedgeinsets). A configuration button's
            // content insets surround its image alone as they surround a title, and an SF Symbol there counts one line
            // of the system font tall, its alignment rectangle: seven apps save such buttons 14 pt taller and 24 pt
            // wider than the image, a symbol's 34.333 pt tall whatever its scale, one line of the title's size: 31 pt on
            // Xcode 13's canvas, whose titles are 14 pt (docs/research/ib-defaults.md §89).
            let insets = configured ? configurationContentInsets(of: button) : image == nil ? EdgeInsets.zero : button.contentEdgeInsets ?? .zero
            // A custom button showing only an image, an SF Symbol (docs/research/ib-defaults.md §121) or one of the
            // project's (§147), is at least a line of its (empty) title's font tall, rounded up to whole points,
            // whatever the image; its width stays the image's.
            let titleLine = configured || image == nil ? nil : customImageButtonTitleLine(button)
            let shown = configured
                ? imageName.flatMap { symbolAlignmentSize(named: $0, pointSize: configuredSize, resources: resources) } ?? image
                : titleLine.flatMap { line in image.map { Size(width: $0.width, height: max($0.height, line)) } } ?? image
            let content = shown.map { Size(width: $0.width + insets.left + insets.right, height: $0.height + insets.top + insets.bottom) }
            let size = Size(width: max(content?.width ?? 0, background?.width ?? 0), height: max(content?.height ?? 0, background?.height ?? 0))
            return .image(size)
        }
        // A configuration title with no font of its own is in the regular weight, as a template's is: Xcode 14 and
        // later save such buttons as wide as the title in the regular weight (docs/research/ib-defaults.md §80).
        let font = measuredFont(of: spec, defaultSize: configured ? configuredSize : button.buttonType == nil ? 18 : 15)
        var content = TextContent(
            title, font: font.name, pointSize: font.size,
            numberOfLines: configured && configurationTitleWraps(button.configuration) ? 0 : 1)
        // A title of runs in different fonts is measured run by run, as a label's (`TypesetterMeasurer`); runs that
        // differ in colour alone measure as the one text they make.
        if let runs = spec.attributedRuns, AttributedRun.differInFont(runs) {
            content.runs = runs
        }
        if configured {
            ControlSpec.configure(&content, subtitle: button.configuration?.subtitle, insets: configurationContentInsets(of: button))
        } else {
            // The title line's 6 pt above and below are there only while `contentEdgeInsets` is zero: insets of
            // the document's own replace them, so a button's height is its title line and its insets. Saved frames
            // of four unrelated apps (Xcode 9 to 14; 8 pt above and below a 15 pt title, 34 tall; 10 pt around
            // 25 pt, 50; 8 pt at the sides only of 18 pt, 22; 1 pt above 13 pt, 17) show it
            // (docs/research/ib-defaults.md §81).
            let insets = button.contentEdgeInsets ?? .zero
            content.padding = insets == .zero ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : insets
            // Its title line is a whole number of points tall: 12, 17 and 18 pt titles are saved 27, 33 and 34 pt
            // tall, never the 26.5, 32.5 and 33.5 of a line rounded to pixels (docs/research/ib-defaults.md §47).
            content.roundsHeightToPoints = true
        }
        if let image {
            // Beside an image a classic button's title line has no 6 pt above and below it. Custom buttons with a
            // 24 pt and a 36 pt image beside 18 pt titles are saved 24 and 36 pt tall, and one with a smaller
            // SF Symbol beside one 22, its title's line, where a title alone makes them 34 (ellomessenger/
            // ellomessenger-ios, toolsVersion 22505; aa9390/iOS-Trip-scheduler-Nolleo, 11762; mathanssen/
            // parking-ios, 17701; docs/research/ib-defaults.md §103). A configuration's image placement and padding
            // are not laid out for documents (their saved frames stand where constraints leave them free).
            ControlSpec.placeImage(image, beside: &content, classicInsets: configured ? nil : button.contentEdgeInsets ?? .zero)
        }
        if let background {
            content.minimumSize = Size(width: max(content.minimumSize.width, background.width), height: max(content.minimumSize.height, background.height))
        } else if !configured, image == nil {
            // A classic button with only a title is at least 30 pt wide, however short or empty the title
            // (docs/research/ib-defaults.md §16).
            content.minimumSize.width = max(content.minimumSize.width, ControlSpec.classicTitleMinimumWidth)
        }
        return .text(content)
    }


    /// The size of the SF Symbol `name` a classic button (no `<buttonConfiguration>`) shows when its normal state's
    /// `<preferredSymbolConfiguration>` sets a point size or a font: the symbol drawn at that size
    /// (`setPreferredSymbolConfiguration(_:forImageIn:)`,
    /// https://developer.apple.com/documentation/uikit/uibutton/setpreferredsymbolconfiguration(_:forimagein:)), as an
    /// image view draws it (`SymbolImageSize`). Two unrelated apps save custom buttons showing only a symbol at 30 pt
    /// 35 × 31 and 35.333 × 34 where the default size gives about 20 × 22 (docs/research/ib-defaults.md §154). nil
    /// for any other image or configuration (a scale or weight alone, which Bezel does not model).
    static func configuredSymbolSize(named name: String, of button: IBButton, resources: IBResources) -> Size? {
        guard button.configuration == nil, let configuration = button.shown(\.symbolConfiguration),
              SymbolImageSize.pointSize(of: configuration) != SymbolImageSize.defaultPointSize,
              let resource = resources.image(named: name), resource.catalog == "system", let outline = resource.size
        else { return nil }
        return SymbolImageSize.image(named: name, outline: outline, configuration: configuration).size
    }

    /// A configuration button's content insets: its configuration's own `<directionalEdgeInsets key="contentInsets">`,
    /// "insets from the bounds of the button to create the content region"
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/contentinsets), leading
    /// as left; else those of its size (`ControlSpec.configurationContentInsets`). Buttons of two unrelated apps that
    /// set their own are saved their content and those insets: 16 pt around an SF Symbol, 52.333 pt tall, and 0 pt
    /// around titles, as wide as the title (docs/research/ib-defaults.md §155).
    static func configurationContentInsets(of button: IBButton) -> EdgeInsets {
        guard let insets = button.configuration?.contentInsets else { return ControlSpec.configurationContentInsets }
        return EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// The line of the title font a custom button (no `buttonType`, no configuration) that shows only an image and
    /// no title is at least as tall as, rounded up to whole points: its empty title's line still counts. With no font of
    /// its own, a custom button's 18 pt title gives 21.48: eleven unrelated apps of Xcode 11 to 26 save such buttons
    /// showing an SF Symbol 22 pt tall whatever the symbol (`play.fill`, `chevron.left`, `ellipsis`, `heart`, `trash`,
    /// `location.fill`, `arrow.clockwise`, ...), where the symbol alone is a line of the 17 pt system font (20.29) or
    /// less; with system fonts of 23 and 50 pt, 28 and 60 pt tall around symbols drawn at the default size (12.5, 18
    /// and 29 pt wide), and a symbol drawn larger than the line makes the button taller (docs/research/ib-defaults.md
    /// §121). Seven unrelated apps of Xcode 6 to 14 save such buttons, showing one of the project's images 9 to 20 pt
    /// tall, 22 pt tall too (§147). nil for a system-type button (not seen) and a font not of the system family.
    static func customImageButtonTitleLine(_ button: IBButton) -> Double? {
        guard button.buttonType == nil else { return nil }
        var size = 18.0
        if let font = button.font {
            guard font.name == nil, font.family == nil, let pointSize = font.pointSize, pointSize > 0 else { return nil }
            size = pointSize
        }
        return SystemFontMetrics.lineHeight(size: size).rounded(.up)
    }

    /// The height Interface Builder's canvas in Xcode 12.5 to 13 gives a search bar that sizes itself: 51 pt, in either
    /// style, where Xcode 12.3 and Xcode 14 and later save 56 (UIKit's, `IntrinsicSizes.controlContent`). Saved frames of
    /// two unrelated apps agree: IniongunIsaac/Tiv-Bible-iOS (toolsVersion 18122, two minimal bars) and
    /// jojoX94/CarRental-iOS--UIKit (20037, a default bar); docs/research/ib-defaults.md §84.
    static let xcode13SearchBarHeight = 51.0

    /// The point size of a configuration button's title that names no font, in a document Xcode 13 saved: its
    /// canvas (the iOS 15 SDK's) drew such titles at 14 pt in the regular weight, where Xcode 14 and later draw
    /// 17 pt. Saved frames of seven unrelated apps' Xcode 13 documents (toolsVersion 19529 and 20037) agree:
    /// buttons free in height are saved 31 pt tall (a 14 pt line, 16.7 pt, and the 7 pt insets above and below,
    /// to the pixel), and buttons free in width are as wide as the title at 14 pt regular and 12 pt each side
    /// ("Don't have account? Sign Up" 211 pt, "Forgot password?" 139.5 pt; docs/research/ib-defaults.md §79).
    static let xcode13ConfigurationTitleSize = 14.0

    /// True when a configuration button's title may wrap. `UIButton.Configuration.titleLineBreakMode`
    /// defaults to `byWordWrapping`, and "word and character wrapping modes enable multiline text"
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titlelinebreakmode);
    /// the `<button lineBreakMode=>` Interface Builder writes on every button is the legacy title
    /// label's and does not apply. A wrapping title makes the button a multi-line text view to
    /// UIStackView, which gives it a UISV-text-width-disambiguation constraint in a horizontal fill
    /// stack: Interface Builder saved equal widths (103.5 pt of a 414 pt stack) for four such buttons
    /// of equal priorities (ASonubi/Calculator @ 80e296d, `Main.storyboard`, toolsVersion 19162), at `defaultLow`
    /// (`ControlSpec.configure`, docs/research/ib-defaults.md §144).
    /// (The attribute's spelling is assumed to follow `<label lineBreakMode=>`'s: `wordWrap`, `characterWrap`.)
    static func configurationTitleWraps(_ configuration: IBButtonConfiguration?) -> Bool {
        guard let mode = configuration?.attributes.first(where: { $0.name == "titleLineBreakMode" })?.value else { return true }
        return mode == "wordWrap" || mode == "characterWrap"
    }

    /// A text field's intrinsic size: its text's line, and for the rounded-rect border (the default of
    /// fields made in code, and Interface Builder's `borderStyle="roundedRect"`) at least 34 pt tall with
    /// 7 pt each side of the text — the height Interface Builder saves for every rounded field at the
    /// default 14 pt font (assumed: the padding). Borderless, line and bezel fields hug their text.
    static func textFieldContent(_ field: IBTextField, spec: ViewSpec) -> IntrinsicContent {
        let font = measuredFont(of: spec, defaultSize: 14)
        var content = TextContent(spec.text ?? "", font: font.name, pointSize: font.size, numberOfLines: 1)
        if field.borderStyle == "roundedRect" {
            // The newest iOS's: at least 34 pt, and 4.75 pt above and below a line that outgrows it
            // (`IntrinsicSizes.roundedFieldLinePadding`, docs/research/ib-defaults.md §60).
            content.minimumSize = Size(width: 0, height: 34)
            content.padding = EdgeInsets(top: 4.75, left: 7, bottom: 4.75, right: 7)
        } else if field.borderStyle == nil {
            // A borderless field is 1.5 pt taller than its line: 22 pt at 17 pt, 25.5 pt at 20 pt, as Xcode 12 and
            // Xcode 26 save it (docs/research/ib-defaults.md §42; assumed split evenly above and below the text). Before
            // iOS 13 it is its line in whole points (`IntrinsicSizes.borderlessFieldHugsLineInPoints`, §137).
            content.padding = EdgeInsets(top: 0.75, left: 0, bottom: 0.75, right: 0)
        }
        return .text(content)
    }

    /// The font a button's title or a text field's text is measured in, as `TextContent` names it: the document's
    /// fixed font; else its Dynamic Type style (`<fontDescription style="UICTFontTextStyleBody"/>`) at the default
    /// content size, the size UIKit's preferred font has there (Body 17 pt, Caption 1 12 pt, Title 1 28 pt:
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications, `TextStyle`'s
    /// table) in the style's weight, as a label's text is measured (`ViewTypography`); else `defaultSize`, the
    /// system font Interface Builder gives the kind when the document names none
    /// (docs/research/ib-defaults.md §29).
    static func measuredFont(of spec: ViewSpec, defaultSize: Double) -> (name: String, size: Double) {
        if spec.fontSize == nil, let style = spec.textStyle {
            return (style.weight == .regular ? "system" : "system-\(style.weight.rawValue)", style.size())
        }
        return (spec.fontName ?? "system", spec.fontSize ?? defaultSize)
    }

    /// The attributed text the view shows: a label's or text view's `attributedText` when it has no plain text,
    /// a button's shown attributed title (`IBButton.shownAttributedTitle`); `nil` for any other view.
    static func shownAttributedText(of view: IBView) -> [IBTextFragment]? {
        switch view.kind {
        case .label(let label): label.text == nil ? label.attributedText : nil
        case .textView(let textView): textView.text == nil ? textView.attributedText : nil
        case .button(let button): button.shownAttributedTitle
        default: nil
        }
    }

    /// The font of the first run of the view's shown attributed text that names one: an attributed string's own
    /// fonts are the ones UIKit draws it in, whatever the view's `font`
    /// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext). Bezel draws a view's text in
    /// one font, so the first run's stands for the others.
    static func runFont(of view: IBView) -> IBFont? {
        shownAttributedText(of: view)?.lazy.compactMap(\.font).first
    }

    /// The runs of a label's or text view's attributed text or a button's shown attributed title, each in its own font
    /// and colour (`AttributedRun`), when they differ in
    /// either: UIKit draws and measures each run in its own attributes
    /// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext). A run that names no font is taken to be
    /// in the label's `font` (else the system font at 17 pt, as `ViewTypography` reads a label with none), one that sets
    /// no colour in the label's text colour (assumed: Xcode saves a font and colour with each run); consecutive runs
    /// alike are one. `nil` for plain text, for runs all alike (the view's font and colour
    /// stand for them, `runFont`, `runColour`), and for a run in a Dynamic Type style, which the view's text style
    /// stands for as before.
    static func attributedRuns(of view: IBView, viewFont: IBFont?, resources: IBResources) -> [AttributedRun]? {
        guard let fragments = shownAttributedText(of: view), fragments.count > 1 else { return nil }
        let viewColour = view.color("textColor").flatMap { hex($0, resources: resources) }
        var runs: [AttributedRun] = []
        for fragment in fragments {
            let font = fragment.font ?? viewFont
            if font?.style != nil { return nil }
            let name = font.flatMap(fontName(of:)) ?? "system"
            let colour = fragment.color.flatMap { hex($0, resources: resources) } ?? viewColour
            let run = AttributedRun(text: fragment.content, font: name, pointSize: font?.pointSize ?? 17, color: colour)
            if let last = runs.last, last.font == run.font, last.pointSize == run.pointSize, last.color == run.color {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        return runs.count > 1 ? runs : nil
    }

    /// The line spacing of the view's shown attributed text: the first paragraph style its runs give, which NSAttributedString
    /// applies to the whole paragraph ("assigning the first paragraph style attribute value in each paragraph to all
    /// characters of the paragraph",
    /// https://developer.apple.com/documentation/foundation/nsmutableattributedstring/fixparagraphstyleattribute(in:));
    /// `nil` when it sets neither `lineSpacing` nor `lineHeightMultiple` (docs/research/ib-defaults.md §110).
    static func paragraphSpacing(of view: IBView) -> ParagraphSpacing? {
        guard let style = shownAttributedText(of: view)?.lazy.compactMap(\.paragraphStyle).first else { return nil }
        let spacing = ParagraphSpacing(lineSpacing: style.lineSpacing ?? 0, lineHeightMultiple: style.lineHeightMultiple ?? 0)
        return spacing == ParagraphSpacing() ? nil : spacing
    }

    /// The colour of the first run of the view's shown attributed text that sets one
    /// (`NSForegroundColorAttributeName`, `<color key="NSColor">`), which UIKit draws in place of the view's text
    /// colour (as `runFont`); `nil` when no run sets one.
    static func runColour(of view: IBView) -> IBColor? {
        shownAttributedText(of: view)?.lazy.compactMap(\.color).first
    }

    private static func apply(_ font: IBFont?, to spec: inout ViewSpec) {
        guard let font else { return }
        if let style = font.style, let textStyle = TextStyle(uiKitName: style) {
            spec.textStyle = textStyle
            return
        }
        spec.fontSize = font.pointSize
        spec.fontName = fontName(of: font)
    }

    /// The name `ViewSpec.fontName` and `TextContent.font` give a font description that is not a text style:
    /// `boldSystem`, `system` or `system-WEIGHT`, else the font's own name (nil: the system font).
    private static func fontName(of font: IBFont) -> String? {
        switch font.type {
        case "boldSystem": "boldSystem"
        case "system": font.weight.map { "system-\($0)" } ?? "system"
        default: font.name
        }
    }

    /// The background of a navigation bar, toolbar or tab bar the document places as a view of its own, with a
    /// `barTintColor`: no controller manages such a bar, so UIKit ignores its scroll-edge appearance and draws its
    /// standard appearance at every scroll position ("If no navigation controller manages your navigation bar, UIKit
    /// ignores this property and uses the standard appearance",
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance; the same for toolbars,
    /// https://developer.apple.com/documentation/uikit/uitoolbar/scrolledgeappearance, and tab bars,
    /// https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance), whose background is the bar
    /// tint, "made translucent by default unless you set the isTranslucent property to false"
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor). Translucent at the opacity of
    /// the default bar's fill (`Theme.barBackground`, 240 of 255: the approximation the navigation controller's bar
    /// uses); a system colour's name keeps its own opacity.
    static func standaloneBarFill(_ tint: String, isTranslucent: Bool) -> String {
        guard isTranslucent, tint.hasPrefix("#") else { return tint }
        let opaque = String(tint.prefix(7))
        let alpha = tint.count == 9 ? Int(tint.suffix(2), radix: 16) ?? 255 : 255
        return alpha <= 0xF0 ? tint : opaque + "F0"
    }

    /// A view's `color`: a system colour UIKit's table holds by its name (`systemBackgroundColor` →
    /// `systemBackground`), so it follows the appearance as in UIKit (its light value equals
    /// the one Xcode saves in the document's `<systemColor>` resources); otherwise `#RRGGBB[AA]` for a
    /// colour with components (sRGB or white), nil for system and named colours without values. A named colour
    /// of the project's asset catalogue (`IBResources.assetColors`) comes first, as UIKit loads it.
    static func hex(_ color: IBColor, resources: IBResources) -> String? {
        var color = color
        if let name = color.name, let asset = resources.assetColors[name] { return asset }
        if let name = color.name, let named = resources.namedColor(name)?.color { color = named }
        if let name = color.systemColor, let system = SystemColor(interfaceBuilderName: name), color.alpha == nil {
            return system.rawValue
        }
        if let name = color.systemColor, let system = resources.systemColor(name)?.color { color = system }
        // Before Xcode 11 a standard colour was saved by its UIColor name alone (`cocoaTouchSystemColor="darkTextColor"`).
        if color.systemColor == nil, color.white == nil, color.red == nil, color.alpha == nil,
           let name = color.cocoaTouchSystemColor, let value = SystemColor.colour(uiKitName: name) {
            return value
        }
        func byte(_ value: Double) -> String {
            let clamped = Int((max(0, min(1, value)) * 255).rounded())
            let digits = String(clamped, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        let alpha = color.alpha ?? 1
        let suffix = alpha < 1 ? byte(alpha) : ""
        if let white = color.white { return "#" + byte(white) + byte(white) + byte(white) + suffix }
        if var red = color.red, var green = color.green, var blue = color.blue {
            // Display P3 components are converted (`DisplayP3`); sRGB, device and calibrated RGB are taken as
            // sRGB components (calibrated RGB's own curve and primaries are not converted).
            if color.customColorSpace == "displayP3" { (red, green, blue) = DisplayP3.toSRGB(red: red, green: green, blue: blue) }
            return "#" + byte(red) + byte(green) + byte(blue) + suffix
        }
        return nil
    }

    /// The size in points of the image `name` as the document's `<resources>` record it: an image's own size, or
    /// for an SF Symbol (`catalog="system"`, whose recorded size is only its outline's) the size it is drawn at with
    /// no configuration (`SymbolImageSize`).
    static func imageSize(named name: String, resources: IBResources) -> Size? {
        guard let resource = resources.image(named: name), let size = resource.size else { return nil }
        guard resource.catalog == "system" else { return size }
        return SymbolImageSize.image(named: name, outline: size).size
    }

    /// The size of the alignment rectangle of the SF Symbol `name` drawn at `pointSize` (`SymbolImageSize.alignmentSize`);
    /// nil for an image that is not a symbol.
    static func symbolAlignmentSize(named name: String, pointSize: Double, resources: IBResources) -> Size? {
        guard let resource = resources.image(named: name), resource.catalog == "system", let outline = resource.size,
              outline.width > 0, outline.height > 0 else { return nil }
        return SymbolImageSize.alignmentSize(outline: outline, pointSize: pointSize)
    }

    /// The SF Symbol an image view shows, as `SymbolImageSize` draws it with the view's configuration and scale: its
    /// size, and how far the frame reaches past the alignment rectangle, one line of its point size tall whatever the
    /// symbol. nil for other views and images.
    static func symbolImage(of view: IBView, resources: IBResources) -> (size: Size, alignmentRectInsets: EdgeInsets)? {
        guard case .imageView(let image) = view.kind, let name = image.image, let resource = resources.image(named: name),
              resource.catalog == "system", let outline = resource.size else { return nil }
        return SymbolImageSize.image(named: name, outline: outline, configuration: image.symbolConfiguration, scale: image.symbolScale)
    }

    /// The intrinsic size Interface Builder measured for a view of an `@IBDesignable` class (`IBDesignable`): the
    /// class's own code sized it, so it replaces the size Bezel would derive from the kind and the text. Nil where it
    /// cannot stand for the view at every width: a label or text view that wraps (the measured size is its text on the
    /// width it had; the code wraps it at the width it is given).
    static func designableContent(_ designable: IBDesignable, of view: IBView) -> IntrinsicContent? {
        switch view.kind {
        case .label(let label) where label.numberOfLines != 1: return nil
        case .textView: return nil
        default: return IntrinsicContent(width: designable.width, height: designable.height)
        }
    }

    /// The control's intrinsic size, or nil to derive it from the kind and text (labels, buttons, fields). A placeholder
    /// intrinsic size comes first, as the editor lays the view out with it, then `designable`'s (`designableContent`).
    static func intrinsicContent(of view: IBView, resources: IBResources, designable: IBDesignable? = nil) -> IntrinsicContent? {
        // Interface Builder's "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth="40"`, or
        // `"infinite"` for none): the size a custom view's code will report, which the editor laid the
        // view out with (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize).
        let width = view[attribute: "placeholderIntrinsicWidth"], height = view[attribute: "placeholderIntrinsicHeight"]
        if width != nil || height != nil {
            return IntrinsicContent(width: width.flatMap(Double.init), height: height.flatMap(Double.init))
        }
        if let designable, let content = designableContent(designable, of: view) { return content }
        switch view.kind {
        case .imageView(let image):
            if let symbol = symbolImage(of: view, resources: resources) { return .image(symbol.size) }
            guard let size = image.image.flatMap({ imageSize(named: $0, resources: resources) }) else { return IntrinsicContent.none }
            return .image(size)
        case .bar:
            // A navigation bar, toolbar or tab bar placed as a view: its height is UIKit's for the
            // device (44 or 50 pt, Layout's bar metrics); assumed: the height Interface Builder saved.
            return view.frame.map { .fixedHeight($0.height) }
        default:
            return nil
        }
    }
}

extension TextStyle {
    /// A Dynamic Type style by UIKit's constant name (`UICTFontTextStyleBody`, `UICTFontTextStyleTitle1`).
    /// Two names are not the style's: the large title is `Title0`, and the subheadline `Subhead`, the value
    /// Interface Builder writes for Subheadline (docs/research/ib-defaults.md §21).
    init?(uiKitName: String) {
        let prefix = "UICTFontTextStyle"
        guard uiKitName.hasPrefix(prefix) else { return nil }
        let name = String(uiKitName.dropFirst(prefix.count))
        guard let first = name.first else { return nil }
        let lowered = first.lowercased() + name.dropFirst()
        switch lowered {
        case "title0": self = .largeTitle
        case "subhead": self = .subheadline
        default: self.init(rawValue: lowered)
        }
    }
}
