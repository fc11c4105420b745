extension ControllerSpec {
    /// The bar items drawn as stand-ins: what of an item's custom view is a stand-in (`Substitute.standIn`), a system item's
    /// glyph (Apple's symbols cannot be shipped: its SF Symbol's look-alike, else a neutral placeholder of the
    /// bar's glyph size) and a named image. Navigation bar items first
    /// (leading, trailing), then the tab bar's, then the toolbar's; ids as the layout names the items.
    package var barSubstitutes: [Substitute] {
        var found: [Substitute] = []
        func add(_ items: [BarItemSpec], bar: String, prefix: String, tab: Bool) {
            for (n, item) in items.enumerated() {
                let id = "\(bar).\(prefix)\(n + 1)"
                if let view = item.customView {
                    // The custom view is drawn as the screen's views are; what of it is drawn as a stand-in (a view
                    // of the app's own class, a map) is named as it is there, by the view's id. Only a document
                    // gives an item a custom view.
                    found += ViewSpec.depthFirst([view]).compactMap { Substitute.standIn(for: $0, fromDocument: true) }
                } else if tab, let system = item.tabSystemItem {
                    // Its SF Symbol drawn as a look-alike where there is one (`SystemTabItem.symbolName`).
                    if SymbolLookalike.drawableIcon(for: system.symbolName) != nil {
                        found.append(Substitute(what: Substitute.symbolLookalike, id: id, name: system.symbolName))
                    } else {
                        found.append(Substitute(what: "system tab bar item", id: id, name: item.system))
                    }
                } else if !tab, let system = item.barSystemItem, system.isGlyph {
                    // Its SF Symbol drawn as a look-alike where there is one (`SystemBarItem.symbolName`).
                    if let symbol = system.symbolName, SymbolLookalike.drawableIcon(for: symbol) != nil {
                        found.append(Substitute(what: Substitute.symbolLookalike, id: id, name: symbol))
                    } else {
                        found.append(Substitute(what: "system bar button item", id: id, name: system.rawValue))
                    }
                } else if let image = item.image, !(item.barSystemItem?.isSpace ?? false) {
                    found.append(Substitute(what: "bar item image", id: id, name: image))
                }
            }
        }
        if let bar = navigationBar, !bar.hidden {
            add(bar.leadingItems, bar: "navigationBar", prefix: "leadingItem", tab: false)
            add(bar.trailingItems, bar: "navigationBar", prefix: "trailingItem", tab: false)
        }
        if let bar = tabBar, !bar.hidden { add(bar.items, bar: "tabBar", prefix: "item", tab: true) }
        if let bar = toolbar, !bar.hidden { add(bar.items, bar: "toolbar", prefix: "item", tab: false) }
        return found
    }

    /// The names of the images the shown bars' items name, in the order `barSubstitutes` lists them, each once.
    package var barItemImageNames: [String] {
        var names: [String] = []
        for item in (navigationBar.map { $0.hidden ? [] : $0.leadingItems + $0.trailingItems } ?? [])
            + (tabBar.map { $0.hidden ? [] : $0.items } ?? []) + (toolbar.map { $0.hidden ? [] : $0.items } ?? []) {
            if let image = item.image, !names.contains(image) { names.append(image) }
        }
        return names
    }
}
