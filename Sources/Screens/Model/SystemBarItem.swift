/// `UIBarButtonItem.SystemItem`, by the names Interface Builder saves (`systemItem="add"`) and a template
/// writes (`system: add`): https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem.
/// Four show a word (`Done`, `Cancel`, `Edit`, `Save`, English titles as UIKit shows them in an English app);
/// the two spaces show nothing; the others show a glyph from Apple's symbol set, which Bezel cannot ship:
/// it draws the symbol's look-alike (`symbolName`, `SymbolLookalike`), else a neutral placeholder of the
/// glyph's size, and names the item as not drawn exactly.
package enum SystemBarItem: String, CaseIterable, Sendable, Codable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
         refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

    /// The word a text item shows; `nil` for glyphs and spaces.
    package var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        default: nil
        }
    }

    /// A space: nothing drawn, only room taken (`flexibleSpace` shares what the bar has left).
    package var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }

    /// Shown as a glyph: the SF Symbol `symbolName` (its look-alike, `SymbolLookalike`), else a placeholder.
    package var isGlyph: Bool { title == nil && !isSpace }

    /// The SF Symbol a glyph item shows since iOS 13, as the Human Interface Guidelines' table of standard icons
    /// names the symbol for each action (https://developer.apple.com/design/human-interface-guidelines/icons#Standard-icons;
    /// the pairing of items and actions is docs/research/bars.md's); `nil` for words, spaces and `pageCurl`.
    package var symbolName: String? {
        switch self {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop, .close: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .undo: "arrow.uturn.backward"
        case .redo: "arrow.uturn.forward"
        default: nil
        }
    }
}
