@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// The Auto Layout engine and the closed-form pin resolver agree: every shipped YAML template, laid out
/// by `LayoutEngine` (its pins translated into constraints and solved by the Cassowary engine), gets the
/// frames the pin resolver (`PinOracle`, kept in the tests) gives it, on every profile of the catalogue.
/// The resolver is an independent derivation: it solves each axis in closed form from two facts, the
/// engine solves the whole tree as one linear system.
@Suite struct EngineAgreementTests {
    /// Every YAML template in Templates/ (the Interface Builder documents have no pin-resolver layout).
    static let names: [String] = TemplateTests.names + ["tv-home"]

    @Test(arguments: names)
    func engineGivesThePinResolversFrames(name: String) throws {
        let screen = try TemplateTests.load(name)
        var compared = 0
        for profile in CatalogueSweepTests.profiles {
            // A profile the screen does not lay out on (a window its views do not fit) is skipped.
            guard let engine = try? LayoutEngine.layout(screen: screen, profile: profile) else { continue }
            let oracle = PinOracle(screen: screen, laidOut: engine)
            // A template that needs the engine (relations, priorities, intrinsic sizes) has no closed form.
            if screen.usesConstraintEngine { continue }
            #expect(oracle.diagnostics.isEmpty, "\(name) on \(profile.slug): \(oracle.diagnostics)")
            for (a, b) in zip(oracle.frames, engine.views) {
                guard let a else { continue }
                let same = Self.close(a, b.frame)
                #expect(same, "\(name) on \(profile.slug): '\(b.id)' pins give \(a), the engine \(b.frame)")
                if !same { return }
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    /// The oracle can fail: a template whose engine frames moved (here: every view shifted by a point, as an
    /// engine that lost a constant would place them) no longer matches the resolver's.
    @Test func aMovedFrameIsCaught() throws {
        let screen = try TemplateTests.load("toon-contacts")
        let profile = try #require(CatalogueSweepTests.profiles.first)
        var engine = try LayoutEngine.layout(screen: screen, profile: profile)
        let oracle = PinOracle(screen: screen, laidOut: engine)
        let last = engine.views.count - 1
        engine.views[last].frame = engine.views[last].frame.offsetBy(dx: 1, dy: 0)
        let mismatched = zip(oracle.frames, engine.views).filter { a, b in a.map { !Self.close($0, b.frame) } ?? false }
        #expect(mismatched.map(\.1.id) == [engine.views[last].id])
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }
}
