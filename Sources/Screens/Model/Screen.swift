import AutoLayout
import Devices
import Diagnostics

/// One screen description (a template in `Templates/`): the view controller's system chrome, its view
/// tree and the options that select where it runs. A plain value read once from YAML or JSON; every part
/// keeps where it was written so layout errors and check findings can point at the template line.
package struct Screen: Hashable, Sendable, Codable, KeyLocated {
    /// The `screen:` key, `[a-z0-9_-]+`: names the outputs (`comments` → `comments/iphone-x-portrait.png`),
    /// so it never contains a path separator, a dot or anything a file system could misread.
    package var name: String
    /// The iOS version whose UIKit rules apply (10 to 26); `nil` means the newest version the catalogue knows.
    package var ios: Int?
    /// `statusBar:` whether the app shows the status bar (`prefersStatusBarHidden`).
    package var statusBar: StatusBarVisibility
    /// `launchScreen:` a launch storyboard, or a legacy launch image set that makes notched iPhones run
    /// the app letterboxed at the old 16:9 size (docs/research/seeds.md, seed 000).
    package var launchScreen: LaunchScreen
    /// `orientations:` the interface orientations the screen supports (Info.plist
    /// `UISupportedInterfaceOrientations`); `nil` means every orientation the device supports.
    package var orientations: [Orientation]?
    /// `devices:` a device selection (`all`, `iphone`, `ipad`, globs, comma lists) that limits the profiles
    /// this screen is drawn and checked on; `nil` means whatever the command line selects.
    /// Kept as written: the Devices stage resolves it and reports unknown names.
    package var devices: String?
    /// `idioms:` the idioms the app targets (`[phone, pad]` for an iOS app, `[tv]` for a tvOS one);
    /// `nil` means phone and pad.
    package var idioms: [Idiom]?
    /// `appearance:` the appearances the screen is drawn in (`dark`, or `[light, dark]` for both);
    /// `nil` leaves it to `bezel.yml` and the command line (light unless they ask).
    package var appearances: [Appearance]?
    /// `layoutDirection:` the app's user-interface layout direction (`UIApplication.userInterfaceLayoutDirection`,
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection): right-to-left mirrors
    /// leading and trailing, stacks, grids, rows and bars as UIKit does; `--layout-direction` overrides it.
    package var layoutDirection: LayoutDirection
    /// `description:` free text for people reading the template or the report.
    package var summary: String?
    /// `controller:` the view controller that owns the root view; all defaults when the key is absent.
    package var controller: ControllerSpec
    /// `allow:` check rules silenced for the whole screen, each with the reason printed in the report:
    /// findings about the screen itself (`status-bar-hidden` on a full-screen video player) and findings
    /// of any view. A view's own `allow:` entry for the same rule takes precedence (its reason is reported).
    package var allow: [Allowance]
    /// `views:` the subviews of the root view, back to front.
    package var views: [ViewSpec]
    /// `constraints:` Auto Layout constraints in UIKit's terms, beside the views' pins (a template's
    /// `constraints:` list, or every constraint of an Interface Builder scene). Items are view ids,
    /// guide ids (`guides`) or `rootID`.
    package var constraints: [LayoutConstraint]
    /// The layout guides constraints name: Interface Builder's safe-area and layout guides, and the
    /// `ID.safeArea` / `ID.margins` / `ID.readable` guides a template's constraints use.
    package var guides: [LayoutGuideNode]
    /// Size-class variations (Interface Builder documents): what a window's size classes install, uninstall or
    /// change (`inSizeClasses(width:height:)`).
    package var variations: [SizeClassVariation]
    /// The root view's `backgroundColor` (`#RRGGBB[AA]` or a system colour's name), which the image fills the
    /// window with; `nil`: systemBackground.
    package var background: String? = nil
    /// The root view's (or window's) `tintColor`, which every view without a tint of its own inherits; `nil`:
    /// the app's accent colour (systemBlue).
    package var tint: String? = nil
    /// The app's accent colour (the `AccentColor` colour set of the project's asset catalogues, `ProjectAssets`), the
    /// window's default tint, which the system bars' items take when their bar sets no tint of its own: a bar is no
    /// subview of the root view and does not inherit `tint` (`ChromePainter.barTint(_:)`); `nil`: systemBlue.
    package var accentTint: String? = nil
    /// The names a template gives as SF Symbols (`systemImage:` on image views, buttons and bar items), drawn as a
    /// document's `catalog="system"` images are (`ProjectAssets.apply(toTemplate:)`); empty for documents.
    package var systemImageNames: Set<String> = []
    /// The id constraints use for the controller's root view: `root` in templates, the root view's
    /// IB id in documents.
    package var rootID: String
    /// Set for a screen read from an Interface Builder document.
    package var document: DocumentOrigin?
    /// The images its image views show (`image:`), by the path the template wrote, read and decoded once when
    /// the template was loaded (`ImageFiles`); empty for screens without images.
    package var images: [String: ImageFile] = [:]
    /// The asset catalogue images its image views show, by name (`ProjectAssets`), each variant some profile
    /// shows decoded (`ImageVariants`); the painter picks the profile's (`AssetImage.variant`). Empty for templates and for documents without any.
    package var assetImages: [String: AssetImage] = [:]
    /// What the project's assets could not give as the app shows it: SF Symbols, vector and JPEG images,
    /// images no catalogue holds, fonts drawn in a substitute (`ProjectAssets.apply`); part of `substitutes`.
    package var assetSubstitutes: [Substitute] = []
    /// The SF Symbols drawn as Material look-alikes (`SymbolLookalike`, `SymbolFont`): the Material icon each image
    /// view or title-less button shows, by view id. Empty when none is.
    package var symbolViews: [String: String] = [:]
    /// The same for bar items' images, by the image's name (bar items name their images, not ids).
    package var barSymbols: [String: String] = [:]
    /// The same for classic buttons' background images (`ControlSpec.backgroundImage` naming an SF Symbol), by view id.
    package var backgroundSymbols: [String: String] = [:]
    /// The SHA-256 (hex) of what the project's asset catalogues gave the screen (colour sets, image files),
    /// part of the screen's input hash so an edited catalogue re-renders it; `nil` when no catalogue was found.
    package var assetDigest: String?
    /// The start of the document (the file's first line when the document is empty).
    package var location: SourceLocation
    /// Where each top-level key was written, by key (`"ios"`, `"statusBar"`, …).
    package var keyLocations: [String: SourceLocation]

    package init(
        name: String, ios: Int? = nil, statusBar: StatusBarVisibility = .visible,
        launchScreen: LaunchScreen = .storyboard, orientations: [Orientation]? = nil, devices: String? = nil,
        idioms: [Idiom]? = nil, appearances: [Appearance]? = nil, layoutDirection: LayoutDirection = .leftToRight, summary: String? = nil,
        controller: ControllerSpec = ControllerSpec(),
        allow: [Allowance] = [], views: [ViewSpec] = [], constraints: [LayoutConstraint] = [],
        guides: [LayoutGuideNode] = [], variations: [SizeClassVariation] = [], rootID: String = Screen.templateRootID,
        document: DocumentOrigin? = nil, location: SourceLocation, keyLocations: [String: SourceLocation] = [:]
    ) {
        self.name = name
        self.ios = ios
        self.statusBar = statusBar
        self.launchScreen = launchScreen
        self.orientations = orientations
        self.devices = devices
        self.idioms = idioms
        self.appearances = appearances
        self.layoutDirection = layoutDirection
        self.summary = summary
        self.controller = controller
        self.allow = allow
        self.views = views
        self.constraints = constraints
        self.guides = guides
        self.variations = variations
        self.rootID = rootID
        self.document = document
        self.location = location
        self.keyLocations = keyLocations
    }

    /// The name a template's `constraints:` use for the controller's root view.
    static let templateRootID = "root"

    /// Whether the screen relies on what only the Auto Layout engine knows: it has constraints, comes
    /// from an Interface Builder document, or a view has relations or priorities on pins or an intrinsic
    /// size. Every screen is laid out by the engine; the other templates are also held to the pin rules
    /// (two facts per axis, no pin cycles), whose messages point at the template's lines.
    package var usesConstraintEngine: Bool {
        document != nil || !constraints.isEmpty || Self.anyView(in: views) { $0.needsConstraintEngine }
    }

    /// Whether some view of the tree satisfies `test`, each read in place: `allViews` copies every view
    /// (30-odd fields each), and this is asked on every layout (5 % of `bezel check Templates`).
    private static func anyView(in views: [ViewSpec], _ test: (borrowing ViewSpec) -> Bool) -> Bool {
        for index in views.indices where test(views[index]) || anyView(in: views[index].views, test) { return true }
        return false
    }

    /// The template's path as it was given to the loader (what diagnostics and findings print).
    package var file: String { location.file }

    /// Every view of the tree, depth first, parents before their subviews, back to front.
    package var allViews: [ViewSpec] { ViewSpec.depthFirst(views) }

    /// The screen-level `allow:` entry for `rule`, if the template has one.
    package func allowance(for rule: String) -> Allowance? { allow.first { $0.rule == rule } }

    /// The view with this id anywhere in the tree (ids are unique in a screen).
    package func view(withID id: String) -> ViewSpec? { allViews.first { $0.id == id } }
}
