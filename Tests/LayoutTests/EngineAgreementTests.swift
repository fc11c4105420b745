import Devices
import Geometry
import Layout
import Screens
import Testing

/// The Auto Layout engine and the closed-form pin resolver agree: every shipped YAML template, laid out
/// with its pins translated into constraints and solved by the Cassowary engine, gets the frames the pin
/// resolver gives it, on every profile of the catalogue (issue 13: "Every existing Template still lays
/// out to the same frames"). The resolver is an independent derivation: it solves each axis in closed
/// form from two facts, the engine solves the whole tree as one linear system.
@Suite struct EngineAgreementTests {
    /// Every YAML template in Templates/ (the Interface Builder documents have no pin-resolver layout).
    static let names: [String] = TemplateTests.names + ["tv-home"]

    @Test(arguments: names)
    func engineGivesThePinResolversFrames(name: String) throws {
        let screen = try TemplateTests.load(name)
        var compared = 0
        for profile in CatalogueSweepTests.profiles {
            guard let resolver = try? LayoutEngine.layout(screen: screen, profile: profile) else { continue }
            let engine = try LayoutEngine.layout(screen: screen, profile: profile, alwaysUseConstraintEngine: true)
            #expect(engine.views.count == resolver.views.count)
            for (a, b) in zip(resolver.views, engine.views) {
                let same = abs(a.frame.x - b.frame.x) < 1e-6 && abs(a.frame.y - b.frame.y) < 1e-6
                    && abs(a.frame.width - b.frame.width) < 1e-6 && abs(a.frame.height - b.frame.height) < 1e-6
                #expect(same, "\(name) on \(profile.slug): '\(a.id)' pins give \(a.frame), the engine \(b.frame)")
                if !same { return }
                compared += 1
            }
        }
        #expect(compared > 0)
    }
}
