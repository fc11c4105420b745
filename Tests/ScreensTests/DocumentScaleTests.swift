import Diagnostics
import Foundation
@testable import Screens
import Testing

/// Storyboards whose size is in their scenes: many scenes in one tab bar, long chains of pushes, many views
/// across scenes. Each is read in time that grows with the document, not with its square, or refused with
/// one message at its place (docs/robustness.md, "Interface Builder documents").
@Suite struct DocumentScaleTests {
    static func storyboard(initial: String, scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="\(initial)">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
        \(scenes.joined(separator: "\n"))
        </scenes>
        </document>
        """
    }

    /// A scene of a plain controller titled `title`, with `views` subviews and `connections` (segues).
    static func scene(_ id: String, title: String? = nil, views: Int = 0, connections: String = "") -> String {
        let subviews = (0..<views).map { "<view id=\"\(id)-v\($0)\"><rect key=\"frame\" x=\"1\" y=\"1\" width=\"10\" height=\"10\"/></view>" }
        return """
            <scene sceneID="\(id)-s"><objects><viewController id="\(id)"\(title.map { " title=\"\($0)\"" } ?? "") sceneMemberID="viewController">\
            <view key="view" id="\(id)-w"><rect key="frame" x="0" y="0" width="414" height="896"/><subviews>\(subviews.joined())</subviews></view>\
            \(connections.isEmpty ? "" : "<connections>\(connections)</connections>")</viewController></objects></scene>
            """
    }

    static func navigation(_ id: String, root: String) -> String {
        """
        <scene sceneID="\(id)-s"><objects><navigationController id="\(id)" sceneMemberID="viewController">\
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar"><rect key="frame" x="0" y="48" width="414" height="44"/></navigationBar>\
        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/></connections>\
        </navigationController></objects></scene>
        """
    }

    static func push(_ destination: String, id: String) -> String { "<segue destination=\"\(destination)\" kind=\"show\" id=\"\(id)\"/>" }

    /// UIKit's `show(_:sender:)` pushes onto the stack of the controller it is sent from
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)), and the pushed
    /// controller's back button is titled with the previous one's title
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle). A chain of 3,000
    /// pushes written last scene first: every scene is in the stack, its back button titled after the scene
    /// before it in the chain. Rule applied in passes over the document, this took one pass per scene.
    @Test func aLongChainOfPushesWrittenBackwardsReachesEveryScene() throws {
        let count = 3000
        var scenes = [Self.navigation("nav", root: "c0")]
        for index in (0..<count).reversed() {
            scenes.append(Self.scene("c\(index)", title: "T\(index)",
                                     connections: index + 1 < count ? Self.push("c\(index + 1)", id: "p\(index)") : ""))
        }
        let started = ContinuousClock.now
        let screens = try ScreenLoader.screens(bytes: Array(Self.storyboard(initial: "nav", scenes: scenes).utf8), file: "Chain.storyboard")
        #expect(ContinuousClock.now - started < .seconds(60))
        let byTitle = Dictionary(uniqueKeysWithValues: screens.map { ($0.controller.navigationBar?.title ?? "", $0) })
        #expect(byTitle.count == count)
        #expect(byTitle["T0"]?.controller.navigationBar?.backTitle == nil)
        for index in 1..<count {
            #expect(byTitle["T\(index)"]?.controller.navigationBar?.backTitle == "T\(index - 1)")
        }
    }

    /// Which push reaches a scene first decides its stack and back button: passes over the scenes in document
    /// order, a scene that joins a stack taking part later in the same pass. Here R can be pushed from S (in
    /// stack Y, which S joins in the first pass, before Q is visited) and from Q (root of stack X): S's push
    /// comes first in that order, though Q is the nearer root.
    @Test func theFirstPushInDocumentOrderWins() throws {
        let text = Self.storyboard(initial: "navX", scenes: [
            Self.navigation("navX", root: "Q"),
            Self.scene("A", title: "A", connections: Self.push("S", id: "pA")),
            Self.scene("S", title: "S", connections: Self.push("R", id: "pS")),
            Self.scene("Q", title: "Q", connections: Self.push("R", id: "pQ")),
            Self.navigation("navY", root: "A"),
            Self.scene("R", title: "R"),
        ])
        let screens = try ScreenLoader.screens(bytes: Array(text.utf8), file: "First.storyboard")
        let r = try #require(screens.first { $0.controller.navigationBar?.title == "R" })
        #expect(r.controller.navigationBar?.backTitle == "S")
        // Stack Y's navigation controller is the fifth scene, on line 9 of the text.
        #expect(r.controller.navigationBar?.location.line == 9)
    }

    /// A tab bar controller holds at most 100 tabs, the template limit for a tab bar's `items:`
    /// (`InputLimits.listItems`, docs/robustness.md); the 101st is named where it is written.
    @Test func aTabBarOfMoreThanAHundredTabsIsRefusedAtTheFirstTabTooMany() throws {
        func document(tabs: Int) -> String {
            let segues = (0..<tabs).map { "<segue destination=\"t\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"g\($0)\"/>" }
            let bar = """
                <scene sceneID="tab-s"><objects><tabBarController id="tab" sceneMemberID="viewController">\
                <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar"><rect key="frame" x="0" y="0" width="414" height="49"/></tabBar>
                <connections>
                \(segues.joined(separator: "\n"))
                </connections></tabBarController></objects></scene>
                """
            return Self.storyboard(initial: "tab", scenes: [bar] + (0..<tabs).map { Self.scene("t\($0)", title: "T\($0)") })
        }
        let hundred = try ScreenLoader.screens(bytes: Array(document(tabs: 100).utf8), file: "Tabs.storyboard")
        #expect(hundred.count == 100)
        #expect(hundred.allSatisfy { $0.controller.tabBar?.items.count == 100 })
        do {
            _ = try ScreenLoader.screens(bytes: Array(document(tabs: 2000).utf8), file: "Tabs.storyboard")
            Issue.record("2,000 tabs were read")
        } catch {
            // Lines 1-4 are the XML declaration, <document>, <device> and <scenes>; the tab bar's scene is line 5,
            // <connections> line 6, and the segues one a line from line 7: the 101st is on line 107.
            #expect(error.description == "Tabs.storyboard:107:1: error: the tab bar controller 'tab' has 2000 tabs; a tab bar holds at most 100 (limit 'listItems')")
        }
    }

    /// A storyboard holds at most `InputLimits.scenes` scenes (10,000; the largest of 184 public app
    /// repositories holds 79, docs/robustness.md): the scene over the limit is named where it is written, and
    /// no scene past it is decoded. At the limit every scene is read. Smaller limits keep the test quick; the
    /// standard one is checked at its value.
    @Test func aStoryboardOfMoreScenesThanTheLimitIsRefusedAtTheFirstSceneTooMany() throws {
        #expect(InputLimits.standard.scenes == 10_000)
        var limits = InputLimits.standard
        limits.scenes = 40
        let atLimit = Self.storyboard(initial: "c0", scenes: (0..<40).map { Self.scene("c\($0)", title: "T\($0)") })
        #expect(try ScreenLoader.screens(bytes: Array(atLimit.utf8), file: "Many.storyboard", limits: limits).count == 40)
        let over = Self.storyboard(initial: "c0", scenes: (0..<45).map { Self.scene("c\($0)", title: "T\($0)") })
        do {
            _ = try ScreenLoader.screens(bytes: Array(over.utf8), file: "Many.storyboard", limits: limits)
            Issue.record("45 scenes were read with a limit of 40")
        } catch {
            // Lines 1-4 are the XML declaration, <document>, <device> and <scenes>; scene k (from 0) is line
            // 5 + k, so the 41st, c40, is on line 45.
            #expect(error.description == "Many.storyboard:45:1: error: the storyboard has 45 scenes; a document holds at most 40 (limit 'scenes')")
        }
    }

    /// Each view of each scene is looked up in the document once it is a screen (its image, its font):
    /// 100 scenes of 300 views each (30,000 views) are read in seconds. Walking every view of the document for
    /// each lookup was 30,000 × 30,000 view copies.
    @Test func manyScenesOfManyViewsAreReadInLinearTime() throws {
        let scenes = (0..<100).map { Self.scene("s\($0)", title: "S\($0)", views: 300) }
        let started = ContinuousClock.now
        let screens = try ScreenLoader.screens(bytes: Array(Self.storyboard(initial: "s0", scenes: scenes).utf8), file: "Views.storyboard")
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(screens.count == 100)
        #expect(screens.allSatisfy { $0.views.count == 300 })
    }
}
