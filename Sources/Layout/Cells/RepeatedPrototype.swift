/// How a prototype cell shown more than once is named. Interface Builder's canvas shows each prototype once; a
/// running app repeats them for its data, so `TableCellLayout` fills a table or collection by repeating them in
/// turn (docs/research/cells.md §5): the second showing of prototype `Tag` is `Tag~2`, the third `Tag~3`, and the
/// content views of a showing take its suffix (`title~2`). The first showing keeps the prototype's own ids.
package enum RepeatedPrototype {
    /// The id of showing `number` (2, 3, …) of the prototype or content view `id`.
    static func id(_ id: String, showing number: Int) -> String { id + "~\(number)" }

    /// The prototype's (or its content view's) id behind a later showing's id: the text before the last `~`; nil for an
    /// id with none. An id the document itself gives may hold a `~`, so a caller looks the id up as it is first.
    package static func designID(of id: String) -> String? {
        id.lastIndex(of: "~").map { String(id[..<$0]) }
    }
}
