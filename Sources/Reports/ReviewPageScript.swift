/// The review page's script, inlined into `index.html`: `Resources/review-page.js`, compiled into the
/// binary by SwiftPM's `embedInCode` rule (so a copied static `bezel` needs no resource folder). Plain
/// ES2017, no libraries, no network; it builds every element with `textContent` (never `innerHTML`), so
/// names in templates cannot inject markup. `ReviewPageTests` runs it in headless Chromium.
enum ReviewPageScript {
    /// The file's text without its final line break (the page puts its own around it).
    static let javaScript = ReviewPageResource.text(PackageResources.review_page_js)
}
