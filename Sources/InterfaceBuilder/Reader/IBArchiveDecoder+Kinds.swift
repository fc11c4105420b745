import Diagnostics

extension IBArchiveDecoder {
    /// The kind-specific properties of an archived view, as the document format writes them: attributes go to
    /// `attributes`, property elements (fonts, colours, states, items) to `children` (docs/research/ib-defaults.md §126).
    mutating func kindProperties(_ object: IBElement, element: String, attributes: inout [(String, String)], children: inout [IBElement]) {
        /// An enumeration written as a raw value, by its name in the document format.
        func named(_ key: String, _ names: [Int: String], as attribute: String) {
            if let raw = integer(object, key), let name = names[raw] { attributes.append((attribute, name)) }
        }
        func flag(_ key: String, as attribute: String) {
            if let value = bool(object, key) { attributes.append((attribute, value ? "YES" : "NO")) }
        }
        func numeric(_ key: String, as attribute: String) {
            if let value = number(object, key, bound: IBDecoder.valueBound) { attributes.append((attribute, Self.format(value))) }
        }
        func colour(_ key: String, as name: String) {
            if let archived = value(object, key), let color = color(archived, key: name) { children.append(color) }
        }
        func text(_ key: String, as attribute: String) {
            if let value = string(object, key) { attributes.append((attribute, value)) }
        }
        let alignments = [0: "left", 1: "center", 2: "right", 3: "justified", 4: "natural"]
        let lineBreaks = [0: "wordWrap", 1: "characterWrap", 2: "clip", 3: "headTruncation", 4: "tailTruncation", 5: "middleTruncation"]

        switch element {
        case "label":
            text("IBUIText", as: "text")
            named("IBUITextAlignment", alignments, as: "textAlignment")
            numeric("IBUINumberOfLines", as: "numberOfLines")
            named("IBUILineBreakMode", lineBreaks, as: "lineBreakMode")
            named("IBUIBaselineAdjustment", [0: "alignBaselines", 1: "alignCenters", 2: "none"], as: "baselineAdjustment")
            flag("IBUIAdjustsFontSizeToFit", as: "adjustsFontSizeToFit")
            numeric("IBUIMinimumFontSize", as: "minimumFontSize")
            numeric("IBUIMinimumScaleFactor", as: "minimumScaleFactor")
            numeric("preferredMaxLayoutWidth", as: "preferredMaxLayoutWidth")
            if let font = font(object) { children.append(font) }
            colour("IBUITextColor", as: "textColor")
            colour("IBUIHighlightedColor", as: "highlightedColor")
            colour("IBUIShadowColor", as: "shadowColor")
            if let offset = value(object, "IBUIShadowOffset"),
               let numbers = numbers(in: offset, key: "IBUIShadowOffset", count: 2, example: "{0, -1}") {
                children.append(Self.make("size", [("key", "shadowOffset"), ("width", Self.format(numbers[0])),
                                                   ("height", Self.format(numbers[1]))], from: offset))
            }
        case "button":
            // `UIButton.ButtonType` by raw value (https://developer.apple.com/documentation/uikit/uibutton/buttontype); the
            // archive leaves out the default, 0, custom.
            named("IBUIButtonType", [0: "custom", 1: "roundedRect", 2: "detailDisclosure", 3: "infoLight", 4: "infoDark",
                                     5: "contactAdd"], as: "buttonType")
            if !attributes.contains(where: { $0.0 == "buttonType" }) { attributes.append(("buttonType", "custom")) }
            contentAlignment(object, &attributes)
            named("IBUILineBreakMode", lineBreaks, as: "lineBreakMode")
            if let font = font(object) { children.append(font) }
            // `UIControl`'s state: `IBUIEnabled` as an archive saves it beside `IBUIDisabledTitle`
            // (johndpope/jzb-study-campus.objc @ f0ad5d1, _old_/iTest/MyClass.xib); `IBUISelected` and
            // `IBUIHighlighted` are assumed by the same naming (no archive seen saves them).
            flag("IBUIEnabled", as: "enabled")
            flag("IBUISelected", as: "selected")
            flag("IBUIHighlighted", as: "highlighted")
            for (state, prefix) in [("normal", "Normal"), ("highlighted", "Highlighted"), ("disabled", "Disabled"), ("selected", "Selected")] {
                var stateAttributes: [(String, String)] = [("key", state)]
                if let title = string(object, "IBUI\(prefix)Title") { stateAttributes.append(("title", title)) }
                if let image = resourceName(object, "IBUI\(prefix)Image") { stateAttributes.append(("image", image)) }
                if let image = resourceName(object, "IBUI\(prefix)BackgroundImage") { stateAttributes.append(("backgroundImage", image)) }
                var colors: [IBElement] = []
                if let archived = value(object, "IBUI\(prefix)TitleColor"), let color = color(archived, key: "titleColor") { colors.append(color) }
                if let archived = value(object, "IBUI\(prefix)TitleShadowColor"), let color = color(archived, key: "titleShadowColor") {
                    colors.append(color)
                }
                if stateAttributes.count > 1 || !colors.isEmpty {
                    children.append(Self.make("state", stateAttributes, colors, from: object))
                }
            }
        case "imageView":
            if let image = resourceName(object, "IBUIImage") { attributes.append(("image", image)) }
            if let image = resourceName(object, "IBUIHighlightedImage") { attributes.append(("highlightedImage", image)) }
        case "textView", "textField":
            if let value = string(object, "IBUIText") {
                if element == "textView" {
                    children.append(Self.make("string", [("key", "text")], text: value, from: object))
                } else {
                    attributes.append(("text", value))
                }
            }
            named("IBUITextAlignment", alignments, as: "textAlignment")
            if let font = font(object) { children.append(font) }
            colour("IBUITextColor", as: "textColor")
            if element == "textView" {
                flag("IBUIEditable", as: "editable")
                scrollProperties(object, &attributes)
            } else {
                text("IBUIPlaceholder", as: "placeholder")
                named("IBUIBorderStyle", [0: "none", 1: "line", 2: "bezel", 3: "roundedRect"], as: "borderStyle")
                numeric("IBUIMinimumFontSize", as: "minimumFontSize")
                flag("IBUIAdjustsFontSizeToFit", as: "adjustsFontSizeToFit")
                named("IBUIClearButtonMode", [0: "never", 1: "whileEditing", 2: "unlessEditing", 3: "always"], as: "clearButtonMode")
                contentAlignment(object, &attributes)
            }
        case "scrollView":
            scrollProperties(object, &attributes)
        case "tableView":
            named("IBUIStyle", [0: "plain", 1: "grouped"], as: "style")
            named("IBUISeparatorStyle", [0: "none", 1: "default", 2: "singleLineEtched"], as: "separatorStyle")
            numeric("IBUIRowHeight", as: "rowHeight")
            numeric("IBUISectionHeaderHeight", as: "sectionHeaderHeight")
            numeric("IBUISectionFooterHeight", as: "sectionFooterHeight")
            scrollProperties(object, &attributes)
        case "tableViewCell":
            text("IBUIReuseIdentifier", as: "reuseIdentifier")
            numeric("IBUIRowHeight", as: "rowHeight")
            named("IBUITableViewCellStyle", [0: "IBUITableViewCellStyleDefault", 1: "IBUITableViewCellStyleValue1",
                                              2: "IBUITableViewCellStyleValue2", 3: "IBUITableViewCellStyleSubtitle"], as: "style")
            named("IBUISelectionStyle", [0: "none", 1: "blue", 2: "gray", 3: "default"], as: "selectionStyle")
            named("IBUIAccessoryType", [0: "none", 1: "disclosureIndicator", 2: "detailDisclosureButton", 3: "checkmark"], as: "accessoryType")
        case "switch":
            flag("IBUIOn", as: "on")
            contentAlignment(object, &attributes)
        case "slider":
            numeric("IBUIValue", as: "value")
            numeric("IBUIMinValue", as: "minValue")
            numeric("IBUIMaxValue", as: "maxValue")
            contentAlignment(object, &attributes)
        case "progressView":
            numeric("IBUIProgress", as: "progress")
            named("IBUIProgressViewStyle", [0: "default", 1: "bar"], as: "progressViewStyle")
        case "activityIndicatorView":
            // The archive writes a value only where it differs from UIKit's own default: `IBUIStyle` is left out for
            // white (`UIActivityIndicatorView.Style` 1) and `IBUIHidesWhenStopped` for YES, while the document format
            // writes the style always and `hidesWhenStopped="YES"` when it holds (docs/research/ib-defaults.md §133).
            let styles = [0: "whiteLarge", 1: "white", 2: "gray"]
            attributes.append(("style", integer(object, "IBUIStyle").flatMap { styles[$0] } ?? "white"))
            flag("IBUIAnimating", as: "animating")
            attributes.append(("hidesWhenStopped", (bool(object, "IBUIHidesWhenStopped") ?? true) ? "YES" : "NO"))
        case "pageControl":
            if let pages = integer(object, "IBNumberOfPages") ?? integer(object, "IBUINumberOfPages") {
                attributes.append(("numberOfPages", String(pages)))
            }
            if let page = integer(object, "IBCurrentPage") ?? integer(object, "IBUICurrentPage") { attributes.append(("currentPage", String(page))) }
        case "segmentedControl":
            named("IBSegmentControlStyle", [0: "plain", 1: "bordered", 2: "bar", 7: "bezeled"], as: "segmentControlStyle")
            if let selected = integer(object, "IBSelectedSegmentIndex") { attributes.append(("selectedSegmentIndex", String(selected))) }
            if let titles = value(object, "IBSegmentTitles") {
                let segments = items(titles).prefix(limits.listItems).map { Self.make("segment", [("title", Self.text(of: $0))], from: $0) }
                children.append(Self.make("segments", [], Array(segments), from: titles))
            }
        case "searchBar":
            text("IBText", as: "text")
            text("IBPlaceholder", as: "placeholder")
            text("IBPrompt", as: "prompt")
        case "navigationBar", "toolbar", "tabBar":
            named("IBUIBarStyle", [0: "default", 1: "black", 2: "black"], as: "barStyle")
            attributes.append(("translucent", integer(object, "IBUIBarStyle") == 2 || bool(object, "IBUITranslucent") == true ? "YES" : "NO"))
            if let list = value(object, "IBUIItems") {
                var entries: [IBElement] = []
                for item in items(list).prefix(limits.listItems) {
                    switch Self.className(item) {
                    case "IBUINavigationItem": entries.append(navigationItem(item, key: nil))
                    case "IBUIBarButtonItem", "IBUITabBarItem": entries.append(barItem(item, key: nil))
                    default: break
                    }
                }
                if !entries.isEmpty { children.append(Self.make("items", [], entries, from: list)) }
            }
        default:
            break
        }
    }

