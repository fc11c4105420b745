import Checks
import Diagnostics
import Layout
import Render
import Text

/// A screen laid out on a device profile by Bezel's Auto Layout engine: the stage `check` and `draw` start from.
public struct BezelLayout: Sendable {
    /// The screen's views, system bars first, then the screen's own views depth first, back to front.
    public var views: [BezelView] { cell.layout.views.map(BezelView.init) }

    let screen: BezelScreen
    let device: BezelDevice
    /// The laid-out views with the views they came from and the hardware around them, made once.
    let cell: LaidOutCell

    /// Lays `screen` out on `device`.
    public init(_ screen: BezelScreen, on device: BezelDevice) throws(BezelError) {
        self.screen = screen
        self.device = device
        do {
            self.cell = try LayoutEngine.cell(screen: screen.screen, profile: device.profile)
        } catch {
            throw BezelError(error)
        }
    }

    /// The findings of every rule with its standard severity, in the order `bezel check` prints them.
    public func check() throws(BezelError) -> [BezelFinding] {
        let findings = Checker.check(cell: cell, typesetter: try Self.typesetter())
        return findings.map(BezelFinding.init)
    }

    /// The mockup `bezel render` draws for this screen and device, without finding markers: PNG or SVG bytes.
    public func draw(_ format: BezelImageFormat) throws(BezelError) -> [UInt8] {
        let options = RenderOptions(formats: format == .png ? [.png] : [.svg])
        let pipeline = ImagePipeline(typesetter: try Self.typesetter(), options: options)
        do {
            let image = try pipeline.render(cell: cell)
            return format == .png ? image.png ?? [] : Array((image.svg ?? "").utf8)
        } catch {
            throw BezelError(error)
        }
    }

    /// The pinned fonts text is measured and drawn with, loaded once per process.
    static func typesetter() throws(BezelError) -> Typesetter {
        do {
            return try Typesetter.standard()
        } catch {
            throw BezelError("cannot load the fonts text is drawn with: \(error)")
        }
    }
}
