import Diagnostics
import Synchronization

/// Whether to colour terminal output: only on a terminal, and never when `NO_COLOR` is set to anything
/// (https://no-color.org).
package func useColour(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
}

/// Counts finished jobs and draws progress. Worker threads call `advance` concurrently; drawing happens
/// under the meter's lock, so lines never interleave.
package final class ProgressMeter: Sendable {
    private struct State {
        var done = 0
        var lastDrawn: ContinuousClock.Instant?
        var lastPercentDecile = 0
        var drewBar = false
    }

    let mode: ProgressMode
    let total: Int
    private let colour: Bool
    private let write: @Sendable (String) -> Void
    private let start = ContinuousClock.now
    private let state = Mutex(State())

    package init(mode: ProgressMode, total: Int, colour: Bool = false, write: @escaping @Sendable (String) -> Void) {
        self.mode = mode
        self.total = total
        self.colour = colour
        self.write = write
    }

    /// Seconds since the meter was made.
    var elapsedSeconds: Double { Self.seconds(ContinuousClock.now - start) }

    /// One more job finished (rendered, skipped or failed).
    package func advance() {
        guard mode != .quiet else { return }
        let now = ContinuousClock.now
        state.withLock { state in
            state.done += 1
            switch mode {
            case .quiet:
                return
            case .bar:
                // Redraw at most ~10 times a second; always draw the last step.
                if let last = state.lastDrawn, now - last < .milliseconds(100), state.done < total { return }
                state.lastDrawn = now
                state.drewBar = true
                write("\r" + barLine(done: state.done, elapsed: Self.seconds(now - start)))
            case .lines:
                let decile = total > 0 ? state.done * 10 / total : 10
                let due = state.lastDrawn.map { now - $0 >= .seconds(10) } ?? false
                guard decile > state.lastPercentDecile || due else { return }
                state.lastPercentDecile = decile
                state.lastDrawn = now
                write("bezel: " + statusText(done: state.done, elapsed: Self.seconds(now - start)) + "\n")
            }
        }
    }

    /// Ends the bar's line so the summary starts on a fresh one.
    package func finish() {
        state.withLock { state in
            if state.drewBar {
                write("\n")
                state.drewBar = false
            }
        }
    }

    func barLine(done: Int, elapsed: Double) -> String {
        let width = 24
        let filled = total > 0 ? min(width, done * width / total) : width
        var bar = String(repeating: "=", count: filled)
        if filled < width { bar += ">" + String(repeating: " ", count: width - filled - 1) }
        if colour { bar = "\u{1B}[32m" + bar + "\u{1B}[0m" }
        return "[\(bar)] " + statusText(done: done, elapsed: elapsed) + "   "
    }

    /// `120/456 (26%)  8.1 images/s  0:41 left`
    func statusText(done: Int, elapsed: Double) -> String {
        let percent = total > 0 ? done * 100 / total : 100
        var text = "\(done)/\(total) (\(percent)%)"
        guard elapsed > 0, done > 0 else { return text }
        let rate = Double(done) / elapsed
        text += "  " + DecimalNumber.fixed(rate, digits: 1) + " images/s"
        if done < total {
            text += "  " + Self.clock(Double(total - done) / rate) + " left"
        }
        return text
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// `m:ss` or `h:mm:ss`.
    static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1e7 else { return "?" }
        let whole = Int(seconds.rounded(.up))
        let hours = whole / 3600, minutes = whole / 60 % 60, rest = whole % 60
        let mm = minutes < 10 && hours > 0 ? "0\(minutes)" : "\(minutes)"
        let ss = rest < 10 ? "0\(rest)" : "\(rest)"
        return hours > 0 ? "\(hours):\(mm):\(ss)" : "\(mm):\(ss)"
    }
}
