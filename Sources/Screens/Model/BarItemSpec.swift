/// One item of a system bar: a navigation bar's or a toolbar's bar button item (`UIBarButtonItem`), or a
/// tab bar's item (`UITabBarItem`). A template writes it as its title alone (`- Done`) or as a mapping
/// (`{ title, image, system, style, width }`); a storyboard's `<barButtonItem>` / `<tabBarItem>` maps to the
/// same fields. A system item carries its own title or glyph (`SystemBarItem`, `SystemTabItem`).
package struct BarItemSpec: Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    /// The title as written; `nil` when the item shows an image or a system item only.
    package var title: String?
    /// `image:` the named image (the app's asset); drawn as a neutral placeholder of the bar's glyph size.
    package var image: String?
    /// `system:` a `UIBarButtonItem.SystemItem` or `UITabBarItem.SystemItem` name (`done`, `add`,
    /// `flexibleSpace`, `favorites`, …), checked against the bar's list when the template is read.
    package var system: String?
    /// `style: done`: the bold title of a `UIBarButtonItem.Style.done` item; `false` for `plain`.
    package var isDone: Bool
    /// `width:` a fixed space's width in points (`UIBarButtonItem.width`); `nil`: the bar's default.
    package var width: Double?
    /// A storyboard item's `<view key="customView">` or `<button key="customView">` (`UIBarButtonItem.customView`,
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview) with its subviews, converted as
    /// the screen's views are: the bar shows that view in the item's place instead of a title, an image or a system
    /// item, as wide as its saved frame (`customViewWidth`). `nil` for every other item.
    package var customView: ViewSpec?
    /// A storyboard's item that names neither an image nor a system item: UIKit shows no image in its place
    /// ("Use `nil` for `title` or `image` to not display that element",
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)), and a document saves
    /// every image an item has. A template's item written as its title alone keeps the glyph placeholder: a
    /// template names no images, so its title-only tab items stand for tabs whose icons it leaves out.
    package var showsNoImage: Bool

    package init(title: String? = nil, image: String? = nil, system: String? = nil, isDone: Bool = false, width: Double? = nil,
                 customView: ViewSpec? = nil, showsNoImage: Bool = false) {
        self.title = title
        self.image = image
        self.system = system
        self.isDone = isDone
        self.width = width
        self.customView = customView
        self.showsNoImage = showsNoImage
    }

    package init(stringLiteral title: String) { self.init(title: title) }

    /// The bar button system item, when `system` names one.
    package var barSystemItem: SystemBarItem? { system.flatMap(SystemBarItem.init(rawValue:)) }
    /// The tab bar system item, when `system` names one.
    package var tabSystemItem: SystemTabItem? { system.flatMap(SystemTabItem.init(rawValue:)) }

    /// The text a bar button item shows: its own title, else its system item's (`Done`, `Cancel`, …);
    /// `nil` for an item that shows a glyph or an image, or is a space.
    package var buttonTitle: String? {
        if customView != nil { return nil }
        if let item = barSystemItem { return item.title }
        return image == nil ? title : nil
    }

    /// The width a custom view item takes in its bar: the view's saved width, as UIKit sizes the item by its
    /// custom view's frame (https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview); `nil`
    /// for an item without a custom view.
    package var customViewWidth: Double? {
        customView.map { $0.layout.savedFrame?.width ?? 0 }
    }

    /// Whether a bar button item's title is bold: the `done` style, or the `done` system item, which
    /// UIKit draws in the done style (https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/done).
    package var isBold: Bool { isDone || barSystemItem == .done }

    /// The title a tab bar item shows: its system item's, else its own (empty when it has none).
    package var tabTitle: String { tabSystemItem?.title ?? title ?? "" }

    /// A short name for people and the "not drawn exactly" line: the title, the system item or the image.
    package var shownName: String { title ?? system ?? image ?? "item" }
}
