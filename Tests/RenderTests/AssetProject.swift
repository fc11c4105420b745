import Foundation
@testable import PNG
@testable import Raster

/// A small Xcode-like project written into a scratch folder for a test: a `.git` folder at its root (where
/// the catalogue search stops), `App/Main.xib`, and `App/Assets.xcassets` with the image and colour sets a
/// test adds. Every file is made here: PNGs of one known colour each, Contents.json as Xcode writes it.
struct AssetProject {
    let root: URL
    var app: URL { root.appendingPathComponent("App") }
    var catalogue: URL { app.appendingPathComponent("Assets.xcassets") }
    var document: String { app.appendingPathComponent("Main.xib").path }

    init(_ name: String) throws {
        root = try RenderFixtures.scratchFolder(name)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: catalogue, withIntermediateDirectories: true)
        try write("Assets.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
    }

    /// Writes `text` at `path` under `App/`, making its folders.
    func write(_ path: String, _ text: String) throws {
        try write(path, Array(text.utf8))
    }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = app.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// A PNG `side` pixels square filled with one opaque colour.
    static func png(side: Int, _ rgb: UInt32) throws -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(side * side * 4)
        for _ in 0..<(side * side) { data += [UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF), 255] }
        return try PNGEncoder.encode(Pixmap(width: side, height: side, data: data))
    }

    /// A colour set's Contents.json: `light` and optionally `dark` component objects as JSON text.
    static func colourSet(_ light: String, dark: String? = nil, space: String = "srgb") -> String {
        var colors = [#"{"idiom": "universal", "color": {"color-space": "\#(space)", "components": \#(light)}}"#]
        if let dark {
            colors.append(#"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "\#(space)", "components": \#(dark)}}"#)
        }
        return #"{"colors": [\#(colors.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    }

    /// A XIB whose root view (390 × 844) holds `subviews` (XML), with `resources` (XML).
    static func xib(_ subviews: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    /// A subview at a fixed frame: `element` (`view`, `imageView`, `label`, `button`) with `attributes` and `body`.
    static func fixed(_ element: String, id: String, x: Int, y: Int, width: Int, height: Int, attributes: String = "", body: String = "") -> String {
        """
                        <\(element) contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
                            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            \(body)
                        </\(element)>
        """
    }

    /// An image set `name` as Xcode writes one: `image@2x.png` and `image@3x.png`, each made by `png` from its
    /// side in pixels (`points` × the scale).
    func writeImageSet(_ name: String, points: Int, _ png: (Int) throws -> [UInt8]) throws {
        try write("Assets.xcassets/\(name).imageset/image@2x.png", try png(points * 2))
        try write("Assets.xcassets/\(name).imageset/image@3x.png", try png(points * 3))
        try write("Assets.xcassets/\(name).imageset/Contents.json", """
            {"images": [
              {"idiom": "universal", "filename": "image@2x.png", "scale": "2x"},
              {"idiom": "universal", "filename": "image@3x.png", "scale": "3x"}
            ], "info": {"author": "xcode", "version": 1}}
            """)
    }

    /// A storyboard of one table view controller: a plain 414 × 896 prototype table `table` with 50-pt rows and
    /// 28-pt section headers, `header` (XML: its `tableHeaderView`, or none), and one 50-pt prototype `cell`
    /// whose content view (`cell`-cv) holds `content` (XML) under `constraints` (XML).
    static func prototypeTable(
        _ table: String, header: String = "", cell: String, content: String, constraints: String, resources: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="\(table)-scn">
                    <objects>
                        <tableViewController title="Table" id="\(table)-ctl" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="50" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="\(table)">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(header)
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="Item" rowHeight="50" id="\(cell)">
                                        <rect key="frame" x="0.0" y="28" width="414" height="50"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(cell)" id="\(cell)-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
        \(content)
                                            </subviews>
                                            <constraints>
        \(constraints)
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }
}
