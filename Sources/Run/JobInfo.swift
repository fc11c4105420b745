import Devices
import Project

/// What names and describes one job in the manifest, the report and the review page: the key and the
/// profile's facts the page filters on. Derived from the job alone, so it is the same in every shard.
package struct JobInfo: Hashable, Sendable, Codable, Comparable {
    /// `<screen>/<profile-slug>`.
    package var key: String
    package var screen: String
    /// `Profile.slug`.
    package var profile: String
    package var deviceID: String
    package var deviceName: String
    package var idiom: Idiom
    package var orientation: Orientation
    package var window: WindowMode
    /// The template's path, as the findings' locations name it.
    package var template: String
    /// The iOS version the profile is drawn and checked at (absent in records made before it was kept).
    package var ios: Int?
    /// `dark` for the dark appearance; absent for light, as the profile's slug leaves it out.
    package var appearance: Appearance?

    package init(_ job: RenderJob) {
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

    package static func < (a: JobInfo, b: JobInfo) -> Bool { a.key < b.key }
}
