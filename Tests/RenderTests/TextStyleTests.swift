import Devices
import Geometry
import Layout
import Drawing
import Screens
@testable import SVG
import Testing
@testable import Text

/// Issue 14: the text style keys `fontWeight:`, `fontSize:`, `textColor:` and `textAlignment:` reach the font,
/// the colour and the place of the drawn text, and Interface Builder's attributes mean the same.
@Suite struct TextStyleTests {
    static let typesetter = RenderFixtures.typesetter

    /// The runs drawn for `view` of `yaml`'s screen on an iPhone 15 Pro in portrait.
    static func runs(_ yaml: String, view: String, appearance: Appearance = .light) throws -> (runs: [TextRun], frame: Rect) {
        let screen = try ScreenLoader.parse(text: "screen: s\n" + yaml, file: "s.yml")
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let displayList = DisplayListBuilder(text: DisplayListText(typesetter: typesetter), options: DisplayListOptions(overlays: []))
            .build(screen: screen, layout: layout, profile: profile)
        let frame = try #require(layout.views.first { $0.id == view }).frame
        let art = DeviceArt(profile: profile, frame: .device)
        return (TrackedLabelTests.drawnRuns(displayList, view: view), frame.offsetBy(dx: art.screenRect.minX, dy: art.screenRect.minY))
    }

    /// Each of UIKit's nine weights draws with its own Inter face, named by the font file itself (FreeType reads
    /// the family and style from its name table): San Francisco's Ultralight is Inter Thin, Thin is ExtraLight,
    /// Heavy is ExtraBold. Heavier faces set the same word wider. Noto has regular and bold only: Arabic is bold
    /// from semibold on.
    @Test func everyWeightHasItsInterFace() throws {
        let names: [Text.FontWeight: String] = [
            .ultraLight: "Inter Thin", .thin: "Inter Extra Light", .light: "Inter Light", .regular: "Inter Regular",
            .medium: "Inter Medium", .semibold: "Inter Semi Bold", .bold: "Inter Bold", .heavy: "Inter Extra Bold", .black: "Inter Black",
        ]
        #expect(Text.FontWeight.allCases.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        var widths: [Double] = []
        for weight in Text.FontWeight.allCases {
            let line = Self.typesetter.layout("Hamburgefonstiv", font: TextFont(size: 17, weight: weight))
            #expect(line.glyphs.allSatisfy { $0.role == .primary(weight) }, "\(weight)")
            #expect(Self.typesetter.chain.fonts(of: [.primary(weight)]).map(\.name) == [names[weight]!], "\(weight)")
            widths.append(line.width)
            let arabic = Self.typesetter.layout("مرحبا", font: TextFont(size: 17, weight: weight))
            #expect(arabic.glyphs.allSatisfy { $0.role == .script(.arabic, bold: weight >= .semibold) }, "\(weight)")
        }
        #expect(widths == widths.sorted() && Set(widths).count == 9, "\(widths)")
    }

    /// `fontWeight:` changes the weight of a text style, which still follows Dynamic Type (UIKit's body is
    /// 17 pt at the default size and 40 pt at AX3, Apple's HIG "Dynamic Type sizes" table); `fontSize:` is fixed.
    @Test func aTextStyleScalesAndAFixedSizeDoesNot() throws {
        let styled = try ScreenLoader.parse(text: """
            screen: s
            views:
              - { id: a, kind: label, text: A, textStyle: body, fontWeight: black, width: 10, height: 10 }
              - { id: b, kind: label, text: B, fontSize: 17, fontWeight: light, width: 10, height: 10 }
            """, file: "s.yml")
        let a = styled.views[0], b = styled.views[1]
        #expect(ViewTypography.font(for: a) == TextFont(size: 17, weight: .black))
        #expect(ViewTypography.font(for: a, contentSize: .accessibilityExtraLarge) == TextFont(size: 40, weight: .black))
        #expect(ViewTypography.font(for: b) == TextFont(size: 17, weight: .light))
        #expect(ViewTypography.font(for: b, contentSize: .accessibilityExtraLarge) == TextFont(size: 17, weight: .light))
    }

    /// `textColor:` colours the text and nothing else: a system colour follows the appearance (systemBlue is
    /// #007AFF in light and #0A84FF in dark, Apple's HIG "Color" table), a hex colour stays as written, and
    /// `color:` is still the background.
    @Test func textColourFollowsTheAppearance() throws {
        let yaml = """
            views:
              - { id: t, kind: label, text: Blue, textColor: systemBlue, color: "#FFEEDD", width: 100, height: 30, pin: { top: safeArea, leading: superview } }
              - { id: h, kind: label, text: Hex, textColor: "#12345678", width: 100, height: 30, pin: { top: safeArea + 40, leading: superview } }
            """
        let light = try Self.runs(yaml, view: "t").runs, dark = try Self.runs(yaml, view: "t", appearance: .dark).runs
        #expect(light.map(\.color) == [Color(hex: 0x007AFF)])
        #expect(dark.map(\.color) == [Color(hex: 0x0A84FF)])
        #expect(try Self.runs(yaml, view: "h", appearance: .dark).runs.map(\.color) == [Color(hex: 0x123456, alpha: 0x78)])
    }

