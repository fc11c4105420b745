@testable import Diagnostics
@testable import InterfaceBuilder
import Testing
import TestSupport

/// The ids of the elements read from a XIB archive: the `objectID`s of its object records, as Xcode's conversion to
/// the `<document>` format names them (docs/research/ib-defaults.md §131), and ids that cannot collide for objects no
/// record names.
@Suite struct ArchiveIDTests {
    /// A File's Owner (record -1), a First Responder (-2), a view (6) holding a label (8) and a label no record names.
    static let text = ArchiveFixtures.archive(rootObjects: """
        \t\t\t<object class="IBProxyObject" id="843779117">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFirstResponder</string>
        \t\t\t</object>
        \t\t\t<object class="IBUIView" id="774585933">
        \t\t\t\t<string key="NSFrame">{{0, 20}, {320, 460}}</string>
        \t\t\t\t<array key="NSSubviews">
        \t\t\t\t\t<object class="IBUILabel" id="474539717"><string key="NSFrame">{{20, 20}, {280, 21}}</string></object>
        \t\t\t\t\t<object class="IBUILabel" id="28049241"><string key="NSFrame">{{20, 60}, {280, 21}}</string></object>
        \t\t\t\t</array>
        \t\t\t</object>
        """, records: """
        \t\t\t\t\t<object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="843779117"/></object>
        \t\t\t\t\t<object class="IBObjectRecord"><int key="objectID">6</int><reference key="object" ref="774585933"/></object>
        \t\t\t\t\t<object class="IBObjectRecord"><int key="objectID">8</int><reference key="object" ref="474539717"/></object>
        """)

    static func read(_ text: String) throws -> IBDocument {
        try InterfaceBuilderReader.read(path: "t.xib", data: Array(text.utf8))
    }

    @Test func objectsAreNamedByTheirObjectRecords() throws {
        let document = try Self.read(Self.text)
        let placeholders = document.objects.compactMap { object -> String? in
            if case .placeholder(let placeholder) = object { return placeholder.id }
            return nil
        }
        #expect(placeholders == ["-1", "-2"])
        let root = try #require(document.objects.compactMap(\.view).first)
        #expect(root.id == "6")
        let place = ArchiveReaderTests.place(of: "<object class=\"IBUILabel\" id=\"28049241\"", in: Self.text)
        #expect(root.subviews.map(\.id) == ["8", "IBUILabel@\(place)"])
    }

    /// A view written without an id, then one whose archive id is the id the first is given: both are read, each
    /// with an id of its own (the second's is its own place).
    @Test func anArchiveIDOfThePositionalFormDropsNoView() throws {
        let unnamed = "<object class=\"IBUILabel\"><string key=\"NSFrame\">{{20, 100}, {280, 21}}</string></object>"
        var text = Self.text.replacingOccurrences(
            of: "{{20, 60}, {280, 21}}</string></object>",
            with: "{{20, 60}, {280, 21}}</string></object>\n\t\t\t\t\t\(unnamed)\n\t\t\t\t\t<object class=\"IBUILabel\" id=\"FORGED\"/>")
        let place = ArchiveReaderTests.place(of: unnamed, in: text)
        text = text.replacingOccurrences(of: "id=\"FORGED\"", with: "id=\"IBUILabel@\(place)\"")
        let root = try #require(try Self.read(text).objects.compactMap(\.view).first)
        let second = ArchiveReaderTests.place(of: "<object class=\"IBUILabel\" id=\"28049241\"", in: text)
        let forged = ArchiveReaderTests.place(of: "<object class=\"IBUILabel\" id=\"IBUILabel@", in: text)
        #expect(root.subviews.map(\.id) == ["8", "IBUILabel@\(second)", "IBUILabel@\(place)", "IBUILabel@\(forged)"])
    }

    /// Two records giving one `objectID` to two objects would give two elements one id.
    @Test func twoRecordsGivingOneObjectIDAreRefused() {
        let text = Self.text.replacingOccurrences(of: "<int key=\"objectID\">8</int>", with: "<int key=\"objectID\">6</int>")
        let place = ArchiveReaderTests.place(of: "<object class=\"IBObjectRecord\"><int key=\"objectID\">6</int><reference key=\"object\" ref=\"474539717\"", in: text)
        #expect(ArchiveReaderTests.diagnostics(text) == [
            "t.xib:\(place): error: two object records give objectID 6: '774585933' and '474539717'",
        ])
    }

    /// A constraint item naming no archive object is refused where it stands, though its ref (`3`) is an object id
    /// the elements carry: refs are archive ids.
    @Test func aConstraintItemNamingNoObjectIsLocated() throws {
        var text = ArchiveFixtures.constrained
        let first = try #require(text.range(of: "<reference key=\"firstItem\" ref=\"510720473\"/>"))
        text.replaceSubrange(first, with: "<reference key=\"firstItem\" ref=\"3\"/>")
        let place = ArchiveReaderTests.place(of: "<reference key=\"firstItem\" ref=\"3\"/>", in: text)
        #expect(ArchiveReaderTests.diagnostics(text) == [
            "t.xib:\(place): error: the constraint's 'firstItem' names '3', which no object in the archive has",
        ])
    }

    /// Outlets and actions (`connectionRecords`) are read onto their sources, named by their `connectionID`s
    /// (docs/research/ib-defaults.md §132): File's Owner's `view` outlet, and a label's value-changed action (13).
    @Test func connectionsAreReadOntoTheirSources() throws {
        let connections = """
            \t\t\t<array class="NSMutableArray" key="connectionRecords">
            \t\t\t\t<object class="IBConnectionRecord"><object class="IBCocoaTouchOutletConnection" key="connection">
            <string key="label">view</string><reference key="source" ref="372490531"/><reference key="destination" ref="774585933"/>
            </object><int key="connectionID">7</int></object>
            \t\t\t\t<object class="IBConnectionRecord"><object class="IBCocoaTouchEventConnection" key="connection">
            <string key="label">changed:</string><reference key="source" ref="474539717"/><reference key="destination" ref="372490531"/>
            <int key="IBEventType">13</int></object><int key="connectionID">18</int></object>
            \t\t\t</array>
            """
        let text = Self.text.replacingOccurrences(of: "<object class=\"IBMutableOrderedSet\" key=\"objectRecords\">",
                                                  with: "\(connections)\n<object class=\"IBMutableOrderedSet\" key=\"objectRecords\">")
        #expect(text != Self.text)
        let document = try Self.read(text)
        let owner = document.objects.compactMap { object -> IBPlaceholder? in
            if case .placeholder(let placeholder) = object, placeholder.id == "-1" { return placeholder }
            return nil
        }.first
        #expect(owner?.connections.map { "\($0.element) \($0.property ?? "") → \($0.destination ?? "") #\($0.id ?? "")" } == ["outlet view → 6 #7"])
        let root = try #require(document.objects.compactMap(\.view).first)
        #expect(root.subviews.first?.connections.map { "\($0.element) \($0.selector ?? "") \($0.eventType ?? "") → \($0.destination ?? "") #\($0.id ?? "")" }
                == ["action changed: valueChanged → -1 #18"])
        // A connection id that an object has too is refused where it stands.
        let clash = text.replacingOccurrences(of: "<int key=\"connectionID\">18</int>", with: "<int key=\"connectionID\">8</int>")
        #expect(ArchiveReaderTests.diagnostics(clash) == [
            "t.xib:\(ArchiveReaderTests.place(of: "<object class=\"IBConnectionRecord\"><object class=\"IBCocoaTouchEventConnection\"", in: clash)): error: connectionID 8 is the id of another object or connection",
        ])
    }
}
