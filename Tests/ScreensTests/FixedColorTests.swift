@testable import Screens
import Testing

/// A template may name UIColor's fixed colours as a newcomer writes them (`textColor: white`), each the
/// components Apple's reference gives it, drawn the same in both appearances.
@Suite struct FixedColorTests {
    @Test func fixedNamesAreTheirComponents() throws {
        let screen = try ScreenLoader.parse(text: """
            screen: fixed
            views:
              - { id: bubble, kind: label, text: Hi, color: blue, textColor: white, pin: { top: safeArea, leading: margins } }
              - { id: glass, kind: view, color: clear, width: 10, height: 10, pin: { top: safeArea, trailing: margins } }
              - { id: warm, kind: view, color: orange, tint: black, width: 10, height: 10, pin: { bottom: safeArea, trailing: margins } }
            """, file: "fixed.yml")
        let bubble = try #require(screen.view(withID: "bubble"))
        // https://developer.apple.com/documentation/uikit/uicolor/white: grayscale 1.0, alpha 1.0;
        // .../blue: RGB 0.0, 0.0, 1.0.
        #expect(bubble.textColor == "#FFFFFFFF")
        #expect(bubble.color == "#0000FFFF")
        // .../clear: grayscale and alpha 0.0; .../orange: RGB 1.0, 0.5, 0.0 (0.5 × 255 = 127.5, rounded up).
        #expect(screen.view(withID: "glass")?.color == "#00000000")
        #expect(screen.view(withID: "warm")?.color == "#FF8000FF")
        #expect(screen.view(withID: "warm")?.tint == "#000000FF")
    }

    @Test func aMisspeltFixedNameIsSuggested() {
        #expect(throws: (any Error).self) {
            try ScreenLoader.parse(text: "screen: a\nviews:\n  - { id: v, kind: view, color: whte, width: 1, height: 1, pin: { top: superview, leading: superview } }\n", file: "t.yml")
        }
    }
}
