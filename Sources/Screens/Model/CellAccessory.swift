/// `accessory:` a row's standard accessory, `UITableViewCell.AccessoryType`
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype), or a switch as the
/// cell's `accessoryView` (https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview).
package enum CellAccessory: String, Hashable, Sendable, Codable, CaseIterable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
    /// A `UISwitch` as the accessory view, off or on.
    case `switch`, switchOn

    /// Interface Builder's `accessoryType=` (absent: none).
    package init(interfaceBuilderName name: String?) {
        self = name.flatMap { CellAccessory(rawValue: $0) }.flatMap { $0 == .switch || $0 == .switchOn ? nil : $0 } ?? CellAccessory.none
    }

    /// Whether the accessory is a switch view rather than a drawn accessory type.
    package var isSwitch: Bool { self == .switch || self == .switchOn }
}
