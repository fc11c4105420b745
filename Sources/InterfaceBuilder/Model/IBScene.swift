import Diagnostics
import Geometry

/// `<scene sceneID=…><objects>…</objects><point key="canvasLocation" …/></scene>` of a storyboard.
struct IBScene: Hashable, Sendable, Codable {
    package var id: String
    var objects: [IBObject]
    /// Where the scene sits on the storyboard canvas (no layout meaning).
    var canvasLocation: Point?
    package var location: SourceLocation

    init(id: String, objects: [IBObject] = [], canvasLocation: Point? = nil, location: SourceLocation) {
        self.id = id
        self.objects = objects
        self.canvasLocation = canvasLocation
        self.location = location
    }

    /// The scene's view controller (a scene holds one), if any.
    var viewController: IBViewController? { objects.lazy.compactMap(\.viewController).first }
}
