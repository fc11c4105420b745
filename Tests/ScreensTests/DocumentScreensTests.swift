@testable import AutoLayout
import Foundation
@testable import Screens
import Testing
import TestSupport

/// Interface Builder documents as screens: one per scene with a view, named after the document and the
/// scene, with the bars of the containers around it and the document's own constraints.
@Suite struct DocumentScreensTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Templates").standardized.path

    /// Templates/mail.storyboard: a tab bar controller holds a navigation controller whose root is the
    /// Inbox table, and the Settings scene directly. The tab and navigation controllers have no view of
    /// their own, so two screens come out, each with the bars UIKit gives it.
    @Test func containersGiveTheirScenesTheirBars() throws {
        let screens = try ScreenLoader.screens(path: Self.templates + "/mail.storyboard")
        #expect(screens.map(\.name) == ["mail/inbox", "mail/settings"])
        let inbox = screens[0], settings = screens[1]
        #expect(inbox.controller.navigationBar?.title == "Inbox")
        #expect(inbox.controller.navigationBar?.largeTitle == true)  // largeTitles="YES", largeTitleDisplayMode="always"
        #expect(inbox.controller.tabBar?.items.map(\.tabTitle) == ["Inbox", "Settings"])
        #expect(settings.controller.navigationBar == nil)
        #expect(settings.controller.tabBar?.items.map(\.tabTitle) == ["Inbox", "Settings"])
        // The tabs' images come through (SF Symbols, drawn as look-alikes and named as not drawn exactly).
        #expect(settings.controller.tabBar?.items.map(\.image) == ["tray", "gear"])
        // The table is the controller's view: it becomes the only subview of a root standing for the space its
        // container gives it, held to that root's four edges.
        #expect(inbox.views.map(\.id) == ["mail-inb-tbl"])
        #expect(!inbox.views[0].layout.translatesAutoresizingMaskIntoConstraints)
        #expect(inbox.constraints.filter { $0.firstItem == "mail-inb-tbl" && $0.secondItem == inbox.rootID }.count == 4)
        // Settings: 3 constraints on the root view, every one kept with its IB id and location.
        #expect(settings.constraints.compactMap(\.sourceID).sorted() == ["mail-c-stl", "mail-c-str", "mail-c-stt"])
        #expect(settings.constraints.allSatisfy { $0.location?.file.hasSuffix("mail.storyboard") == true })
        #expect(settings.document?.savedDeviceID == "retina6_12")
        // The safe-area guide the top constraint names.
        #expect(settings.guides.contains { $0.id == "mail-set-saf" && $0.kind == .safeArea })
    }

    /// A scene selected by storyboard identifier; an unknown one is an error naming the scenes.
    @Test func sceneSelection() throws {
        let path = Self.templates + "/mail.storyboard"
        #expect(try ScreenLoader.screens(path: path, scene: "Settings").map(\.name) == ["mail/settings"])
        #expect(throws: (any Error).self) { try ScreenLoader.screens(path: path, scene: "Profile") }
    }

    /// What Xcode compiles differently from what the XML says: placeholder constraints are removed,
    /// views at a fixed frame keep it through autoresizing, and a placeholder intrinsic size is the size
    /// the editor laid the view out with.
    @Test func buildTimeRules() throws {
        let text = InterfaceBuilderFixture.xib(
            toolsVersion: "21701", propertyAccessControl: false, traitCollections: false, colorMatched: false,
            device: "retina4_7", objects: """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                        <rect key="frame" x="10" y="10" width="50" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                        <rect key="frame" x="100" y="10" width="40" height="30"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="custom" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c1"/>
                    <constraint firstItem="custom" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" placeholder="YES" id="c2"/>
                </constraints>
            </view>
            """)
        let screens = try ScreenLoader.screens(bytes: Array(text.utf8), file: "Rules.xib")
        let screen = try #require(screens.first)
        #expect(screen.name == "rules/root")
        #expect(screen.constraints.compactMap(\.sourceID) == ["c1"])
        let fixed = try #require(screen.view(withID: "fixed"))
        #expect(fixed.layout.translatesAutoresizingMaskIntoConstraints)
        #expect(fixed.layout.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(screen.view(withID: "custom")?.layout.intrinsicContent == .fixedWidth(40))
    }
}
