/// `UITabBarItem.SystemItem`, by the names Interface Builder saves (`systemItem="favorites"`) and a template
/// writes (`system: favorites`): https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem.
/// Each brings its own title and glyph; the title is drawn as UIKit's English one, the glyph as a neutral
/// placeholder (Apple's symbols cannot be shipped), and the item is named as not drawn exactly.
package enum SystemTabItem: String, CaseIterable, Sendable, Codable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

    /// The title UIKit gives the item in an English app.
    package var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
