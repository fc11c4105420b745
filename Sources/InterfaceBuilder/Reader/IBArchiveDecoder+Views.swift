import Diagnostics

extension IBArchiveDecoder {
    /// The document format's element for each archived view class (docs/research/ib-defaults.md §125). A class not
    /// listed that is shaped like a view (a frame, `NSvFlags` or subviews) keeps its name less the `IB` prefix
    /// (`IBUIFooView` → `fooView`), an element the document reader draws as a labelled placeholder.
    static let viewElements: [String: String] = [
        "IBUIView": "view", "IBUILabel": "label", "IBUIButton": "button", "IBUIImageView": "imageView",
        "IBUITextView": "textView", "IBUITextField": "textField", "IBUIScrollView": "scrollView", "IBUITableView": "tableView",
        "IBUITableViewCell": "tableViewCell", "IBUISwitch": "switch", "IBUISlider": "slider",
        "IBUISegmentedControl": "segmentedControl", "IBUIProgressView": "progressView",
        "IBUIActivityIndicatorView": "activityIndicatorView", "IBUIPageControl": "pageControl", "IBUISearchBar": "searchBar",
        "IBUIPickerView": "pickerView", "IBUIDatePicker": "datePicker", "IBUINavigationBar": "navigationBar",
        "IBUIToolbar": "toolbar", "IBUITabBar": "tabBar", "IBUIWindow": "window", "IBUIWebView": "webView",
        "IBMKMapView": "mapView", "IBUIStepper": "stepper", "IBUICollectionView": "collectionView",
        "IBUICollectionViewCell": "collectionViewCell", "IBGLKView": "glkView",
    ]

    /// The document format's element for each archived view controller class.
    static let controllerElements: [String: String] = [
        "IBUIViewController": "viewController", "IBUITableViewController": "tableViewController",
        "IBUINavigationController": "navigationController", "IBUITabBarController": "tabBarController",
        "IBUISplitViewController": "splitViewController", "IBUICollectionViewController": "collectionViewController",
    ]

    /// Whether an archived object is a view: a known view class, or one with a frame, `NSvFlags` or subviews.
    static func isView(_ object: IBElement) -> Bool {
        if viewElements[className(object)] != nil { return true }
        return object.children.contains { ["NSFrame", "NSFrameSize", "NSvFlags", "NSSubviews"].contains($0[attribute: "key"] ?? "") }
    }

    /// A top-level object of the archive (`IBDocument.RootObjects`) in the document format, or nil for one the document
    /// format has no element for (`IBUICustomObject`, the app delegate of a MainWindow.xib).
    mutating func topLevel(_ object: IBElement) -> IBElement? {
        let id = object[attribute: "id"] ?? ""
        let className = Self.className(object)
        // An object listed again (a `<reference>` to one written before it) is written once, where it was met first, as
        // a view is: a second element with its id would be a duplicate id.
        if !id.isEmpty, !Self.isView(object), !translated.insert(id).inserted { return nil }
        if className == "IBProxyObject" {
            let identifier = string(object, "IBProxiedObjectIdentifier") ?? ""
            var attributes: [(String, String)] = [("placeholderIdentifier", identifier), ("id", elementID(of: object))]
            if let custom = property(id, "CustomClassName").map({ $0.text }) { attributes.append(("customClass", custom)) }
            return Self.make("placeholder", attributes, connectionsElement(object[attribute: "id"], from: object), from: object)
        }
        if Self.controllerElements[className] != nil { return controller(object) }
        if Self.isView(object) { return view(object) }
        return nil
    }

    /// A view controller: its class, nib name and simulated metrics, and its view when the archive holds one.
    mutating func controller(_ object: IBElement) -> IBElement {
        let id = object[attribute: "id"] ?? ""
        var attributes: [(String, String)] = [("id", elementID(of: object))]
        if let custom = property(id, "CustomClassName")?.text { attributes.append(("customClass", custom)) }
        if let nib = string(object, "IBUINibName") { attributes.append(("nibName", nib)) }
        if let title = string(object, "IBUITitle") { attributes.append(("title", title)) }
        var children: [IBElement] = []
        if let view = value(object, "IBUIView") {
            if !Self.isView(view) {
                error("the controller's 'IBUIView' is \(Self.describe(view)), which is not a view", at: object.child(key: "IBUIView")?.location ?? view.location)
            } else if let translated = self.view(view, key: "view") {
                children.append(translated)
            }
        }
        if let item = value(object, "IBUINavigationItem") { children.append(navigationItem(item, key: "navigationItem")) }
        children += connectionsElement(object[attribute: "id"], from: object)
        children += simulatedMetrics(object, topLevel: true)
        return Self.make(Self.controllerElements[Self.className(object)] ?? "viewController", attributes, children, from: object)
    }

