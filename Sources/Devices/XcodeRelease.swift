/// The Xcode releases whose Interface Builder canvases lay documents out differently, each with the first `toolsVersion`
/// build number taken as its own. A storyboard or XIB records the build of the Interface Builder that saved it in its
/// root's `toolsVersion` (Xcode 10.1 writes 14460, Xcode 15 22505), and a document belongs to the last release whose first
/// build is not above its number (`init(toolsVersion:)`). `InterfaceBuilderCanvas` states every rule that depends on the
/// release in these terms, so each boundary is written, and sourced, once.
///
/// A boundary lies between the highest number seen from one release and the lowest seen from the next; the numbers
/// quoted are those of the exploration sets and the census of `Benchmarks/README.md` (1,609 documents of large apps),
/// and where the gap is wide the boundary is an assumption. Only the releases some rule tells apart are listed: Xcode 10.1,
/// for one, shares Xcode 10's case.
package enum XcodeRelease: Double, CaseIterable, Comparable, Sendable {
    /// Xcode 4.2 to 4.6 (the iOS 5 and 6 SDKs; 1938 to 3084 seen).
    case xcode4 = 0
    /// Xcode 5 (iOS 7; 4451 to 5056, Xcode 5.1's, seen). The boundary lies between 3084 and 4451
    /// (docs/research/ib-defaults.md §106).
    case xcode5 = 4000
    /// Xcode 6 (iOS 8; 6154, a beta's, to 7706, Xcode 6.4's, seen). The boundary lies between 5056 and 6154
    /// (docs/research/ib-defaults.md §140).
    case xcode6 = 6000
    /// Xcode 7 (iOS 9; 8150 to 10117 seen). The boundary lies between Xcode 6.4's 7706 and 8150.
    case xcode7 = 8000
    /// Xcode 8 (iOS 10; 11134 to 12121 seen): the sampled corpus's era B starts here (Benchmarks/agreement.md).
    case xcode8 = 11000
    /// Xcode 9.0 and 9.1 (iOS 11; 13122 to 13196 seen).
    case xcode9 = 13000
    /// Xcode 9.2 to 9.4 (13529 to 14306 seen; which releases write 14269 and 14306 is not known); the boundary lies
    /// between 13196 and 13529 (docs/research/ib-defaults.md §76).
    case xcode9_2 = 13500
    /// Xcode 10 (iOS 12; 14313 to 14490 seen).
    case xcode10 = 14300
    /// The Xcode 11 betas (14810 and 14868 seen), whose canvas already shows iOS 13 (docs/research/ib-defaults.md
    /// §85).
    case xcode11Beta = 14800
    /// Xcode 11 (iOS 13; 15400 to 16097 seen).
    case xcode11 = 15000
    /// Xcode 12.0 to 12.4 (iOS 14; 17156 to 17701 seen): the first to name the iPhone 12 classes.
    case xcode12 = 17000
    /// Xcode 12.5 (18122 seen).
    case xcode12_5 = 18000
    /// Xcode 13.0 to 13.2 (iOS 15; 19158 to 19529 seen): the first to write `<buttonConfiguration>`.
    case xcode13 = 19000
    /// Xcode 13.3 and 13.4 (20037 seen).
    case xcode13_3 = 20000
    /// Xcode 14.0 to 14.2 (iOS 16; 21223 to 21507 seen).
    case xcode14 = 21000
    /// Xcode 14.3 and later (21701 seen), then Xcode 15 and 16 (22138 to 23727 seen; 23504 names the iPhone 16 Pro
    /// Max's `retina6_9`, 23727 the iPhone 16 Pro's `retina6_3`): no rule tells these
    /// apart by release (`InterfaceBuilderCanvas.doublesSafeArea` names its band by build).
    case xcode14_3 = 21700
    /// Xcode 26 (iOS 26; 24093 to 24506 seen), whose canvas draws iOS 26's bars and controls (docs/research/ib-defaults.md §83,
    /// §107).
    case xcode26 = 24000
    /// Documents marked 32700.99.1234, a build number no release is known to ship, saved beside Xcode 15 documents in
    /// the same repositories (docs/research/ib-defaults.md §28, §57): their frames show no Xcode 26 rule.
    case unreleasedBuild = 32000

    /// The release that saved a document of `toolsVersion` (its whole-number part).
    package init(toolsVersion: Double) {
        self = Self.allCases.last { $0.rawValue <= toolsVersion } ?? .xcode4
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The release as messages name it: "Xcode 9.2", "an Xcode 11 beta".
    package var name: String {
        switch self {
        case .xcode4: "Xcode 4"
        case .xcode5: "Xcode 5"
        case .xcode6: "Xcode 6"
        case .xcode7: "Xcode 7"
        case .xcode8: "Xcode 8"
        case .xcode9: "Xcode 9"
        case .xcode9_2: "Xcode 9.2"
        case .xcode10: "Xcode 10"
        case .xcode11Beta: "an Xcode 11 beta"
        case .xcode11: "Xcode 11"
        case .xcode12: "Xcode 12"
        case .xcode12_5: "Xcode 12.5"
        case .xcode13: "Xcode 13"
        case .xcode13_3: "Xcode 13.3"
        case .xcode14: "Xcode 14"
        case .xcode14_3: "Xcode 14.3 to 16"
        case .xcode26: "Xcode 26"
        case .unreleasedBuild: "an Xcode of no known release"
        }
    }
}