    /// The five alignments of a one-line label 200 pt wide, in both layout directions: natural follows the
    /// direction, left and right do not, center centres, and a single justified line is its paragraph's last,
    /// so it is natural.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func alignmentsPlaceTheLine(direction: String) throws {
        let rtl = direction == "rightToLeft"
        for alignment in Text.TextAlignment.allCases {
            let (runs, frame) = try Self.runs("""
                layoutDirection: \(direction)
                views:
                  - { id: t, kind: label, text: Short, textAlignment: \(alignment.rawValue), width: 200, height: 30, pin: { top: safeArea, centerX: superview } }
                """, view: "t")
            let box = try #require(runs.first?.lineBox)
            let atRight: Bool? = switch alignment {
            case .natural, .justified: rtl
            case .left: false
            case .right: true
            case .center: nil
            }
            switch atRight {
            case true?: #expect(abs(box.maxX - frame.maxX) < 1e-9, "\(alignment) \(direction)")
            case false?: #expect(abs(box.minX - frame.minX) < 1e-9, "\(alignment) \(direction)")
            case nil: #expect(abs(box.midX - frame.midX) < 1e-9, "\(alignment) \(direction)")
            }
            #expect(box.width < 100, "\(alignment) \(direction)")
        }
    }

    /// A justified paragraph: every line but the last spans the label (its outline reaches the right edge, its
    /// words are wider apart), the last stays natural; a line break ends a paragraph, so the line before it
    /// is not stretched either. The SVG says the same with `word-spacing`, which resvg honours.
    @Test func justifiedLinesSpanTheLabel() throws {
        let (runs, frame) = try Self.runs("""
            views:
              - id: t
                kind: label
                lines: 0
                textAlignment: justified
                text: "The quick brown fox jumps over the lazy dog and keeps running across the field\\nEnd"
                width: 200
                height: 200
                pin: { top: safeArea, leading: superview + 20 }
            """, view: "t")
        try #require(runs.count >= 4)
        let last = runs.count - 1
        for (index, run) in runs.enumerated() {
            let box = try #require(run.lineBox)
            #expect(abs(box.minX - frame.minX) < 1e-9)
            if index < last - 1 {
                #expect(abs(box.width - 200) < 1e-9 && run.wordSpacing > 0, "line \(index): \(run.string)")
                #expect(run.outline.controlBounds.maxX > frame.maxX - 3 && run.outline.controlBounds.maxX <= frame.maxX + 1e-9, "line \(index)")
            } else {
                // The line before the break and the last line end their paragraphs.
                #expect(run.wordSpacing == 0 && box.width < 200, "line \(index): \(run.string)")
            }
        }
        #expect(runs[last].string == "End")
        let displayList = DisplayList(size: Size(width: 400, height: 400), layers: [Layer(id: .screen, nodes: runs.map(Node.text))])
        let svg = SVGWriter().write(displayList)
        #expect(svg.contains("word-spacing=\"\(SVGNumber.format(runs[0].wordSpacing))\""))
    }

    /// Interface Builder's `textAlignment`, `<color key="textColor">` and `<fontDescription weight=>` land on the
    /// same model keys as a template's: mail.storyboard's date is right-aligned in secondaryLabel, legacy-guides'
    /// name is centred, signup-form's field labels are semibold 15 pt.
    @Test func interfaceBuilderAttributesMapToTheSameKeys() throws {
        func view(_ document: String, _ id: String) throws -> ViewSpec {
            let screens = try ScreenLoader.screens(path: RenderFixtures.templatesFolder + "/" + document, includeCells: true)
            return try #require(screens.flatMap(\.allViews).first { $0.id == id }, "\(id)")
        }
        let date = try view("mail.storyboard", "mail-cel-dat")
        #expect(date.textAlignment == .right && date.textColor == "secondaryLabel")
        let sender = try view("mail.storyboard", "mail-cel-snd")
        #expect(sender.textAlignment == .natural && sender.textColor == nil)
        #expect(try view("legacy-guides.storyboard", "lgc-nam").textAlignment == .center)
        #expect(ViewTypography.font(for: try view("signup-form.storyboard", "sgn-lem")) == TextFont(size: 15, weight: .semibold))
    }
}
