import Foundation
@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// A label, button or text field placed by plain pins needs no `height:` (or `width:`): it sizes itself from its
/// text, as UIKit's `intrinsicContentSize` does (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize),
/// the same size the `constraints:` form of the same placement gives it.
@Suite struct TextSizedPinsTests {
    static let pins = """
        screen: text-sized
        views:
          - { id: title, kind: label, text: Hello there, pin: { top: safeArea + 10, leading: margins, trailing: margins } }
          - { id: go, kind: button, text: Continue, pin: { top: title.bottom + 12, leading: margins } }
          - { id: name, kind: textField, placeholder: Name, text: Ada, pin: { top: go.bottom + 12, leading: margins, trailing: margins } }
        """

    /// The same placement in UIKit's own constraint terms, which always went through the Auto Layout engine.
    static let constraints = """
        screen: text-sized
        views:
          - { id: title, kind: label, text: Hello there }
          - { id: go, kind: button, text: Continue }
          - { id: name, kind: textField, placeholder: Name, text: Ada }
        constraints:
          - title.top = root.safeArea.top + 10
          - title.leading = root.margins.leading
          - title.trailing = root.margins.trailing
          - go.top = title.bottom + 12
          - go.leading = root.margins.leading
          - name.top = go.bottom + 12
          - name.leading = root.margins.leading
          - name.trailing = root.margins.trailing
        """

    @Test func pinsAloneSizeTextViews() throws {
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(ios: 17)
        let pinned = try LayoutEngine.layout(screen: ScreenLoader.parse(text: Self.pins, file: "pins.yml"), profile: profile)
        let constrained = try LayoutEngine.layout(screen: ScreenLoader.parse(text: Self.constraints, file: "constraints.yml"), profile: profile)
        for id in ["title", "go", "name"] {
            let frame = try #require(pinned.view(id)?.frame)
            #expect(frame.height > 10 && frame.width > 10, "\(id): \(frame)")
            #expect(frame == constrained.view(id)?.frame, "\(id)")
        }
        // The label spans the margins; the button hugs its title.
        let title = try #require(pinned.view("title")?.frame), go = try #require(pinned.view("go")?.frame)
        #expect(title.minX == 16 && title.width == 393 - 32)
        #expect(go.minX == 16 && go.width < 200)
    }

    /// A template's configuration button (`buttonStyle:`) takes the configuration's insets around its title, as a
    /// document's does: 34.333 pt tall with a one-line 17 pt title, the height Interface Builder saves for such a
    /// button (its title the body style's regular, as the plain button's is); a subtitle adds
    /// its line under the title.
    @Test func configurationButtonsTakeTheirInsets() throws {
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(ios: 17)
        let yaml = """
            screen: configured
            views:
              - { id: plain, kind: button, text: Follow, pin: { top: safeArea + 10, leading: margins } }
              - { id: filled, kind: button, buttonStyle: filled, text: Follow, pin: { top: plain.bottom + 10, leading: margins } }
              - { id: two, kind: button, buttonStyle: filled, text: Follow, subtitle: 1.2k followers, pin: { top: filled.bottom + 10, leading: margins } }
            """
        let layout = try LayoutEngine.layout(screen: ScreenLoader.parse(text: yaml, file: "configured.yml"), profile: profile)
        let plain = try #require(layout.view("plain")?.frame), filled = try #require(layout.view("filled")?.frame)
        let two = try #require(layout.view("two")?.frame)
        #expect(abs(filled.height - 34.333) < 0.01)
        #expect(abs(filled.width - plain.width - 24) < 0.01)
        #expect(two.height > filled.height + 15 && two.width > filled.width)
    }

    /// A document's configuration button with a subtitle (`<buttonConfiguration subtitle=>`) is sized as the same
    /// template button is: one shared rule (`ControlSpec.configure`), the subtitle's line under the title, both in the
    /// regular weight (docs/research/ib-defaults.md §80).
    @Test func documentSubtitlesSizeAsTemplatesDo() throws {
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(ios: 17)
        let template = try LayoutEngine.layout(screen: ScreenLoader.parse(text: """
            screen: subtitled
            views:
              - { id: two, kind: button, buttonStyle: filled, text: Follow, fontWeight: regular, subtitle: 1.2k followers, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: one, kind: button, buttonStyle: filled, text: Follow, fontWeight: regular, pin: { top: superview + 200, leading: superview + 20 } }
            """, file: "subtitled.yml"), profile: profile)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("subtitled-\(getpid()).xib").path
        try Self.xib.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let document = try LayoutEngine.layout(screen: ScreenLoader.single(path: path), profile: profile)
        for id in ["two", "one"] {
            let size = try #require(document.view(id)?.frame.size)
            #expect(size == template.view(id)?.frame.size, "\(id)")
        }
        let two = try #require(document.view("two")?.frame), one = try #require(document.view("one")?.frame)
        #expect(two.height > one.height + 15)
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                            <rect key="frame" x="20" y="100" width="100" height="50"/>
                            <buttonConfiguration key="configuration" style="filled" title="Follow" subtitle="1.2k followers"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                            <rect key="frame" x="20" y="200" width="100" height="50"/>
                            <buttonConfiguration key="configuration" style="filled" title="Follow"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="two" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                        <constraint firstItem="two" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                        <constraint firstItem="one" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
                        <constraint firstItem="one" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
}
