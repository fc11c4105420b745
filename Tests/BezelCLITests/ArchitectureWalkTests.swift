import Foundation
import Testing

/// `docs/architecture.md` walks a YAML template to its PNG and a storyboard scene to its layout JSON, one hop
/// a line: `` N. `Sources/…/File.swift`: `Type.function` — what happens there ``. These tests hold every hop
/// to the code: the file exists, declares the type (or an extension of it) and a function (or computed
/// property) of that name, and each walk has at most fifteen hops numbered in order, so a rename or a move
/// that leaves the page behind fails here.
@Suite struct ArchitectureWalkTests {
    static let repository: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/BezelCLITests/ArchitectureWalkTests.swift
        return parts.joined(separator: "/")
    }()

    /// One hop of a walk: the file, the type and the function it cites, and the line it is written on.
    struct Hop: CustomStringConvertible {
        var number: Int
        var file: String
        var type: String
        var function: String
        var description: String { "hop \(number): \(file): \(type).\(function)" }
    }

    /// The hops under the heading that starts with `heading`, up to the next heading.
    static func hops(under heading: String, in text: String) -> [Hop]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## ") && $0.dropFirst(3).hasPrefix(heading) }) else { return nil }
        var hops: [Hop] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            // `12. `Sources/Layout/LayoutEngine.swift`: `LayoutEngine.layout` — …`
            guard let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]) else { continue }
            let rest = line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            let quoted = rest.split(separator: "`", omittingEmptySubsequences: false)
            guard quoted.count >= 4, quoted[0].isEmpty, quoted[2] == ": " else {
                hops.append(Hop(number: number, file: "", type: "", function: line))
                continue
            }
            let cited = quoted[3].split(separator: ".")
            hops.append(Hop(number: number, file: String(quoted[1]), type: cited.dropLast().joined(separator: "."),
                            function: cited.last.map(String.init) ?? ""))
        }
        return hops
    }

    /// What is wrong with `hop`, or `nil`: the file must exist under `Sources/`, declare `type` (a struct,
    /// enum, class, actor or an extension of it) and a function, `init` or computed property named `function`.
    static func problem(with hop: Hop, root: String = repository) -> String? {
        guard !hop.file.isEmpty, !hop.type.isEmpty, !hop.function.isEmpty else {
            return "hop \(hop.number) is not written as `Sources/…/File.swift`: `Type.function`: \(hop.function)"
        }
        guard hop.file.hasPrefix("Sources/"), let text = try? String(contentsOfFile: root + "/" + hop.file, encoding: .utf8) else {
            return "\(hop): no such file under Sources/"
        }
        let innermost = hop.type.split(separator: ".").last.map(String.init) ?? hop.type
        let declares = ["struct", "enum", "class", "actor", "extension"].contains { keyword in
            text.contains("\(keyword) \(hop.type) ") || text.contains("\(keyword) \(hop.type):") || text.contains("\(keyword) \(hop.type)<")
                || text.contains("\(keyword) \(innermost) ") || text.contains("\(keyword) \(innermost):")
        }
        guard declares else { return "\(hop): the file declares no type \(hop.type)" }
        let declarations = hop.function == "init"
            ? ["init("]
            : ["func \(hop.function)(", "func \(hop.function)<", "var \(hop.function): "]
        guard declarations.contains(where: text.contains) else { return "\(hop): the file declares no \(hop.function)" }
        return nil
    }

    static let walks = ["One template to a PNG", "One storyboard scene to its layout JSON"]

    @Test(arguments: walks) func walkIsTrueToTheCode(heading: String) throws {
        let text = try String(contentsOfFile: Self.repository + "/docs/architecture.md", encoding: .utf8)
        let hops = try #require(Self.hops(under: heading, in: text), "docs/architecture.md has no '## \(heading)' section")
        #expect(!hops.isEmpty)
        #expect(hops.count <= 15, "\(heading): \(hops.count) hops, more than fifteen")
        #expect(hops.map(\.number) == Array((0..<hops.count).map { $0 + 1 }), "\(heading): hops numbered 1, 2, 3, …")
        for hop in hops {
            if let problem = Self.problem(with: hop) { Issue.record("\(heading): \(problem)") }
        }
    }

    /// The checker itself: a hop naming a function its file does not hold, a type it does not declare or a
    /// file that does not exist is reported.
    @Test func staleHopsAreCaught() {
        let real = Hop(number: 1, file: "Sources/Layout/LayoutEngine.swift", type: "LayoutEngine", function: "layout")
        #expect(Self.problem(with: real) == nil)
        var renamed = real
        renamed.function = "layOut"
        #expect(Self.problem(with: renamed) != nil)
        var otherType = real
        otherType.type = "Checker"
        #expect(Self.problem(with: otherType) != nil)
        var moved = real
        moved.file = "Sources/Layout/Engine.swift"
        #expect(Self.problem(with: moved) != nil)
        let text = "## One walk\n\n1. `Sources/Layout/LayoutEngine.swift`: `LayoutEngine.layout` — the frames.\n2. prose, not a hop\n\n## Next\n3. `x`: `y.z`"
        let hops = Self.hops(under: "One walk", in: text) ?? []
        #expect(hops.count == 2)
        #expect(hops.first.map { "\($0)" } == "hop 1: Sources/Layout/LayoutEngine.swift: LayoutEngine.layout")
        #expect(hops.count == 2 && Self.problem(with: hops[1]) != nil)
    }
}
