import Diagnostics
import Geometry

extension IBDecoder {
    /// The kind-specific properties of `element`; children it does not use go to `view.otherElements`.
    mutating func kind(of element: IBElement, rest: [IBElement], view: inout IBView) -> IBViewKind {
        var unused: [IBElement] = []
        var font: IBFont?
        var text = element[attribute: "text"]
        var attributedText: [IBTextFragment]?
        var insets: [String: EdgeInsets] = [:]
        var scrollContentSize: Size?
        var shadowOffset: Size?
        for child in rest {
            switch (child.name, child[attribute: "key"]) {
            case ("fontDescription", _): font = self.font(child)
            // A text too long for an attribute is a `<string key="text">` child, or a `<mutableString key="text">`
            // one when Interface Builder kept it as a mutable string: the same characters (docs/research/ib-defaults.md §105).
            case ("string", "text"), ("mutableString", "text"): text = child.text
            case ("attributedString", _): attributedText = fragments(child)
            case ("inset", let key?): insets[key] = self.insets(child)
            case ("size", "contentSize"): scrollContentSize = size(child)
            case ("size", "shadowOffset") where element.name == "label": shadowOffset = size(child)
            default: unused.append(child)
            }
        }
        defer { view.otherElements += unused }

        if ["scrollView", "tableView", "collectionView", "textView"].contains(element.name) {
            view.scroll = IBScrollProperties(
                contentInsetAdjustmentBehavior: element[attribute: "contentInsetAdjustmentBehavior"],
                contentInset: insets["contentInset"], scrollIndicatorInsets: insets["scrollIndicatorInsets"],
                contentSize: scrollContentSize, isScrollEnabled: bool(element, "scrollEnabled", absent: true),
                isPagingEnabled: bool(element, "pagingEnabled"), bounces: bool(element, "bounces", absent: true),
                alwaysBounceVertical: bool(element, "alwaysBounceVertical"),
                alwaysBounceHorizontal: bool(element, "alwaysBounceHorizontal"),
                showsHorizontalScrollIndicator: bool(element, "showsHorizontalScrollIndicator", absent: true),
                showsVerticalScrollIndicator: bool(element, "showsVerticalScrollIndicator", absent: true),
                keyboardDismissMode: element[attribute: "keyboardDismissMode"])
        }

        /// Takes the first unused child matching `test` out of `unused`.
        func take(_ test: (IBElement) -> Bool) -> IBElement? {
            guard let index = unused.firstIndex(where: test) else { return nil }
            return unused.remove(at: index)
        }
        func takeAll(_ test: (IBElement) -> Bool) -> [IBElement] {
            let taken = unused.filter(test)
            unused.removeAll(where: test)
            return taken
        }

        switch element.name {
        case "label":
            return .label(IBLabel(
                text: text, attributedText: attributedText, font: font, textAlignment: element[attribute: "textAlignment"],
                numberOfLines: integer(element, "numberOfLines") ?? 1, lineBreakMode: element[attribute: "lineBreakMode"],
                baselineAdjustment: element[attribute: "baselineAdjustment"],
                adjustsFontSizeToFit: bool(element, "adjustsFontSizeToFit", absent: true),
                adjustsFontForContentSizeCategory: bool(element, "adjustsFontForContentSizeCategory"),
                minimumScaleFactor: number(element, "minimumScaleFactor"), minimumFontSize: number(element, "minimumFontSize"),
                preferredMaxLayoutWidth: number(element, "preferredMaxLayoutWidth"),
                shadowOffset: shadowOffset))
        case "button":
            var button = IBButton(buttonType: element[attribute: "buttonType"], font: font,
                                  lineBreakMode: element[attribute: "lineBreakMode"],
                                  contentEdgeInsets: insets["contentEdgeInsets"], titleEdgeInsets: insets["titleEdgeInsets"],
                                  imageEdgeInsets: insets["imageEdgeInsets"])
            button.isSelected = bool(element, "selected")
            button.isEnabled = bool(element, "enabled", absent: true)
            button.isHighlighted = bool(element, "highlighted")
            for state in takeAll({ $0.name == "state" }) {
                var decoded = IBButtonState(key: state[attribute: "key"] ?? "normal", title: state[attribute: "title"],
                                            image: state[attribute: "image"],
                                            backgroundImage: state[attribute: "backgroundImage"], location: state.location)
                for child in state.children {
                    if child.name == "color" { decoded.colors.append(color(child)) }
                    if child.name == "attributedString" { decoded.attributedTitle = fragments(child) }
                    if child.name == "string", child[attribute: "key"] == "title" { decoded.title = child.text }
                    if child.name == "imageReference", child[attribute: "key"] == "image" { decoded.image = child[attribute: "image"] }
                    if child.name == "preferredSymbolConfiguration", child[attribute: "key"] == "preferredSymbolConfiguration" {
                        decoded.symbolConfiguration = IBSymbolConfiguration(
                            pointSize: number(child, "pointSize"), font: child.child("fontDescription").map { self.font($0) })
                    }
                }
                button.states.append(decoded)
            }
            if let configuration = take({ $0.name == "buttonConfiguration" }) {
                button.configuration = buttonConfiguration(configuration)
            }
            return .button(button)
        case "textField":
            return .textField(IBTextField(
                text: text, placeholder: element[attribute: "placeholder"], borderStyle: element[attribute: "borderStyle"],
                textAlignment: element[attribute: "textAlignment"], font: font,
                minimumFontSize: number(element, "minimumFontSize"), adjustsFontSizeToFit: bool(element, "adjustsFontSizeToFit"),
                clearButtonMode: element[attribute: "clearButtonMode"]))
        case "textView":
            return .textView(IBTextView(
                text: text, attributedText: attributedText, font: font, textAlignment: element[attribute: "textAlignment"],
                isEditable: bool(element, "editable", absent: true), isSelectable: bool(element, "selectable", absent: true)))
        case "imageView":
            var image = IBImageView(image: element[attribute: "image"], highlightedImage: element[attribute: "highlightedImage"])
            if let reference = take({ $0.name == "imageReference" && $0[attribute: "key"] == "image" }) {
                image.image = reference[attribute: "image"]
                image.imageCatalog = reference[attribute: "catalog"]
                image.symbolScale = reference[attribute: "symbolScale"]
            }
            if let configuration = take({ $0.name == "preferredSymbolConfiguration" && $0[attribute: "key"] == "preferredSymbolConfiguration" }) {
                image.symbolConfiguration = IBSymbolConfiguration(
                    pointSize: number(configuration, "pointSize"), font: configuration.child("fontDescription").map { self.font($0) })
            }
            return .imageView(image)
        case "stackView":
            return .stackView(IBStackView(
                axis: element[attribute: "axis"] ?? "horizontal", distribution: element[attribute: "distribution"] ?? "fill",
                alignment: element[attribute: "alignment"] ?? "fill",
                // `spacingType="standard"`: UIStackView.spacingUseSystem, the system spacing between
                // siblings, 8 pt (docs/research/ib-defaults.md §3).
                spacing: element[attribute: "spacingType"] == "standard" ? 8 : number(element, "spacing", absent: 0),
                baselineRelativeArrangement: bool(element, "baselineRelativeArrangement"),
                layoutMarginsRelativeArrangement: bool(element, "layoutMarginsRelativeArrangement")))
        case "scrollView":
            return .scrollView
        case "tableView":
            var table = IBTableView(
                style: element[attribute: "style"] ?? "plain", dataMode: element[attribute: "dataMode"],
                rowHeight: number(element, "rowHeight"), estimatedRowHeight: number(element, "estimatedRowHeight"),
                sectionHeaderHeight: number(element, "sectionHeaderHeight"),
                sectionFooterHeight: number(element, "sectionFooterHeight"),
                estimatedSectionHeaderHeight: number(element, "estimatedSectionHeaderHeight"),
                estimatedSectionFooterHeight: number(element, "estimatedSectionFooterHeight"),
                separatorStyle: element[attribute: "separatorStyle"], separatorInset: insets["separatorInset"])
            if let prototypes = take({ $0.name == "prototypes" }) {
                table.prototypes = prototypes.children.filter { isView($0) }.map { self.view($0) }
            }
            if let sections = take({ $0.name == "sections" }) {
                for section in sections.children where section.name == "tableViewSection" {
                    var decoded = IBTableViewSection(id: section[attribute: "id"], headerTitle: section[attribute: "headerTitle"],
                                                     footerTitle: section[attribute: "footerTitle"], location: section.location)
                    if let cells = section.child("cells") {
                        decoded.cells = cells.children.filter { isView($0) }.map { self.view($0) }
                    }
                    table.sections.append(decoded)
                }
            }
            return .tableView(table)
        case "tableViewCell":
            return .tableViewCell(cell(element))
        case "collectionViewCell":
            return .collectionViewCell(cell(element))
        case "collectionReusableView":
            return .collectionReusableView(cell(element))
        case "collectionView":
            var collection = IBCollectionView(dataMode: element[attribute: "dataMode"])
            if let layout = take({ $0[attribute: "key"] == "collectionViewLayout" }) {
                collection.layout = flowLayout(layout)
            }
            if let cells = take({ $0.name == "cells" }) {
                collection.cells = cells.children.filter { isView($0) }.map { self.view($0) }
            }
            collection.reusableViews = takeAll { $0.name == "collectionReusableView" }.map { self.view($0) }
            return .collectionView(collection)
        case "switch":
            return .switchControl(IBSwitch(isOn: bool(element, "on")))
        case "slider":
            // A control's values are not points: only finite, within `valueBound`.
            return .slider(IBSlider(value: number(element, "value", absent: 0, bound: Self.valueBound),
                                    minValue: number(element, "minValue", absent: 0, bound: Self.valueBound),
                                    maxValue: number(element, "maxValue", absent: 1, bound: Self.valueBound)))
        case "stepper":
            return .stepper(IBStepper(value: number(element, "value", absent: 0, bound: Self.valueBound),
                                      minimumValue: number(element, "minimumValue", absent: 0, bound: Self.valueBound),
                                      maximumValue: number(element, "maximumValue", absent: 100, bound: Self.valueBound),
                                      stepValue: number(element, "stepValue", absent: 1, bound: Self.valueBound)))
        case "progressView":
            return .progressView(IBProgressView(progress: number(element, "progress", absent: 0),
                                                progressViewStyle: element[attribute: "progressViewStyle"]))
        case "activityIndicatorView":
            // Interface Builder writes `hidesWhenStopped="YES"` when its box is ticked and nothing when it is not, so a
            // document without the attribute keeps a stopped indicator shown; UIKit's own default, true, is for
            // indicators made in code (docs/research/ib-defaults.md §128).
            return .activityIndicator(IBActivityIndicator(style: element[attribute: "style"], isAnimating: bool(element, "animating"),
                                                          hidesWhenStopped: bool(element, "hidesWhenStopped")))
        case "pageControl":
            // As many pages as a template's `pages:` may list (limit 'listItems'): before iOS 14 the control is as
            // wide as its dots, and a dot is drawn for each.
            var pages = integer(element, "numberOfPages") ?? 0
            if !(0...limits.listItems).contains(pages) {
                error("'numberOfPages' must be from 0 to \(limits.listItems) (limit 'listItems'), got '\(pages)'",
                      at: location(of: "numberOfPages", in: element))
                pages = 0
            }
            return .pageControl(IBPageControl(numberOfPages: pages, currentPage: integer(element, "currentPage") ?? 0))
        case "segmentedControl":
            var control = IBSegmentedControl(selectedSegmentIndex: integer(element, "selectedSegmentIndex"),
                                             segmentControlStyle: element[attribute: "segmentControlStyle"],
                                             apportionsSegmentWidthsByContent: bool(element, "apportionsSegmentWidthsByContent"))
            if let segments = take({ $0.name == "segments" }) {
                for segment in segments.children where segment.name == "segment" {
                    control.segments.append(IBSegment(title: segment[attribute: "title"], image: segment[attribute: "image"],
                                                      width: number(segment, "width")))
                }
            }
            return .segmentedControl(control)
        case "searchBar":
            // The scope titles are `<string>` children of `<scopeButtonTitles>`, one a title, in order.
            let scopeTitles = take({ $0.name == "scopeButtonTitles" })?.children.filter { $0.name == "string" }.map(\.text) ?? []
            return .searchBar(IBSearchBar(text: element[attribute: "text"], placeholder: element[attribute: "placeholder"],
                                          prompt: element[attribute: "prompt"], searchBarStyle: element[attribute: "searchBarStyle"],
                                          barStyle: element[attribute: "barStyle"], showsScopeBar: bool(element, "showsScopeBar"),
                                          scopeButtonTitles: scopeTitles, selectedScopeButtonIndex: integer(element, "selectedScopeButtonIndex")))
        case "datePicker":
            return .datePicker(IBDatePicker(datePickerMode: element[attribute: "datePickerMode"], style: element[attribute: "style"]))
        case "pickerView":
            return .pickerView
        case "navigationBar", "toolbar", "tabBar":
            var bar = IBBar(isTranslucent: bool(element, "translucent", absent: true), barStyle: element[attribute: "barStyle"],
                            prefersLargeTitles: bool(element, "largeTitles"))
            for (key, path) in [("titleTextAttributes", \IBBar.titleTextColor), ("largeTitleTextAttributes", \IBBar.largeTitleTextColor)] {
                guard let attributes = take({ $0.name == "textAttributes" && $0[attribute: "key"] == key }) else { continue }
                if let textColor = attributes.children.first(where: { $0.name == "color" && $0[attribute: "key"] == "textColor" }) {
                    bar[keyPath: path] = color(textColor)
                }
            }
            if let items = take({ $0.name == "items" }) {
                for item in items.children {
                    if item.name == "navigationItem" {
                        bar.navigationItems.append(navigationItem(item))
                    } else {
                        bar.items.append(barItem(item))
                    }
                }
            }
            return .bar(bar)
        case "visualEffectView":
            let effect = take { $0.name == "blurEffect" || $0.name == "vibrancyEffect" }
            return .visualEffectView(IBVisualEffect(effect: effect?.name, style: effect?[attribute: "style"]))
        case "containerView":
            return .containerView
        case "view", "tableViewCellContentView", "collectionViewCellContentView":
            return .plain
        default:
            return .other
        }
    }

