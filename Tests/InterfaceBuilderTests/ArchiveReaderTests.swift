@testable import Diagnostics
import Geometry
@testable import InterfaceBuilder
import Testing
import TestSupport

/// XIBs in the archive format of Xcode 3 and 4 (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`) read into
/// the model the `<document>` reader builds (docs/research/ib-defaults.md §125-§127), and broken archives refused with
/// one located message each.
@Suite struct ArchiveReaderTests {
    static func read(_ text: String) throws -> IBDocument {
        try InterfaceBuilderReader.read(path: "t.xib", data: Array(text.utf8))
    }

    @Test func aScreenReadsItsViewsFramesTextFontsAndColours() throws {
        let document = try Self.read(ArchiveFixtures.screen)
        #expect(document.kind == .xib)
        #expect(document.toolsBuild == 2182)
        let root = try #require(document.objects.compactMap(\.view).first)
        #expect(root.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(root.autoresizingMask == IBAutoresizingMask(widthSizable: true, heightSizable: true))
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.colors.first?.white == 0.5 && root.colors.first?.key == "backgroundColor")
        #expect(root.simulatedMetrics.map(\.key) == ["simulatedStatusBarMetrics"])
        #expect(root.subviews.map(\.element) == ["label", "button", "imageView"])

        let label = root.subviews[0]
        #expect(label.frame == Rect(x: 20, y: 20, width: 280, height: 21))
        #expect(label.autoresizingMask == IBAutoresizingMask(flexibleMaxX: true, flexibleMaxY: true))
        guard case .label(let text) = label.kind else { Issue.record("not a label: \(label.kind)"); return }
        #expect(text.text == "Hello")
        #expect(text.font?.type == "boldSystem" && text.font?.pointSize == 15)
        #expect(text.textAlignment == "center")
        #expect(!text.adjustsFontSizeToFit)
        let red = try #require(label.colors.first { $0.key == "textColor" })
        #expect(red.red == 1 && red.green == 0 && red.blue == 0 && red.alpha == 1)

        guard case .button(let button) = root.subviews[1].kind else { Issue.record("not a button"); return }
        #expect(button.buttonType == "roundedRect")
        #expect(button.shownTitle == "Go")
        // The font description is written once and named by reference from the button.
        #expect(button.font?.type == "boldSystem" && button.font?.pointSize == 15)

