import Diagnostics

/// A storyboard or XIB as Interface Builder saved it: a faithful, plain-value model with a source
/// location on every element. Read with `InterfaceBuilderReader.read(path:data:)`.
package struct IBDocument: Hashable, Sendable, Codable {
    package var kind: IBDocumentKind
    /// The path the document was read from (what diagnostics print).
    package var path: String
    /// The root's `type` (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, …).
    package var type: String
    /// The root's `version` (`3.0` for every Xcode 5+ document).
    var version: String?
    /// `toolsVersion` as written: the Interface Builder build that saved the file (`14490.70`, `23094`).
    package var toolsVersion: String?
    /// The whole-number part of `toolsVersion` (`14490`), which orders Xcode releases
    /// (Xcode 10.2 wrote 14490, Xcode 11 15xxx, Xcode 12 17xxx, Xcode 14 21xxx, Xcode 15 22xxx).
    package var toolsBuild: Int?
    /// `systemVersion`: the macOS build the file was saved on (`18E226`).
    var systemVersion: String?
    /// `iOS.CocoaTouch`, `AppleTV`, … (absent in some XIBs).
    package var targetRuntime: String?
    var propertyAccessControl: String?
    var useAutolayout: Bool
    package var useSafeAreas: Bool
    var useTraitCollections: Bool
    var launchScreen: Bool
    var colorMatched: Bool
    /// The id of the storyboard's initial view controller.
    var initialViewController: String?
    /// `<device>` (Xcode 8+): the device the saved frames were laid out for.
    package var device: IBDevice?
    /// Document-level simulated metrics of Xcode 6–7 files (`<simulatedMetricsContainer
    /// key="defaultSimulatedMetrics">` children), in document order.
    var simulatedMetrics: [IBSimulatedMetric]
    var dependencies: [IBDependency]
    /// A storyboard's scenes, in document order (empty for a XIB).
    var scenes: [IBScene]
    /// A XIB's top-level objects, in document order (empty for a storyboard).
    package var objects: [IBObject]
    package var resources: IBResources
    /// `<designables>`: the intrinsic sizes Interface Builder measured for views of `@IBDesignable` classes, by view id.
    package var designables: [String: IBDesignable]
    /// Root attributes as written.
    var attributes: [IBAttribute]
    /// Root children the model does not name, as written.
    package var otherElements: [IBElement]
    package var location: SourceLocation
    /// Every id in the document with the element that carries it.
    package var index: [String: IBObjectEntry]
    /// Constraint items that name no object of the document (`IBUnresolvedItem`), by constraint id and attribute
    /// (`IBUnresolvedItem.key`).
    package var unresolvedConstraintItems: [String: IBUnresolvedItem] = [:]

    init(kind: IBDocumentKind, path: String, type: String, location: SourceLocation) {
        self.kind = kind
        self.path = path
        self.type = type
        self.location = location
        version = nil
        toolsVersion = nil
        toolsBuild = nil
        systemVersion = nil
        targetRuntime = nil
        propertyAccessControl = nil
        useAutolayout = false
        useSafeAreas = false
        useTraitCollections = false
        launchScreen = false
        colorMatched = false
        initialViewController = nil
        device = nil
        simulatedMetrics = []
        dependencies = []
        scenes = []
        objects = []
        resources = IBResources()
        designables = [:]
        attributes = []
        otherElements = []
        index = [:]
    }

    /// The element carrying IB id `id`, if any.
    package func object(withID id: String) -> IBObjectEntry? { index[id] }

    /// Every view controller: scenes' in order, then a XIB's top-level ones.
    package var viewControllers: [IBViewController] {
        // One array, no array per scene, reserved at its size: a document may hold 100,000 scenes, and a
        // controller is a large value (its root view and bars are stored inline), so an array grown by
        // doubling would hold up to three times their size while it copies.
        var count = objects.reduce(0) { total, object in if case .viewController = object { total + 1 } else { total } }
        for scene in scenes {
            for object in scene.objects { if case .viewController = object { count += 1 } }
        }
        var out: [IBViewController] = []
        out.reserveCapacity(count)
        for scene in scenes {
            for object in scene.objects { if let controller = object.viewController { out.append(controller) } }
        }
        for object in objects { if let controller = object.viewController { out.append(controller) } }
        return out
    }

    /// Every view in the document, depth first in document order.
    package var allViews: [IBView] {
        var out: [IBView] = []
        for object in scenes.flatMap(\.objects) + objects {
            switch object {
            case .viewController(let controller): out += controller.allViews
            case .view(let view): view.appendAll(to: &out)
            default: break
            }
        }
        return out
    }

    /// The view with IB id `id`, if any.
    package func view(withID id: String) -> IBView? {
        guard let entry = index[id] else { return nil }
        return allViews.first { $0.id == entry.id }
    }

    /// The controller with IB id `id`, if any.
    func viewController(withID id: String) -> IBViewController? {
        viewControllers.first { $0.id == id }
    }

    /// The scene whose controller has id, storyboard identifier or scene id `name`.
    func scene(named name: String) -> IBScene? {
        scenes.first { scene in
            scene.id == name || scene.viewController.map { $0.id == name || $0.storyboardIdentifier == name } == true
        }
    }

    /// Every constraint in the document, in document order.
    package var allConstraints: [IBConstraint] { allViews.flatMap(\.constraints) }
}
