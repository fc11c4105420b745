import Devices
import Hashing

/// One template as the batch needs it: its name, where it was read from, a digest of its bytes and
/// the restrictions it places on the profiles it is drawn on.
///
/// The lead builds these from `Screens.Screen` (`name`, `orientations`, `idioms`) after resolving the
/// screen's `devices:` selection to catalogue ids. Keeping Project on this small value means the matrix
/// can be planned and tested without the template model.
package struct MatrixScreen: Hashable, Sendable, Codable {
    /// The `screen:` name; the first part of every job key and output folder.
    package var name: String
    /// The template's path as the user gave it (relative to the working directory when it was found
    /// under a relative folder). Matrix order follows this path.
    package var path: String
    /// SHA-256 (hex) of the template file's bytes: part of every job's input hash.
    package var templateHash: String
    /// `orientations:` the orientations the screen supports; `nil` means all.
    var orientations: [Orientation]?
    /// `idioms:` the idioms the app targets; `nil` means phone and pad.
    var idioms: [Idiom]?
    /// `ios:` the iOS version the screen's profiles are evaluated for; `nil`: the catalogue's newest.
    package var ios: Int?
    /// `devices:` resolved to catalogue device ids, sorted (so the value encodes the same way every time);
    /// `nil` means no restriction.
    var deviceIDs: [String]?
    /// `appearance:` the appearances the template asks for; `nil` leaves it to the selection (light by default).
    var appearances: [Appearance]?

    init(
        name: String, path: String, templateHash: String, orientations: [Orientation]? = nil, idioms: [Idiom]? = nil, deviceIDs: [String]? = nil,
        ios: Int? = nil, appearances: [Appearance]? = nil
    ) {
        self.name = name
        self.appearances = appearances
        self.ios = ios
        self.path = path
        self.templateHash = templateHash
        self.orientations = orientations
        self.idioms = idioms
        self.deviceIDs = deviceIDs.map { Array(Set($0)).sorted() }
    }

    /// A screen read from `bytes`: the digest is computed here so callers cannot get it wrong.
    init(
        name: String, path: String, templateBytes: [UInt8], orientations: [Orientation]? = nil, idioms: [Idiom]? = nil, deviceIDs: [String]? = nil,
        ios: Int? = nil, appearances: [Appearance]? = nil
    ) {
        self.init(name: name, path: path, templateHash: SHA256.hash(templateBytes).hex, orientations: orientations, idioms: idioms,
                  deviceIDs: deviceIDs, ios: ios, appearances: appearances)
    }

    /// What the screen says about where it runs, as the planner reads it (`ProfilePlan.selection(for:)`).
    /// Its `devices:` names are not kept: the batch's notes come from its jobs, not from the plan's omissions.
    package var request: ProfilePlan.ScreenRequest {
        ProfilePlan.ScreenRequest(ios: ios, idioms: idioms, orientations: orientations, appearances: appearances, deviceIDs: deviceIDs)
    }
}
