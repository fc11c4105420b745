/// `<pageControl numberOfPages="3" currentPage="0">`; UIPageControl's default is 0 pages.
public struct IBPageControl: Hashable, Sendable, Codable {
    public var numberOfPages: Int
    public var currentPage: Int
    public init(numberOfPages: Int = 0, currentPage: Int = 0) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
    }
}
