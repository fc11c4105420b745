/// `<pageControl numberOfPages="3" currentPage="0">`; UIPageControl's default is 0 pages.
package struct IBPageControl: Hashable, Sendable, Codable {
    package var numberOfPages: Int
    package var currentPage: Int
    init(numberOfPages: Int = 0, currentPage: Int = 0) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
    }
}
