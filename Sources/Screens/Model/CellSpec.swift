import AutoLayout
import Diagnostics
import Geometry

/// One table row's design: a static cell, a prototype cell, or a template's row.
///
/// The content view's subviews (`views`) and their `constraints` are laid out by the Auto Layout engine in
/// the cell's content rectangle, like any view tree; a styled cell's built-in labels and image view
/// (`textLabelID`, `detailLabelID`, `imageViewID`) are placed where the style puts them instead.
package struct CellSpec: Hashable, Sendable, Codable {
    /// The cell's id (the document's, or `<table>.s<section>r<row>` for a template row).
    package var id: String
    /// The content view's id: constraints name it for the content view's edges and margins.
    package var contentID: String
    package var style: CellStyle
    package var accessory: CellAccessory
    /// The cell's own row height; `nil`: the table's.
    package var rowHeight: Double?
    /// The content view's subviews, back to front.
    package var views: [ViewSpec]
    /// The constraints among the content view and its subviews.
    package var constraints: [LayoutConstraint]
    /// The built-in labels and image view of a styled cell, by view id.
    package var textLabelID: String?
    package var detailLabelID: String?
    package var imageViewID: String?
    /// The reuse identifier, for people (prototype cells).
    package var reuseIdentifier: String?
    /// The content view's size as the document saved it: autoresizing masks of its subviews are relative to it.
    package var savedSize: Size?
    /// The cell's background colour and corner radius (`CellSpecs.backdrop`): a collection item's is a view of its
    /// own, by the cell's id, drawn under its content; a table row's is drawn by the table painter, under the
    /// row's separator. `nil`: no colour of its own.
    package var backdrop: ViewSpec?
    /// Whether the document's cell names a background colour of its own (any, clear included). A table cell that
    /// names none keeps UIKit's default background (`TablePainter`); `nil` for a cell no document describes.
    package var namesBackground: Bool?
    package var location: SourceLocation

    package init(
        id: String, contentID: String, style: CellStyle = .custom, accessory: CellAccessory = .none, rowHeight: Double? = nil,
        views: [ViewSpec] = [], constraints: [LayoutConstraint] = [], textLabelID: String? = nil, detailLabelID: String? = nil,
        imageViewID: String? = nil, reuseIdentifier: String? = nil, location: SourceLocation
    ) {
        self.id = id
        self.contentID = contentID
        self.style = style
        self.accessory = accessory
        self.rowHeight = rowHeight
        self.views = views
        self.constraints = constraints
        self.textLabelID = textLabelID
        self.detailLabelID = detailLabelID
        self.imageViewID = imageViewID
        self.reuseIdentifier = reuseIdentifier
        self.savedSize = nil
        self.backdrop = nil
        self.location = location
    }

    /// Every view of the content, depth first.
    package var allViews: [ViewSpec] { ViewSpec.depthFirst(views) }
}
