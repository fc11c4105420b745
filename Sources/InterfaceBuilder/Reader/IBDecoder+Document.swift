import Diagnostics
import Geometry

extension IBDecoder {
    /// The typed document from its root element.
    mutating func document(_ root: IBElement) -> IBDocument? {
        guard root.name == "document" else {
            error("not an Interface Builder document: the root element is <\(root.name)>, expected <document>", at: root.location)
            return nil
        }
        let type = required(root, "type")
        let kind: IBDocumentKind
        if type.contains("CocoaTouch") || type.contains("AppleTV") {
            kind = type.contains("Storyboard") ? .storyboard : .xib
        } else if type.isEmpty {
            return nil
        } else {
            let platform = type.contains("WatchKit") ? "a watchOS" : type.contains("Cocoa") ? "a macOS (Cocoa)" : "not an iOS or tvOS"
            error("'\(type)' is \(platform) document type; Bezel reads iOS and tvOS storyboards and XIBs (CocoaTouch, AppleTV)",
                  at: location(of: "type", in: root))
            return nil
        }
        registerIDs(root)

        var document = IBDocument(kind: kind, path: file, type: type, location: root.location)
        document.version = root[attribute: "version"]
        document.toolsVersion = root[attribute: "toolsVersion"]
        if let tools = document.toolsVersion {
            let whole = tools.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? tools
            document.toolsBuild = Int(whole)
            if document.toolsBuild == nil {
                error("'toolsVersion' must be a build number like 14490.70, got '\(tools)'", at: location(of: "toolsVersion", in: root))
            }
        }
        document.systemVersion = root[attribute: "systemVersion"]
        document.targetRuntime = root[attribute: "targetRuntime"]
        document.propertyAccessControl = root[attribute: "propertyAccessControl"]
        document.useAutolayout = bool(root, "useAutolayout")
        document.useSafeAreas = bool(root, "useSafeAreas")
        document.useTraitCollections = bool(root, "useTraitCollections")
        document.launchScreen = bool(root, "launchScreen")
        document.colorMatched = bool(root, "colorMatched")
        document.initialViewController = root[attribute: "initialViewController"]
        document.attributes = root.attributes

        for child in root.children {
            switch child.name {
            case "device":
                document.device = IBDevice(id: required(child, "id"), orientation: child[attribute: "orientation"],
                                           appearance: child[attribute: "appearance"],
                                           adaptation: child.child("adaptation")?[attribute: "id"], layout: child[attribute: "layout"],
                                           location: child.location)
            case "dependencies":
                document.dependencies = child.children.map { entry in
                    IBDependency(element: entry.name, identifier: entry[attribute: "identifier"], version: entry[attribute: "version"],
                                 name: entry[attribute: "name"], minToolsVersion: entry[attribute: "minToolsVersion"],
                                 location: entry.location)
                }
            case "scenes":
                let scenes = child.children.filter { $0.name == "scene" }
                if scenes.count > limits.scenes {
                    error("the storyboard has \(scenes.count) scenes; a document holds at most \(limits.scenes) (limit 'scenes')",
                          at: scenes[limits.scenes].location)
                }
                document.scenes = scenes.prefix(limits.scenes).map { self.scene($0) }
            case "objects":
                if child.children.count > limits.scenes {
                    error("the document has \(child.children.count) top-level objects; a document holds at most \(limits.scenes) (limit 'scenes')",
                          at: child.children[limits.scenes].location)
                }
                document.objects = child.children.prefix(limits.scenes).map { object($0) }
            case "resources":
                document.resources = resources(child)
            case "designables":
                for designable in child.children where designable.name == "designable" {
                    guard let size = designable.child("size", key: "intrinsicContentSize") else { continue }
                    // -1 is `UIView.noIntrinsicMetric`: no intrinsic size on that axis.
                    let width = number(size, "width", absent: -1), height = number(size, "height", absent: -1)
                    let id = required(designable, "name")
                    document.designables[id] = IBDesignable(id: id, width: width >= 0 ? width : nil, height: height >= 0 ? height : nil,
                                                            location: designable.location)
                }
            case "simulatedMetricsContainer":
                document.simulatedMetrics = child.children.map { simulatedMetric($0) }
            default:
                document.otherElements.append(child)
            }
        }
        if kind == .storyboard, let initial = document.initialViewController, index[initial] == nil {
            error("'initialViewController' names '\(initial)', which no object in the document has"
                  + Suggestions.didYouMean(initial, in: document.viewControllers.map(\.id)),
                  at: location(of: "initialViewController", in: root))
        }
        document.unresolvedConstraintItems = unresolvedReferences()
        document.index = index
        return document
    }

    /// The id a keyed view without one gets (`IBDecoder.view`): its key and position. Nil for elements
    /// that are not keyed views.
    static func madeUpID(for element: IBElement) -> String? {
        guard let key = element[attribute: "key"], element.child("rect", key: "frame") != nil || IBElementNames.views.contains(element.name)
        else { return nil }
        return "\(key)@\(element.location.line):\(element.location.column)"
    }

    /// Records every `id` in the document (and the made-up ids of keyed views without one); the second
    /// use of an id is an error.
    mutating func registerIDs(_ element: IBElement) {
        if let id = element[attribute: "id"] ?? Self.madeUpID(for: element) {
            if let first = index[id] {
                error("duplicate id '\(id)': <\(element.name)> reuses the id of <\(first.element)> at \(first.location.line):\(first.location.column)",
                      at: location(of: "id", in: element))
            } else {
                index[id] = IBObjectEntry(id: id, element: element.name, location: element.location)
            }
        }
        for child in element.children { registerIDs(child) }
    }

