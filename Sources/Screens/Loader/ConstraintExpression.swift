import AutoLayout
import Diagnostics

/// The syntax of one entry of a template's `constraints:` list, in UIKit's own terms and sign
/// convention (https://developer.apple.com/documentation/uikit/nslayoutconstraint):
///
///     ITEM.ATTRIBUTE  (= | >= | <=)  [ITEM.ATTRIBUTE [* M | / D]] [+ C | - C]  [@P]
///
/// `send.leading = field.trailing + 8` puts `send` 8 pt after `field`; `field.height >= 36 @750`;
/// `image.width = image.height * 1.5`; `card.width = 320`. ITEM is a view id, `root` (the controller's
/// root view) or a guide of either, `ID.safeArea`, `ID.margins` or `ID.readable`; ATTRIBUTE is one of
/// `LayoutAttribute`'s names (`leading`, `top`, `width`, `centerX`, `firstBaseline`, `leadingMargin`, …).
/// Unlike a pin, the constant is not measured inward: it is added as written, as UIKit adds it.
/// Which ids exist is decided by the caller.
enum ConstraintExpression {
    /// One side's item and attribute as written: `field.trailing`, `root.safeArea.top`.
    struct ItemAttribute: Equatable {
        /// The view id, or `root`.
        var item: String
        /// `safeArea`, `margins` or `readable` for a guide of the item; nil for the item itself.
        var guide: String?
        var attribute: String
        /// Where the item starts in the text (0-based, in Unicode scalars), for messages.
        var offset: Int
    }

    struct Parsed: Equatable {
        var first: ItemAttribute
        var relation: LayoutRelation
        var second: ItemAttribute?
        var multiplier: Double
        var constant: Double
        var priority: LayoutPriority
    }

    struct Problem: Error, Equatable {
        var message: String
        /// Where in the text the problem starts (0-based, in Unicode scalars).
        var offset: Int
    }

    /// The guide names an item may carry after its id.
    static let guideNames = ["safeArea", "margins", "readable"]

    static func parse(_ text: String) -> Result<Parsed, Problem> {
        var scanner = Scanner(Array(text.unicodeScalars))
        do {
            let first = try scanner.itemAttribute()
            let relation = try scanner.relation()
            var second: ItemAttribute?
            var multiplier = 1.0
            var constant = 0.0
            scanner.skipSpaces()
            if scanner.peekIsLetter {
                second = try scanner.itemAttribute()
                scanner.skipSpaces()
                if scanner.take("*") {
                    multiplier = try scanner.number()
                } else if scanner.take("/") {
                    let divisor = try scanner.number()
                    guard divisor != 0 else { throw Problem(message: "a constraint cannot divide by zero", offset: scanner.index) }
                    multiplier = 1 / divisor
                }
                scanner.skipSpaces()
                if scanner.take("+") {
                    constant = try scanner.number()
                } else if scanner.take("-") {
                    constant = -(try scanner.number())
                }
            } else if !scanner.atEnd && !scanner.peek("@") {
                let negative = scanner.take("-")
                constant = try scanner.number() * (negative ? -1 : 1)
            }
            scanner.skipSpaces()
            var priority = LayoutPriority.required
            if scanner.take("@") {
                let start = scanner.index
                let word = scanner.word()
                guard let value = PinExpression.priorityValue(Substring(word)) else {
                    throw Problem(message: "'@\(word)' is not a priority; write 1 to 1000, 'required', 'high' (750) or 'low' (250)", offset: start)
                }
                priority = value
            }
            scanner.skipSpaces()
            guard scanner.atEnd else {
                throw Problem(message: "unexpected text after the constraint", offset: scanner.index)
            }
            return .success(Parsed(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority))
        } catch let problem as Problem {
            return .failure(problem)
        } catch {
            return .failure(Problem(message: "\(error)", offset: 0))
        }
    }

    /// A cursor over the constraint's scalars.
    private struct Scanner {
        let characters: [Unicode.Scalar]
        var index = 0

        init(_ characters: [Unicode.Scalar]) { self.characters = characters }

        var atEnd: Bool { index >= characters.count }

        var peekIsLetter: Bool {
            guard !atEnd else { return false }
            let c = characters[index]
            return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
        }

        func peek(_ c: Unicode.Scalar) -> Bool { !atEnd && characters[index] == c }

        mutating func skipSpaces() {
            while !atEnd, characters[index] == " " || characters[index] == "\t" { index += 1 }
        }

        mutating func take(_ c: Unicode.Scalar) -> Bool {
            skipSpaces()
            guard peek(c) else { return false }
            index += 1
            return true
        }

        /// Letters, digits, `_` and `-` (view ids), stopping at `.` and anything else.
        mutating func word() -> String {
            let start = index
            while !atEnd {
                let c = characters[index]
                guard ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "-" else { break }
                index += 1
            }
            return String(String.UnicodeScalarView(characters[start..<index]))
        }

        mutating func itemAttribute() throws(Problem) -> ItemAttribute {
            skipSpaces()
            let start = index
            let item = word()
            guard !item.isEmpty else { throw Problem(message: "expected ITEM.ATTRIBUTE, e.g. 'title.leading'", offset: start) }
            guard take(".") else {
                throw Problem(message: "'\(item)' needs an attribute, e.g. '\(item).top'", offset: start)
            }
            var parts = [word()]
            while peek(".") {
                index += 1
                parts.append(word())
            }
            guard parts.count <= 2, !parts.contains(where: \.isEmpty) else {
                throw Problem(message: "expected ITEM.ATTRIBUTE or ITEM.GUIDE.ATTRIBUTE (GUIDE: safeArea, margins, readable)", offset: start)
            }
            if parts.count == 2 {
                guard ConstraintExpression.guideNames.contains(parts[0]) else {
                    throw Problem(message: "unknown guide '\(parts[0])'; an item's guides are safeArea, margins and readable", offset: start)
                }
                return ItemAttribute(item: item, guide: parts[0], attribute: parts[1], offset: start)
            }
            return ItemAttribute(item: item, guide: nil, attribute: parts[0], offset: start)
        }

        mutating func relation() throws(Problem) -> LayoutRelation {
            skipSpaces()
            let start = index
            if take("=") {
                _ = take("=")
                return .equal
            }
            if take(">") , take("=") { return .greaterThanOrEqual }
            index = start
            if take("<"), take("=") { return .lessThanOrEqual }
            throw Problem(message: "expected '=', '>=' or '<=' after the first item", offset: start)
        }

        /// A plain decimal: digits with an optional fraction.
        mutating func number() throws(Problem) -> Double {
            skipSpaces()
            let start = index
            while !atEnd, ("0"..."9").contains(characters[index]) || characters[index] == "." { index += 1 }
            let text = String(String.UnicodeScalarView(characters[start..<index]))
            guard !text.isEmpty, text.first != ".", text.last != ".", text.filter({ $0 == "." }).count <= 1,
                  let value = DecimalNumber.parse(text), value <= 1_000_000 else {
                throw Problem(message: "expected a number of points or a multiplier (at most 1000000)", offset: start)
            }
            return value
        }
    }
}
