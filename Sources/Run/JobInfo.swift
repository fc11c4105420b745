import Devices
import Project

/// What names and describes one job in the manifest, the report and the review page: the key and the
/// profile's facts the page filters on. Derived from the job alone, so it is the same in every shard.
public struct JobInfo: Hashable, Sendable, Codable, Comparable {
    /// `<screen>/<profile-slug>`.
    public var key: String
    public var screen: String
    /// `Profile.slug`.
    public var profile: String
    public var deviceID: String
    public var deviceName: String
    public var idiom: Idiom
    public var orientation: Orientation
    public var window: WindowMode
    /// The template's path, as the findings' locations name it.
    public var template: String
    /// The iOS version the profile is drawn and checked at (absent in records made before it was kept).
    public var ios: Int?
    /// `dark` for the dark appearance; absent for light, as the profile's slug leaves it out.
    public var appearance: Appearance?

    public init(_ job: RenderJob) {
        key = job.key
        screen = job.screen.name
        profile = job.profile.slug
        deviceID = job.profile.deviceID
        deviceName = job.profile.deviceName
        idiom = job.profile.idiom
        orientation = job.profile.orientation
        window = job.profile.window
        template = job.screen.path
        ios = job.profile.ios
        appearance = job.profile.appearance == .dark ? .dark : nil
    }

    public static func < (a: JobInfo, b: JobInfo) -> Bool { a.key < b.key }
}
