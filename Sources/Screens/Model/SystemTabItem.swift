/// `UITabBarItem.SystemItem`, by the names Interface Builder saves (`systemItem="favorites"`) and a template
/// writes (`system: favorites`): https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem.
/// Each brings its own title and glyph; the title is drawn as UIKit's English one, the glyph as its SF Symbol's
/// look-alike (`symbolName`, `SymbolLookalike`: Apple's symbols cannot be shipped), named as a look-alike.
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

    /// The SF Symbol the item's glyph is drawn as. The glyphs' shapes are UIKit's own (docs/research/bars.md §3): three
    /// dots for More, a star for Favorites, Featured and Top Rated, a clock for Recents, History and Most Recent, a
    /// person in a circle for Contacts, a book for Bookmarks, a magnifying glass for Search, a download arrow for
    /// Downloads, a list for Most Viewed; the symbols are those shapes' SF Symbols, in the fill variant the Human
    /// Interface Guidelines give tab bars (https://developer.apple.com/design/human-interface-guidelines/sf-symbols#Variants),
    /// as bar button items pair the same actions (bookmarks `book`, search `magnifyingglass`: `SystemBarItem.symbolName`).
    package var symbolName: String {
        switch self {
        case .more: "ellipsis"
        case .favorites, .featured, .topRated: "star.fill"
        case .recents, .history, .mostRecent: "clock.fill"
        case .contacts: "person.crop.circle.fill"
        case .bookmarks: "book.fill"
        case .search: "magnifyingglass"
        case .downloads: "square.and.arrow.down.fill"
        case .mostViewed: "list.bullet"
        }
    }
}
