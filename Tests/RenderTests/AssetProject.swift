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
}
