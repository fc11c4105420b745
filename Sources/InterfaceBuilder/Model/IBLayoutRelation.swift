/// A constraint's `relation`; absent means `equal`.
public enum IBLayoutRelation: String, Hashable, Sendable, Codable, CaseIterable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}
