import FoundationEssentials

/// The phrases of `GoldenResult.message`, joined with "; ". Change phrases ("view `reply` moved
/// 34 pt up", "sizes differ: …") are grouped across profiles in the run summary; the bookkeeping
/// phrases below say what happened to the golden and are counted instead.
package enum GoldenMessage {
    static let separator = "; "
    package static let recorded = "golden recorded"
    package static let updated = "golden updated"
    package static let missing = "no golden: record it with --record missing"
    package static let missingOnCI = "no golden, and CI records none: record it locally, review it, commit it"
    package static let writtenOnCI = "golden written on CI: review it and commit it"
    static let svgDiffers = "SVG text differs"
    static let layoutTextDiffers = "layout JSON text differs"

    static let bookkeeping: Set<String> = [recorded, updated, missing, missingOnCI, writtenOnCI]

    static func join(_ phrases: [String]) -> String { phrases.joined(separator: separator) }

    /// The change phrases of a message, without the bookkeeping ones.
    package static func changes(in message: String?) -> [String] {
        parts(of: message).filter { !bookkeeping.contains($0) }
    }

    /// Every phrase of a message, in order.
    package static func parts(of message: String?) -> [String] {
        guard let message else { return [] }
        return message.components(separatedBy: separator).filter { !$0.isEmpty }
    }
}
