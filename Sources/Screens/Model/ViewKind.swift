/// `kind:` which UIKit view a node stands for. It decides which keys apply (a `rows:` needs a table)
/// and how the checks treat the view (a control is an error in an unsafe region, content a warning).
/// Templates and Interface Builder documents share this vocabulary: a `<switch>` and a `kind: switch`
/// are the same view, sized (Layout's `IntrinsicSizes`) and drawn (Drawing's painters) by the same code.
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
    /// `UISwitch`.
    case switchControl = "switch"
    /// `UISegmentedControl`.
    case segmented
    /// `UISlider`.
    case slider
    /// `UIStepper`.
    case stepper
    /// `UIProgressView`.
    case progress
    /// `UIActivityIndicatorView`.
    case activity
    /// `UIPageControl`.
    case pageControl
    /// `UISearchBar`.
    case searchBar
    /// `UITextView`: a scroll view that shows (and edits) text.
    case textView
    /// `UIDatePicker`.
    case datePicker
    /// `UIPickerView`.
    case picker
    /// `UIVisualEffectView`: a blur behind its content.
    case visualEffect
    /// `MKMapView`: drawn as a labelled placeholder (its tiles come from a server).
    case map
    /// `WKWebView`: drawn as a labelled placeholder (its page is loaded at run time).
    case webView
    /// A view of the app's own class whose pixels its code draws (`customClass:`): a labelled placeholder.
    case custom

    /// Views the user scrolls: they get a content inset and an adjusted content inset.
    package var isScrollView: Bool {
        switch self {
        case .scroll, .table, .collection, .grid, .textView: true
        default: false
        }
    }

    /// Views the user taps or types into: an unsafe overlap is an error for them, not a warning.
    package var isControl: Bool {
        switch self {
        case .button, .textField, .switchControl, .segmented, .slider, .stepper, .pageControl, .searchBar, .textView,
             .datePicker, .picker:
            true
        default: false
        }
    }

    /// Views that show `text:` on a line or a label's lines, which the truncation check measures. A text
    /// view takes the same keys but scrolls its text instead of cutting it (`TemplateKeys`).
    package var showsText: Bool {
        switch self {
        case .label, .button, .textField: true
        default: false
        }
    }

    /// Controls with a size of their own (a switch's 51 × 31, a slider's height): a template may leave
    /// `width:` or `height:` out, and the Auto Layout engine gives them their intrinsic size.
    var hasIntrinsicSize: Bool {
        switch self {
        case .switchControl, .segmented, .slider, .stepper, .progress, .activity, .pageControl, .searchBar, .datePicker, .picker:
            true
        default: false
        }
    }

    /// Views Bezel cannot draw as the app shows them: their picture is a labelled placeholder, and the run
    /// names each one ("not drawn exactly").
    var isPlaceholder: Bool {
        switch self {
        case .map, .webView, .custom: true
        default: false
        }
    }
}
