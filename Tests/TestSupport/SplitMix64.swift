/// Steele, Lea and Flood's SplitMix64 generator, shared by every test that makes random data
/// (https://doi.org/10.1145/2714064.2660195; constants as in
/// Java's `SplittableRandom`): a few lines, the same numbers on every platform and Swift version, unlike
/// `SystemRandomNumberGenerator`, so every random system can be regenerated from its seed.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }
    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`, by rejection-free multiply-shift (bias below 2⁻³² for our ranges).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(((next() >> 32) * width) >> 32)
    }

    /// An element of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    /// The low byte of the next number (test images' noise).
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
