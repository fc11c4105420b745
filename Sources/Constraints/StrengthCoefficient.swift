/// One term of a symbol's reduced cost in a strict order of strengths (`StrengthOrder.strict`): the
/// coefficient of the symbol in the objective of one strength, named by that strength's weight.
struct StrengthCoefficient {
    var weight: Double
    var value: Double
}
