import Testing
@testable import Text

@Suite struct FittingTests {
    /// Sweep widths from 0 to beyond the natural width: a text fits exactly when its width does;
    /// otherwise the shown prefix plus "…" fits and one more character would not.
    /// At 17 pt (tracking −26/1000 em) and 28 pt (+14/1000 em).
    @Test(arguments: [17.0, 28.0]) func truncationKeepsTheLongestPrefixThatFits(size: Double) throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: size)
        for text in SampleText.labels + SampleText.chinese {
            let natural = typesetter.width(of: text, font: font)
            var width = 0.0
            while width < natural + 10 {
                let fitted = typesetter.truncate(text, font: font, toWidth: width)
                #expect(fitted.naturalWidth == natural)
                if natural <= width {
                    #expect(!fitted.isTruncated && fitted.line.text == text && fitted.overflow == 0)
                } else {
                    #expect(fitted.isTruncated && fitted.line.text.hasSuffix("…"))
                    #expect(fitted.overflow == natural - width)
                    let characters = Array(text)
                    let kept = fitted.visibleCharacterCount
                    #expect(fitted.line.text == String(characters[0..<kept]) + "…")
                    if kept > 0 { #expect(fitted.line.width <= width + 1e-9) }
                    if kept < characters.count {
                        var next = kept + 1
                        while next < characters.count, characters[next - 1].isWhitespace { next += 1 }
                        let longer = typesetter.width(of: String(characters[0..<next]) + "…", font: font)
                        #expect(longer > width, "\(text) at \(width): could keep \(next)")
                    }
                }
                width += 3.5
            }
        }
    }

    @Test func exactWidthFits() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17, weight: .semibold)
        let width = typesetter.width(of: "Notifications", font: font)
        #expect(!typesetter.truncate("Notifications", font: font, toWidth: width).isTruncated)
        #expect(typesetter.truncate("Notifications", font: font, toWidth: width - 0.01).isTruncated)
        #expect(typesetter.fits("Notifications", font: font, width: width))
        #expect(!typesetter.fits("Notifications", font: font, width: width - 0.01))
    }

    @Test func wordsWrapAtSpacesAndLinesFit() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        let text = "Load more comments from people you follow and from everyone else"
        let longestWord = text.split(separator: " ").map { typesetter.width(of: String($0), font: font) }.max()!
        for width in stride(from: 60.0, through: 400, by: 20) {
            let wrapped = typesetter.wrap(text, font: font, width: width)
            #expect(!wrapped.isTruncated)
            if width >= longestWord {
                #expect(wrapped.lines.map(\.text).joined(separator: " ") == text, "width \(width)")
            } else {
                #expect(wrapped.lines.map(\.text).joined().filter { $0 != " " } == text.filter { $0 != " " })
            }
            for line in wrapped.lines {
                #expect(line.width <= width + 1e-9 || !line.text.contains(" "), "width \(width): \(line.text)")
                #expect(line.text.last?.isWhitespace != true)
            }
            #expect(wrapped.height == Double(wrapped.lines.count) * typesetter.metrics(for: font).lineHeight)
        }
    }

    @Test func cjkWrapsPerCharacterAndKeepsPunctuationOffLineStarts() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 15)
        let text = "頁面內容不能超出安全區域，底部導航欄要處在安全區域內。"
        let wrapped = typesetter.wrap(text, font: font, width: 15 * 5 + 0.5)
        #expect(wrapped.lines.map(\.text).joined() == text)
        for line in wrapped.lines {
            #expect(line.width <= 15 * 5 + 0.5)
            // UAX #14 classes these CL (closing punctuation) or EX: never at the start of a line.
            #expect(!"，。、；：？！）」』】》〉".contains(line.text.first!))
        }
        #expect(wrapped.lines.first?.text == "頁面內容不")
        // The system font's line: its Chinese fallback does not raise it (docs/research/ib-defaults.md §171); another
        // family's line still grows to the fallback face's box.
        #expect(wrapped.metrics == typesetter.metrics(for: font))
        let named = typesetter.wrap(text, font: TextFont(size: 15, isSystemFont: false), width: 15 * 5 + 0.5)
        #expect(named.metrics.ascender == 15.0 * 267 / 256)
    }

    @Test func numberOfLinesTruncatesTheLastLine() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        let text = "Load more comments from people you follow and from everyone else"
        let wrapped = typesetter.wrap(text, font: font, width: 150, maxLines: 2)
        #expect(wrapped.lines.count == 2 && wrapped.isTruncated)
        #expect(wrapped.lines[1].text.hasSuffix("…") && wrapped.lines[1].width <= 150)
        let unlimited = typesetter.wrap(text, font: font, width: 150)
        #expect(wrapped.lines[0] == unlimited.lines[0])
        // Enough lines: nothing is cut.
        let roomy = typesetter.wrap(text, font: font, width: 150, maxLines: unlimited.lines.count)
        #expect(!roomy.isTruncated && roomy.lines == unlimited.lines)
    }

    @Test func newlinesBreakAndLongWordsSplit() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        #expect(typesetter.wrap("One\nTwo", font: font, width: 500).lines.map(\.text) == ["One", "Two"])
        let long = typesetter.wrap("Supercalifragilistic", font: font, width: 50)
        #expect(long.lines.count > 1 && long.lines.map(\.text).joined() == "Supercalifragilistic")
        #expect(long.lines.allSatisfy { $0.width <= 50 })
        #expect(typesetter.wrap("", font: font, width: 100).lines.isEmpty)
    }
}