    /// The constraint items that name no object of the document. Not an error: apps are built with such documents
    /// (Expo's splash screen template, as its projects commit it, keeps two constraints of an image view it removed;
    /// assumed: ibtool leaves such a constraint out of the compiled document rather than failing), so the screen leaves
    /// the constraint out and names it (`IBScreenBuilder`, `DocumentOrigin.leftOutConstraints`).
    func unresolvedReferences() -> [String: IBUnresolvedItem] {
        var found: [String: IBUnresolvedItem] = [:]
        for (id, attribute, element) in references where index[id] == nil {
            let item = IBUnresolvedItem(
                constraintID: element[attribute: "id"] ?? "", attribute: attribute, id: id, location: location(of: attribute, in: element))
            found[IBUnresolvedItem.key(constraintID: item.constraintID, attribute: attribute), default: item] = item
        }
        return found
    }

    mutating func scene(_ element: IBElement) -> IBScene {
        var scene = IBScene(id: required(element, "sceneID"), location: element.location)
        for child in element.children {
            if child.name == "objects" {
                scene.objects = child.children.map { object($0) }
            } else if child.name == "point", child[attribute: "key"] == "canvasLocation" {
                scene.canvasLocation = Point(x: number(child, "x", absent: 0, bound: Self.valueBound), y: number(child, "y", absent: 0, bound: Self.valueBound))
            }
        }
        return scene
    }

    mutating func object(_ element: IBElement) -> IBObject {
        if IBElementNames.placeholders.contains(element.name) {
            return .placeholder(IBPlaceholder(
                element: element.name, id: required(element, "id"),
                placeholderIdentifier: element[attribute: "placeholderIdentifier"], userLabel: element[attribute: "userLabel"],
                customClass: element[attribute: "customClass"], sceneMemberID: element[attribute: "sceneMemberID"],
                connections: element.child("connections").map { connections($0) } ?? [], location: element.location))
        }
        if IBElementNames.controllers.contains(element.name)
            || (element.name.hasSuffix("Controller") && element[attribute: "id"] != nil) {
            return .viewController(viewController(element))
        }
        if isView(element) { return .view(view(element)) }
        return .other(element)
    }

    mutating func viewController(_ element: IBElement) -> IBViewController {
        var controller = IBViewController(element: element.name, id: required(element, "id"), location: element.location)
        controller.storyboardIdentifier = element[attribute: "storyboardIdentifier"]
        controller.customClass = element[attribute: "customClass"]
        controller.customModule = element[attribute: "customModule"]
        controller.title = element[attribute: "title"]
        controller.userLabel = element[attribute: "userLabel"]
        controller.sceneMemberID = element[attribute: "sceneMemberID"]
        controller.extendedLayoutIncludesOpaqueBars = bool(element, "extendedLayoutIncludesOpaqueBars")
        controller.automaticallyAdjustsScrollViewInsets = optionalBool(element, "automaticallyAdjustsScrollViewInsets")
        controller.hidesBottomBarWhenPushed = bool(element, "hidesBottomBarWhenPushed")
        controller.modalPresentationStyle = element[attribute: "modalPresentationStyle"]
        controller.modalTransitionStyle = element[attribute: "modalTransitionStyle"]
        controller.attributes = element.attributes
        for child in element.children {
            let key = child[attribute: "key"]
            switch (child.name, key) {
            case (_, "view") where isView(child) || child.name.hasSuffix("View"):
                controller.view = view(child)
            case ("navigationBar", "navigationBar"): controller.navigationBar = view(child)
            case ("toolbar", "toolbar"): controller.toolbar = view(child)
            case ("tabBar", "tabBar"): controller.tabBar = view(child)
            case ("navigationItem", _): controller.navigationItem = navigationItem(child)
            case ("tabBarItem", _): controller.tabBarItem = barItem(child)
            case ("toolbarItems", _): controller.toolbarItems = child.children.map { barItem($0) }
            case ("extendedEdge", "edgesForExtendedLayout"):
                controller.extendedEdges = IBRectEdges(top: bool(child, "top"), left: bool(child, "left"),
                                                       bottom: bool(child, "bottom"), right: bool(child, "right"))
            case ("size", "freeformSize"): controller.freeformSize = size(child)
            case ("layoutGuides", _):
                for guide in child.children { controller.layoutGuides.append(layoutGuide(guide)) }
            case ("connections", _): controller.connections = connections(child)
            default:
                if child.name.hasPrefix("simulated") || child.name.hasSuffix("SimulatedSizeMetrics")
                    || (child.name == "nil" && key?.hasPrefix("simulated") == true) {
                    controller.simulatedMetrics.append(simulatedMetric(child))
                } else {
                    controller.otherElements.append(child)
                }
            }
        }
        return controller
    }

    mutating func resources(_ element: IBElement) -> IBResources {
        var resources = IBResources()
        for child in element.children {
            switch child.name {
            case "image":
                var size: Size?
                if child[attribute: "width"] != nil || child[attribute: "height"] != nil {
                    size = Size(width: number(child, "width", absent: 0), height: number(child, "height", absent: 0))
                }
                let archive = child.child("mutableData", key: "keyedArchiveRepresentation").map { data in
                    String(data.text.filter { !$0.isWhitespace })
                }
                resources.images.append(IBImageResource(name: required(child, "name"), size: size, catalog: child[attribute: "catalog"],
                                                        keyedArchive: archive, location: child.location))
            case "namedColor", "systemColor":
                let named = IBNamedColor(element: child.name, name: required(child, "name"),
                                         color: child.child("color").map { color($0) }, location: child.location)
                if child.name == "namedColor" { resources.namedColors.append(named) } else { resources.systemColors.append(named) }
            default:
                resources.otherElements.append(child)
            }
        }
        return resources
    }
}
