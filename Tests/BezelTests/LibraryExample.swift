// The example docs/library.md shows, compiled and run by LibraryExampleTests (which checks the two are the same text).
import Bezel

/// One screen of a file, on one device: where its views went, what the checks found, and its mockup.
struct Mockup {
    var screen: String
    var views: [BezelView]
    var findings: [BezelFinding]
    var png: [UInt8]
}

/// Lays out every screen of the template or storyboard at `path` on an iPhone 16 Pro, checks it and draws it.
func mockups(of path: String) throws -> [Mockup] {
    let device = try BezelDevice("iphone-16-pro")
    var result: [Mockup] = []
    for screen in try BezelScreen.load(path: path) {
        let layout = try BezelLayout(screen, on: device)
        result.append(Mockup(screen: screen.name, views: layout.views, findings: try layout.check(), png: try layout.draw(.png)))
    }
    return result
}
