/// `<slider value= minValue= maxValue=>`; absent values are UISlider's 0, 0 and 1.
public struct IBSlider: Hashable, Sendable, Codable {
    public var value: Double
    public var minValue: Double
    public var maxValue: Double
    public init(value: Double = 0, minValue: Double = 0, maxValue: Double = 1) {
        self.value = value
        self.minValue = minValue
        self.maxValue = maxValue
    }
}
