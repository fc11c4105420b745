@testable import InterfaceBuilder
import Testing

/// Interface Builder writes a string it cannot put in an attribute (one holding a control character) as a
/// `<string key=… base64-UTF8="YES">` child instead; the reader takes it as the attribute's value.
@Suite struct EncodedStringTests {
    /// "icon.png" followed by a backspace (U+0008), in base64 without padding as Interface Builder writes
    /// it: `aWNvbi5wbmcI` ("icon.png\u{8}": 9 bytes, 12 characters, no padding needed) and
    /// `aWNvbnMucG5nCA` ("icons.png\u{8}": 10 bytes, whose padding "==" is left out).
    @Test func anImageNameInABase64StringChild() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6245">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    </view>
                </objects>
                <resources>
                    <image width="10" height="20">
                        <string key="name" base64-UTF8="YES">
            aWNvbi5wbmcI
            </string>
                    </image>
                    <image width="30" height="40">
                        <string key="name" base64-UTF8="YES">aWNvbnMucG5nCA</string>
                    </image>
                </resources>
            </document>
            """
        let document = try InterfaceBuilderReader.read(path: "t.xib", data: Array(text.utf8))
        #expect(document.resources.images.map(\.name) == ["icon.png\u{8}", "icons.png\u{8}"])
    }
}
