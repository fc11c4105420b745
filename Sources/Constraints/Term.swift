/// One `coefficient × variable` product of an `Expression`.
public struct Term: Sendable, Equatable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
