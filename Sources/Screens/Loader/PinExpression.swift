import AutoLayout

/// The syntax of a pin value: `[>=|<=] ANCHOR [± N] [@P]`, where ANCHOR is a guide keyword or a sibling
/// edge `ID.edge`, N a decimal number or `system` (UIKit's system spacing) and P a priority (1–1000,
/// `required`, `high` = 750, `low` = 250). Spaces around the sign are optional. Whether a sibling exists
/// is decided by the caller, who knows the siblings.
enum PinExpression {
    /// A syntactically valid pin.
    struct Parsed: Equatable {
        /// A guide keyword (`superview`, `safeArea`, …) or a sibling id.
        var anchorName: String
        /// The sibling's edge; nil for a guide.
        var edge: Edge?
        /// N with its sign.
        var constant: Double
        var isSystemSpacing: Bool
        var relation: LayoutRelation = .equal
        var priority: LayoutPriority = .required
    }

    enum Problem: Error, Equatable {
        /// A word that is neither a guide nor `ID.edge` (maybe a sibling id written without an edge).
        case unknownAnchor(String)
        /// `ID.edge` with an edge that is not one of `Edge`'s names.
        case unknownEdge(id: String, edge: String)
        /// Anything else: the value does not read as `ANCHOR [± N]`.
        case malformed
        /// `@P` where P is not a priority.
        case badPriority(String)
    }

    static func parse(_ text: String) -> Result<Parsed, Problem> {
        var body = Substring(text)
        var relation = LayoutRelation.equal
        var priority = LayoutPriority.required
        while body.first == " " || body.first == "\t" { body = body.dropFirst() }
        if body.hasPrefix(">=") { relation = .greaterThanOrEqual; body = body.dropFirst(2) }
        else if body.hasPrefix("<=") { relation = .lessThanOrEqual; body = body.dropFirst(2) }
        else if body.hasPrefix("==") { body = body.dropFirst(2) }
        if let at = body.lastIndex(of: "@") {
            let word = body[body.index(after: at)...].trimmingSpaces
            guard let parsed = priorityValue(word) else { return .failure(.badPriority(String(word))) }
            priority = parsed
            body = body[..<at]
        }
        return parseCore(String(body)).map { core in
            var result = core
            result.relation = relation
            result.priority = priority
            return result
        }
    }

    /// A priority as templates write it: a number from 1 to 1000, or UIKit's names `required` (1000),
    /// `high` (`defaultHigh`, 750) and `low` (`defaultLow`, 250)
    /// (https://developer.apple.com/documentation/uikit/uilayoutpriority).
    static func priorityValue(_ word: Substring) -> LayoutPriority? {
        switch word {
        case "required": return .required
        case "high": return .defaultHigh
        case "low": return .defaultLow
        default:
            guard !word.isEmpty, word.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }),
                  let value = Float(word), value >= 1, value <= 1000 else { return nil }
            return LayoutPriority(value)
        }
    }

    private static func parseCore(_ text: String) -> Result<Parsed, Problem> {
        let characters = Array(text.unicodeScalars)
        var index = 0
        func skipSpaces() { while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 } }
        func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "-"
        }

        skipSpaces()
        // A guide keyword never contains '-', so `safeArea-8` reads as safeArea minus 8.
        var anchorName = ""
        var edge: Edge?
        let wordStart = index
        while index < characters.count, isNameCharacter(characters[index]), characters[index] != "-" { index += 1 }
        let guideCandidate = String(String.UnicodeScalarView(characters[wordStart..<index]))
        if Anchor.guideNames.contains(guideCandidate), index == characters.count || characters[index] != "." {
            anchorName = guideCandidate
        } else {
            index = wordStart
            while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
            var word = String(String.UnicodeScalarView(characters[wordStart..<index]))
            guard index < characters.count, characters[index] == "." else {
                // Show the word without a trailing `-8` that was meant as the constant.
                if let dash = word.lastIndex(of: "-"), word[word.index(after: dash)...].allSatisfy(\.isNumber),
                   word.index(after: dash) != word.endIndex {
                    word = String(word[..<dash])
                }
                return word.isEmpty ? .failure(.malformed) : .failure(.unknownAnchor(word))
            }
            guard !word.isEmpty else { return .failure(.malformed) }
            index += 1
            let edgeStart = index
            while index < characters.count,
                  ("a"..."z").contains(characters[index]) || ("A"..."Z").contains(characters[index]) { index += 1 }
            let edgeName = String(String.UnicodeScalarView(characters[edgeStart..<index]))
            guard let parsedEdge = Edge(rawValue: edgeName) else {
                return .failure(.unknownEdge(id: word, edge: edgeName))
            }
            anchorName = word
            edge = parsedEdge
        }

        skipSpaces()
        guard index < characters.count else {
            return .success(Parsed(anchorName: anchorName, edge: edge, constant: 0, isSystemSpacing: false))
        }
        let sign: Double
        switch characters[index] {
        case "+": sign = 1
        case "-": sign = -1
        default: return .failure(.malformed)
        }
        index += 1
        skipSpaces()
        let numberStart = index
        while index < characters.count, !(characters[index] == " " || characters[index] == "\t") { index += 1 }
        let operand = String(String.UnicodeScalarView(characters[numberStart..<index]))
        skipSpaces()
        guard index == characters.count else { return .failure(.malformed) }
        if operand == "system" {
            return .success(Parsed(anchorName: anchorName, edge: edge, constant: sign * Pin.systemSpacing, isSystemSpacing: true))
        }
        // A plain decimal: digits with an optional fraction, no sign, exponent or special value.
        let isDecimal = !operand.isEmpty && operand.first != "." && operand.last != "."
            && operand.filter { $0 == "." }.count <= 1 && operand.allSatisfy { $0 == "." || ("0"..."9").contains($0) }
        guard isDecimal, let magnitude = Double(operand) else { return .failure(.malformed) }
        return .success(Parsed(anchorName: anchorName, edge: edge, constant: sign * magnitude, isSystemSpacing: false))
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var result = self
        while result.first == " " || result.first == "\t" { result = result.dropFirst() }
        while result.last == " " || result.last == "\t" { result = result.dropLast() }
        return result
    }
}
