/// `UIBarButtonItem.SystemItem`, by the names Interface Builder saves (`systemItem="add"`) and a template
/// writes (`system: add`): https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem.
/// Four show a word (`Done`, `Cancel`, `Edit`, `Save`, English titles as UIKit shows them in an English app);
/// the two spaces show nothing; the others show a glyph from Apple's symbol set, which Bezel cannot ship:
/// it draws a neutral placeholder of the glyph's size and names the item as not drawn exactly.
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

    /// Shown as a glyph (a placeholder here).
    package var isGlyph: Bool { title == nil && !isSpace }
}
