import Devices
import Foundation
import Geometry
import Render
import Drawing
import Screens
import Testing
import TestSupport
import Text

/// SF Symbols drawn as their Material look-alikes (`SymbolLookalike`, `SymbolPainter`), light and dark: an image
/// view's `star.fill` scaled into its frame, a title-less button's `trash`, a navigation bar item's `bell`, each in
/// the tint (systemBlue, #007AFF light and #0A84FF dark) and named as a look-alike; a symbol the table lacks stays
/// the grey placeholder and is named as an SF Symbol. The document is written here. A symbol not drawn would
/// leave the background or the placeholder's grey, and no tint, in its frame.
@Suite struct SymbolLookalikeTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "nav", device: "retina6_12", scenes: """
        <scene sceneID="nav-scn">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="icons" kind="relationship" relationship="rootViewController" id="s1"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="icons-scn">
            <objects>
                <viewController title="Icons" id="icons" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="icons-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" catalog="system" id="star">
                                <rect key="frame" x="40" y="200" width="80" height="80"/>
                            </imageView>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="bin">
                                <rect key="frame" x="200" y="200" width="44" height="44"/>
                                <state key="normal" image="trash" catalog="system"/>
                            </button>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="figure.skiing.downhill" catalog="system" id="ski">
                                <rect key="frame" x="40" y="400" width="60" height="60"/>
                            </imageView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="icons-saf"/>
                    </view>
                    <navigationItem key="navigationItem" title="Icons" id="icons-nav">
                        <barButtonItem key="rightBarButtonItem" image="bell" catalog="system" style="plain" id="ring"/>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <image name="star.fill" catalog="system" width="128" height="122"/>
        <image name="trash" catalog="system" width="117" height="128"/>
        <image name="bell" catalog="system" width="123" height="128"/>
        <image name="figure.skiing.downhill" catalog="system" width="128" height="120"/>
        """)

    static func screen() throws -> Screen {
        let project = try AssetProject("symbol-lookalikes")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", storyboard)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        return try #require(try ScreenLoader.screens(path: path).first { screen in screen.allViews.contains { $0.id == "star" } })
    }

    /// The table reads SF's modifiers: `.fill` picks Material's filled form, an enclosure Material draws is kept,
    /// another is dropped for the base glyph; a name it does not know has no look-alike.
    @Test func tableReadsModifiers() {
        #expect(SymbolLookalike.materialName(for: "star") == "star_border")
        #expect(SymbolLookalike.materialName(for: "star.fill") == "star")
        #expect(SymbolLookalike.materialName(for: "checkmark.circle") == "check_circle_outline")
        #expect(SymbolLookalike.materialName(for: "checkmark.circle.fill") == "check_circle")
        #expect(SymbolLookalike.materialName(for: "pencil.circle.fill") == "edit")
        #expect(SymbolLookalike.materialName(for: "arrow.up.square") == "arrow_upward")
        #expect(SymbolLookalike.materialName(for: "chevron.right") == "chevron_right")
        #expect(SymbolLookalike.materialName(for: "figure.skiing.downhill") == nil)
        #expect(SymbolLookalike.materialName(for: "fill") == nil)
        // A badged symbol's fill before its badge (SF Symbols' `person.fill.badge.plus`), and names explore21's
        // documents use (Benchmarks/agreement.md): each drawable from the icon font.
        #expect(SymbolLookalike.materialName(for: "person.fill.badge.plus") == "person_add")
        #expect(SymbolLookalike.materialName(for: "largecircle.fill.circle") == "radio_button_checked")
        for (symbol, icon) in [("person.2.badge.gearshape.fill", "manage_accounts"), ("clock.arrow.2.circlepath", "history"),
                               ("arrow.2.squarepath", "repeat"), ("goforward", "refresh")] {
            #expect(SymbolLookalike.materialName(for: symbol) == icon, "\(symbol)")
            #expect(SymbolLookalike.drawableIcon(for: symbol) == icon, "\(symbol)")
        }
        // Names explore23's documents use: SF's multiplication sign is Material's ×, the card suit's heart the heart,
        // the `.alt` drawing of an arrow to a line the same arrow, a block arrow its arrow; `divide` has no look-alike.
        for (symbol, icon) in [("multiply", "close"), ("suit.heart", "favorite_border"), ("suit.heart.fill", "favorite"),
                               ("person.crop.rectangle", "account_box"), ("arrow.down.to.line.alt", "vertical_align_bottom"),
                               ("arrowshape.left.fill", "arrow_back"), ("arrowshape.right", "arrow_forward")] {
            #expect(SymbolLookalike.drawableIcon(for: symbol) == icon, "\(symbol)")
        }
        #expect(SymbolLookalike.materialName(for: "divide") == nil)
        // Names explore28's documents use (a hotel's rooms, a meditation app's buttons): each drawable from the font.
        for (symbol, icon) in [("bed.double.fill", "king_bed"), ("bed.double", "king_bed"), ("washer", "local_laundry_service"),
                               ("refrigerator", "kitchen"), ("suitcase.fill", "luggage"), ("app", "crop_square"),
                               ("app.fill", "square")] {
            #expect(SymbolLookalike.drawableIcon(for: symbol) == icon, "\(symbol)")
        }
        // `app` as an enclosure still drops to its base glyph, and has its own entry where Material draws it.
        #expect(SymbolLookalike.materialName(for: "plus.app") == "add_box")
        #expect(SymbolLookalike.materialName(for: "pencil.app") == "edit")
    }

    /// A hotel's room types (`bed.double.fill`, `washer`, `refrigerator`, `suitcase.fill`) in image views and the app
    /// icon's rounded square (`app`) on a button, as explore28's documents name them: each drawn as its look-alike in
    /// the tint, light and dark, with no placeholder grey, and named as a look-alike. Without the table's entries each
    /// frame holds the grey placeholder and no tint.
    @Test(arguments: ControlDrawingTests.appearances) func householdSymbolsAreDrawn(_ appearance: Appearance) throws {
        let symbols = ["bed.double.fill", "washer", "refrigerator", "suitcase.fill"]
        let images = symbols.enumerated().map { index, name in
            """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(name)" catalog="system" id="img\(index)">
                <rect key="frame" x="\(40 + 80 * index)" y="200" width="60" height="60"/>
            </imageView>
            """
        }.joined(separator: "\n")
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="appbtn">
                <rect key="frame" x="40" y="320" width="44" height="44"/>
                <state key="normal" image="app" catalog="system"/>
            </button>
            """
        let document = Self.storyboard
            .replacingOccurrences(of: #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#,
                                  with: images + "\n" + button + "\n" + #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#)
            .replacingOccurrences(of: "<resources>", with: """
                <resources>
                    <image name="bed.double.fill" catalog="system" width="128" height="80"/>
                    <image name="washer" catalog="system" width="110" height="128"/>
                    <image name="refrigerator" catalog="system" width="92" height="128"/>
                    <image name="suitcase.fill" catalog="system" width="128" height="113"/>
                    <image name="app" catalog="system" width="128" height="114"/>
                """)
        let project = try AssetProject("symbol-household")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", document)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { screen in screen.allViews.contains { $0.id == "img0" } })
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        for name in symbols + ["app"] {
            #expect(named.contains("SF Symbol look-alike: \(name)"), "\(named)")
        }

        let drawn = try DocumentCellTests.render(screen, appearance)
        let systemBlue = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let grey = RGB(hex: SystemColor.systemGray5.rgba(appearance) >> 8)
        func share(_ pixels: [RGB], _ colour: RGB) -> Double {
            Double(pixels.filter { $0.near(colour, 8) }.count) / Double(max(1, pixels.count))
        }
        for id in (0..<symbols.count).map({ "img\($0)" }) + ["appbtn"] {
            let frame = try drawn.frame(id)
            // The button's symbol is drawn at 17 pt, centred: its ink is looked for in the middle 24 pt.
            let box = id == "appbtn" ? Rect(x: frame.midX - 12, y: frame.midY - 12, width: 24, height: 24) : frame
            let pixels = drawn.pixels(in: box)
            #expect(share(pixels, systemBlue) > 0.03, "\(appearance) \(id): \(share(pixels, systemBlue))")
            #expect(share(drawn.pixels(in: frame), grey) == 0, "\(appearance) \(id): \(share(drawn.pixels(in: frame), grey))")
        }
    }

    /// A plant app's records tab (`list.bullet.rectangle.portrait.fill`, an upright enclosure), a canteen's takeaway
    /// tab (`takeoutbag.and.cup.and.straw`), a scanner button (`document.viewfinder`) and a wine app's notes image
    /// (`pencil.and.ellipsis.rectangle`), as explore32's documents name them: each drawn as its look-alike in the tint,
    /// light and dark, with no placeholder grey, and named as a look-alike. Without the entries (and the upright
    /// enclosure read as the enclosure) each frame holds the grey placeholder and no tint.
    @Test(arguments: ControlDrawingTests.appearances) func listTakeawayScannerAndNoteSymbolsAreDrawn(_ appearance: Appearance) throws {
        let symbols = ["list.bullet.rectangle.portrait.fill", "takeoutbag.and.cup.and.straw", "document.viewfinder", "pencil.and.ellipsis.rectangle"]
        let images = symbols.enumerated().map { index, name in
            """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(name)" catalog="system" id="img\(index)">
                <rect key="frame" x="\(40 + 80 * index)" y="200" width="60" height="60"/>
            </imageView>
            """
        }.joined(separator: "\n")
        let document = Self.storyboard
            .replacingOccurrences(of: #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#,
                                  with: images + "\n" + #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#)
            .replacingOccurrences(of: "<resources>", with: """
                <resources>
                    <image name="list.bullet.rectangle.portrait.fill" catalog="system" width="115" height="128"/>
                    <image name="takeoutbag.and.cup.and.straw" catalog="system" width="128" height="114"/>
                    <image name="document.viewfinder" catalog="system" width="128" height="115"/>
                    <image name="pencil.and.ellipsis.rectangle" catalog="system" width="128" height="81"/>
                """)
        let project = try AssetProject("symbol-list-takeaway")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", document)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { screen in screen.allViews.contains { $0.id == "img0" } })
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        for name in symbols {
            #expect(named.contains("SF Symbol look-alike: \(name)"), "\(named)")
        }

        let drawn = try DocumentCellTests.render(screen, appearance)
        let systemBlue = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let grey = RGB(hex: SystemColor.systemGray5.rgba(appearance) >> 8)
        func share(_ pixels: [RGB], _ colour: RGB) -> Double {
            Double(pixels.filter { $0.near(colour, 8) }.count) / Double(max(1, pixels.count))
        }
        for id in (0..<symbols.count).map({ "img\($0)" }) {
            let pixels = drawn.pixels(in: try drawn.frame(id))
            #expect(share(pixels, systemBlue) > 0.03, "\(appearance) \(id): \(share(pixels, systemBlue))")
            #expect(share(pixels, grey) == 0, "\(appearance) \(id): \(share(pixels, grey))")
        }
    }

    /// A grocery app's drop-down triangle (`arrowtriangle.down.fill`), a garage app's disclosure triangle
    /// (`arrowtriangle.right.fill`), a recipe app's grid tab (`grid`) and a sample app's three tabs
    /// (`rectangle.split.3x3.fill`, `sun.haze.fill`, `terminal.fill`), with the sizes their documents save: each drawn
    /// as its look-alike in the tint, light and dark, with no placeholder grey, and named as a look-alike. Without
    /// the entries each frame holds the grey placeholder and no tint.
    @Test(arguments: ControlDrawingTests.appearances) func trianglesGridsTerminalAndHazeAreDrawn(_ appearance: Appearance) throws {
        let symbols = [("arrowtriangle.down.fill", 124), ("arrowtriangle.right.fill", 113), ("grid", 112),
                       ("rectangle.split.3x3.fill", 93), ("sun.haze.fill", 119), ("terminal.fill", 93)]
        let images = symbols.enumerated().map { index, symbol in
            """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(symbol.0)" catalog="system" id="img\(index)">
                <rect key="frame" x="\(16 + 62 * index)" y="200" width="50" height="50"/>
            </imageView>
            """
        }.joined(separator: "\n")
        let resources = symbols.map { #"<image name=""# + $0.0 + #"" catalog="system" width="128" height=""# + "\($0.1)" + #""/>"# }
        let document = Self.storyboard
            .replacingOccurrences(of: #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#,
                                  with: images + "\n" + #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#)
            .replacingOccurrences(of: "<resources>", with: "<resources>\n" + resources.joined(separator: "\n"))
        let project = try AssetProject("symbol-triangle-grid")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", document)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { screen in screen.allViews.contains { $0.id == "img0" } })
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        for (name, _) in symbols {
            #expect(named.contains("SF Symbol look-alike: \(name)"), "\(named)")
        }

        let drawn = try DocumentCellTests.render(screen, appearance)
        let systemBlue = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let grey = RGB(hex: SystemColor.systemGray5.rgba(appearance) >> 8)
        func share(_ pixels: [RGB], _ colour: RGB) -> Double {
            Double(pixels.filter { $0.near(colour, 8) }.count) / Double(max(1, pixels.count))
        }
        for id in (0..<symbols.count).map({ "img\($0)" }) {
            let pixels = drawn.pixels(in: try drawn.frame(id))
            #expect(share(pixels, systemBlue) > 0.02, "\(appearance) \(id): \(share(pixels, systemBlue))")
            #expect(share(pixels, grey) == 0, "\(appearance) \(id): \(share(pixels, grey))")
        }
    }

    /// A shop app's delete button (`bin.xmark.fill`, SF Symbols 3's spelling of `xmark.bin`), a barber app's messages
    /// tab (`text.bubble.rtl`, the right-to-left variant), a sports app's standing figure (`figure.stand`) and a gym
    /// app's Apple tab (`apple.logo`), with the sizes their documents save: each drawn as its look-alike in the tint,
    /// light and dark, with no placeholder grey, and named as a look-alike. Without the entries (and the `.rtl` rule)
    /// each frame holds the grey placeholder and no tint.
    @Test(arguments: ControlDrawingTests.appearances) func binStandingFigureLogoAndRightToLeftBubbleAreDrawn(_ appearance: Appearance) throws {
        let symbols = [("bin.xmark.fill", 128, 93), ("text.bubble.rtl", 128, 110), ("figure.stand", 74, 128), ("apple.logo", 32, 32)]
        let images = symbols.enumerated().map { index, symbol in
            """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(symbol.0)" catalog="system" id="img\(index)">
                <rect key="frame" x="\(16 + 62 * index)" y="200" width="50" height="50"/>
            </imageView>
            """
        }.joined(separator: "\n")
        let resources = symbols.map { #"<image name=""# + $0.0 + #"" catalog="system" width=""# + "\($0.1)" + #"" height=""# + "\($0.2)" + #""/>"# }
        let document = Self.storyboard
            .replacingOccurrences(of: #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#,
                                  with: images + "\n" + #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#)
            .replacingOccurrences(of: "<resources>", with: "<resources>\n" + resources.joined(separator: "\n"))
        let project = try AssetProject("symbol-bin-figure-logo")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", document)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { screen in screen.allViews.contains { $0.id == "img0" } })
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        for (name, _, _) in symbols {
            #expect(named.contains("SF Symbol look-alike: \(name)"), "\(named)")
        }

        let drawn = try DocumentCellTests.render(screen, appearance)
        let systemBlue = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let grey = RGB(hex: SystemColor.systemGray5.rgba(appearance) >> 8)
        func share(_ pixels: [RGB], _ colour: RGB) -> Double {
            Double(pixels.filter { $0.near(colour, 8) }.count) / Double(max(1, pixels.count))
        }
        for id in (0..<symbols.count).map({ "img\($0)" }) {
            let pixels = drawn.pixels(in: try drawn.frame(id))
            #expect(share(pixels, systemBlue) > 0.02, "\(appearance) \(id): \(share(pixels, systemBlue))")
            #expect(share(pixels, grey) == 0, "\(appearance) \(id): \(share(pixels, grey))")
        }
        #expect(SymbolLookalike.materialName(for: "text.bubble.fill.rtl") == "comment")
    }

    /// A receipt's close button drawn as the clear key (`clear`), a tab's window with its dock (`rectangle.dock`) and a
    /// back-to-start arrow in its `.alt` spelling (`arrow.left.to.line.alt`), with the sizes their documents save: each
    /// drawn as its look-alike in the tint, light and dark, with no placeholder grey, and named as a look-alike.
    /// Without the entries each frame holds the grey placeholder and no tint.
    @Test(arguments: ControlDrawingTests.appearances) func clearKeyDockAndLineArrowAreDrawn(_ appearance: Appearance) throws {
        let symbols = [("clear", 128, 114), ("rectangle.dock", 128, 93), ("arrow.left.to.line.alt", 128, 89)]
        let images = symbols.enumerated().map { index, symbol in
            """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(symbol.0)" catalog="system" id="img\(index)">
                <rect key="frame" x="\(16 + 62 * index)" y="200" width="50" height="50"/>
            </imageView>
            """
        }.joined(separator: "\n")
        let resources = symbols.map { #"<image name=""# + $0.0 + #"" catalog="system" width=""# + "\($0.1)" + #"" height=""# + "\($0.2)" + #""/>"# }
        let document = Self.storyboard
            .replacingOccurrences(of: #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#,
                                  with: images + "\n" + #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#)
            .replacingOccurrences(of: "<resources>", with: "<resources>\n" + resources.joined(separator: "\n"))
        let project = try AssetProject("symbol-clear-dock-line")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", document)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { screen in screen.allViews.contains { $0.id == "img0" } })
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        for (name, _, _) in symbols {
            #expect(named.contains("SF Symbol look-alike: \(name)"), "\(named)")
        }

        let drawn = try DocumentCellTests.render(screen, appearance)
        let systemBlue = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let grey = RGB(hex: SystemColor.systemGray5.rgba(appearance) >> 8)
        func share(_ pixels: [RGB], _ colour: RGB) -> Double {
            Double(pixels.filter { $0.near(colour, 8) }.count) / Double(max(1, pixels.count))
        }
        for id in (0..<symbols.count).map({ "img\($0)" }) {
            let pixels = drawn.pixels(in: try drawn.frame(id))
            #expect(share(pixels, systemBlue) > 0.02, "\(appearance) \(id): \(share(pixels, systemBlue))")
            #expect(share(pixels, grey) == 0, "\(appearance) \(id): \(share(pixels, grey))")
        }
    }

    /// Names saved by the earlier exploration sets' documents that stayed placeholders: the skip keys' `.alt`
    /// spelling, the double chevrons' `backward`/`forward` spelling, a 30 second skip, balls, wind, a tornado, a
    /// thunderstorm, a boxer, a golfer, HomeKit's house, a TV, stacked videos, recycling arrows, a box and a signpost
    /// each reach the Material icon of the same drawing, filled or not.
    @Test func mediaSportsAndWeatherNamesReachTheirIcons() {
        let expected = ["forward.end.alt.fill": "skip_next", "backward.end.alt.fill": "skip_previous",
                        "chevron.backward.2": "keyboard_double_arrow_left", "goforward.30": "forward_30",
                        "soccerball": "sports_soccer", "football.fill": "sports_football", "tennisball.fill": "sports_tennis",
                        "cricket.ball.fill": "sports_cricket", "wind": "air", "tornado": "tornado",
                        "cloud.bolt.rain.fill": "thunderstorm", "arrowtriangle.down": "arrow_drop_down",
                        "figure.boxing": "sports_mma", "figure.golf": "sports_golf", "homekit": "home", "play.tv": "live_tv",
                        "play.rectangle.on.rectangle": "video_library", "arrow.3.trianglepath": "recycling",
                        "cube.box.fill": "inventory_2", "signpost.left.fill": "signpost"]
        for (symbol, icon) in expected {
            #expect(SymbolLookalike.drawableIcon(for: symbol) == icon, "\(symbol)")
        }
    }

    /// SF's `scope`, a ring crossed by four ticks (the map's "locate me" button), is Material's `gps_not_fixed`,
    /// the same ring and ticks (https://fonts.google.com/icons?icon.query=gps_not_fixed).
    @Test func scopeIsTheCrosshair() {
        #expect(SymbolLookalike.materialName(for: "scope") == "gps_not_fixed")
        #expect(SymbolLookalike.drawableIcon(for: "scope") == "gps_not_fixed")
    }

    /// Every icon the table names is one the Debian package lists (its `scss/_variables.scss` codepoint map, read
    /// here as text, not through the font) and one the font draws as a single non-empty glyph.
    @Test func everyIconIsInTheFont() throws {
        let list = try String(contentsOfFile: "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss", encoding: .utf8)
        let font = try SymbolFont.standard.get()
        let icons = Set(SymbolLookalike.table.values.flatMap { $0.split(separator: "/").map(String.init) })
        #expect(icons.count > 200)
        for icon in icons.sorted() {
            #expect(list.contains("\t\"\(icon)\": "), "\(icon) is not in the package's list")
            #expect(font.outline(ofIcon: icon) != nil, "\(icon) is not one glyph of the font")
        }
        #expect(font.outline(ofIcon: "no_such_icon_here") == nil)
    }

    /// The three look-alikes are named as such; the unknown symbol as an SF Symbol, as before.
    @Test func lookalikesAndPlaceholdersAreNamed() throws {
        let screen = try Self.screen()
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        for name in ["star.fill", "trash", "bell"] {
            #expect(named.contains("SF Symbol look-alike: \(name)"), "\(named)")
        }
        #expect(named.contains("SF Symbol: figure.skiing.downhill"), "\(named)")
        #expect(!named.contains { $0.hasSuffix("bar item image: bell") || $0 == "SF Symbol: star.fill" }, "\(named)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func symbolsAreDrawnInTheTint(_ appearance: Appearance) throws {
        let drawn = try DocumentCellTests.render(try Self.screen(), appearance)
        let systemBlue = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let grey = RGB(hex: SystemColor.systemGray5.rgba(appearance) >> 8)
        func share(_ pixels: [RGB], _ colour: RGB) -> Double {
            Double(pixels.filter { $0.near(colour, 8) }.count) / Double(max(1, pixels.count))
        }

        // The star fills its 80-pt frame by aspect fit: tint ink, a star's share of it (Material's star covers
        // about half its box; a filled frame would be all of it), no placeholder grey, its centre and none of its
        // corners inked, nothing in the tint just outside the frame.
        let star = try drawn.frame("star")
        let starPixels = drawn.pixels(in: star)
        #expect((0.3...0.7).contains(share(starPixels, systemBlue)), "\(appearance): \(share(starPixels, systemBlue))")
        #expect(share(starPixels, grey) == 0)
        #expect(drawn.pixel(star.midX, star.midY).near(systemBlue, 8))
        #expect(drawn.pixel(star.minX + 2, star.minY + 2).near(drawn.background))
        #expect(drawn.pixel(star.maxX - 2, star.maxY - 2).near(drawn.background))
        #expect(share(drawn.pixels(in: Rect(x: star.minX, y: star.maxY + 1, width: star.width, height: 10)), systemBlue) == 0)
        // Aspect fit: the ink reaches the frame's top or sides (a 2-pt band there has ink).
        let top = drawn.pixels(in: Rect(x: star.minX, y: star.minY, width: star.width, height: 3))
        let left = drawn.pixels(in: Rect(x: star.minX, y: star.minY, width: 3, height: star.height))
        #expect(share(top, systemBlue) > 0 || share(left, systemBlue) > 0)

        // The button's bin at 17 pt: ink in the tint within the middle 24 pt, none near the button's edges.
        let bin = try drawn.frame("bin")
        let middle = Rect(x: bin.midX - 12, y: bin.midY - 12, width: 24, height: 24)
        let binInk = share(drawn.pixels(in: middle), systemBlue)
        #expect((0.05...0.7).contains(binInk), "\(appearance): \(binInk)")
        #expect(share(drawn.pixels(in: Rect(x: bin.minX, y: bin.minY, width: bin.width, height: 6)), systemBlue) == 0)

        // The bar item's bell: tint ink inside the item, and not the placeholder's faint square.
        let item = try #require(drawn.layout.barItems.first { $0.id == "trailingItem1" }).frame
        let bar = drawn.pixel(item.midX, item.minY + 2)
        let bellPixels = drawn.pixels(in: item)
        #expect(share(bellPixels, systemBlue) > 0.05, "\(appearance): \(share(bellPixels, systemBlue))")
        // The placeholder's rim, 11.5 pt from the centre, is bar: the bell keeps to Material's live area, 10 pt.
        #expect(drawn.pixel(item.midX, item.midY - 11.5).near(bar, 2), "\(drawn.pixel(item.midX, item.midY - 11.5))")
        #expect(drawn.pixel(item.midX - 11.5, item.midY).near(bar, 2), "\(drawn.pixel(item.midX - 11.5, item.midY))")

        // The unknown symbol: the placeholder's grey box, no tint.
        let ski = drawn.pixels(in: try drawn.frame("ski"))
        #expect(share(ski, grey) > 0.5)
        #expect(share(ski, systemBlue) == 0)
    }

    /// resvg draws our SVG of the document as our PNG draws it (the look-alikes are paths in both), within the
    /// 0.5 % of pixels `SecondRendererTests` allows; the SVG holds the three symbols' groups.
    @Test(.enabled(if: SecondRendererTests.resvgAvailable), arguments: ControlDrawingTests.appearances)
    func resvgAgrees(_ appearance: Appearance) throws {
        let folder = try RenderFixtures.scratchFolder("resvg-symbols")
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(RenderOptions(textAsPaths: true)).render(screen: try Self.screen(), profile: profile)
        let svg = try #require(image.svg)
        #expect(svg.components(separatedBy: #"class="symbol""#).count - 1 == 3)
        let result = try SecondRendererTests.compareWithResvg(svg: svg, png: try #require(image.png), in: folder, name: "symbols")
        #expect(result.sizesMatch)
        #expect(result.ratio < 0.005, "\(result.differentPixels) of \(result.totalPixels) pixels differ (\(result.ratio * 100) %)")
    }
}
