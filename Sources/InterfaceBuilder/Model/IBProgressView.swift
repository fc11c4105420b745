/// `<progressView progress="0.5" progressViewStyle="bar">`.
public struct IBProgressView: Hashable, Sendable, Codable {
    public var progress: Double
    public var progressViewStyle: String?
    public init(progress: Double = 0, progressViewStyle: String? = nil) {
        self.progress = progress
        self.progressViewStyle = progressViewStyle
    }
}
