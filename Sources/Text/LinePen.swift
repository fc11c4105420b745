/// A pen moving along one line, a character at a time: what breaking, truncating and measuring a run of
/// `CharacterAdvance`s agree on — a line's first drawn character adds its width without its `lead`
/// (no neighbour stands before it to kern with or to owe it tracking), every later one its whole width.
struct LinePen {
    /// How far the pen has moved, in points.
    private(set) var x = 0.0
    private var started = false

    /// How far `advance` would move the pen.
    func step(for advance: CharacterAdvance) -> Double {
        !started && advance.draws ? advance.width - advance.lead : advance.width
    }

    mutating func move(by advance: CharacterAdvance) {
        x += step(for: advance)
        if advance.draws { started = true }
    }
}
