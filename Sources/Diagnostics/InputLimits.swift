/// Every bound an input must stay within, templates and Interface Builder documents alike, named in one
/// place (and in docs/robustness.md, "One set of limits"): a hand-edited or hostile file gets one clear
/// message per broken bound, at its `file:line:column` and naming the bound, instead of eating memory or
/// time, or writing outside the output folder.
///
/// Sized so that real documents pass with room to spare: the largest real storyboards hold a few
/// thousand views and constraints in all, a few hundred in their largest scene, and elements with about
/// twenty attributes.
package struct InputLimits: Hashable, Sendable, Codable {
    /// Largest file read, in bytes. The largest shipped template is a few kilobytes.
    package var fileBytes: Int
    /// Largest Interface Builder document read, in bytes: real storyboards run to a few megabytes (a
    /// 60-scene storyboard is about 1 MB); 32 MiB leaves room for them all.
    package var documentBytes: Int
    /// Deepest nesting of mappings and lists (a view and its `views:` list count as two levels).
    package var depth: Int
    /// Deepest element nesting in a document. A view adds two levels (`<subviews><view>`), so 160 allows
    /// about 70 nested views, far beyond what Xcode's canvas lets anyone build; libxml2 itself stops at
    /// 256 without `XML_PARSE_HUGE` (https://gitlab.gnome.org/GNOME/libxml2/-/blob/v2.9.14/parser.c,
    /// `xmlParserMaxDepth`).
    package var elementDepth: Int
    /// Most YAML values (scalars, lists, mappings) in one file.
    package var nodes: Int
    /// Most elements in one document.
    package var elements: Int
    /// Most attributes on one element. Interface Builder writes about twenty at most (a label's); libxml2
    /// checks each new attribute against those before it, so an element with 200,000 of them keeps it
    /// busy for minutes: the markup scan refuses the element before libxml2 sees it.
    package var attributes: Int
    /// Largest attribute value, in bytes (a label's `text=` is the longest Interface Builder writes).
    package var attributeBytes: Int
    /// Most scenes in one storyboard, and top-level objects in one XIB. The largest storyboard among the 184
    /// public app repositories fetched to sample the corpus (docs/robustness.md, "Documents of many scenes")
    /// holds 79 scenes; every scene read costs about 10 KB of the reader's model before any screen is made,
    /// so a 32 MiB document of 190,000 minimal scenes took 3.2 GB.
    package var scenes: Int
    /// Most views in one screen: a template's, or one scene (or XIB view) of a document.
    package var views: Int
    /// Most constraints in one screen, required or not, as written (a template's `constraints:` and pins,
    /// a document scene's `<constraint>` elements).
    package var constraints: Int
    /// Most constraints in one screen whose priority is below required (each adds error variables to the
    /// solver's tableau).
    package var optionalConstraints: Int
    /// Largest magnitude of any size, position, constant or count, in points: ±100,000, in templates and
    /// documents alike (a constraint's `constant`, a frame, a stack's spacing, a font's point size).
    package var magnitude: Double
    /// Largest magnitude of a laid-out frame's edge or size, in points, after the constraints' arithmetic
    /// (multipliers multiply along chains, constants add up): beyond it a layout is refused, naming the
    /// view, rather than handed to stages that turn points into pixel counts.
    package var laidOutMagnitude: Double
    /// Largest constraint multiplier, in magnitude, as written or as a ratio (`16:9`); its inverse is the
    /// smallest non-zero one.
    package var multiplier: Double
    /// Longest template `text:`, title or item, in characters.
    package var textCharacters: Int
    /// Longest text of a document's label, button, field or text view, in characters: real documents
    /// hold placeholder paragraphs of a few thousand characters.
    package var documentTextCharacters: Int
    /// Longest `description:`, in characters.
    package var descriptionCharacters: Int
    /// Longest screen name or view id, in characters (file names must stay well under 255 bytes).
    package var nameCharacters: Int
    /// Most entries in a list other than `views:` (bar items, orientations, allowances).
    package var listItems: Int
    /// Row cells the constraint solver may rewrite for one screen's layout (`Solver(workBudget:)`). Cassowary's
    /// work can grow with the fourth power of the views in a scene within every other limit (400 views each
    /// tied to its two predecessors and pulled to a preferred width: about 7 billion cells, 46 s in a release
    /// build); a real scene rewrites tens of thousands (a 65-view scene: 57,000, `BezelBench ibscene`). A
    /// hundred million is about a second of a release build's time.
    package var solverWork: Int

    package init(
        fileBytes: Int = 1 << 20, documentBytes: Int = 32 << 20, depth: Int = 64, elementDepth: Int = 160,
        nodes: Int = 100_000, elements: Int = 1_000_000, attributes: Int = 256, attributeBytes: Int = 256 << 10,
        scenes: Int = 10_000, views: Int = 1_000, constraints: Int = 8_000, optionalConstraints: Int = 4_000,
        magnitude: Double = 100_000, laidOutMagnitude: Double = 1_000_000_000, multiplier: Double = 1_000_000,
        textCharacters: Int = 1_000, documentTextCharacters: Int = 20_000, descriptionCharacters: Int = 10_000,
        nameCharacters: Int = 64, listItems: Int = 100, solverWork: Int = 100_000_000
    ) {
        self.fileBytes = fileBytes
        self.documentBytes = documentBytes
        self.depth = depth
        self.elementDepth = elementDepth
        self.nodes = nodes
        self.elements = elements
        self.attributes = attributes
        self.attributeBytes = attributeBytes
        self.scenes = scenes
        self.views = views
        self.constraints = constraints
        self.optionalConstraints = optionalConstraints
        self.magnitude = magnitude
        self.laidOutMagnitude = laidOutMagnitude
        self.multiplier = multiplier
        self.textCharacters = textCharacters
        self.documentTextCharacters = documentTextCharacters
        self.descriptionCharacters = descriptionCharacters
        self.nameCharacters = nameCharacters
        self.listItems = listItems
        self.solverWork = solverWork
    }

    /// The limits every command uses.
    package static let standard = InputLimits()
}
