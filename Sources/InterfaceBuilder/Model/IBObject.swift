/// One entry of an `<objects>` list: a scene's controller and placeholders, or a XIB's top-level
/// views, controllers and other objects (gesture recognizers, `customObject`s, bar items), kept as written.
package indirect enum IBObject: Hashable, Sendable, Codable {
    case viewController(IBViewController)
    case view(IBView)
    case placeholder(IBPlaceholder)
    case other(IBElement)

    var viewController: IBViewController? {
        if case .viewController(let controller) = self { return controller }
        return nil
    }

    package var view: IBView? {
        if case .view(let view) = self { return view }
        return nil
    }
}
