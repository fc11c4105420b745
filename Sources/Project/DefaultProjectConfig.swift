/// The `bezel.yml` that `bezel init` writes: every setting with its default, explained. Settings
/// whose default is "not set" are commented out. Reading it back gives `ProjectConfig()` (a test checks).
package enum DefaultProjectConfig {
    package static let text = """
        # bezel.yml: settings for `bezel render` in this project.
        # Command-line flags override any of these (e.g. `bezel render --jobs 2 --fail-on warning`).

        # Files and folders holding screen templates (*.yml, *.yaml, *.json).
        templates:
          - Templates

        # Where images, manifest.json, report.json, junit.xml and index.html are written.
        output: Output

        # Which devices to draw on: all, iphone, ipad, tv, ids, globs, comma lists ("iphone-1*, ipad-pro-*").
        # Default: every device in the catalogue (`bezel devices` lists them).
        # devices: all

        # Orientations: portrait, landscape-left, landscape-right.
        # Default: all three (landscape-right puts the sensor housing on the other side).
        # orientations: [portrait, landscape-left]

        # Windows: full, split-1/3, split-1/2, split-2/3, slide-over. Default: all of them. iPhones and
        # Apple TVs have only full, so a list without it draws iPads alone.
        # windows: [full, split-1/2]

        # Appearances: light, dark, or [light, dark] for both (dark images are named ...-dark.png).
        # Default: light, unless a template's own `appearance:` asks otherwise.
        # appearance: [light, dark]

        # Output formats for each screen × profile.
        formats: [png, svg]

        # Render scale (1-4) for every device instead of each device's own @2x/@3x.
        # scale: 2

        # Findings at or above this severity fail the run (exit 1): error, warning, info or never.
        failOn: error

        # Per-rule severity: error, warning, info or off.
        # rules:
        #   sensor-housing: error
        #   text-truncated: warning

        # Folder of approved images to compare with; no comparison when unset.
        # golden: Goldens

        # How much an image may differ from its golden and still match.
        thresholds:
          # Perceptual colour threshold 0-1 (pixelmatch-compatible); unset compares pixels exactly.
          # threshold: 0.1
          includeAA: false
          # maxDiffPixels: 0
          # maxDiffRatio: 0.001

        # Worker threads; default: the machine's processors.
        # jobs: 4

        """
}