    /// A view and everything under it in the document format; nil for a view already translated, and (reported) for
    /// one met again on its own path or nested beyond the limit.
    mutating func view(_ object: IBElement, key: String? = nil, element name: String? = nil) -> IBElement? {
        // A view written without an archive id is written once, where it stands (no reference can name it), so only
        // views with one can repeat or lead back to themselves.
        let archiveID = object[attribute: "id"]
        if let archiveID {
            if path.contains(archiveID) {
                error("view '\(archiveID)' is its own superview: its NSSubviews lead back to it", at: object.location)
                return nil
            }
            if translated.contains(archiveID) { return nil }
        }
        guard path.count < limits.elementDepth / 2 else {
            error("views nest more than \(limits.elementDepth / 2) deep (limit 'elementDepth')", at: object.location)
            return nil
        }
        path.append(archiveID)
        defer { path.removeLast() }
        if let archiveID { translated.insert(archiveID) }
        let id = archiveID ?? ""
        let ownID = elementID(of: object)

        let className = Self.className(object)
        let element = name ?? Self.viewElements[className] ?? Self.unknownElementName(className)
        var attributes: [(String, String)] = []
        if let key { attributes.append(("key", key)) }
        if let custom = property(id, "CustomClassName")?.text { attributes.append(("customClass", custom)) }
        if let mode = integer(object, "IBUIContentMode"), let text = Self.contentModes[mode] { attributes.append(("contentMode", text)) }
        if bool(object, "IBUIOpaque") == false { attributes.append(("opaque", "NO")) }
        if bool(object, "IBUIClipsSubviews") == true { attributes.append(("clipsSubviews", "YES")) }
        if bool(object, "IBUIUserInteractionEnabled") == false { attributes.append(("userInteractionEnabled", "NO")) }
        if let alpha = number(object, "IBUIAlpha") { attributes.append(("alpha", Self.format(alpha))) }
        if let tag = integer(object, "IBUITag") { attributes.append(("tag", String(tag))) }
        let flags = integer(object, "NSvFlags") ?? 0
        if let translates = property(id, "IBViewMetadataTranslatesAutoresizingMaskIntoConstraints"),
           ["NO", "0"].contains(translates[attribute: "value"] ?? translates.text) {
            attributes.append(("translatesAutoresizingMaskIntoConstraints", "NO"))
        }

        var children: [IBElement] = []
        children.append(frame(object) ?? Self.make("rect", [("key", "frame"), ("width", "0"), ("height", "0")], from: object))
        children.append(Self.autoresizingMask(flags, from: object))

        // A cell's content view is its `IBUIContentView`, written as the document format's keyed content view.
        let contentViewID = element == "tableViewCell" ? object.child(key: "IBUIContentView").flatMap { $0[attribute: "ref"] ?? $0[attribute: "id"] } : nil
        var subviews: [IBElement] = []
        if let list = value(object, "NSSubviews") {
            for entry in list.children where entry[attribute: "key"] == nil {
                guard let subview = resolve(entry) else { continue }
                // UIKit adds each entry as a subview, and `addSubview(_:)` takes a view
                // (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)): an entry that is none is a
                // broken archive, not one to draw without it.
                guard Self.isView(subview) else {
                    error("'NSSubviews' lists \(Self.describe(subview)), which is not a view", at: entry.location)
                    continue
                }
                if let contentViewID, subview[attribute: "id"] == contentViewID {
                    if let content = view(subview, key: "contentView", element: "tableViewCellContentView") { children.append(content) }
                } else if let translated = view(subview) {
                    subviews.append(translated)
                }
            }
        }
        if !subviews.isEmpty { children.append(Self.make("subviews", [], subviews, from: object)) }
        if let background = value(object, "IBUIBackgroundColor"), let color = color(background, key: "backgroundColor") {
            children.append(color)
        }
        kindProperties(object, element: element, attributes: &attributes, children: &children)
        let held = constraints[id] ?? []
        if !held.isEmpty { children.append(Self.make("constraints", [], held, from: object)) }
        children += connectionsElement(archiveID, from: object)
        children += simulatedMetrics(object, topLevel: path.count == 1 && key == nil)
        attributes.append(("id", ownID))
        return Self.make(element, attributes, children, from: object)
    }

    /// An archived object as a message names it: `an object of class 'NSColor'`, or its element (`<string>`).
    static func describe(_ object: IBElement) -> String {
        let className = className(object)
        return className.isEmpty ? "<\(object.name)>" : "an object of class '\(className)'"
    }

