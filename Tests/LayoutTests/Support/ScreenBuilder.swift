@testable import Diagnostics
@testable import Geometry
@testable import Screens

/// Small constructors for template values in tests; every location is a distinct line of `test.yml`.
enum Build {
    static func at(_ line: Int) -> SourceLocation { SourceLocation(file: "test.yml", line: line, column: 3) }

    static func pin(_ anchor: Anchor, _ constant: Double = 0, line: Int = 0) -> Pin {
        Pin(anchor: anchor, constant: constant, location: at(line))
    }

    /// Pins on all four edges to one guide.
    static func fill(_ anchor: Anchor = .superview, line: Int = 0) -> Pins {
        Pins(top: pin(anchor, line: line), bottom: pin(anchor, line: line),
             leading: pin(anchor, line: line), trailing: pin(anchor, line: line))
    }

    static func table(
        _ id: String = "list", rows: Int = 30, rowHeight: Double = 64, style: TableStyle = .plain,
        inset: EdgeInsets = .zero, behavior: ContentInsetAdjustmentBehavior = .automatic,
        bounce: Bool? = nil, pins: Pins = fill(), line: Int = 10
    ) -> ViewSpec {
        ViewSpec(
            id: id, kind: .table, pins: pins,
            scroll: ScrollSpec(contentInset: inset, contentInsetAdjustmentBehavior: behavior, alwaysBounceVertical: bounce),
            table: TableSpec(style: style, rows: rows, rowHeight: rowHeight), location: at(line))
    }

    static func view(_ id: String, _ kind: ViewKind = .view, pins: Pins, width: Double? = nil, height: Double? = nil,
                     views: [ViewSpec] = [], line: Int = 20) -> ViewSpec {
        ViewSpec(id: id, kind: kind, pins: pins, width: width, height: height, views: views, location: at(line))
    }

    static func screen(
        _ views: [ViewSpec], navigationBar: Bool = false, hiddenNavigationBar: Bool = false, largeTitle: Bool = false,
        tabBar: Bool = false, toolbar: Bool = false, additional: EdgeInsets = .zero, automaticallyAdjusts: Bool = true,
        statusBar: StatusBarVisibility = .visible, launch: LaunchScreen = .storyboard
    ) -> Screen {
        let nav = navigationBar || hiddenNavigationBar
            ? NavigationBarSpec(title: "Title", largeTitle: largeTitle, hidden: hiddenNavigationBar, location: at(3)) : nil
        let controller = ControllerSpec(
            navigationBar: nav, tabBar: tabBar ? TabBarSpec(items: ["A", "B"], location: at(4)) : nil,
            toolbar: toolbar ? ToolbarSpec(items: ["Reply"], location: at(5)) : nil,
            additionalSafeAreaInsets: additional, automaticallyAdjustsScrollViewInsets: automaticallyAdjusts,
            location: at(2))
        return Screen(name: "test", statusBar: statusBar, launchScreen: launch, controller: controller, views: views,
                      location: at(1))
    }
}
