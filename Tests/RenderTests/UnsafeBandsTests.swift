@testable import Devices
@testable import Geometry
@testable import Scene
import Testing

/// The unsafe regions are hatched band by band; the bands must tile exactly the window less its safe
/// area (no gap, where a hatch would be missing, and no overlap, where it would be drawn twice).
@Suite struct UnsafeBandsTests {
    @Test func bandsTileTheRingOnEveryProfile() throws {
        var checked = 0
        for device in Catalogue.all {
            for profile in (try? device.profiles(ios: Catalogue.newestIOS)) ?? [] {
                guard let insets = profile.safeAreaInsets else { continue }
                let window = Rect(x: 0, y: 0, width: profile.windowFrame.width, height: profile.windowFrame.height)
                let bands = Overlays.bands(of: window, insets: insets).map(\.1)
                let inner = window.inset(by: insets)
                let ringArea = window.width * window.height - max(0, inner.width) * max(0, inner.height)
                let total = bands.reduce(0) { $0 + $1.width * $1.height }
                #expect(abs(total - ringArea) < 1e-6, "\(profile.slug): bands cover \(total), ring is \(ringArea)")
                for (i, a) in bands.enumerated() {
                    #expect(window.contains(a), "\(profile.slug): band outside the window")
                    for b in bands[(i + 1)...] {
                        let overlap = a.intersection(b).map { $0.width * $0.height } ?? 0
                        #expect(overlap == 0, "\(profile.slug): bands overlap")
                    }
                }
                checked += 1
            }
        }
        #expect(checked > 400)
    }
}
