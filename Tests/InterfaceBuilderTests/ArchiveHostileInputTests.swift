@testable import Diagnostics
@testable import InterfaceBuilder
import Testing
import TestSupport

/// Hostile XIB archives (the format of Xcode 3 and 4): each is refused with one located message, or read, in time
/// bounded by its size; docs/robustness.md ("Interface Builder documents").
@Suite struct ArchiveHostileInputTests {
    static func diagnostics(_ text: String, limits: InputLimits = .standard) -> [String] {
        do {
            _ = try InterfaceBuilderReader.read(path: "t.xib", data: Array(text.utf8), limits: limits)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// `count` labels whose text is one string of `length` characters, written once and named by reference.
    static func labelsSharingOneText(count: Int, length: Int) -> String {
        let labels = (0..<count).map { index in
            "<object class=\"IBUILabel\" id=\"l\(index)\"><string key=\"NSFrame\">{{0, 0}, {10, 10}}</string>"
                + "<reference key=\"IBUIText\" ref=\"shared\"/></object>"
        }.joined()
        return ArchiveFixtures.archive(rootObjects: """
            <object class="IBUIView" id="100"><string key="NSFrame">{{0, 20}, {320, 460}}</string>
            <array class="NSMutableArray" key="NSSubviews">\(labels)</array>
            <string key="IBUIAccessibilityHint" id="shared">\(String(repeating: "a", count: length))</string></object>
            """)
    }

    /// References that repeat one large object thousands of times would read as a document of gigabytes (an archive of
    /// 7 MB whose 20,000 references each name a 3 MB string took minutes): what they repeat is bounded by the limit
    /// 'documentBytes', and the reference that goes past it is named, once.
    @Test func referencesRepeatingALargeObjectAreBoundedByTheDocumentLimit() {
        var limits = InputLimits.standard
        limits.documentBytes = 40_000
        let text = Self.labelsSharingOneText(count: 20, length: 5_000)
        let found = Self.diagnostics(text, limits: limits)
        // The eighth reference (each repeats 5,057 bytes) is the first past 40,000.
        #expect(found == ["t.xib:13:1055: error: the archive's references repeat more than 40000 bytes of its objects (limit 'documentBytes'); this one repeats 'shared', 5057 bytes"])
        // The same references within the limit are read.
        #expect(Self.diagnostics(Self.labelsSharingOneText(count: 5, length: 5_000), limits: limits) == [])
    }

    /// A controller or File's Owner listed twice in `IBDocument.RootObjects` (written, then named by reference) is read
    /// once, as a view listed twice is, rather than refused with a duplicate id that names its own place.
    @Test func aTopLevelObjectListedTwiceIsReadOnce() throws {
        let text = ArchiveFixtures.archive(rootObjects: """
            <reference ref="372490531"/>
            <object class="IBUIViewController" id="300"><string key="IBUITitle">T</string>
            <object class="IBUIView" key="IBUIView"><string key="NSFrame">{{0, 20}, {320, 460}}</string></object></object>
            <reference ref="300"/>
            """)
        #expect(Self.diagnostics(text) == [])
        let document = try InterfaceBuilderReader.read(path: "t.xib", data: Array(text.utf8))
        #expect(document.objects.count == 2)
    }

    /// `IBDocument.RootObjects` written as a reference to no object gets the one message that says so, not a second one
    /// claiming the key is missing.
    @Test func rootObjectsNamingNoObjectIsOneMessage() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data>
            <reference key="IBDocument.RootObjects" ref="nope"/></data></archive>
            """
        #expect(Self.diagnostics(text) == ["t.xib:3:1: error: <reference> names 'nope', which no object in the archive has"])
    }

    /// A number past a bound of its own names that bound's limit, or none: `NSvFlags` is a 32-bit word, not a length
    /// within the limit 'magnitude'.
    @Test func aNumberPastItsOwnBoundNamesTheRightLimit() {
        let flags = ArchiveFixtures.fullScreen.replacingOccurrences(of: "<int key=\"NSvFlags\">298</int>",
                                                                    with: "<int key=\"NSvFlags\">18446744073709551615</int>")
        #expect(Self.diagnostics(flags).map { $0.drop { $0 != " " } } == [" error: 'NSvFlags' must lie within ±4294967295, got '18446744073709551615'"])
        let multiplier = ArchiveFixtures.constrained.replacingOccurrences(of: "<float key=\"multiplier\">1</float>",
                                                                          with: "<float key=\"multiplier\">1e300</float>")
        #expect(Self.diagnostics(multiplier).map { $0.drop { $0 != " " } }.first
                == " error: 'multiplier' must lie within ±1000000 (limit 'multiplier'), got '1e300'")
    }

    /// A colour holds four components at the most (`NSRGB` red, green, blue and alpha): a longer list is refused with
    /// one located message before its numbers are read, whatever its length.
    @Test func aColourOfMoreThanFourComponentsIsRefused() {
        let five = ArchiveFixtures.screen.replacingOccurrences(of: "<bytes key=\"NSRGB\">MSAwIDAA</bytes>",
                                                               with: "<bytes key=\"NSRGB\">MSAwIDAgMSAwAA</bytes>")
        #expect(five != ArchiveFixtures.screen)
        #expect(Self.diagnostics(five).map { $0.drop { $0 != " " } } == [" error: 'NSRGB' must hold at most 4 colour components, got '1 0 0 1 0'"])
        let long = ArchiveFixtures.screen.replacingOccurrences(of: "<bytes key=\"NSRGB\">MSAwIDAA</bytes>",
                                                               with: "<bytes key=\"NSRGB\">\(String(repeating: "0.5 ", count: 100_000))</bytes>")
        #expect(Self.diagnostics(long).count == 1)
    }

    /// Dictionary entries numbered alike (`NS.key.1`, `NS.key.01`, …) are read in one order on every run: the custom
    /// class kept is the same whatever order the process's hashing gives the entries (20 of them: a random order would
    /// pick the expected one once in 20 runs).
    @Test func dictionaryEntriesNumberedAlikeAreReadInOneOrder() throws {
        let entries = (0..<20).map { zeros in
            let index = String(repeating: "0", count: 19 - zeros) + "1"
            return "<string key=\"NS.key.\(index)\">1.CustomClassName</string><string key=\"NS.object.\(index)\">Class\(zeros)</string>"
        }.joined()
        let text = ArchiveFixtures.screen.replacingOccurrences(of: "<string key=\"-1.CustomClassName\">ScreenViewController</string>",
                                                               with: entries)
        let document = try InterfaceBuilderReader.read(path: "t.xib", data: Array(text.utf8))
        let root = try #require(document.objects.compactMap(\.view).first)
        // Sorted by number, then text: "00…01" first, "1" (the 20th entry) last, which is kept.
        #expect(root.customClass == "Class19")
    }

    /// `NSvFlags` is an `int`: a fraction is refused where it stands rather than read as no flags.
    @Test func aFractionalIntegerIsRefused() {
        let text = ArchiveFixtures.fullScreen.replacingOccurrences(of: "<int key=\"NSvFlags\">298</int>",
                                                                   with: "<int key=\"NSvFlags\">298.5</int>")
        #expect(text != ArchiveFixtures.fullScreen)
        #expect(Self.diagnostics(text) == [
            "t.xib:\(ArchiveReaderTests.place(of: "<int key=\"NSvFlags\">298.5", in: text)): error: 'NSvFlags' must be a whole number, got 298.5",
        ])
    }

    /// Constraints past the limit 'constraints' are refused at the first past it, not dropped.
    @Test func constraintsPastTheLimitAreRefused() {
        var limits = InputLimits.standard
        limits.constraints = 2
        let text = ArchiveFixtures.constrained
        #expect(Self.diagnostics(text, limits: limits) == [
            "t.xib:\(ArchiveReaderTests.place(of: "<object class=\"IBNSLayoutConstraint\" id=\"603\"", in: text)): error: the archive has 3 constraints; a document holds at most 2 (limit 'constraints')",
        ])
        #expect(Self.diagnostics(text) == [])
    }

    /// A constraint's holder (`containingView`) must be a view of the archive: one naming File's Owner, or no object,
    /// is refused where it stands rather than dropped.
    @Test func aConstraintHeldByNoViewIsRefused() throws {
        var owner = ArchiveFixtures.constrained
        let holder = try #require(owner.range(of: "<reference key=\"containingView\" ref=\"191373211\"/>"))
        owner.replaceSubrange(holder, with: "<reference key=\"containingView\" ref=\"372490531\"/>")
        #expect(Self.diagnostics(owner) == [
            "t.xib:\(ArchiveReaderTests.place(of: "<reference key=\"containingView\" ref=\"372490531\"", in: owner)): error: the constraint's 'containingView' names '372490531' (IBProxyObject), which is not a view",
        ])
        var nothing = ArchiveFixtures.constrained
        nothing.replaceSubrange(try #require(nothing.range(of: "<reference key=\"containingView\" ref=\"191373211\"/>")),
                                with: "<reference key=\"containingView\" ref=\"404\"/>")
        #expect(Self.diagnostics(nothing) == [
            "t.xib:\(ArchiveReaderTests.place(of: "<reference key=\"containingView\" ref=\"404\"", in: nothing)): error: the constraint's 'containingView' names '404', which no object in the archive has",
        ])
        var missing = ArchiveFixtures.constrained
        missing.replaceSubrange(try #require(missing.range(of: "<reference key=\"containingView\" ref=\"191373211\"/>")), with: "")
        #expect(Self.diagnostics(missing) == [
            "t.xib:\(ArchiveReaderTests.place(of: "<object class=\"IBNSLayoutConstraint\" id=\"601\"", in: missing)): error: the constraint has no 'containingView', the view that holds it",
        ])
    }

    /// An `NSSubviews` entry, or a controller's `IBUIView`, that is not a view is refused where it stands rather than
    /// left out.
    @Test func aSubviewThatIsNoViewIsRefused() {
        let text = ArchiveFixtures.screen.replacingOccurrences(
            of: "<string key=\"IBUIText\">Hello</string>",
            with: "<string key=\"IBUIText\">Hello</string>\n<array key=\"NSSubviews\"><reference ref=\"815432871\"/></array>")
        #expect(text != ArchiveFixtures.screen)
        #expect(Self.diagnostics(text) == [
            "t.xib:\(ArchiveReaderTests.place(of: "<reference ref=\"815432871\"/>", in: text)): error: 'NSSubviews' lists an object of class 'IBUIFontDescription', which is not a view",
        ])
        let controller = ArchiveFixtures.archive(rootObjects: """
            <object class="IBUIViewController" id="300"><string key="IBUIView">not a view</string></object>
            """)
        #expect(Self.diagnostics(controller) == [
            "t.xib:\(ArchiveReaderTests.place(of: "<string key=\"IBUIView\">", in: controller)): error: the controller's 'IBUIView' is <string>, which is not a view",
        ])
    }
}
