/// `kind:` which UIKit view a node stands for. It decides which keys apply (a `rows:` needs a table)
/// and how the checks treat the view (a control is an error in an unsafe region, content a warning).
public enum ViewKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UIView`: a plain container or background.
    case view
    /// `UILabel`.
    case label
    /// `UIButton`.
    case button
    /// `UIImageView`.
    case image
    /// `UITextField`.
    case textField
    /// `UIScrollView`.
    case scroll
    /// `UITableView`.
    case table
    /// `UICollectionView` with a list of equal rows.
    case collection
    /// `UIStackView`: arranges its `views:` along an axis.
    case stack
    /// A `UICollectionView` whose columns follow the seed 001 responsive rule (`GridSpec`; docs/research/seeds.md).
    case grid

    /// Views the user scrolls: they get a content inset and an adjusted content inset.
    public var isScrollView: Bool {
        switch self {
        case .scroll, .table, .collection, .grid: true
        case .view, .label, .button, .image, .textField, .stack: false
        }
    }

    /// Views the user taps or types into: an unsafe overlap is an error for them, not a warning.
    public var isControl: Bool {
        switch self {
        case .button, .textField: true
        default: false
        }
    }

    /// Views that show `text:`.
    public var showsText: Bool {
        switch self {
        case .label, .button, .textField: true
        default: false
        }
    }
}
