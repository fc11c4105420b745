import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// `--frame screen` draws the screen alone: the image is the screen's size at the device's scale, however short
/// the screen. A XIB holding one 39 pt table cell (written for this test; 44 pt and shorter cells are what most
/// cell XIBs hold, https://developer.apple.com/documentation/uikit/uitableview/rowheight) is drawn 39 pt tall,
/// where the image used to be padded to the 48 pt of the device frame's empty legend margins, in black.
@Suite struct ShortScreenCanvasTests {
    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "18122", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="blue" indentationWidth="0.0" rowHeight="39" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="414" height="39"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="414" height="39"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                        <rect key="frame" x="28" y="6" width="96" height="27"/>
                        <state key="normal" title="+ New Choice"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="add" firstAttribute="top" secondItem="content" secondAttribute="top" constant="6" id="t"/>
                    <constraint firstAttribute="bottom" secondItem="add" secondAttribute="bottom" constant="6" id="b"/>
                    <constraint firstItem="add" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="28" id="l"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """)

    /// The PNG's width and height, from its IHDR chunk (bytes 16-23).
    static func size(ofPNG path: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }

    @Test func aShortCellIsDrawnAtItsOwnHeight() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-short-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("NewChoiceCell.xib").path
        try Self.xib.write(toFile: path, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["render", path, "--device", "saved", "--frame", "screen", "--no-overlays",
                                           "--format", "png", "--out", out, "--quiet"], console: captured.console)
        #expect(status == 0, "\(captured.standardError)")
        let files = FileManager.default.enumerator(atPath: out)?.compactMap { $0 as? String } ?? []
        let png = try #require(files.first { $0.hasSuffix(".png") && !$0.hasSuffix(".thumb.png") }, "\(files)")
        // The iPhone 11 (`retina6_1`) draws at 2×: 414 × 39 pt is 828 × 78 pixels.
        let size = try Self.size(ofPNG: out + "/" + png)
        #expect(size.width == 828 && size.height == 78, "\(size)")
    }
}
