import Diagnostics
import Foundation
@testable import Screens
import Testing

/// A text view scrolls and shows the start of its text, so a long one (explore27: an app's privacy policy of about
/// 25,000 characters in a `UITextView`) is kept to the limit on a document's text instead of refusing the document;
/// a label, which shows all of its text, is still held to the limit.
@Suite struct LongTextViewTests {
    static func document(_ view: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        \(view)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    static func load(_ view: String) throws -> Screen? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("long-text-\(getpid())-\(view.count).xib").path
        try document(view).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try ScreenLoader.screens(path: path).first
    }

    @Test func aLongTextViewIsKeptToTheLimitAndALongLabelIsRefused() throws {
        let text = String(repeating: "word ", count: 5_000)
        let limit = InputLimits.standard.documentTextCharacters
        let screen = try #require(try Self.load("""
            <textView clipsSubviews="YES" contentMode="scaleToFill" id="policy"><rect key="frame" x="0" y="0" width="414" height="800"/><string key="text">\(text)</string></textView>
            """))
        #expect(screen.view(withID: "policy")?.text == String(text.prefix(limit)))
        #expect(throws: InputError.self) {
            try Self.load("""
                <label opaque="NO" text="\(text)" id="label"><rect key="frame" x="0" y="0" width="100" height="20"/></label>
                """)
        }
    }
}