        let image = root.subviews[2]
        #expect(image.autoresizingMask == IBAutoresizingMask(widthSizable: true, flexibleMinY: true))
        guard case .imageView(let picture) = image.kind else { Issue.record("not an image view"); return }
        #expect(picture.image == "banner.png")
    }

    /// An archived button saved disabled (`<bool key="IBUIEnabled">NO</bool>`, as Xcode 4 saved one beside its
    /// `IBUIDisabledTitle`) shows its disabled title; one saved selected with no selected title keeps its normal one
    /// (docs/research/ib-defaults.md §172).
    @Test func anArchivedButtonShowsTheStateItWasSavedIn() throws {
        let normal = "<string key=\"IBUINormalTitle\">Go</string>"
        let disabled = ArchiveFixtures.screen.replacingOccurrences(of: normal, with: """
            <bool key="IBUIEnabled">NO</bool><string key="IBUIDisabledTitle">Wait</string>\(normal)
            """)
        let selected = ArchiveFixtures.screen.replacingOccurrences(of: normal, with: "<bool key=\"IBUISelected\">YES</bool>\(normal)")
        #expect(disabled != ArchiveFixtures.screen && selected != ArchiveFixtures.screen)
        for (text, title) in [(disabled, "Wait"), (selected, "Go")] {
            let root = try #require(try Self.read(text).objects.compactMap(\.view).first)
            guard case .button(let button) = root.subviews[1].kind else { Issue.record("not a button"); return }
            #expect(button.shownTitle == title)
        }
    }

    @Test func aCellKeepsItsContentViewAndCustomClass() throws {
        let document = try Self.read(ArchiveFixtures.cell)
        let cell = try #require(document.objects.compactMap(\.view).first)
        #expect(cell.element == "tableViewCell")
        #expect(cell.customClass == "TitleCell")
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        guard case .tableViewCell(let properties) = cell.kind else { Issue.record("not a cell"); return }
        #expect(properties.reuseIdentifier == "TitleCell")
        let content = try #require(cell.keyedViews.first)
        #expect(content.key == "contentView" && content.element == "tableViewCellContentView")
        #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 43))
        #expect(content.subviews.first?.frame == Rect(x: 10, y: 11, width: 300, height: 21))
        #expect(cell.subviews.isEmpty)
    }

    @Test func xcode45ConstraintsAreReadFromTheObjectRecords() throws {
        let document = try Self.read(ArchiveFixtures.constrained)
        #expect(document.useAutolayout)
        let root = try #require(document.objects.compactMap(\.view).first)
        #expect(root.subviews.first?.translatesAutoresizingMaskIntoConstraints == false)
        let described = root.constraints.map {
            "\($0.resolvedFirstItem).\($0.firstAttribute) = \($0.secondItem ?? "-").\($0.secondAttribute.map { "\($0)" } ?? "-") + \($0.constant)"
        }
        // The items are named by their object records' ids, as the views are (the root is record 1, the label 3).
        #expect(described == ["3.top = 1.top + 20.0", "3.leading = 1.leading + 20.0", "1.trailing = 3.trailing + 20.0"])
        #expect(root.constraints.map(\.symbolic) == [true, true, false])
        #expect(root.constraints.allSatisfy { $0.holderID == "1" && $0.priority == 1000 && $0.multiplier == 1 })
    }

    /// A MainWindow.xib: the app delegate (`IBUICustomObject`) has no element in the document format and is left out, the
    /// controller keeps its nib name and simulated metrics, the window is a top-level view; a view class with no
    /// document element (`IBADBannerView`) keeps its frame under its own name, which the document reader draws as a
    /// labelled placeholder.
    @Test func windowsControllersAndUnknownClasses() throws {
        let document = try Self.read(ArchiveFixtures.archive(rootObjects: """
            <object class="IBUICustomObject" id="664661524"/>
            <object class="IBUIViewController" id="943309135">
            <string key="IBUINibName">ExampleViewController</string>
            <object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
            </object>
            <object class="IBUIWindow" id="117978783">
            <int key="NSvFlags">292</int>
            <string key="NSFrameSize">{320, 480}</string>
            <array key="NSSubviews">
            <object class="IBADBannerView" id="5"><int key="NSvFlags">266</int><string key="NSFrame">{{0, 430}, {320, 50}}</string></object>
            </array>
            </object>
            """, records: """
            <object class="IBObjectRecord"><int key="objectID">10</int><reference key="object" ref="943309135"/></object>
            """))
        #expect(document.objects.count == 3)
        let controller = try #require(document.viewControllers.first)
        #expect(controller.element == "viewController" && controller.id == "10")
        #expect(controller.attributes.contains { $0.name == "nibName" && $0.value == "ExampleViewController" })
        #expect(controller.simulatedMetrics.map(\.key) == ["simulatedStatusBarMetrics"])
        let window = try #require(document.objects.compactMap(\.view).first)
        #expect(window.element == "window" && window.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.simulatedMetrics.map(\.element) == ["nil"])
        let banner = try #require(window.subviews.first)
        #expect(banner.element == "adBannerView" && banner.kind == .other)
        #expect(banner.frame == Rect(x: 0, y: 430, width: 320, height: 50))
        #expect(banner.autoresizingMask == IBAutoresizingMask(widthSizable: true, flexibleMinY: true))
    }

    /// A view written without an id gets one from its class and position.
    @Test func aViewWithoutAnIDGetsOne() throws {
        let text = ArchiveFixtures.screen.replacingOccurrences(of: "<object class=\"IBUIButton\" id=\"264913519\">", with: "<object class=\"IBUIButton\">")
        let root = try #require(try Self.read(text).objects.compactMap(\.view).first)
        #expect(root.subviews.map(\.id)[1] == "IBUIButton@\(Self.place(of: "<object class=\"IBUIButton\"", in: text))")
    }

    // MARK: broken archives

    /// The 1-based line and column of the first `needle` in `text` (columns in characters, a tab one).
    static func place(of needle: String, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: needle) { return "\(index + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)" }
        }
        return "?"
    }

    static func diagnostics(_ text: String, limits: InputLimits = .standard) -> [String] {
        do {
            _ = try InterfaceBuilderReader.read(path: "t.xib", data: Array(text.utf8), limits: limits)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aReferenceToNoObjectIsLocated() {
        let text = ArchiveFixtures.screen.replacingOccurrences(of: "<reference key=\"IBUIFontDescription\" ref=\"815432871\"/>",
                                                               with: "<reference key=\"IBUIFontDescription\" ref=\"999\"/>")
        #expect(Self.diagnostics(text) == [
            "t.xib:\(Self.place(of: "<reference key=\"IBUIFontDescription\"", in: text)): error: <reference> names '999', which no object in the archive has",
        ])
    }

    @Test func aFrameThatDoesNotParseIsLocated() {
        let text = ArchiveFixtures.screen.replacingOccurrences(of: "{{20, 60}, {280, 37}}", with: "{{20, 60}, {280}}")
        #expect(Self.diagnostics(text) == [
            "t.xib:\(Self.place(of: "<string key=\"NSFrame\">{{20, 60}", in: text)): error: 'NSFrame' must be written like {{0, 20}, {320, 460}}, got '{{20, 60}, {280}}'",
        ])
        let size = ArchiveFixtures.cell.replacingOccurrences(of: "{320, 43}", with: "{320, nan}")
        #expect(Self.diagnostics(size) == [
            "t.xib:\(Self.place(of: "<string key=\"NSFrameSize\">{320, nan}", in: size)): error: 'NSFrameSize' must be written like {320, 460}, got '{320, nan}'",
        ])
        let far = ArchiveFixtures.cell.replacingOccurrences(of: "{320, 43}", with: "{320, 1e9}")
        #expect(Self.diagnostics(far) == [
            "t.xib:\(Self.place(of: "<string key=\"NSFrameSize\">{320, 1e9}", in: far)): error: 'NSFrameSize' must lie within ±100000 (limit 'magnitude'), got 1000000000",
        ])
    }

    @Test func aViewThatIsItsOwnSuperviewIsRefused() {
        // The label lists the screen's root view among its own subviews: a cycle through NSSubviews.
        let text = ArchiveFixtures.screen.replacingOccurrences(
            of: "<string key=\"IBUIText\">Hello</string>",
            with: "<string key=\"IBUIText\">Hello</string>\n<array key=\"NSSubviews\"><reference ref=\"191373211\"/></array>")
        #expect(Self.diagnostics(text) == [
            "t.xib:\(Self.place(of: "<object class=\"IBUIView\" id=\"191373211\"", in: text)): error: view '191373211' is its own superview: its NSSubviews lead back to it",
        ])
    }

    /// A view listed under two views (a MainWindow.xib's window may list the view its controller holds) is read once,
    /// under the first.
    @Test func aViewUnderTwoViewsIsReadOnce() throws {
        let text = ArchiveFixtures.screen.replacingOccurrences(
            of: "<string key=\"IBUIText\">Hello</string>",
            with: "<string key=\"IBUIText\">Hello</string>\n<array key=\"NSSubviews\"><reference ref=\"905512364\"/></array>")
        let root = try #require(try Self.read(text).objects.compactMap(\.view).first)
        #expect(root.subviews.map(\.element) == ["label", "button"])
        // The image view has no object record: its id is its class and place.
        #expect(root.subviews.first?.subviews.map(\.id) == ["IBUIImageView@\(Self.place(of: "<object class=\"IBUIImageView\"", in: text))"])
    }

    @Test func deepNestingThroughReferencesStopsAtTheLimit() {
        // Eight views written side by side, each the only subview of the one before: the XML is four elements deep, the
        // views eight, beyond the six that the limit 'elementDepth' of 12 allows.
        let chain = (1...7).map { index in
            "\t\t\t<object class=\"IBUIView\" id=\"v\(index)\"><string key=\"NSFrameSize\">{10, 10}</string>"
                + (index < 7 ? "<array key=\"NSSubviews\"><reference ref=\"v\(index + 1)\"/></array>" : "") + "</object>"
        }.joined(separator: "\n")
        let text = ArchiveFixtures.archive(rootObjects: """
            \t\t\t<object class="IBUIView" id="v0"><string key="NSFrameSize">{10, 10}</string><array key="NSSubviews"><reference ref="v1"/></array></object>
            """).replacingOccurrences(of: "\t\t<object class=\"IBObjectContainer\"", with: "\t\t<array key=\"Loose\">\n\(chain)\n\t\t</array>\n\t\t<object class=\"IBObjectContainer\"")
        #expect(Self.diagnostics(text, limits: InputLimits(elementDepth: 12)) == [
            "t.xib:\(Self.place(of: "<object class=\"IBUIView\" id=\"v6\"", in: text)): error: views nest more than 6 deep (limit 'elementDepth')",
        ])
        #expect(Self.diagnostics(text) == [])
    }

    @Test func duplicateIDsAndMissingRootObjectsAreLocated() {
        let text = ArchiveFixtures.cell.replacingOccurrences(of: "id=\"13419790\"", with: "id=\"534397536\"")
        #expect(Self.diagnostics(text) == [
            "t.xib:\(Self.place(of: "<object class=\"IBUILabel\"", in: text)): error: duplicate id '534397536': <object> reuses the id of <object> at \(Self.place(of: "<object class=\"IBUITableViewCell\"", in: text))",
        ])
        let empty = "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\">\n<data>\n</data>\n</archive>\n"
        #expect(Self.diagnostics(empty) == [
            "t.xib:2:1: error: the archive has no 'IBDocument.RootObjects', which lists a XIB's top-level objects",
        ])
    }
}
