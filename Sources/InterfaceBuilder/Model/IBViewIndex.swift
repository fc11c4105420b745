/// A document's views by IB id, made once for a document: `IBDocument.view(withID:)` walks every view of
/// the document on each call, which over every view of every scene cost the square of the document's views
/// (40 scenes of 1,000 views, a 3 MB storyboard, did not finish in two minutes).
///
/// The answer is `view(withID:)`'s: the first view in document order with the id, when the document's
/// index has the id.
package struct IBViewIndex: Sendable {
    private var views: [String: IBView] = [:]

    package init(_ document: IBDocument) {
        for view in document.allViews where views[view.id] == nil && document.index[view.id] != nil {
            views[view.id] = view
        }
    }

    package subscript(id: String) -> IBView? { views[id] }
}
