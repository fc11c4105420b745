/// How a stack view sizes its arranged subviews along its axis: `UIStackView.Distribution`
/// (https://developer.apple.com/documentation/uikit/uistackview/distribution).
package enum StackDistribution: String, Sendable, Hashable, Codable, CaseIterable {
    case fill
    case fillEqually
    case fillProportionally
    case equalSpacing
    case equalCentering

    /// IB's spelling (`distribution="fillEqually"`; absent means fill).
    package init?(ibName: String) { self.init(rawValue: ibName) }
}
