import Diagnostics

extension TemplateDecoder {
    /// A bar's item list: each entry a title (`- Done`) or a mapping `{ title, image, systemImage, system, style, width }`
    /// (a tab bar's items take `{ title, image, systemImage, system }`; `systemImage` names an SF Symbol, `systemImageName(_:)`). `system` must be one of the bar's system items
    /// (`SystemBarItem` for navigation bars and toolbars, `SystemTabItem` for tab bars).
    mutating func barItems(_ node: YAMLNode?, _ key: String, tab: Bool) -> [BarItemSpec]? {
        guard let nodes = list(node, key) else { return nil }
        var items: [BarItemSpec] = []
        for node in nodes {
            if case .scalar = node.content {
                if let title = text(node, key) { items.append(BarItemSpec(title: title)) }
                continue
            }
            let allowed = tab ? TemplateKeys.tabBarItem : TemplateKeys.barButtonItem
            guard let entries = entries(of: node, what: "an entry of '\(MessageText.shown(key))'", allowed: allowed) else { continue }
            let image = shownImage(entries, image: text(entries["image"], "image"))
            var item = BarItemSpec(title: text(entries["title"], "title"), image: image)
            if let system = entries["system"], !system.isNull {
                if tab {
                    let value: SystemTabItem? = choice(system, "system")
                    item.system = value?.rawValue
                } else {
                    let value: SystemBarItem? = choice(system, "system")
                    item.system = value?.rawValue
                }
            }
            if !tab {
                if let style = entries["style"], !style.isNull {
                    let value: BarItemStyle? = choice(style, "style")
                    item.isDone = value == .done
                }
                item.width = number(entries["width"], "width", minimum: 0)
            }
            if item.title == nil, item.image == nil, entries["system"]?.isNull ?? true {
                error(entries.location, "a bar item needs a 'title', an 'image', a 'systemImage' or a 'system' item")
            }
            items.append(item)
        }
        return items
    }
}

/// `style:` of a bar button item: `UIBarButtonItem.Style` (`plain`, or `done`, drawn bold).
enum BarItemStyle: String, CaseIterable {
    case plain, done
}
