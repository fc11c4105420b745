import Diagnostics

/// Which devices a command works on, as written on the command line or in a config:
/// `all`, a family (`iphone`, `ipad`, `tv`), a slug (`iphone-15-pro`), a model identifier
/// (`iPhone16,1`, any case), a display name (`iPhone 15 Pro`), or a shell-style glob over slugs and
/// model identifiers (`iphone-1?-pro*`, `ipad-pro-1[13]*`); several terms joined by commas.
///
/// Resolving yields devices in catalogue order without duplicates, whatever the order of the terms,
/// so outputs are the same for `ipad,iphone` and `iphone,ipad`. A term that names nothing is an
/// `InputError` naming the closest known slugs.
///
/// The family words win over slugs: `ipad` is every iPad, which is why the newest base iPad is
/// `ipad-a16` (Apple's "iPad (A16)") rather than the plain `ipad`.
package struct DeviceSelection: Sendable, Equatable, CustomStringConvertible {
    /// One comma-separated part of a selection.
    package enum Term: Sendable, Equatable {
        case all
        case family(Idiom)
        /// A glob with `*`, `?` or `[...]`, lower-cased.
        case pattern(String)
        /// A slug, model identifier or display name, as written.
        case name(String)
    }

    package var terms: [Term]
    /// The text the selection was parsed from, for messages.
    var text: String

    static let all = DeviceSelection(terms: [.all], text: "all")

    package var description: String { text }

    /// Parses `text`; empty selections and empty terms (`a,,b`) are errors.
    package static func parse(_ text: String) throws -> DeviceSelection {
        let parts = joinModelIdentifiers(text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces })
        guard !text.trimmingSpaces.isEmpty else { throw InputError("empty device selection: name a device, a family (iphone, ipad, tv) or 'all'") }
        var terms: [Term] = []
        for part in parts {
            guard !part.isEmpty else { throw InputError("empty device name in selection '\(text)'") }
            switch part.lowercased() {
            case "all": terms.append(.all)
            case "iphone": terms.append(.family(.phone))
            case "ipad": terms.append(.family(.pad))
            case "tv": terms.append(.family(.tv))
            default:
                terms.append(part.contains(where: { "*?[".contains($0) }) ? .pattern(part.lowercased()) : .name(part))
            }
        }
        return DeviceSelection(terms: terms, text: text)
    }

    /// Model identifiers contain a comma (`iPhone16,1`), which also separates terms: a piece shaped
    /// like `iPhone16` followed by one starting with a digit or a wildcard (`1`, `*`) is one identifier.
    static func joinModelIdentifiers(_ pieces: [String]) -> [String] {
        var joined: [String] = []
        for piece in pieces {
            if let last = joined.last, let first = piece.first, first.isNumber || "*?[".contains(first),
               let lastCharacter = last.last, lastCharacter.isNumber, last.first?.isLetter == true,
               !last.contains(",") {
                joined[joined.count - 1] = last + "," + piece
            } else {
                joined.append(piece)
            }
        }
        return joined
    }

    /// The selected devices, in `devices`' order, each once.
    package func resolve(in devices: [Device] = Catalogue.all) throws -> [Device] {
        var chosen = [Bool](repeating: false, count: devices.count)
        var problems: [Diagnostic] = []
        for term in terms {
            let matches = devices.indices.filter { Self.term(term, matches: devices[$0]) }
            if matches.isEmpty { problems.append(Diagnostic(.error, Self.nothingMatches(term, in: devices))) }
            for index in matches { chosen[index] = true }
        }
        guard problems.isEmpty else { throw InputError(problems) }
        return devices.indices.filter { chosen[$0] }.map { devices[$0] }
    }

    static func term(_ term: Term, matches device: Device) -> Bool {
        switch term {
        case .all: return true
        case .family(let idiom): return device.idiom == idiom
        case .pattern(let pattern):
            return Glob.matches(pattern, device.id) || device.aliases.value.contains { Glob.matches(pattern, $0.lowercased()) }
        case .name(let name):
            let lowered = name.lowercased()
            return device.id == lowered || device.name.lowercased() == lowered
                || device.aliases.value.contains { $0.lowercased() == lowered }
        }
    }

    private static func nothingMatches(_ term: Term, in devices: [Device]) -> String {
        let ids = devices.map(\.id)
        switch term {
        case .pattern(let pattern):
            let literal = String(pattern.filter { !"*?[]".contains($0) })
            return "no device matches the pattern '\(pattern)'" + suggestionTail(for: literal, in: ids)
        case .name(let name):
            return "unknown device '\(name)'" + suggestionTail(for: name.lowercased(), in: ids)
                + " (run 'bezel devices' for the list; families: all, iphone, ipad, tv)"
        case .all, .family:
            return "the catalogue has no such devices"
        }
    }

    /// "; did you mean 'a', 'b' or 'c'?": the closest slug by edit distance, then slugs that start
    /// with the word (so `iphone-15-pr` offers `iphone-15-pro` and `iphone-15-pro-max`), then the
    /// next closest and those containing it.
    static func suggestionTail(for word: String, in ids: [String]) -> String {
        let closest = Suggestions.closest(to: word, in: ids, limit: 3)
        let prefixed = word.count >= 2 ? ids.filter { $0.hasPrefix(word) } : []
        var best: [String] = []
        for id in closest.prefix(1) + prefixed + closest.dropFirst() where !best.contains(id) && best.count < 3 {
            best.append(id)
        }
        guard !best.isEmpty else { return "" }
        let quoted = best.map { "'\($0)'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
        return "; did you mean \(list)?"
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (no Foundation needed).
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
        // Indexes, not `reversed()`: the reversed views' generic types cost a process 1.2 M instructions to
        // instantiate on first use (callgrind of a single image).
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
