@testable import Constraints
import Testing

/// Same input, same bits — across runs, not only within one: Swift seeds its hashing per process, so
/// a result that depended on Set or Dictionary order would change this digest from run to run.
@Suite struct DeterminismTests {
    /// FNV-1a (http://www.isthe.com/chongo/tech/comp/fnv/) over the bit patterns of every value.
    static func digest(_ values: [Double]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for value in values {
            var bits = value.bitPattern
            for _ in 0..<8 {
                hash = (hash ^ (bits & 0xFF)) &* 0x100_0000_01B3
                bits >>= 8
            }
        }
        return hash
    }

    @Test func randomSystemsGiveTheRecordedBits() {
        var values: [Double] = []
        for seed in 0..<64 {
            let outcome = RandomSystem(seed: UInt64(seed)).solve()
            values += outcome.values + outcome.valuesAfterRemoval + outcome.unsatisfiable.map(Double.init)
            values += outcome.conflicts.joined().map(Double.init)
        }
        for seed in 0..<32 {
            values += RandomSystem(ambiguitySeed: UInt64(seed)).solve().ambiguous.map(Double.init)
        }
        // Recorded from this implementation; a change here means results changed, not only speed.
        // Last recorded when non-required constraints began to be optimised as they are added (other
        // pivots, so other round-off; KiwiAgreementTests still agree within 1e-6).
        #expect(Self.digest(values) == 10_136_082_025_292_320_142, "digest \(Self.digest(values))")
    }
}
