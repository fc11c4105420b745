import Devices
import Geometry
import Layout

/// Split View on the display: the two apps' windows with rounded corners on the black divider between
/// them, and the divider's handle, as iPadOS draws them
/// (https://support.apple.com/guide/ipad/use-split-view-ipad08c9970f/ipados: the apps side by side with a
/// divider to drag). The other app is a plain area (Bezel draws one app). The divider is
/// `Multitasking.dividerWidth` wide; the corner radius and the handle's size are assumed
/// (docs/research/bars.md §5).
struct SplitViewArt {
    /// The windows' corner radius, as the Slide Over window's (assumed).
    static let cornerRadius = 10.0
    /// The handle: a grey capsule centred on the divider.
    static let handleSize = Size(width: 4, height: 36)

    let theme: Theme

    /// Whether `layout` is one app of a Split View pair.
    static func applies(to layout: LaidOutScreen) -> Bool {
        switch layout.window {
        case .splitOneThird, .splitHalf, .splitTwoThirds: true
        case .full, .slideOver: false
        }
    }

    /// The divider (the display's black behind the windows), the other app's window and the handle, for
    /// the app window `window` on the display `screen` (canvas coordinates).
    func nodes(window: Rect, screen: Rect) -> [Node] {
        let gap = Multitasking.dividerWidth
        let onLeft = window.midX < screen.midX
        let divider = Rect(x: onLeft ? window.maxX : window.minX - gap, y: screen.minY, width: gap, height: screen.height)
        let other = onLeft
            ? Rect(x: divider.maxX, y: window.minY, width: max(0, screen.maxX - divider.maxX), height: window.height)
            : Rect(x: screen.minX, y: window.minY, width: max(0, divider.minX - screen.minX), height: window.height)
        let handle = divider.centring(Self.handleSize)
        return [
            .shape(Shape(path: Path(rect: screen), fill: theme.letterbox)),
            .shape(Shape(path: Path(continuousRoundedRect: other, cornerRadius: Self.cornerRadius), fill: theme.otherApp)),
            .shape(Shape(path: Path(capsuleIn: handle), fill: theme.splitHandle)),
        ]
    }
}
