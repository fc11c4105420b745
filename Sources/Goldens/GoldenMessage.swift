import FoundationEssentials

/// The phrases of `GoldenResult.message`, joined with "; ". Change phrases ("view `reply` moved
/// 34 pt up", "sizes differ: …") are grouped across profiles in the run summary; the bookkeeping
/// phrases below say what happened to the golden and are counted instead.
public enum GoldenMessage {
    public static let separator = "; "
    public static let recorded = "golden recorded"
    public static let updated = "golden updated"
    public static let missing = "no golden: record it with --record missing"
    public static let missingOnCI = "no golden, and CI records none: record it locally, review it, commit it"
    public static let writtenOnCI = "golden written on CI: review it and commit it"
    public static let svgDiffers = "SVG text differs"
    public static let layoutTextDiffers = "layout JSON text differs"

    static let bookkeeping: Set<String> = [recorded, updated, missing, missingOnCI, writtenOnCI]

    public static func join(_ phrases: [String]) -> String { phrases.joined(separator: separator) }

    /// The change phrases of a message, without the bookkeeping ones.
    public static func changes(in message: String?) -> [String] {
        parts(of: message).filter { !bookkeeping.contains($0) }
    }

    /// Every phrase of a message, in order.
    public static func parts(of message: String?) -> [String] {
        guard let message else { return [] }
        return message.components(separatedBy: separator).filter { !$0.isEmpty }
    }
}
