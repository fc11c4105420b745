extension Screen {
    /// Whether the controller's root view is itself one of `views` (a table, collection or scroll view
    /// controller's view, laid out as the only subview of a window-sized layout root), rather than the
    /// layout root whose subviews `views` are. Only documents make such screens: their `rootID` then names
    /// the window-sized root, not the document's root view.
    package var rootIsOneOfViews: Bool {
        guard let document else { return false }
        return document.rootID != rootID
    }
}
