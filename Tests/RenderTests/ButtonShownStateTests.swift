import Devices
import Foundation
import Geometry
import Screens
import Testing

/// A classic button shows, and is sized by, the state its document puts it in (`IBButton.shownStateKey`), each
/// property falling back to the normal state's when that state has none
/// (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)). The storyboard is written for
/// this test; every button is placed by its top and leading edges only, so its width is its content's:
/// - `custom` and `system`, `selected="YES"`: the normal state a red "Go" with a 10-pt orange image, the selected
///   state a blue "Chosen and wider" with a 24-pt green image. Each is as wide as its twin (`custom-twin`,
///   `system-twin`), not selected, whose normal state is the selected state's title and image; the blue title
///   shows and the red does not; the custom button's green image shows and the orange does not.
/// - `disabled`, `enabled="NO"`: normal "Go", disabled "Unavailable now", as wide as `disabled-twin` whose normal
///   title is "Unavailable now".
/// - `fallback`, `selected="YES"` with a selected state giving only a blue title colour: it keeps its normal
///   title "Falls back" (as wide as `fallback-twin`) and draws it blue, not red.
@Suite struct ButtonShownStateTests {
    typealias RGB = ControlDrawingTests.RGB
    static let green: UInt32 = 0x00C000
    static let red = #"<color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    static let blue = #"<color key="titleColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    /// A button with `attributes` and `states` (XML) at (20, `y`), held by its top and leading edges.
    static func button(_ id: String, y: Int, type: String, attributes: String = "", states: String) -> String {
        """
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="\(type)" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
                                        <rect key="frame" x="20" y="\(y)" width="100" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        \(states)
                                    </button>
        """
    }

    static func constraints(_ ids: [(String, Int)]) -> String {
        ids.map { id, y in
            """
                                    <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
                                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\(id)-l"/>
            """
        }.joined(separator: "\n")
    }

    static let placed: [(String, Int)] = [
        ("custom", 100), ("custom-twin", 160), ("system", 220), ("system-twin", 280),
        ("disabled", 340), ("disabled-twin", 400), ("fallback", 460), ("fallback-twin", 520),
    ]

    static func project() throws -> AssetProject {
        let project = try AssetProject("button-shown-state")
        try project.writeImageSet("Small", points: 10) { try AssetProject.png(side: $0, ButtonImageDrawingTests.orange) }
        try project.writeImageSet("Large", points: 24) { try AssetProject.png(side: $0, green) }
        let selected = """
            <state key="normal" title="Go" image="Small">\(red)</state>
            <state key="selected" title="Chosen and wider" image="Large">\(blue)</state>
            """
        let twin = #"<state key="normal" title="Chosen and wider" image="Large">\#(blue)</state>"#
        let subviews = [
            button("custom", y: 100, type: "custom", attributes: #"selected="YES""#, states: selected),
            button("custom-twin", y: 160, type: "custom", states: twin),
            button("system", y: 220, type: "system", attributes: #"selected="YES""#, states: selected),
            button("system-twin", y: 280, type: "system", states: twin),
            button("disabled", y: 340, type: "system", attributes: #"enabled="NO""#, states: """
                <state key="normal" title="Go"/>
                <state key="disabled" title="Unavailable now"/>
                """),
            button("disabled-twin", y: 400, type: "system", states: #"<state key="normal" title="Unavailable now"/>"#),
            button("fallback", y: 460, type: "custom", attributes: #"selected="YES""#, states: """
                <state key="normal" title="Falls back">\(red)</state>
                <state key="selected">\(blue)</state>
                """),
            button("fallback-twin", y: 520, type: "custom", states: #"<state key="normal" title="Falls back">\#(red)</state>"#),
        ].joined(separator: "\n")
        var storyboard = DocumentVisibilityTests.storyboard(controller: "StatesViewController", subviews: subviews)
        storyboard = storyboard.replacingOccurrences(of: "</subviews>", with: """
            </subviews>
                                <constraints>
            \(constraints(placed))
                                </constraints>
            """)
        storyboard = storyboard.replacingOccurrences(of: "<resources>", with: """
            <resources>
                    <image name="Small" width="10" height="10"/>
                    <image name="Large" width="24" height="24"/>
            """)
        try project.write("Main.storyboard", storyboard)
        return project
    }

    static func render(_ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let path = project.app.appendingPathComponent("Main.storyboard").path
        return try DocumentCellTests.render(try ScreenLoader.single(path: path), appearance)
    }

    static func isRed(_ p: RGB) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    static func isBlue(_ p: RGB) -> Bool { p.b > 200 && p.r < 60 && p.g < 60 }

    @Test(arguments: ControlDrawingTests.appearances) func selectedButtonsAreSizedByTheSelectedState(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        for id in ["custom", "system", "disabled", "fallback"] {
            let frame = try drawn.frame(id)
            let twin = try drawn.frame("\(id)-twin")
            #expect(abs(frame.width - twin.width) <= 0.5, "\(id): \(frame.width) wide, its twin \(twin.width)")
        }
    }

    @Test(arguments: ControlDrawingTests.appearances) func selectedButtonsDrawTheSelectedColourAndImage(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        for id in ["custom", "system", "fallback"] {
            let pixels = drawn.pixels(in: try drawn.frame(id))
            #expect(pixels.contains(where: Self.isBlue), "\(id): no selected (blue) title drawn")
            #expect(!pixels.contains(where: Self.isRed), "\(id): the normal (red) title drawn")
        }
        let custom = drawn.pixels(in: try drawn.frame("custom"))
        #expect(custom.contains { $0.near(RGB(hex: Self.green), 24) }, "no selected (green) image drawn")
        #expect(!custom.contains { $0.near(RGB(hex: ButtonImageDrawingTests.orange), 24) }, "the normal (orange) image drawn")
    }
}
