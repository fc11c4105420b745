/// `<progressView progress="0.5" progressViewStyle="bar">`.
package struct IBProgressView: Hashable, Sendable, Codable {
    package var progress: Double
    package var progressViewStyle: String?
    init(progress: Double = 0, progressViewStyle: String? = nil) {
        self.progress = progress
        self.progressViewStyle = progressViewStyle
    }
}
