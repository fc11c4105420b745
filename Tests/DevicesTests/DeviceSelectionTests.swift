@testable import Diagnostics
import Testing
@testable import Devices

@Suite struct DeviceSelectionTests {
    func ids(_ text: String) throws -> [String] { try DeviceSelection.parse(text).resolve().map(\.id) }

    @Test func familiesAndAll() throws {
        #expect(try ids("all") == Catalogue.all.map(\.id))
        #expect(try ids("iphone") == Catalogue.all.filter { $0.idiom == .phone }.map(\.id))
        #expect(try ids("IPAD") == Catalogue.all.filter { $0.idiom == .pad }.map(\.id))
        #expect(try ids("tv") == ["apple-tv", "apple-tv-4k"])
    }

    @Test func catalogueOrderWithoutDuplicates() throws {
        let both = try ids("tv, ipad ,iphone,iphone-15,all")
        #expect(both == Catalogue.all.map(\.id))
        #expect(try ids("iphone-8,iphone-x,iphone-8") == ["iphone-8", "iphone-x"])
        #expect(try ids("iphone-x,iphone-8") == ["iphone-8", "iphone-x"])
    }

    @Test func globs() throws {
        // Independent expectation: ids of the form iphone-1<one char>-pro<anything>.
        let expected = Catalogue.all.map(\.id).filter { id in
            let c = Array(id)
            return c.count >= 13 && String(c[0..<8]) == "iphone-1" && String(c[9..<13]) == "-pro"
        }
        #expect(try ids("iphone-1?-pro*") == expected)
        #expect(expected.contains("iphone-15-pro-max") && !expected.contains("iphone-15"))
        #expect(try ids("ipad-pro-1[13]") == ["ipad-pro-11", "ipad-pro-13"])
        #expect(try ids("ipad-pro-1[!13]*") == Catalogue.all.map(\.id).filter { $0.hasPrefix("ipad-pro-12") || $0.hasPrefix("ipad-pro-10") })
        #expect(try ids("*max") == Catalogue.all.map(\.id).filter { $0.hasSuffix("max") })
        #expect(try ids("iPhone16,*") == ["iphone-15-pro", "iphone-15-pro-max"])
    }

    @Test func globMatcherFollowsShellRules() {
        let cases: [(String, String, Bool)] = [
            ("a*", "a", true), ("a*", "abc", true), ("*c", "abc", true), ("a?c", "abc", true), ("a?c", "ac", false),
            ("[ab]x", "bx", true), ("[!ab]x", "bx", false), ("[a-c]", "b", true), ("[^a-c]", "d", true),
            ("a[", "a[", true), ("*-*-*", "ipad-pro-11", true), ("**", "", true), ("a*b*c", "axxbyyc", true), ("a*b*c", "axxbyy", false),
        ]
        for (pattern, text, expected) in cases {
            #expect(Glob.matches(pattern, text) == expected, "\(pattern) ~ \(text)")
        }
    }

    @Test func aliasesAndNames() throws {
        #expect(try ids("iPhone16,1") == ["iphone-15-pro"])
        #expect(try ids("iphone16,1") == ["iphone-15-pro"])
        #expect(try ids("iPhone16,1,ipad-pro-11") == ["iphone-15-pro", "ipad-pro-11"])
        #expect(try ids("iPad17,1, iPhone11,8") == ["iphone-xr", "ipad-pro-11"])
        #expect(try ids("iPhone 15 Pro Max") == ["iphone-15-pro-max"])
        #expect(try ids("IPHONE-X") == ["iphone-x"])
        #expect(try Catalogue.device(named: "AppleTV6,2").id == "apple-tv-4k")
    }

    @Test func unknownNamesSuggestTheClosest() throws {
        let error = try #require(throws: InputError.self) { try ids("iphone-15-pr") }
        #expect(error.description.contains("unknown device 'iphone-15-pr'"))
        #expect(error.description.contains("'iphone-15-pro'"))
        #expect(error.description.contains("'iphone-15-pro-max'"))
        let typo = try #require(throws: InputError.self) { try ids("ipda-mini") }
        #expect(typo.description.contains("'ipad-mini'"))
        let both = try #require(throws: InputError.self) { try ids("iphone-99,watch*") }
        #expect(both.diagnostics.count == 2)
        #expect(throws: InputError.self) { try ids("") }
        #expect(throws: InputError.self) { try ids("iphone,,ipad") }
        #expect(throws: InputError.self) { try Catalogue.device(named: "iphone") }
    }
}
