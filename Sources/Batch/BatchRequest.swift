import Devices
import Diagnostics
import Goldens
import Layout
import Output
import Project
import Reports
import Run
import Screens

/// Everything `bezel render` decides before the batch starts, besides the config.
package struct BatchRequest: Sendable {
    /// `bezel.yml` with the command-line overrides applied.
    package var config: ProjectConfig
    /// `--only SCREEN/PROFILE` or `--only SCREEN` (repeatable); `nil`: the whole matrix.
    var only: [String]?
    package var shard: ShardSpec?
    var force: Bool
    package var quiet: Bool
    /// Part of every input hash: bump when drawing changes.
    var rendererVersion: String
    /// Render options beyond the config's (theme, overlays…), canonical text; part of every input hash.
    var extraRenderOptions: String
    /// Printed by the review page before `--record changed --only KEY`.
    package var acceptCommand: String
    /// `--ios N`: evaluate every screen for this iOS version instead of its own `ios:`.
    var ios: Int?
    /// `--scene ID`: only this scene of each Interface Builder document (templates are unaffected).
    var scene: String?
    /// `--wait`: when another run is writing into the output folder, wait for it instead of exit 2.
    var waitForOutput: Bool
    /// `--force-output`: write into an output folder that holds files and is not Bezel's (`OutputOwnership`).
    package var forceOutput: Bool
    /// `--device saved`: each storyboard or XIB scene on the one profile Interface Builder saved it on
    /// (`SavedProfile`, the resolution `bezel layout` and `bezel check` use), instead of the matrix.
    package var savedDevice: Bool
    /// `--device ID`: the one device the run draws on, looked up once, with the orientations and windows
    /// asked of it (also in `config`); the cells are planned on it directly (`BatchDriver.plan`).
    package var device: NamedDevice?

    package init(config: ProjectConfig, only: [String]? = nil, shard: ShardSpec? = nil, force: Bool = false, quiet: Bool = false,
                rendererVersion: String, extraRenderOptions: String = "", acceptCommand: String = "bezel render", ios: Int? = nil,
                scene: String? = nil, waitForOutput: Bool = false, forceOutput: Bool = false, savedDevice: Bool = false,
                device: NamedDevice? = nil) {
        self.savedDevice = savedDevice
        self.device = device
        self.waitForOutput = waitForOutput
        self.forceOutput = forceOutput
        self.ios = ios
        self.scene = scene
        self.config = config
        self.only = only
        self.shard = shard
        self.force = force
        self.quiet = quiet
        self.rendererVersion = rendererVersion
        self.extraRenderOptions = extraRenderOptions
        self.acceptCommand = acceptCommand
    }
}
