/// A second, deliberately naive reading of a fixture's text, to check the reader against: Interface
/// Builder writes one start tag per line, so the element carrying `id="X"` starts at the last `<`
/// before that attribute on its line. Columns count characters, 1-based.
struct IndependentScan {
    struct Tag: Equatable {
        var name: String
        var id: String
        var line: Int
        var column: Int
        /// The tag's text from `<` to the end of the line.
        var text: String
    }

    var tags: [Tag] = []

    init(_ text: String) {
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            var searchFrom = 0
            while let range = Self.find(Array(" id=\""), in: characters, from: searchFrom) {
                let valueStart = range + 5
                guard let end = characters[valueStart...].firstIndex(of: "\"") else { break }
                let id = String(characters[valueStart..<end])
                if let open = characters[..<range].lastIndex(of: "<") {
                    let nameEnd = characters[(open + 1)...].firstIndex { $0 == " " || $0 == ">" || $0 == "/" } ?? characters.count
                    tags.append(Tag(name: String(characters[(open + 1)..<nameEnd]), id: id, line: lineIndex + 1,
                                    column: open + 1, text: String(characters[open...])))
                }
                searchFrom = end
            }
        }
    }

    static func find(_ needle: [Character], in haystack: [Character], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if Array(haystack[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// The value of `name="…"` in a tag's text.
    static func attribute(_ name: String, in text: String) -> String? {
        let characters = Array(text)
        guard let start = find(Array(" \(name)=\""), in: characters, from: 0) else { return nil }
        let valueStart = start + name.count + 3
        guard let end = characters[valueStart...].firstIndex(of: "\"") else { return nil }
        return String(characters[valueStart..<end])
    }
}
