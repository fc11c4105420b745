/// The keys each mapping of the format takes, in the order messages list them. The JSON Schema
/// (`Templates/bezel.schema.json`) documents the same keys; a test keeps the two in step.
enum TemplateKeys {
    static let screen = [
        "screen", "ios", "statusBar", "launchScreen", "orientations", "devices", "idioms", "appearance", "layoutDirection",
        "description",
        "allow", "controller", "views", "constraints", "$schema",
    ]
    static let controller = [
        "navigationBar", "tabBar", "toolbar", "additionalSafeAreaInsets", "automaticallyAdjustsScrollViewInsets",
        "viewRespectsSystemMinimumLayoutMargins",
    ]
    static let navigationBar = ["title", "prompt", "largeTitle", "hidden", "back", "leadingItems", "trailingItems", "tint"]
    static let barButtonItem = ["title", "image", "systemImage", "system", "style", "width"]
    static let tabBarItem = ["title", "image", "systemImage", "system"]
    static let tabBar = ["items", "height", "hidden", "tint"]
    static let toolbar = ["items", "hidden", "tint"]

    /// Keys every view takes.
    static let viewCommon = [
        "id", "kind", "pin", "width", "height", "aspectRatio", "color", "bleed", "allow",
        "insetsLayoutMarginsFromSafeArea", "hugging", "compressionResistance", "views", "tint",
        "cornerRadius", "clipsToBounds", "borderWidth", "borderColor", "alpha", "hidden",
    ]
    /// Keys of views that show text (`ViewKind.showsText`).
    static let viewText = ["text", "textStyle", "fontSize", "fontWeight", "fontName", "textColor", "textAlignment", "lines"]
    /// Keys of scroll views (`ViewKind.isScrollView`).
    static let viewScroll = [
        "contentInset", "contentInsetAdjustmentBehavior", "refreshControl", "loadMoreFooter", "contentSize",
        "scrollEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal",
    ]
    /// Keys of tables and collections; `style` is the table's only.
    static let viewRows = ["style", "rows", "rowHeight", "sections", "sectionHeaderHeight"]
    /// Keys of a table's spelled-out rows (`cells:`), its sections and its rows.
    static let viewCells = ["cells"]
    static let cellSection = ["header", "footer", "rows"]
    static let cellRow = ["title", "detail", "image", "systemImage", "accessory", "style"]
    static let viewStack = ["axis", "spacing", "alignment", "distribution"]
    static let viewGrid = ["standardWidth", "standardColumns", "scale", "gap", "margin", "itemAspect", "items"]
    /// Keys of image views: the PNG beside the template (or the project's image, or an SF Symbol by name) and how it
    /// fills the view.
    static let viewImage = ["image", "systemImage", "contentMode"]
    /// Keys of the controls (`ControlSpec`), per kind in `controlKeys(_:)`.
    static let viewControl = [
        "isOn", "onTint", "thumbTint", "segments", "selectedSegment", "value", "minimumValue", "maximumValue",
        "minimumTrackTint", "maximumTrackTint", "progress", "progressTint", "trackTint", "progressStyle", "animating",
        "hidesWhenStopped", "indicatorStyle", "pages", "currentPage", "pageIndicatorTint", "currentPageIndicatorTint",
        "placeholder", "prompt", "barTint", "scopeTitles", "selectedScope", "datePickerMode", "datePickerStyle", "buttonType", "buttonStyle", "cornerStyle", "subtitle",
        "imagePlacement", "imagePadding", "customClass",
    ]
    static let viewAll = viewCommon + viewText + viewScroll + viewRows + viewCells + viewStack + viewGrid + viewImage + viewControl

    /// The control keys a view of `kind` takes.
    static func controlKeys(_ kind: ViewKind) -> [String] {
        switch kind {
        case .switchControl: ["isOn", "onTint", "thumbTint"]
        case .segmented: ["segments", "selectedSegment"]
        case .slider: ["value", "minimumValue", "maximumValue", "minimumTrackTint", "maximumTrackTint", "thumbTint"]
        case .stepper: ["value", "minimumValue", "maximumValue"]
        case .progress: ["progress", "progressTint", "trackTint", "progressStyle"]
        case .activity: ["animating", "hidesWhenStopped", "indicatorStyle"]
        case .pageControl: ["pages", "currentPage", "pageIndicatorTint", "currentPageIndicatorTint"]
        case .searchBar: ["text", "placeholder", "prompt", "barTint", "scopeTitles", "selectedScope"]
        case .textField: ["placeholder"]
        case .textView: viewText.filter { $0 != "lines" }
        case .datePicker: ["datePickerMode", "datePickerStyle"]
        case .button: ["buttonType", "buttonStyle", "cornerStyle", "subtitle", "image", "systemImage", "imagePlacement", "imagePadding"]
        case .custom: ["customClass"]
        default: []
        }
    }

    static let loadMoreFooter = ["height"]
    static let allowance = ["rule", "reason"]

    /// The keys a view of `kind` takes.
    static func view(_ kind: ViewKind) -> [String] {
        var keys = viewCommon
        if kind.showsText { keys += viewText }
        if kind.isScrollView { keys += viewScroll }
        if kind == .table { keys += viewRows + viewCells }
        if kind == .collection { keys += viewRows.filter { $0 != "style" } }
        if kind == .stack { keys += viewStack }
        if kind == .grid { keys += viewGrid }
        if kind == .image { keys += viewImage }
        keys += controlKeys(kind)
        return keys
    }

    /// The kinds that take `key`, for the message about a key on the wrong kind of view.
    static func kinds(taking key: String) -> [ViewKind] {
        ViewKind.allCases.filter { view($0).contains(key) }
    }
}
