/// `<stepper value= minimumValue= maximumValue= stepValue=>`; UIStepper's defaults 0, 0, 100, 1.
package struct IBStepper: Hashable, Sendable, Codable {
    package var value: Double
    package var minimumValue: Double
    package var maximumValue: Double
    var stepValue: Double
    init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
    }
}
