/// One `coefficient × variable` product of an `Expression`.
package struct Term: Sendable, Equatable {
    package var variable: Variable
    package var coefficient: Double

    package init(_ variable: Variable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
