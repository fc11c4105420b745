import Devices
import Geometry
import Testing

/// A switch on a profile running iOS 26 is iOS 26's, 63 × 28 (docs/research/controls.md §23, from the frames Xcode 26's
/// canvas saves, docs/research/ib-defaults.md §107), as a view and as a cell's accessory, in both appearances; the same
/// template on iOS 18 keeps iOS 13-18's 51 × 31 (§1). The pixels are read where only the wider, shorter track can put
/// them: its green 58 pt from its leading edge is outside a 51 pt switch, and its knob's right part ends 2 pt inside the
/// 63 pt track.
@Suite struct IOS26SwitchDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    static func green(_ appearance: Appearance) -> RGB { RGB(hex: appearance == .dark ? 0x30D158 : 0x34C759) }

    @Test(arguments: ControlDrawingTests.appearances) func aSwitchOnIOS26Is63By28(_ appearance: Appearance) throws {
        let yaml = """
              - { id: on, kind: switch, isOn: true, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: off, kind: switch, pin: { top: superview + 150, leading: superview + 20 } }
            """
        let drawn = try ControlDrawingTests.render(yaml, appearance, ios: 26)
        let on = try drawn.frame("on"), off = try drawn.frame("off")
        #expect(on.width == 63 && on.height == 28)
        // On: the track green from its leading end to the knob, the 24 pt knob 2 pt inside the trailing end.
        #expect(drawn.pixel(on.minX + 8, on.midY).near(Self.green(appearance)))
        #expect(drawn.pixel(on.minX + 33, on.midY).near(Self.green(appearance)), "\(drawn.pixel(on.minX + 33, on.midY))")
        #expect(drawn.pixel(on.maxX - 14, on.midY).near(RGB(hex: 0xFFFFFF)))
        // Off: the knob at the leading end, the grey track out to 63 pt.
        #expect(drawn.pixel(off.minX + 14, off.midY).near(RGB(hex: 0xFFFFFF)))
        #expect(drawn.pixel(off.minX + 58, off.midY).near(drawn.over(.secondarySystemFill)), "\(drawn.pixel(off.minX + 58, off.midY))")

        let older = try ControlDrawingTests.render(yaml, appearance, ios: 18)
        let old = try older.frame("on")
        #expect(old.width == 51 && old.height == 31)
        #expect(older.pixel(old.minX + 58, old.midY).near(older.background, 2))
    }

    @Test(arguments: ControlDrawingTests.appearances) func aCellsSwitchAccessoryOnIOS26Is63By28(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render(CellDrawingTests.table("""
            cells:
              - rows:
                  - { title: Wi-Fi, accessory: switchOn }
                  - { title: Bluetooth, accessory: switch }
            """), appearance, ios: 26)
        let on = try #require(try CellDrawingTests.row(drawn, 0).accessoryFrame)
        #expect(on.width == 63 && on.height == 28 && on.maxX == 393 - CellDrawingTests.margin)
        #expect(drawn.pixel(on.minX + 33, on.midY).near(Self.green(appearance)), "\(drawn.pixel(on.minX + 33, on.midY))")
        // The title's content view stops 8 pt before the wider accessory.
        #expect(try drawn.frame("list.s0r0.title").maxX <= on.minX - 8)
        let off = try #require(try CellDrawingTests.row(drawn, 1).accessoryFrame)
        #expect(drawn.pixel(off.minX + 58, off.midY).near(drawn.over(.secondarySystemFill)), "\(drawn.pixel(off.minX + 58, off.midY))")
    }
}
