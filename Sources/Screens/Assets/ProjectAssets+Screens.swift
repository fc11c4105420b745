import Diagnostics
import Hashing
import InterfaceBuilder
import Text

extension ProjectAssets {
    /// The name Xcode gives the app's accent colour set, which the build setting
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` names in new projects
    /// (https://developer.apple.com/documentation/xcode/specifying-your-apps-color-scheme).
    package static let accentColourName = "AccentColor"

    /// Gives a document's screen what the catalogues hold (`apply(to:origin:)`, through the document's
    /// `AssetOrigin`). `views` is the document's `IBViewIndex`; give it when applying to several screens of one
    /// document, which then share one.
    package func apply(to screen: inout Screen, document: IBDocument, views: IBViewIndex? = nil) throws(InputError) {
        try apply(to: &screen, origin: .document(document, views: views ?? IBViewIndex(document)))
    }

    /// Gives a template's screen what the catalogues hold, as a document's is given (`apply(to:origin:)`, through
    /// the template's `AssetOrigin`): the images its image views, table rows and bar items name that are not files
    /// beside it, the accent colour as its tint, and the project's fonts its `fontName:` keys name.
    package func apply(toTemplate screen: inout Screen) throws(InputError) {
        try apply(to: &screen, origin: .template(screen))
    }

    /// Gives a screen what the catalogues hold: each image view's image set decoded
    /// (`Screen.assetImages`, `ViewSpec.image` set to its name), the accent colour as the tint of a screen
    /// whose root view sets none, the Material look-alike of each SF Symbol the table maps (`Screen.symbolViews`,
    /// `Screen.barSymbols`); and names in `Screen.assetSubstitutes` what is drawn as a stand-in: SF Symbols
    /// (Apple's symbols cannot be shipped; look-alikes and placeholders), vector (PDF, SVG) and JPEG images,
    /// custom symbols (not drawn), images no catalogue holds, and fonts the source names that Bezel draws in a
    /// substitute. `origin` says what the screen's source (a document, a template) holds beyond the names. An image
    /// or font file that cannot be read is an error, said once with the file named however many views show it.
    func apply(to screen: inout Screen, origin: AssetOrigin) throws(InputError) {
        var images: [String: AssetImage] = [:]
        var substitutes: [Substitute] = []
        var pixels = 0
        var problems: [Diagnostic] = []
        var fonts: Set<String> = []
        var projectFonts: ProjectFonts?
        var usedFonts: [String: FontFace] = [:]
        let listedFiles = origin.fontFiles
        let looks = ImageLook.all(for: screen.idioms)
        var bundle: BundleImages?
        var symbolViews: [String: String] = [:]
        var barSymbols: [String: String] = [:]
        var backgroundSymbols: [String: String] = [:]
        /// Names drawn from the image of a near name (`nearImage(_:)`), with what they are named.
        var near: [String: String] = [:]
        /// Names whose image failed to read: its problem is said once however many views or bar items show it.
        var failed: Set<String> = []
        /// Font names whose file failed to load: said once, at the first view that names it.
        var failedFonts: Set<String> = []
        /// A loose image file of the project (`BundleImages`), which `UIImage(named:)` finds when no
        /// catalogue holds the name.
        func looseImage(named name: String) throws(InputError) -> AssetImageSet {
            guard let documentPath else { return .empty }
            if bundle == nil { bundle = BundleImages.forDocument(documentPath, named: folders) }
            return try bundle?.image(named: name, looks: looks, pixelsSoFar: &pixels) ?? .empty
        }
        /// The image `name` shows: its catalogue set, else the loose files of that name. Only the files some
        /// profile shows are decoded (`ImageVariants`); one that the screen's image budget
        /// (`ImageFiles.maximumPixels`, docs/robustness.md) stops is `.pastBudget`, drawn as a named placeholder.
        /// An image no catalogue or loose file holds may be one the document embeds (`EmbeddedImage`).
        func image(named name: String) throws(InputError) -> AssetImageSet {
            switch try imageSet(named: name, looks: looks, pixelsSoFar: &pixels) {
            case .empty?, nil:
                let loose = try looseImage(named: name)
                guard case .empty = loose, let own = origin.ownImage(name, &pixels) else { return loose }
                return own
            case let found?: return found
            }
        }
        /// The image the project holds under a name near `name`, decoded as `name`'s, with the `what` it is
        /// named by; `nil` when there is none or it has no drawable file:
        /// - a name that differs from `name` in case alone, a catalogue's set before a loose file's
        ///   (`imageSetNameInAnotherCase(_:)`, `BundleImages.nameInAnotherCase(_:)`);
        /// - for a name ending in `.png`, the catalogue set of the name without it (`image="star.png"` for
        ///   `Star.imageset`), as `.png` is the extension `UIImage(named:)` lets a name leave out
        ///   (https://developer.apple.com/documentation/uikit/uiimage/1624146-init). Assumed: Apple documents no
        ///   rule for a catalogue name given with an extension, so the image is drawn and named for the reader to check.
        func nearImage(_ name: String) throws(InputError) -> (image: AssetImage, what: String)? {
            var other = imageSetNameInAnotherCase(name)
            if other == nil, let documentPath {
                if bundle == nil { bundle = BundleImages.forDocument(documentPath, named: folders) }
                other = bundle?.nameInAnotherCase(name)
            }
            if let other, case .bitmaps(var image) = try image(named: other) {
                image.name = name
                return (image, Substitute.imageInAnotherCase)
            }
            if name.lowercased().hasSuffix(".png"), name.count > 4 {
                let stem = String(name.dropLast(4))
                if case .bitmaps(var image)? = try imageSet(named: stem, looks: looks, pixelsSoFar: &pixels) {
                    image.name = name
                    return (image, Substitute.setNamedWithExtension)
                }
            }
            return nil
        }
        /// `nearImage(_:)` kept as `name`'s image in `images`, remembered in `near`; its `what`, or `nil` when there is none.
        func takeNearImage(_ name: String) throws(InputError) -> String? {
            guard let (image, what) = try nearImage(name) else { return nil }
            images[name] = image
            near[name] = what
            return what
        }
        /// Whether the project holds the image `name` that view `id` shows, decoded into `images`; if not, why,
        /// in `substitutes` or `problems`. An image found only by a near name (`nearImage(_:)`) is drawn and named.
        func found(_ name: String, id: String) -> Bool {
            if images[name] != nil {
                if let what = near[name] { substitutes.append(Substitute(what: what, id: id, name: name)) }
                return true
            }
            guard !failed.contains(name) else { return false }
            do throws(InputError) {
                switch try image(named: name) {
                case .bitmaps(let image):
                    images[name] = image
                    if image.otherFileStandsIn == true {
                        near[name] = Substitute.imageWithUndrawnFile
                        substitutes.append(Substitute(what: Substitute.imageWithUndrawnFile, id: id, name: name))
                    }
                    return true
                case .undrawable(let format): substitutes.append(Substitute(.undrawable(format: format), id: id, name: name))
                case .pastBudget: substitutes.append(Substitute(.pastBudget, id: id, name: name))
                case .byReference(let what): substitutes.append(Substitute(.byReference(what: what), id: id, name: name))
                case .empty:
                    // A custom symbol the catalogue holds is not drawn (its SVG is a template of weights and
                    // scales, docs/assets.md): named as what it is, not as an image the project lacks.
                    if holdsSymbolSet(named: name) {
                        substitutes.append(Substitute(.customSymbol, id: id, name: name))
                        return false
                    }
                    if let what = try takeNearImage(name) {
                        substitutes.append(Substitute(what: what, id: id, name: name))
                        return true
                    }
                    substitutes.append(Substitute(.notInCatalogue, id: id, name: name))
                }
            } catch {
                failed.insert(name)
                problems += error.diagnostics
            }
            return false
        }
        /// The look-alike icon the SF Symbol `name` that view `id` shows is drawn as, named as a look-alike in
        /// `substitutes`; nil for a symbol with none, named as the symbol it is.
        func symbolIcon(_ name: String, id: String) -> String? {
            guard let icon = SymbolLookalike.drawableIcon(for: name) else {
                substitutes.append(Substitute(what: "SF Symbol", id: id, name: name))
                return nil
            }
            substitutes.append(Substitute(what: Substitute.symbolLookalike, id: id, name: name))
            return icon
        }
        func visit(_ views: inout [ViewSpec]) {
            for index in views.indices {
                let id = views[index].id
                if let name = views[index].fontName, !ViewSpec.namesSystemFontType(name), !failedFonts.contains(name) {
                    let described = origin.font(id)
                    if projectFonts == nil { projectFonts = documentPath.map { ProjectFonts.forDocument($0, named: folders) } ?? ProjectFonts() }
                    if let found = projectFonts?.face(named: name, family: described.family, file: listedFiles[name]) {
                        do throws(ProjectFontError) {
                            let token = try ProjectFontRegistry.load(found)
                            usedFonts[token] = ProjectFontRegistry.face(token)
                            views[index].fontName = token
                            if case .text(var content)? = views[index].layout.intrinsicContent, content.font == name {
                                content.font = token
                                views[index].layout.intrinsicContent = .text(content)
                            }
                        } catch {
                            failedFonts.insert(name)
                            problems.append(Diagnostic(at: described.location, error.description + "; \(origin.noun) names '\(name)'"))
                        }
                    } else if let broken = projectFonts?.brokenFile(named: name, file: listedFiles[name]) {
                        failedFonts.insert(name)
                        problems.append(Diagnostic(at: described.location, broken.description + "; \(origin.noun) names '\(name)'"))
                    } else if SystemFontAlias.weight(ofFontNamed: name) == nil, fonts.insert(name).inserted {
                        // The system font under another name is drawn as the system font is, not named.
                        substitutes.append(Substitute(what: "substitute font", id: id, name: name))
                    }
                }
                let shown = origin.shownImage(views[index])
                if let (name, catalogued) = shown {
                    if catalogued || origin.isSymbol(name) {
                        symbolViews[id] = symbolIcon(name, id: id)
                    } else if found(name, id: id) {
                        views[index].image = name
                    }
                }
                // A classic button's background image, looked up as its image is; an SF Symbol (`catalog="system"`)
                // drawn as its look-alike over the bounds (`ViewPainter`), else named as the symbol it is.
                if let name = views[index].control?.backgroundImage {
                    if origin.isSymbol(name) {
                        backgroundSymbols[id] = symbolIcon(name, id: id)
                        views[index].control?.backgroundImage = nil
                    } else if !found(name, id: id) {
                        views[index].control?.backgroundImage = nil
                    }
                }
                visit(&views[index].views)
                // The content of a table's or collection's cell designs, drawn in its rows like any view.
                if var table = views[index].table, table.hasCellDesigns {
                    for p in table.prototypes.indices { visit(&table.prototypes[p].views) }
                    if table.flow?.header != nil { visit(&table.flow!.header!.views) }
                    for s in table.cellSections.indices {
                        for c in table.cellSections[s].cells.indices { visit(&table.cellSections[s].cells[c].views) }
                    }
                    views[index].table = table
                }
            }
        }
        visit(&screen.views)
        // Bar items' custom views, drawn in their bars as the screen's views are (`ChromePainter`).
        func visitCustomViews(_ items: inout [BarItemSpec]) {
            for n in items.indices {
                guard let view = items[n].customView else { continue }
                var tree = [view]
                visit(&tree)
                items[n].customView = tree[0]
            }
        }
        if var bar = screen.controller.navigationBar, !bar.hidden {
            visitCustomViews(&bar.leadingItems)
            visitCustomViews(&bar.trailingItems)
            screen.controller.navigationBar = bar
        }
        if var bar = screen.controller.toolbar, !bar.hidden {
            visitCustomViews(&bar.items)
            screen.controller.toolbar = bar
        }
        // Bar items' images (navigation bar, tab bar, toolbar): an image set with bitmaps is drawn, tinted
        // as the bar's template images are (`BarItemPainter`); the rest stay named by
        // `ControllerSpec.barSubstitutes`. SF Symbols are never looked up.
        var formats: [String: String] = [:]
        for name in screen.controller.barItemImageNames where images[name] == nil && !failed.contains(name) {
            guard !origin.isSymbol(name) else { continue }
            do throws(InputError) {
                switch try image(named: name) {
                case .bitmaps(let image): images[name] = image
                case .undrawable(let format): formats[name] = format
                case .empty: _ = try takeNearImage(name)
                case .pastBudget: break
                // A bar item image embedded by reference stays named as a bar item image (`ControllerSpec.barSubstitutes`).
                case .byReference: break
                }
            } catch {
                failed.insert(name)
                problems += error.diagnostics
            }
        }
        // A bar item image held only as a vector (or another format not drawn) is named with its format; an SF
        // Symbol with a look-alike is drawn as one and named so.
        for item in screen.controller.barSubstitutes where item.what == "bar item image" {
            guard let name = item.name else { continue }
            if let what = near[name] {
                substitutes.append(Substitute(what: what, id: item.id, name: name))
            } else if let format = formats[name] {
                substitutes.append(Substitute(.barItemUndrawable(format: format), id: item.id, name: name))
            } else if origin.isSymbol(name), let icon = SymbolLookalike.drawableIcon(for: name) {
                barSymbols[name] = icon
                substitutes.append(Substitute(what: Substitute.symbolLookalike, id: item.id, name: name))
            }
        }
        guard problems.isEmpty else { throw InputError(problems) }
        screen.assetImages = images
        screen.assetSubstitutes = substitutes
        screen.symbolViews = symbolViews
        screen.backgroundSymbols = backgroundSymbols
        screen.barSymbols = barSymbols
        if let accent = colour(named: Self.accentColourName) {
            screen.accentTint = accent.template
            if screen.tint == nil { screen.tint = accent.template }
        }
        if !catalogues.isEmpty || !usedFonts.isEmpty {
            var digest = catalogues.map(\.path).joined(separator: "\u{0}")
            // The project's font files the screen is set in, by content: editing one re-renders the screen.
            for token in usedFonts.keys.sorted() { digest += "\u{0}font\u{0}\(token)\u{0}\(usedFonts[token]!.sha256)" }
            for (name, colour) in colourTemplates.sorted(by: { $0.key < $1.key }) { digest += "\u{0}colour\u{0}\(name)\u{0}\(colour)" }
            for name in images.keys.sorted() {
                for variant in images[name]!.variants { digest += "\u{0}image\u{0}\(name)\u{0}\(variant.image.path)\u{0}\(variant.image.sha256)" }
                // A set marked as a template image is drawn in the tint: marking it re-renders the screen.
                if images[name]!.template == true { digest += "\u{0}template\u{0}\(name)" }
            }
            screen.assetDigest = SHA256.hash(Array(digest.utf8)).hex
        }
    }

    /// The document's `<customFonts>` list, which Interface Builder writes for the project fonts a document
    /// uses: each PostScript name with the file that holds it (`<array key="Gilroy-Bold.ttf"><string>Gilroy-Bold</string></array>`).
    /// The first file listed for a name wins.
    static func customFontFiles(_ document: IBDocument) -> [String: String] {
        var files: [String: String] = [:]
        for list in document.otherElements where list.name == "customFonts" {
            for array in list.children where array.name == "array" {
                guard let file = array[attribute: "key"] else { continue }
                for name in array.children where name.name == "string" && files[name.text] == nil { files[name.text] = file }
            }
        }
        return files
    }

    /// The font description of a view's text as the document writes it (its family and where it is).
    static func font(of view: IBView?) -> IBFont? {
        switch view?.kind {
        case .label(let label)?: label.font
        case .button(let button)?: button.font ?? button.configuration?.font
        case .textField(let field)?: field.font
        case .textView(let textView)?: textView.font
        default: nil
        }
    }
}
