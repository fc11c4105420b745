@testable import Checks
import Devices
import Foundation
import Layout
import Screens
import Testing
import TestSupport
@testable import Text

/// A face from the project's own font files has the real metrics, so a label in it that is wider than its
/// frame by a small fraction is `text-truncated`, however small: the substitute font's measured error
/// (`SubstituteWidthBound`, docs/research/substitute-width.md) applies only to text Bezel sets in a substitute.
/// The same label in the system font, over by the same fraction, is `text-tight`. The project's face is Debian's
/// Noto Serif Bold copied into a scratch project (as `ProjectFontTests` does); its width is hb-shape's.
@Suite(.serialized) struct ProjectFontTruncationTests {
    static let pointSize = 17.0

    /// A label with a width constraint of `width`, in `font` (the inside of a `<fontDescription>`).
    static func document(font: String, width: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(ProjectFontTests.text)" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="20" y="100" width="\(width)" height="24"/>
                            <fontDescription key="fontDescription" \(font) pointSize="\(Int(pointSize))"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        <constraint firstItem="title" firstAttribute="width" constant="\(width)" id="c3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func findings(_ project: AssetProject) throws -> [Finding] {
        let screen = try ScreenLoader.single(path: project.document)
        let profile = try RenderFixtures.profile("iphone-15-pro")
        return try Checker.check(screen: screen, profile: profile, typesetter: RenderFixtures.typesetter).findings
            .filter { $0.rule == "text-truncated" || $0.rule == "text-tight" }
    }

    @Test(.enabled(if: Subprocess.which("hb-shape") != nil && FileManager.default.fileExists(atPath: ProjectFontTests.debianFont)))
    func aProjectFaceGetsNoMargin() throws {
        // hb-shape's width of the text at 20 pt (ProjectFontTests' size), scaled to this test's 17 pt.
        let width = try ProjectFontTests.hbShapeWidth(ProjectFontTests.debianFont) * Self.pointSize / ProjectFontTests.pointSize
        // Over by half the system font's margin: what `text-tight` would take from a substitute.
        let frame = width / (1 + SubstituteWidthBound.systemText / 2)
        let project = try AssetProject("project-font-tight")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let fonts = project.root.appendingPathComponent("Resources/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ProjectFontTests.debianFont, toPath: fonts.appendingPathComponent("Brand.ttf").path)
        try project.write("Main.xib", Self.document(font: #"name="NotoSerif-Bold" family="Noto Serif""#, width: frame))
        let found = try Self.findings(project)
        #expect(found.map(\.rule) == ["text-truncated"], "\(found)")
        #expect(abs((found.first?.amount ?? 0) - (width - frame)) < 0.01, "\(found), hb-shape \(width)")
    }

    /// The project-face document without the font file: the label is set in Inter bold (the weight the name
    /// states), a named family's substitute, whose measured margin is `SubstituteWidthBound.namedFamily`.
    @Test func aMissingFaceGetsTheNamedFamilyMargin() throws {
        let width = RenderFixtures.typesetter.width(
            of: ProjectFontTests.text, font: TextFont(size: Self.pointSize, weight: .bold, isSystemFont: false))
        let project = try AssetProject("named-family-tight")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let name = #"name="NotoSerif-Bold" family="Noto Serif""#
        // 10 % over: beyond the system font's 2.5 %, within the named family's 14.5 %.
        try project.write("Main.xib", Self.document(font: name, width: width / 1.10))
        let within = try Self.findings(project)
        #expect(within.map(\.rule) == ["text-tight"], "\(within)")
        #expect(within.first?.message.contains("within the substitute's measured error of 14.5 %") == true, "\(within)")
        // 16 % over: beyond it.
        try project.write("Main.xib", Self.document(font: name, width: width / 1.16))
        #expect(try Self.findings(project).map(\.rule) == ["text-truncated"])
    }

    /// The same document in the system font, its frame the Inter text's less half the measured margin.
    @Test func theSystemFontGetsTheMeasuredMargin() throws {
        let width = RenderFixtures.typesetter.width(of: ProjectFontTests.text, font: TextFont(size: Self.pointSize))
        let frame = width / (1 + SubstituteWidthBound.systemText / 2)
        let project = try AssetProject("system-font-tight")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", Self.document(font: #"type="system""#, width: frame))
        let found = try Self.findings(project)
        #expect(found.map(\.rule) == ["text-tight"], "\(found)")
        #expect(found.first?.message.contains("within the substitute's measured error of 2.5 %") == true, "\(found)")
    }
}
