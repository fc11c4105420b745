/// `<switch on="YES">`; UIKit draws it 51×31 whatever its frame says.
public struct IBSwitch: Hashable, Sendable, Codable {
    public var isOn: Bool
    public init(isOn: Bool = false) { self.isOn = isOn }
}
