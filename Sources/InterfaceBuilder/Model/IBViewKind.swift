/// What a view element is, with the properties of its kind. Elements the model does not know in
/// detail (`mapView`, `wkWebView`, `pickerView`, custom elements) are `.other`; their element name and
/// attributes stay on the `IBView`.
/// `indirect`: a button's or a table's properties would otherwise sit inline in every `IBView` and make
/// each copy of a view (arrays of subviews are copied as they are built) several times larger.
package indirect enum IBViewKind: Hashable, Sendable, Codable {
    case plain
    case label(IBLabel)
    case button(IBButton)
    case textField(IBTextField)
    case textView(IBTextView)
    case imageView(IBImageView)
    case stackView(IBStackView)
    case scrollView
    case tableView(IBTableView)
    case tableViewCell(IBCell)
    case collectionView(IBCollectionView)
    case collectionViewCell(IBCell)
    /// `collectionReusableView` (section headers and footers).
    case collectionReusableView(IBCell)
    case switchControl(IBSwitch)
    case slider(IBSlider)
    case segmentedControl(IBSegmentedControl)
    case stepper(IBStepper)
    case progressView(IBProgressView)
    case activityIndicator(IBActivityIndicator)
    case pageControl(IBPageControl)
    case searchBar(IBSearchBar)
    case datePicker(IBDatePicker)
    case pickerView
    /// `navigationBar`, `toolbar`, `tabBar`.
    case bar(IBBar)
    case visualEffectView(IBVisualEffect)
    /// `containerView`: its embed segue is among the view's connections.
    case containerView
    case other

    /// Views that the kind holds outside `subviews`/`keyedViews`: table prototypes and static cells,
    /// collection cells and reusable views, bar items' custom views.
    var nestedViews: [IBView] {
        switch self {
        case .tableView(let table): table.cells
        case .collectionView(let collection): collection.cells + collection.reusableViews
        case .bar(let bar): bar.items.compactMap(\.customView) + bar.navigationItems.flatMap { item in
                [item.titleView].compactMap { $0 } + item.barButtonItems.compactMap(\.customView)
            }
        default: []
        }
    }
}
