/// The assumed numbers one layout used, each sentence once, in the order first met (deterministic).
struct AssumptionLog {
    private(set) var notes: [String]

    /// Room for a few notes up front: a layout records two or three (status bar, bars, home indicator), and
    /// growing the list from empty for each was 11 M instructions of `bezel check` (callgrind, Benchmarks/results.md).
    init() {
        notes = []
        notes.reserveCapacity(4)
    }

    mutating func record(_ metric: Metric) {
        guard metric.assumed, let note = metric.note else { return }
        record(note)
    }

    mutating func record(_ note: String) {
        if !notes.contains(note) { notes.append(note) }
    }
}
