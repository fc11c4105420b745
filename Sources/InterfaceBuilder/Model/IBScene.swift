import Diagnostics
import Geometry

/// `<scene sceneID=…><objects>…</objects><point key="canvasLocation" …/></scene>` of a storyboard.
public struct IBScene: Hashable, Sendable, Codable {
    public var id: String
    public var objects: [IBObject]
    /// Where the scene sits on the storyboard canvas (no layout meaning).
    public var canvasLocation: Point?
    public var location: SourceLocation

    public init(id: String, objects: [IBObject] = [], canvasLocation: Point? = nil, location: SourceLocation) {
        self.id = id
        self.objects = objects
        self.canvasLocation = canvasLocation
        self.location = location
    }

    /// The scene's view controller (a scene holds one), if any.
    public var viewController: IBViewController? { objects.lazy.compactMap(\.viewController).first }
}
