/// Which element names are views, controllers and placeholders (from the elements Interface Builder
/// writes; see docs/research/interface-builder.md and the fixtures in
/// Tests/InterfaceBuilderTests/Fixtures). Unknown names are classified by shape in `IBDecoder`.
enum IBElementNames {
    static let views: Set<String> = [
        "view", "label", "button", "textField", "textView", "imageView", "stackView", "scrollView",
        "tableView", "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionReusableView", "switch", "slider", "segmentedControl",
        "stepper", "progressView", "activityIndicatorView", "pageControl", "searchBar", "pickerView",
        "datePicker", "containerView", "navigationBar", "toolbar", "tabBar", "visualEffectView", "mapView",
        "wkWebView", "webView", "arscnView", "arskView", "sceneKitView", "skView", "glkView", "mtkView",
        "tableViewHeaderFooterView", "window", "imageButton", "colorWell",
    ]

    static let controllers: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "avPlayerViewController",
        "glkViewController", "hostingController", "viewControllerPlaceholder",
    ]

    static let placeholders: Set<String> = ["placeholder", "exit"]

    /// Children of a view element that the model reads as properties, not as nested views.
    static let viewProperties: Set<String> = [
        "rect", "autoresizingMask", "subviews", "constraints", "color", "fontDescription", "string",
        "attributedString", "state", "inset", "edgeInsets", "directionalEdgeInsets", "viewLayoutGuide",
        "layoutGuide", "layoutGuides", "variation", "connections", "segments", "prototypes", "sections",
        "cells", "collectionViewFlowLayout", "collectionViewLayout", "items", "buttonConfiguration",
        "imageReference", "blurEffect", "vibrancyEffect", "size", "point", "navigationItem",
    ]
}
