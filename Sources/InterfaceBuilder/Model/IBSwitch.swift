/// `<switch on="YES">`; UIKit draws it 51×31 whatever its frame says.
package struct IBSwitch: Hashable, Sendable, Codable {
    package var isOn: Bool
    init(isOn: Bool = false) { self.isOn = isOn }
}
