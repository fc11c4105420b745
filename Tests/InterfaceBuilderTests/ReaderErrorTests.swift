@testable import Diagnostics
@testable import InterfaceBuilder
import Testing

/// Each kind of bad document gives `file:line:column: error:` lines (lines and columns counted by hand
/// in the texts below; columns in characters).
@Suite struct ReaderErrorTests {
    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    static func storyboard(_ body: String) -> String {
        head + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"14490.70\">\n"
            + body + "</document>\n"
    }
    /// A scene whose root view holds `inside` (subviews, constraints); line 8 is the view's first child.
    static func scene(_ inside: String) -> String {
        storyboard("""
        <scenes>
        <scene sceneID="s1">
        <objects>
        <viewController id="vc1">
        <view key="view" id="root">
        \(inside)</view>
        </viewController>
        </objects>
        </scene>
        </scenes>

        """)
    }

    @Test func notXML() {
        #expect(Fixtures.diagnostics("hello") == ["t.storyboard:1:1: error: not well-formed XML: Start tag expected, '<' not found"])
        #expect(Fixtures.diagnostics("<document>\n<a>\n</b>\n</document>\n")
                == ["t.storyboard:3:5: error: not well-formed XML: Opening and ending tag mismatch: a line 2 and b"])
        // libxml2 counts the column in characters: `c` of the third line is its 20th character.
        #expect(Fixtures.diagnostics("<document>\n<x/>\n  <a t=\"ééé\" b=\"1\" c></a>\n</document>")
                == ["t.storyboard:3:21: error: not well-formed XML: Specification mandates value for attribute c"])
        #expect(Fixtures.diagnostics("") == ["t.storyboard:1:1: error: the file is empty; expected an Interface Builder document (XML)"])
    }

    @Test func notAnInterfaceBuilderDocument() {
        #expect(Fixtures.diagnostics(Self.head + "<svg width=\"1\"/>\n")
                == ["t.storyboard:2:1: error: not an Interface Builder document: the root element is <svg>, expected <document>"])
        #expect(Fixtures.diagnostics("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>")
                == ["t.storyboard:1:1: error: the archive has no <data> element, which holds a XIB archive's objects"])
        #expect(Fixtures.diagnostics("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\"><data/></archive>")
                == ["t.storyboard:1:1: error: 'com.apple.InterfaceBuilder3.Cocoa.XIB' is a macOS (Cocoa) archive type; Bezel reads iOS XIBs (com.apple.InterfaceBuilder3.CocoaTouch.XIB)"])
        #expect(Fixtures.diagnostics("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"/>")
                == ["t.storyboard:1:11: error: 'com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB' is a macOS (Cocoa) document type; Bezel reads iOS and tvOS storyboards and XIBs (CocoaTouch, AppleTV)"])
        #expect(Fixtures.diagnostics("<document version=\"3.0\"/>")
                == ["t.storyboard:1:1: error: <document> has no 'type' attribute, which Interface Builder always writes"])
    }

    @Test func missingAttributes() {
        let text = Self.scene("<subviews>\n<label text=\"a\"/>\n</subviews>\n<constraints>\n<constraint firstItem=\"root\" id=\"c1\"/>\n</constraints>\n")
        #expect(Fixtures.diagnostics(text) == [
            "t.storyboard:9:1: error: <label> has no 'id' attribute, which Interface Builder always writes",
            "t.storyboard:12:1: error: <constraint> has no 'firstAttribute' attribute",
        ])
        let frame = Self.scene("<rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\"/>\n")
        #expect(Fixtures.diagnostics(frame) == ["t.storyboard:8:1: error: <rect key=\"frame\"> has no 'height' attribute"])
    }

    @Test func numbersAndFlagsThatDoNotParse() {
        // Reported in decoding order: the root view's frame, then the label, then the constraint.
        let text = Self.scene("""
        <rect key="frame" x="0" y="0" width="3O0" height="nan"/>
        <subviews>
        <label id="l1" é="1" numberOfLines="two" hidden="yes"/>
        </subviews>
        <constraints>
        <constraint firstAttribute="width" multiplier="16;9" constant="1e" priority="high" id="c1"/>
        </constraints>

        """)
        #expect(Fixtures.diagnostics(text) == [
            "t.storyboard:8:31: error: 'width' must be a number, got '3O0'",
            "t.storyboard:8:43: error: 'height' must be a number, got 'nan'",
            "t.storyboard:10:42: error: 'hidden' must be YES or NO, got 'yes'",
            "t.storyboard:10:22: error: 'numberOfLines' must be a whole number, got 'two'",
            "t.storyboard:13:36: error: 'multiplier' must be a number, a ratio like 16:9 or 2/3, or a percentage like 50%, got '16;9'",
            "t.storyboard:13:54: error: 'constant' must be a number, got '1e'",
            "t.storyboard:13:68: error: 'priority' must be a number, got 'high'",
        ])
    }

    /// `true`/`false`, as Expo's generated launch screen writes them (`userInteractionEnabled="false"`), are flags
    /// Xcode compiles: read, not refused.
    @Test func trueAndFalseAreFlags() {
        let text = Self.scene("""
        <subviews>
        <label id="l1" hidden="true" userInteractionEnabled="false" clipsSubviews="true"/>
        </subviews>

        """)
        #expect(Fixtures.diagnostics(text) == [])
    }

    @Test func pageCountsBeyondTheListLimit() {
        // Before iOS 14 a page control is as wide as its dots and a dot is drawn for each: a count is held to
        // the limit a template's `pages:` has.
        let text = Self.scene("""
        <subviews>
        <pageControl id="p1" numberOfPages="101"/>
        <pageControl id="p2" numberOfPages="-1"/>
        <pageControl id="p3" numberOfPages="100"/>
        </subviews>

        """)
        #expect(Fixtures.diagnostics(text) == [
            "t.storyboard:9:22: error: 'numberOfPages' must be from 0 to 100 (limit 'listItems'), got '101'",
            "t.storyboard:10:22: error: 'numberOfPages' must be from 0 to 100 (limit 'listItems'), got '-1'",
        ])
    }

    @Test func unknownConstraintVocabulary() {
        let text = Self.scene("<constraints>\n<constraint firstAttribute=\"widht\" relation=\"greaterThan\" constant=\"1\" id=\"c1\"/>\n</constraints>\n")
        #expect(Fixtures.diagnostics(text) == [
            "t.storyboard:9:13: error: 'firstAttribute' must be a layout attribute (top, leading, width, centerX, …), got 'widht'; did you mean 'width' or 'right'?",
            "t.storyboard:9:36: error: 'relation' must be one of equal, lessThanOrEqual, greaterThanOrEqual, got 'greaterThan'; did you mean 'greaterThanOrEqual'?",
        ])
    }

    @Test func duplicateIDs() {
        let text = Self.scene("<subviews>\n<view id=\"v1\"/>\n<label id=\"v1\"/>\n</subviews>\n")
        #expect(Fixtures.diagnostics(text)
                == ["t.storyboard:10:8: error: duplicate id 'v1': <label> reuses the id of <view> at 9:1"])
    }

    /// Not an error of the reader: ibtool compiles such a document, so the reader keeps the item and its place for the
    /// screen, which leaves the constraint out and names it (`OutputsAndTextTests.aConstraintNamingNoObjectIsLeftOutAndNamed`).
    @Test func constraintNamingAnUnknownItemIsRecordedNotRefused() throws {
        let text = Self.scene("""
        <subviews>
        <view id="avatar-img"/>
        </subviews>
        <constraints>
        <constraint firstItem="avatar-ing" firstAttribute="top" secondItem="nothing-like-it" secondAttribute="top" id="c1"/>
        </constraints>

        """)
        #expect(Fixtures.diagnostics(text) == [])
        let document = try InterfaceBuilderReader.read(path: "t.storyboard", data: Array(text.utf8))
        #expect(document.unresolvedConstraintItems.values.sorted { $0.location < $1.location }.map { "\($0.location.line):\($0.location.column) \($0.attribute) \($0.id)" }
                == ["12:13 firstItem avatar-ing", "12:57 secondItem nothing-like-it"])
    }

    @Test func initialViewControllerMustExist() {
        let text = Self.head + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" initialViewController=\"vc2\">\n"
            + "<scenes><scene sceneID=\"s\"><objects><viewController id=\"vc1\"/></objects></scene></scenes></document>"
        #expect(Fixtures.diagnostics(text)
                == ["t.storyboard:2:72: error: 'initialViewController' names 'vc2', which no object in the document has; did you mean 'vc1'?"])
    }

    @Test func diagnosticsAreCapped() {
        let views = (0..<200).map { "<view id=\"v\($0)\" alpha=\"x\"/>\n" }.joined()
        #expect(Fixtures.diagnostics(Self.scene("<subviews>\n" + views + "</subviews>\n")).count == 50)
    }
}
