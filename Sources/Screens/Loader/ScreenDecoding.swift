import AutoLayout
import Devices
import Diagnostics
import Geometry

extension TemplateDecoder {
    /// The screen, or nil when the template has errors (they are in `diagnostics`).
    mutating func screen(from root: YAMLNode?) -> Screen? {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let root, !root.isNull else {
            error(root?.location ?? start, "the template is empty; it needs at least 'screen:' and 'views:'")
            return nil
        }
        guard case .mapping = root.content else {
            error(root.location, "a template must be a mapping of keys such as 'screen:' and 'views:', got \(root.shownForMessage)")
            return nil
        }
        guard let entries = entries(of: root, what: "the template", allowed: TemplateKeys.screen) else { return nil }
        require(["screen"], in: entries, of: "the template")

        var name = ""
        if let node = entries["screen"], !node.isNull {
            if let text = text(node, "screen") {
                if let problem = SafeNames.screenNameProblem(text, maxCharacters: limits.nameCharacters) {
                    error(node.location, problem)
                } else {
                    name = text
                }
            }
        }
        let ios = integer(entries["ios"], "ios", in: 10...26)
        let statusBar: StatusBarVisibility? = choice(entries["statusBar"], "statusBar")
        let launchScreen: LaunchScreen? = choice(entries["launchScreen"], "launchScreen")
        let orientations: [Orientation]? = choices(entries["orientations"], "orientations")
        let idioms: [Idiom]? = choices(entries["idioms"], "idioms")
        let layoutDirection: LayoutDirection? = choice(entries["layoutDirection"], "layoutDirection")
        // `appearance: dark` or `appearance: [light, dark]`: one key for one or both.
        let appearances: [Appearance]? = choices(
            entries["appearance"], "appearance", whenEmpty: "leave it out for light, or write [light, dark] for both")
        var devices = text(entries["devices"], "devices")
        if let selection = devices, selection.allSatisfy({ $0 == " " || $0 == "\t" }) {
            error(entries["devices"]?.location ?? entries.location, "'devices' must not be empty; leave it out to use the command line's selection")
            devices = nil
        }
        let summary = text(entries["description"], "description", maxCharacters: limits.descriptionCharacters)
        _ = text(entries["$schema"], "$schema")

        var controller = ControllerSpec(location: entries.location)
        if let node = entries["controller"], !node.isNull {
            controller = self.controller(from: node) ?? controller
        }
        let allow = allowances(entries["allow"])
        let views = self.views(from: entries["views"])
        var viewIDs: [String] = []
        func collect(_ views: [ViewSpec]) { for view in views { viewIDs.append(view.id); collect(view.views) } }
        collect(views)
        let (constraints, guides) = self.constraints(from: entries["constraints"], viewIDs: viewIDs)

        guard diagnostics.isEmpty else { return nil }
        var screen = Screen(
            name: name, ios: ios, statusBar: statusBar ?? .visible, launchScreen: launchScreen ?? .storyboard,
            orientations: orientations, devices: devices, idioms: idioms, appearances: appearances,
            layoutDirection: layoutDirection ?? .leftToRight, summary: summary, controller: controller,
            allow: allow, views: views, constraints: constraints, guides: guides, location: entries.location,
            keyLocations: entries.keyLocations)
        screen.systemImageNames = systemImageNames
        return screen
    }

    /// A list of enumeration values (a single value is a list of one); a value listed twice is an error.
    mutating func choices<Value: RawRepresentable & CaseIterable & Equatable>(
        _ node: YAMLNode?, _ key: String, whenEmpty hint: String = "leave it out for all"
    ) -> [Value]? where Value.RawValue == String {
        guard let items = list(node, key, acceptsSingle: true) else { return nil }
        guard !items.isEmpty else {
            error(node?.location ?? SourceLocation(file: file, line: 1, column: 1), "'\(MessageText.shown(key))' must list at least one value; \(hint)")
            return nil
        }
        var values: [Value] = []
        for item in items {
            guard let value: Value = choice(item, key) else { continue }
            if values.contains(value) {
                error(item.location, "'\(value.rawValue)' is listed twice in '\(MessageText.shown(key))'")
            } else {
                values.append(value)
            }
        }
        return values
    }

    mutating func controller(from node: YAMLNode) -> ControllerSpec? {
        guard let entries = entries(of: node, what: "'controller'", allowed: TemplateKeys.controller) else { return nil }
        var controller = ControllerSpec(location: entries.location, keyLocations: entries.keyLocations)

        if let node = entries["navigationBar"], !node.isNull,
           let bar = self.entries(of: node, what: "'navigationBar'", allowed: TemplateKeys.navigationBar) {
            controller.navigationBar = NavigationBarSpec(
                title: text(bar["title"], "title"), backTitle: text(bar["back"], "back"),
                leadingItems: barItems(bar["leadingItems"], "leadingItems", tab: false) ?? [],
                trailingItems: barItems(bar["trailingItems"], "trailingItems", tab: false) ?? [],
                largeTitle: boolean(bar["largeTitle"], "largeTitle") ?? false,
                hidden: boolean(bar["hidden"], "hidden") ?? false, location: bar.location, keyLocations: bar.keyLocations)
            controller.navigationBar?.prompt = text(bar["prompt"], "prompt")
            controller.navigationBar?.tint = color(bar["tint"], "tint")
            if let back = bar["back"], !back.isNull, let items = bar["leadingItems"], !items.isNull {
                // UINavigationItem hides the back button when it has leading items
                // (https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton, false by default).
                error(items.location, "a navigation bar shows leadingItems or a back button, not both (UIKit hides the back button behind leading items); remove 'back' or 'leadingItems'")
            }
        }
        if let node = entries["tabBar"], !node.isNull,
           let bar = self.entries(of: node, what: "'tabBar'", allowed: TemplateKeys.tabBar) {
            controller.tabBar = TabBarSpec(
                items: barItems(bar["items"], "items", tab: true) ?? [], height: number(bar["height"], "height", minimum: 0),
                hidden: boolean(bar["hidden"], "hidden") ?? false, location: bar.location, keyLocations: bar.keyLocations)
            controller.tabBar?.tint = color(bar["tint"], "tint")
        }
        if let node = entries["toolbar"], !node.isNull,
           let bar = self.entries(of: node, what: "'toolbar'", allowed: TemplateKeys.toolbar) {
            controller.toolbar = ToolbarSpec(
                items: barItems(bar["items"], "items", tab: false) ?? [], hidden: boolean(bar["hidden"], "hidden") ?? false,
                location: bar.location, keyLocations: bar.keyLocations)
            controller.toolbar?.tint = color(bar["tint"], "tint")
        }
        if let insets = insets(entries["additionalSafeAreaInsets"], "additionalSafeAreaInsets") {
            controller.additionalSafeAreaInsets = insets
        }
        if let value = boolean(entries["automaticallyAdjustsScrollViewInsets"], "automaticallyAdjustsScrollViewInsets") {
            controller.automaticallyAdjustsScrollViewInsets = value
        }
        if let value = boolean(entries["viewRespectsSystemMinimumLayoutMargins"], "viewRespectsSystemMinimumLayoutMargins") {
            controller.viewRespectsSystemMinimumLayoutMargins = value
        }
        return controller
    }
}