    /// `UIControl.ContentHorizontalAlignment` and `ContentVerticalAlignment` by raw value
    /// (https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment); the archive leaves out 0,
    /// centre.
    mutating func contentAlignment(_ object: IBElement, _ attributes: inout [(String, String)]) {
        let horizontal = integer(object, "IBUIContentHorizontalAlignment") ?? 0
        let vertical = integer(object, "IBUIContentVerticalAlignment") ?? 0
        attributes.append(("contentHorizontalAlignment", [0: "center", 1: "left", 2: "right", 3: "fill"][horizontal] ?? "center"))
        attributes.append(("contentVerticalAlignment", [0: "center", 1: "top", 2: "bottom", 3: "fill"][vertical] ?? "center"))
    }

    mutating func scrollProperties(_ object: IBElement, _ attributes: inout [(String, String)]) {
        for (key, attribute) in [("IBUIScrollEnabled", "scrollEnabled"), ("IBUIPagingEnabled", "pagingEnabled"), ("IBUIBounces", "bounces"),
                                 ("IBUIShowsHorizontalScrollIndicator", "showsHorizontalScrollIndicator"),
                                 ("IBUIShowsVerticalScrollIndicator", "showsVerticalScrollIndicator")] {
            if let value = bool(object, key) { attributes.append((attribute, value ? "YES" : "NO")) }
        }
    }

