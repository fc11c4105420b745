/// The responsive size type of seed 001 (Youku's `YKRLLayoutSizeType`; docs/research/seeds.md, seed 001, and
/// docs/research/domain.md §6): pages pick a layout by it rather than by device model.
enum ResponsiveSizeType: String, Sendable, Codable, CaseIterable {
    /// Phone-sized: every iPhone, and an iPad app in Slide Over ("phone, pad floating window").
    case s = "S"
    /// iPad-sized: an iPad app full screen or in Split View.
    case l = "L"
    /// Reserved by the seed for larger screens. Bezel files the Apple TV here (its own choice).
    case xl = "XL"
}
