/// `<slider value= minValue= maxValue=>`; absent values are UISlider's 0, 0 and 1.
package struct IBSlider: Hashable, Sendable, Codable {
    package var value: Double
    package var minValue: Double
    package var maxValue: Double
    init(value: Double = 0, minValue: Double = 0, maxValue: Double = 1) {
        self.value = value
        self.minValue = minValue
        self.maxValue = maxValue
    }
}
