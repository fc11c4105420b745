/// A catalogue value together with the sources it was read in, and a note when the value needed a
/// decision (sources disagreeing, a derived number, an assumption). Unknown values are `nil` inside.
package struct Sourced<Value: Sendable & Equatable>: Sendable, Equatable {
    package var value: Value
    /// The research source keys that give this value, strongest first.
    var sources: [Source]
    /// Why this value and not another, when that is not obvious.
    var note: String?

    init(_ value: Value, _ sources: [Source], note: String? = nil) {
        self.value = value
        self.sources = sources
        self.note = note
    }
}
