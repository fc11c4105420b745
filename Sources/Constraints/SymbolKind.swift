/// What a tableau symbol stands for, following the Cassowary paper's variable classes
/// (https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf, §3–4) and kiwi's `Symbol::Type`
/// (https://github.com/nucleic/kiwi, `kiwi/symbol.h`).
enum SymbolKind: UInt8 {
    /// A caller's `Variable`: unrestricted in sign, never dropped from the tableau.
    case external
    /// The slack of an inequality (≥ 0), or the artificial variable of phase one.
    case slack
    /// The positive or negative error of a non-required constraint (≥ 0, weighted in the objective).
    case error
    /// The marker of a required equality: fixed at 0, it only records which constraint a row came from.
    case dummy
}