    /// `UIBarButtonItem.SystemItem` by raw value (https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem).
    static let systemItems: [Int: String] = [
        0: "done", 1: "cancel", 2: "edit", 3: "save", 4: "add", 5: "flexibleSpace", 6: "fixedSpace", 7: "compose", 8: "reply",
        9: "action", 10: "organize", 11: "bookmarks", 12: "search", 13: "refresh", 14: "stop", 15: "camera", 16: "trash",
        17: "play", 18: "pause", 19: "rewind", 20: "fastForward", 21: "undo", 22: "redo", 23: "pageCurl",
    ]

    /// A bar button or tab bar item: title, style (`UIBarButtonItem.Style`: plain, bordered, done), system item, width, image.
    /// Items and navigation items get no id: one may be written out for a bar and for a controller both.
    mutating func barItem(_ item: IBElement, key: String?) -> IBElement {
        var attributes: [(String, String)] = []
        if let key { attributes.append(("key", key)) }
        if let title = string(item, "IBUITitle") { attributes.append(("title", title)) }
        if let image = resourceName(item, "IBUIImage") { attributes.append(("image", image)) }
        if let style = integer(item, "IBUIStyle"), let name = [0: "plain", 1: "bordered", 2: "done"][style] {
            attributes.append(("style", name))
        }
        if let system = integer(item, "IBUISystemItemIdentifier"), let name = Self.systemItems[system] {
            attributes.append(("systemItem", name))
        }
        if let width = number(item, "IBUIWidth") { attributes.append(("width", Self.format(width))) }
        let name = Self.className(item) == "IBUITabBarItem" ? "tabBarItem" : "barButtonItem"
        return Self.make(name, attributes, from: item)
    }

    /// A navigation item: title, prompt and its left and right bar button items.
    mutating func navigationItem(_ item: IBElement, key: String?) -> IBElement {
        var attributes: [(String, String)] = []
        if let key { attributes.append(("key", key)) }
        if let title = string(item, "IBUITitle") { attributes.append(("title", title)) }
        if let prompt = string(item, "IBPrompt") ?? string(item, "IBUIPrompt") { attributes.append(("prompt", prompt)) }
        var children: [IBElement] = []
        for (archiveKey, documentKey) in [("IBUILeftBarButtonItem", "leftBarButtonItem"), ("IBUIRightBarButtonItem", "rightBarButtonItem")] {
            if let button = value(item, archiveKey) { children.append(barItem(button, key: documentKey)) }
        }
        return Self.make("navigationItem", attributes, children, from: item)
    }
}