    mutating func cell(_ element: IBElement) -> IBCell {
        IBCell(reuseIdentifier: element[attribute: "reuseIdentifier"], rowHeight: number(element, "rowHeight"),
               style: element[attribute: "style"], accessoryType: element[attribute: "accessoryType"],
               editingAccessoryType: element[attribute: "editingAccessoryType"],
               selectionStyle: element[attribute: "selectionStyle"], indentationWidth: number(element, "indentationWidth"))
    }

    mutating func flowLayout(_ element: IBElement) -> IBFlowLayout {
        var layout = IBFlowLayout(element: element.name, id: element[attribute: "id"], customClass: element[attribute: "customClass"],
                                  scrollDirection: element[attribute: "scrollDirection"],
                                  minimumLineSpacing: number(element, "minimumLineSpacing"),
                                  minimumInteritemSpacing: number(element, "minimumInteritemSpacing"),
                                  location: element.location)
        layout.automaticEstimatedItemSize = element[attribute: "automaticEstimatedItemSize"] == "YES"
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("size", "itemSize"): layout.itemSize = size(child)
            case ("size", "estimatedItemSize"): layout.estimatedItemSize = size(child)
            case ("size", "headerReferenceSize"): layout.headerReferenceSize = size(child)
            case ("size", "footerReferenceSize"): layout.footerReferenceSize = size(child)
            case ("inset", "sectionInset"): layout.sectionInset = insets(child)
            default: break
            }
        }
        return layout
    }

    mutating func buttonConfiguration(_ element: IBElement) -> IBButtonConfiguration {
        var configuration = IBButtonConfiguration(
            style: element[attribute: "style"], title: element[attribute: "title"], subtitle: element[attribute: "subtitle"],
            image: element[attribute: "image"], imagePlacement: element[attribute: "imagePlacement"],
            imagePadding: number(element, "imagePadding"), titlePadding: number(element, "titlePadding"),
            cornerStyle: element[attribute: "cornerStyle"], buttonSize: element[attribute: "buttonSize"],
            attributes: element.attributes, location: element.location)
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("directionalEdgeInsets", "contentInsets"): configuration.contentInsets = directionalInsets(child)
            case ("fontDescription", _): configuration.font = font(child)
            case ("imageReference", "image"): configuration.image = child[attribute: "image"]
            case ("string", "title"): configuration.title = child.text
            case ("attributedString", "attributedTitle"): configuration.attributedTitle = fragments(child)
            case ("color", _): configuration.colors.append(color(child))
            case ("backgroundConfiguration", "background"): configuration.background = backgroundConfiguration(child)
            default: configuration.otherElements.append(child)
            }
        }
        return configuration
    }

    mutating func backgroundConfiguration(_ element: IBElement) -> IBBackgroundConfiguration {
        var background = IBBackgroundConfiguration(
            cornerRadius: number(element, "cornerRadius"), image: element[attribute: "image"], attributes: element.attributes,
            location: element.location)
        for child in element.children {
            if child.name == "color" { background.colors.append(color(child)) } else { background.otherElements.append(child) }
        }
        return background
    }

    mutating func barItem(_ element: IBElement) -> IBBarItem {
        var item = IBBarItem(element: element.name, id: element[attribute: "id"], key: element[attribute: "key"],
                             title: element[attribute: "title"], image: element[attribute: "image"],
                             selectedImage: element[attribute: "selectedImage"], systemItem: element[attribute: "systemItem"],
                             style: element[attribute: "style"], attributes: element.attributes, location: element.location)
        for child in element.children {
            if child[attribute: "key"] == "customView", isView(child) { item.customView = view(child) }
            if child.name == "imageReference", child[attribute: "key"] == "image" { item.image = child[attribute: "image"] }
            if child.name == "connections" { item.connections = connections(child) }
        }
        return item
    }

    mutating func navigationItem(_ element: IBElement) -> IBNavigationItem {
        var item = IBNavigationItem(id: element[attribute: "id"], key: element[attribute: "key"], title: element[attribute: "title"],
                                    prompt: element[attribute: "prompt"],
                                    largeTitleDisplayMode: element[attribute: "largeTitleDisplayMode"],
                                    backButtonTitle: element[attribute: "backButtonTitle"], attributes: element.attributes,
                                    location: element.location)
        for child in element.children {
            if child.name == "barButtonItem" {
                item.barButtonItems.append(barItem(child))
            } else if child[attribute: "key"] == "titleView", isView(child) {
                item.titleView = view(child)
            } else if child.name.hasSuffix("BarButtonItems") {
                // `<leftBarButtonItems>`/`<rightBarButtonItems>`: lists whose items take the list's name as key.
                for entry in child.children where entry.name == "barButtonItem" {
                    var decoded = barItem(entry)
                    if decoded.key == nil { decoded.key = child.name }
                    item.barButtonItems.append(decoded)
                }
            }
        }
        return item
    }
}
