/// `<stepper value= minimumValue= maximumValue= stepValue=>`; UIStepper's defaults 0, 0, 100, 1.
public struct IBStepper: Hashable, Sendable, Codable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    public var stepValue: Double
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
    }
}