    /// `IBUIFooView` → `fooView`, `IBADBannerView` → `adBannerView` (the leading capitals lowered but the one that starts
    /// the next word); a name that is not a class name, or names a property or controller element, becomes `archivedView`.
    static func unknownElementName(_ className: String) -> String {
        var name = Substring(className)
        if name.hasPrefix("IB") { name = name.dropFirst(2) }
        if name.hasPrefix("UI") || name.hasPrefix("MK") || name.hasPrefix("NS") { name = name.dropFirst(2) }
        guard name.first?.isLetter == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return "archivedView" }
        let capitals = name.prefix { $0.isUppercase }.count
        let lowered = capitals > 1 && capitals < name.count ? capitals - 1 : max(capitals, 1)
        let element = name.prefix(lowered).lowercased() + name.dropFirst(lowered)
        return IBElementNames.viewProperties.contains(element) || IBElementNames.controllers.contains(element) ? "archivedView" : element
    }

    /// `UIView.ContentMode` by raw value (https://developer.apple.com/documentation/uikit/uiview/contentmode).
    static let contentModes: [Int: String] = [
        0: "scaleToFill", 1: "scaleAspectFit", 2: "scaleAspectFill", 3: "redraw", 4: "center", 5: "top", 6: "bottom",
        7: "left", 8: "right", 9: "topLeft", 10: "topRight", 11: "bottomLeft", 12: "bottomRight",
    ]

    /// The simulated bars, orientation and screen of a top-level view or controller (docs/research/ib-defaults.md §127).
    mutating func simulatedMetrics(_ object: IBElement, topLevel: Bool) -> [IBElement] {
        var out: [IBElement] = []
        if let status = value(object, "IBUISimulatedStatusBarMetrics"), Self.className(status) == "IBUISimulatedStatusBarMetrics" {
            out.append(Self.make("simulatedStatusBarMetrics", [("key", "simulatedStatusBarMetrics")], from: status))
        } else if topLevel {
            // No status bar object is Interface Builder's "None" (such roots are saved the screen's full height, 480
            // pt): the document format's `<nil key="simulatedStatusBarMetrics"/>`.
            out.append(Self.make("nil", [("key", "simulatedStatusBarMetrics")], from: object))
        }
        // iOS 6's bars are opaque unless their style is black translucent (UIBarStyle 2,
        // https://developer.apple.com/documentation/uikit/uibarstyle/blacktranslucent).
        func translucent(_ bar: IBElement) -> String { integer(bar, "IBUIBarStyle") == 2 ? "YES" : "NO" }
        if let top = value(object, "IBUISimulatedTopBarMetrics"), Self.className(top) == "IBUISimulatedNavigationBarMetrics" {
            out.append(Self.make("simulatedNavigationBarMetrics", [("key", "simulatedTopBarMetrics"), ("translucent", translucent(top)),
                                                                   ("prompted", bool(top, "IBUIPrompted") == true ? "YES" : "NO")], from: top))
        }
        if let bottom = value(object, "IBUISimulatedBottomBarMetrics") {
            switch Self.className(bottom) {
            case "IBUISimulatedToolbarMetrics":
                out.append(Self.make("simulatedToolbarMetrics", [("key", "simulatedBottomBarMetrics"), ("translucent", translucent(bottom))], from: bottom))
            case "IBUISimulatedTabBarMetrics":
                out.append(Self.make("simulatedTabBarMetrics", [("key", "simulatedBottomBarMetrics"), ("translucent", translucent(bottom))], from: bottom))
            default: break
            }
        }
        if let orientation = value(object, "IBUISimulatedOrientationMetrics"),
           let raw = integer(orientation, "interfaceOrientation") ?? integer(orientation, "IBUIInterfaceOrientation"),
           let name = [3: "landscapeRight", 4: "landscapeLeft"][raw] {
            out.append(Self.make("simulatedOrientationMetrics", [("key", "simulatedOrientationMetrics"), ("orientation", name)], from: orientation))
        }
        if let screen = value(object, "IBUISimulatedDestinationMetrics"), Self.className(screen) == "IBUIScreenMetrics",
           let sizes = value(screen, "IBUINormalizedOrientationToSizeMap"),
           dictionary(sizes).contains(where: { $0.1.text.filter { !$0.isWhitespace } == "{320,568}" }) {
            out.append(Self.make("simulatedScreenMetrics", [("key", "simulatedDestinationMetrics"), ("type", "retina4")], from: screen))
        }
        return out
    }
}
