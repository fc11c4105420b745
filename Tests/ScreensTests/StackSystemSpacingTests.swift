@testable import Screens
import Testing

/// `spacing: system` in a template's stack is UIKit's standard spacing (UIStackView.spacingUseSystem), the 8 pt a
/// document's `spacingType="standard"` gives; any other word is an error.
@Suite struct StackSystemSpacingTests {
    @Test func systemSpacingIsEightPoints() throws {
        let screen = try ScreenLoader.parse(text: """
            screen: spaced
            views:
              - id: column
                kind: stack
                axis: vertical
                spacing: system
                pin: { top: safeArea, leading: margins, trailing: margins }
                views:
                  - { id: a, kind: label, text: One }
                  - { id: b, kind: label, text: Two }
            """, file: "spaced.yml")
        #expect(screen.views.first?.stack?.spacing == 8)
        #expect(throws: (any Error).self) {
            try ScreenLoader.parse(text: "screen: s\nviews:\n  - { id: c, kind: stack, spacing: sytem, width: 10, height: 10, pin: { top: superview, leading: superview } }\n", file: "s.yml")
        }
    }
}
