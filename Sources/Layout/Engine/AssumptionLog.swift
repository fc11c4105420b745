/// The assumed numbers one layout used, each sentence once, in the order first met (deterministic).
struct AssumptionLog {
    private(set) var notes: [String] = []

    mutating func record(_ metric: Metric) {
        guard metric.assumed, let note = metric.note else { return }
        record(note)
    }

    mutating func record(_ note: String) {
        if !notes.contains(note) { notes.append(note) }
    }
}
