/// The review page's style sheet, inlined into `index.html`: `Resources/review-page.css`, compiled into
/// the binary by SwiftPM's `embedInCode` rule. Follows the reader's light or dark setting.
enum ReviewPageStyle {
    /// The file's text without its final line break (the page puts its own around it).
    static let css = ReviewPageResource.text(PackageResources.review_page_css)
}
