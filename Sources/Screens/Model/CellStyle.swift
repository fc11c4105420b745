/// `style:` of a table row, `UITableViewCell.CellStyle` (https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle):
/// where the cell's built-in text label, detail label and image go. `custom`: a cell whose content view
/// the document designs (its subviews and constraints), drawn as designed.
package enum CellStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, subtitle, value1, value2, custom

    /// Interface Builder's `style=` attribute (`IBUITableViewCellStyleValue1`); absent means a custom cell.
    package init(interfaceBuilderName name: String?) {
        switch name {
        case "IBUITableViewCellStyleDefault": self = .default
        case "IBUITableViewCellStyleSubtitle": self = .subtitle
        case "IBUITableViewCellStyleValue1": self = .value1
        case "IBUITableViewCellStyleValue2": self = .value2
        default: self = .custom
        }
    }
}
