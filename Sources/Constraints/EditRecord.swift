/// An edit variable: the non-required `variable == constant` constraint the solver added for it and the
/// constant last suggested (kiwi's `EditInfo`, https://github.com/nucleic/kiwi `kiwi/solverimpl.h`).
struct EditRecord {
    var handle: ConstraintHandle
    var marker: Int
    var other: Int
    var constant: Double
}
