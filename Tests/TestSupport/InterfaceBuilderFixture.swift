/// The text of a storyboard or XIB a test writes for itself: the scaffolding every such document repeats (the XML
/// declaration, `<document …>` with its attributes, `<device>`, `<dependencies>`, the `<scenes>` or `<objects>`
/// element and `<resources>`) written in one place, so that a test shows only what it varies — the tools version,
/// the device, the switches below — and keeps the XML it is about (its scenes or top-level objects: views,
/// constraints, saved frames) in the test as it would stand in the file.
///
/// The text is laid out as Xcode saves it (attributes in Xcode's order, four spaces a level), so a document built
/// here reads like one saved by Interface Builder. Xcode leaves out a switch that is off rather than writing
/// `"NO"`, and so does this builder. `content` and `resources` are written one level inside their elements
/// (eight spaces); write them starting at the column of the string literal's closing delimiter. Every line of
/// them is indented, including a line break inside a text value (`\n` in a string) or inside a multi-line value
/// interpolated into them: a document with either keeps its own literal.
public struct InterfaceBuilderFixture: Sendable {
    public enum Kind: Sendable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: `content` is the `<scene>` elements.
        case storyboard
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: `content` is the top-level objects.
        case xib
    }

    public var kind: Kind
    /// `standalone="no"` in the XML declaration, which Xcode 7 and earlier wrote.
    public var standaloneNo: Bool
    /// `toolsVersion`: the Xcode build that saved the document.
    public var toolsVersion: String
    /// `systemVersion`, which Xcode wrote before Xcode 9 (the macOS build), or nil.
    public var systemVersion: String?
    /// `propertyAccessControl="none"`.
    public var propertyAccessControl: Bool
    /// `useAutolayout="YES"`.
    public var autoLayout: Bool
    /// `launchScreen="YES"`.
    public var launchScreen: Bool
    /// `useTraitCollections="YES"` (size classes).
    public var traitCollections: Bool
    /// `useSafeAreas="YES"` (safe-area layout guides).
    public var safeAreas: Bool
    /// `colorMatched="YES"`.
    public var colorMatched: Bool
    /// A storyboard's `initialViewController` (an object id), or nil.
    public var initialViewController: String?
    /// `<device id=…>`: the canvas device, or nil for a document without `<device>` (Xcode 7 and earlier).
    public var device: String?
    public var orientation: String
    /// The device's `layout` attribute (`"fullscreen"`), or nil.
    public var deviceLayout: String?
    /// The device's `appearance` (`"light"`, which Xcode 11 and later write), or nil.
    public var appearance: String?
    /// `<adaptation id=…/>` inside `<device>` (`"fullscreen"`, which Xcode 8 wrote), or nil.
    public var adaptation: String?
    /// The children of `<dependencies>` (`<plugIn …/>`, `<capability …/>`), or nil for no `<dependencies>`.
    public var dependencies: String?
    /// The children of `<scenes>` (storyboard) or `<objects>` (XIB).
    public var content: String
    /// The children of `<resources>`, or nil for no `<resources>`.
    public var resources: String?

    public init(_ kind: Kind, standaloneNo: Bool = false, toolsVersion: String, systemVersion: String? = nil,
                propertyAccessControl: Bool = true, autoLayout: Bool = true, launchScreen: Bool = false,
                traitCollections: Bool = true, safeAreas: Bool = true, colorMatched: Bool = true,
                initialViewController: String? = nil, device: String? = nil, orientation: String = "portrait",
                deviceLayout: String? = nil, appearance: String? = "light", adaptation: String? = nil,
                dependencies: String? = nil, content: String, resources: String? = nil) {
        self.kind = kind
        self.standaloneNo = standaloneNo
        self.toolsVersion = toolsVersion
        self.systemVersion = systemVersion
        self.propertyAccessControl = propertyAccessControl
        self.autoLayout = autoLayout
        self.launchScreen = launchScreen
        self.traitCollections = traitCollections
        self.safeAreas = safeAreas
        self.colorMatched = colorMatched
        self.initialViewController = initialViewController
        self.device = device
        self.orientation = orientation
        self.deviceLayout = deviceLayout
        self.appearance = appearance
        self.adaptation = adaptation
        self.dependencies = dependencies
        self.content = content
        self.resources = resources
    }

    /// A storyboard whose `<scenes>` holds `scenes`; the other arguments as the properties of the same names.
    public static func storyboard(standaloneNo: Bool = false, toolsVersion: String, systemVersion: String? = nil,
                                  propertyAccessControl: Bool = true, autoLayout: Bool = true,
                                  launchScreen: Bool = false, traitCollections: Bool = true, safeAreas: Bool = true,
                                  colorMatched: Bool = true, initialViewController: String? = nil,
                                  device: String? = nil, orientation: String = "portrait", deviceLayout: String? = nil,
                                  appearance: String? = "light", adaptation: String? = nil,
                                  dependencies: String? = nil, scenes: String, resources: String? = nil) -> String {
        InterfaceBuilderFixture(.storyboard, standaloneNo: standaloneNo, toolsVersion: toolsVersion,
                                systemVersion: systemVersion, propertyAccessControl: propertyAccessControl,
                                autoLayout: autoLayout, launchScreen: launchScreen, traitCollections: traitCollections,
                                safeAreas: safeAreas, colorMatched: colorMatched,
                                initialViewController: initialViewController, device: device, orientation: orientation,
                                deviceLayout: deviceLayout, appearance: appearance, adaptation: adaptation,
                                dependencies: dependencies, content: scenes, resources: resources).text
    }

    /// The constraints that lay view `id` out as a row of a stack of rows in `root`: its top `gap` points below
    /// `previous`'s bottom (at `root`'s top for the first row), its sides 16 pt in from `root`'s.
    public static func stackedRow(_ id: String, below previous: String?, gap: Int = 8, root: String = "root") -> String {
        let top = previous.map {
            #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#($0)" secondAttribute="bottom" constant="\#(gap)" id="t-\#(id)"/>"#
        } ?? #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#(root)" secondAttribute="top" id="t-\#(id)"/>"#
        return """
        \(top)
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="16" id="l-\(id)"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="16" id="r-\(id)"/>
        """
    }

    /// An Xcode 8-format XIB on `retina4_7` whose top-level view (`root`, 375 × 200) stacks `rows` (each an element
    /// whose id is `id`) 8 pt apart, across its width 16 pt in from each side (`stackedRow`).
    public static func stackedRowsXIB(toolsVersion: String, plugInVersion: String, rows: [(id: String, element: String)]) -> String {
        let ids = rows.map(\.id)
        let constraints = zip(ids, [nil] + ids.dropLast().map(Optional.some)).map { stackedRow($0, below: $1) }
        return rootViewXIB(
            toolsVersion: toolsVersion, plugInVersion: plugInVersion, subviews: rows.map(\.element), constraints: constraints,
            freeform: true)
    }

    /// An Xcode 8-format XIB on `retina4_7` whose top-level view (`root`, 375 × 200, white; a freeform size with
    /// `freeform`) holds `subviews` and `constraints` (elements as text).
    public static func rootViewXIB(
        toolsVersion: String, plugInVersion: String, subviews: [String], constraints: [String], freeform: Bool = false
    ) -> String {
        xib(toolsVersion: toolsVersion, device: "retina4_7", appearance: nil, adaptation: "fullscreen", dependencies: """
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugInVersion)"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            """, objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
            \(subviews.joined(separator: "\n"))
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
            \(constraints.joined(separator: "\n"))
                </constraints>\(freeform ? "\n    <freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>" : "")
            </view>
            """)
    }

    /// A XIB whose `<objects>` holds `objects`; the other arguments as the properties of the same names.
    public static func xib(standaloneNo: Bool = false, toolsVersion: String, systemVersion: String? = nil,
                           propertyAccessControl: Bool = true, autoLayout: Bool = true, traitCollections: Bool = true,
                           safeAreas: Bool = true, colorMatched: Bool = true, device: String? = nil,
                           orientation: String = "portrait", deviceLayout: String? = nil,
                           appearance: String? = "light", adaptation: String? = nil, dependencies: String? = nil,
                           objects: String, resources: String? = nil) -> String {
        InterfaceBuilderFixture(.xib, standaloneNo: standaloneNo, toolsVersion: toolsVersion,
                                systemVersion: systemVersion, propertyAccessControl: propertyAccessControl,
                                autoLayout: autoLayout, traitCollections: traitCollections, safeAreas: safeAreas,
                                colorMatched: colorMatched, device: device, orientation: orientation,
                                deviceLayout: deviceLayout, appearance: appearance, adaptation: adaptation,
                                dependencies: dependencies, content: objects, resources: resources).text
    }

    /// The document's text, ending without a line break after `</document>` as a string literal does.
    public var text: String {
        var attributes = [("type", kind == .storyboard ? "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
                                                         : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"),
                          ("version", "3.0"), ("toolsVersion", toolsVersion)]
        if let systemVersion { attributes.append(("systemVersion", systemVersion)) }
        attributes.append(("targetRuntime", "iOS.CocoaTouch"))
        if propertyAccessControl { attributes.append(("propertyAccessControl", "none")) }
        if autoLayout { attributes.append(("useAutolayout", "YES")) }
        if launchScreen { attributes.append(("launchScreen", "YES")) }
        if traitCollections { attributes.append(("useTraitCollections", "YES")) }
        if safeAreas { attributes.append(("useSafeAreas", "YES")) }
        if colorMatched { attributes.append(("colorMatched", "YES")) }
        if let initialViewController { attributes.append(("initialViewController", initialViewController)) }

        let standalone = standaloneNo ? " standalone=\"no\"" : ""
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"\(standalone)?>",
                     "<document \(Self.attributes(attributes))>"]
        if let device {
            var deviceAttributes = [("id", device), ("orientation", orientation)]
            if let deviceLayout { deviceAttributes.append(("layout", deviceLayout)) }
            if let appearance { deviceAttributes.append(("appearance", appearance)) }
            if let adaptation {
                lines += ["    <device \(Self.attributes(deviceAttributes))>",
                          "        <adaptation id=\"\(adaptation)\"/>", "    </device>"]
            } else {
                lines.append("    <device \(Self.attributes(deviceAttributes))/>")
            }
        }
        if let dependencies { lines += ["    <dependencies>", Self.indented(dependencies), "    </dependencies>"] }
        let container = kind == .storyboard ? "scenes" : "objects"
        lines += ["    <\(container)>", Self.indented(content), "    </\(container)>"]
        if let resources { lines += ["    <resources>", Self.indented(resources), "    </resources>"] }
        lines.append("</document>")
        return lines.joined(separator: "\n")
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " ")
    }

    /// `xml` two levels in (eight spaces a line; empty lines stay empty).
    private static func indented(_ xml: String) -> String {
        xml.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "        " + $0 }
            .joined(separator: "\n")
    }
}
