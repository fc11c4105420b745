/// How progress is shown on standard error.
package enum ProgressMode: String, Hashable, Sendable, Codable {
    /// One line redrawn in place with `\r`: a bar, done/total, rate and time left.
    case bar
    /// A plain line every 10 % or 10 seconds, whichever comes first: for logs and CI.
    case lines
    /// Nothing (`--quiet`).
    case quiet

    /// The mode for a run: quiet when asked; lines when standard error is not a terminal or `CI` is
    /// set (CI logs keep every `\r` frame); the bar otherwise.
    package static func detect(quiet: Bool, isTerminal: Bool, environment: [String: String]) -> ProgressMode {
        if quiet { return .quiet }
        if !isTerminal || !(environment["CI"] ?? "").isEmpty { return .lines }
        return .bar
    }
}
