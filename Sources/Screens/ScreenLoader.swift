import Diagnostics
import FileSystem
import Geometry
import InterfaceBuilder

/// Reads screen descriptions (YAML, or JSON, which libyaml reads as YAML) into `Screen` values.
/// Every problem becomes one `Diagnostic` (`file:line:column: error: …`); the loader goes on after a
/// problem where it can, so one run lists them all.
package enum ScreenLoader {
    /// Reads and parses the template at `path`; `path` names it in diagnostics as given. It is drawn with its
    /// project's asset catalogues: those `assets` names, then the ones found beside and above it (`ProjectAssets`).
    package static func load(path: String, limits: InputLimits = .standard, assets: [String] = []) throws(InputError) -> Screen {
        try parse(bytes: readTemplate(path: path, limits: limits), file: path, limits: limits, assets: assets)
    }

    /// Every screen the file at `path` describes: the one screen of a template, or one per scene of an
    /// Interface Builder document (`*.storyboard`, `*.xib`). With `scene`, only the document scenes
    /// whose view controller id, storyboard identifier, name or XIB view id is `scene`; a template is
    /// kept whatever `scene` says (the option picks among document scenes).
    /// With `includeCells`, a document's table and collection cells are screens of their own too.
    /// A document or template is drawn with its project's asset catalogues: those `assets` names, then the ones
    /// found beside and above it (`ProjectAssets`).
    /// - Parameter allowEmpty: a document with no scene that has a view gives no screens instead of an error
    ///   (commands that report what they laid out say so with `emptyDocumentNote`).
    package static func screens(
        path: String, scene: String? = nil, includeCells: Bool = false, limits: InputLimits = .standard, assets: [String] = [],
        allowEmpty: Bool = false
    ) throws(InputError) -> [Screen] {
        try screens(bytes: bytes(path: path, limits: limits), file: path, scene: scene, includeCells: includeCells, limits: limits,
                    assets: assets, allowEmpty: allowEmpty)
    }

    /// What a command says of a document with no scene that has a view. Xcode opens such documents: a
    /// storyboard of navigation or tab bar controllers whose children live in other storyboards, a XIB of
    /// plain objects; their views are laid out where they are defined, so nothing is laid out here.
    package static func emptyDocumentNote(file: String) -> Diagnostic {
        Diagnostic(.note, at: SourceLocation(file: file, line: 1, column: 1),
                   "the document has no scene with a view (its controllers' views are in other documents, or it holds no view): nothing laid out")
    }

    /// The bytes of the template or document at `path` (by its extension), read as every input is
    /// (`FileReader`: a regular file, no more than the kind's limit); every refusal names the file.
    package static func bytes(path: String, limits: InputLimits = .standard) throws(InputError) -> [UInt8] {
        let what = TemplateFinder.isDocument(path) ? "document" : "template"
        return try readFile(path: path, limit: byteLimit(for: path, limits: limits), what: what)
    }

    /// The largest file `path` may be: a document's limit for storyboards and XIBs, a template's otherwise.
    static func byteLimit(for path: String, limits: InputLimits = .standard) -> Int {
        TemplateFinder.isDocument(path) ? limits.documentBytes : limits.fileBytes
    }

    /// The screens of a file's bytes, read by the caller (the batch hashes them): an Interface Builder
    /// document's scenes or a template's one screen, by the file's extension; `file` names it in diagnostics.
    package static func screens(
        bytes: [UInt8], file: String, scene: String? = nil, includeCells: Bool = false, limits: InputLimits = .standard,
        assets: [String] = [], allowEmpty: Bool = false
    ) throws(InputError) -> [Screen] {
        guard TemplateFinder.isDocument(file) else { return [try parse(bytes: bytes, file: file, limits: limits, assets: assets)] }
        return try screens(documentBytes: bytes, file: file, scene: scene, includeCells: includeCells, limits: limits, assets: assets,
                           allowEmpty: allowEmpty)
    }

    /// The one screen a file describes, for commands that draw one: a template, or the scene of a
    /// document that `scene` picks (or its only scene).
    package static func single(path: String, scene: String? = nil, limits: InputLimits = .standard, assets: [String] = []) throws(InputError) -> Screen {
        let all = try screens(path: path, scene: scene, limits: limits, assets: assets)
        guard all.count == 1, let screen = all.first else {
            let names = all.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }
            throw InputError(at: SourceLocation(file: path, line: 1, column: 1),
                             "the document has \(all.count) scenes (\(names.joined(separator: ", "))); pick one with --scene")
        }
        return screen
    }

    /// The screens of an Interface Builder document's bytes; `file` names it in diagnostics.
    static func screens(
        documentBytes bytes: [UInt8], file: String, scene: String? = nil, includeCells: Bool = false,
        limits: InputLimits = .standard, assets: [String] = [], allowEmpty: Bool = false
    ) throws(InputError) -> [Screen] {
        var document = try InterfaceBuilderReader.read(path: file, data: bytes, limits: limits)
        let project = try ProjectAssets.forDocument(file, named: assets)
        document.resources.assetColors = project.colourTemplates
        var all = try DocumentScreens.screens(from: document, includeCells: includeCells, limits: limits)
        let views = IBViewIndex(document)
        for index in all.indices { try project.apply(to: &all[index], document: document, views: views) }
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard !all.isEmpty else {
            if allowEmpty, scene == nil { return [] }
            throw InputError(at: start, "the document has no scene with a view: nothing to lay out")
        }
        guard let scene else { return all }
        let picked = all.filter { screen in
            guard let origin = screen.document else { return false }
            return origin.sceneID == scene || origin.storyboardIdentifier == scene || origin.rootID == scene
                || screen.name == scene || screen.name.hasSuffix("/" + scene)
        }
        guard !picked.isEmpty else {
            let names = all.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }
            throw InputError(at: start, "no scene '\(scene)' in the document; its scenes are \(names.joined(separator: ", "))"
                + Suggestions.didYouMean(scene, in: names))
        }
        return picked
    }

    /// Parses template text; `file` names it in diagnostics and locations.
    package static func parse(text: String, file: String, limits: InputLimits = .standard) throws(InputError) -> Screen {
        try parse(bytes: Array(text.utf8), file: file, limits: limits)
    }

    /// Parses template bytes as read from a file: they must be UTF-8 without NUL bytes. The template is drawn with
    /// its project's assets as a document is (`ProjectAssets.forDocument`, `apply(toTemplate:)`): its colour keys
    /// may name the catalogues' colour sets, and its images those of the catalogues and the project's loose files.
    package static func parse(bytes: [UInt8], file: String, limits: InputLimits = .standard, assets: [String] = []) throws(InputError) -> Screen {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard bytes.count <= limits.fileBytes else {
            throw InputError(at: start, "the template is \(bytes.count) bytes long; the limit is \(limits.fileBytes) bytes")
        }
        let (root, readerDiagnostics) = YAMLReader.read(bytes, file: file, limits: limits)
        if root == nil, !readerDiagnostics.isEmpty { throw InputError(readerDiagnostics) }
        let project = try ProjectAssets.forDocument(file, named: assets)
        var decoder = TemplateDecoder(file: file, limits: limits, assetColours: project.colourTemplates)
        let screen = decoder.screen(from: root)
        var all = sortedByLocation(readerDiagnostics + decoder.diagnostics)
        if all.count > maxDiagnostics {
            let hidden = all.count - maxDiagnostics
            all = Array(all.prefix(maxDiagnostics))
            all.append(Diagnostic(.note, at: start, "\(hidden) more problems in this template are not shown"))
        }
        guard all.isEmpty, var screen else {
            throw InputError(all.isEmpty ? [Diagnostic(.error, at: start, "the template could not be read")] : all)
        }
        // The images its image views show, beside the template (`image: avatar.png`), read and decoded once; then
        // the project's: its catalogues' images, loose images, accent colour and fonts, as a document's.
        // An SF Symbol (`systemImage:`) is no file.
        let symbols = screen.systemImageNames
        screen.images = try ImageFiles.load(for: screen.views + screen.allCellViews, templateFile: file) { path in
            !symbols.contains(path) && ImageFiles.namesFile(path, catalogued: project.holdsImageSet(named: path))
        }
        try project.apply(toTemplate: &screen)
        sizeButtonImages(&screen.views, in: screen)
        return screen
    }

    /// Gives each template button that shows an image its size in points (`ControlSpec.imageSize`), which lays it out
    /// beside its title: a file beside the template at one pixel a point (as an image view draws it), a catalogue's
    /// image at its scale, an SF Symbol at the default symbol size (one line of the 17 pt system font tall,
    /// `SymbolImageSize`; assumed square, as a template gives no symbol's outline). An image the project does not
    /// hold is drawn as a placeholder in the button's own size and adds none.
    static func sizeButtonImages(_ views: inout [ViewSpec], in screen: Screen) {
        for index in views.indices {
            sizeButtonImages(&views[index].views, in: screen)
            guard views[index].kind == .button, let name = views[index].image else { continue }
            let size: Size?
            if let file = screen.images[name] {
                size = file.size(atScale: 1)
            } else if let variant = screen.assetImages[name]?.variants.first {
                size = variant.image.size(atScale: Double(max(variant.scale, 1)))
            } else if screen.systemImageNames.contains(name) {
                size = SymbolImageSize.image(named: name, outline: Size(width: 1, height: 1)).size
            } else {
                size = nil
            }
            guard let size else { continue }
            var control = views[index].control ?? ControlSpec()
            control.imageSize = size
            views[index].control = control
        }
    }

    /// Most problems listed for one template: a broken file gives a screenful, not a flood.
    static let maxDiagnostics = 100

    /// Diagnostics in the order of the file, keeping the order of those at the same place.
    private static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            if let la, let lb, la != lb { return la < lb }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The file's bytes, refusing folders, unreadable files and files over the size limit before
    /// reading them whole.
    private static func readTemplate(path: String, limits: InputLimits) throws(InputError) -> [UInt8] {
        try readFile(path: path, limit: limits.fileBytes, what: "template")
    }

    /// A file's bytes, refusing folders, named pipes, devices, unreadable files and files over `limit`
    /// before reading them whole.
    private static func readFile(path: String, limit: Int, what: String) throws(InputError) -> [UInt8] {
        do {
            var kind = what == "document" ? FileKind.document : FileKind.template
            kind.limit = limit  // the caller's `InputLimits`, which tests lower
            return try FileReader.read(path, as: kind)
        } catch {
            if case .tooLarge = error.reason {
                throw InputError(at: SourceLocation(file: path, line: 1, column: 1), "the \(what) is larger than \(limit) bytes, the limit")
            }
            throw InputError("cannot read \(what) '\(path)': \(error)")
        }
    }
}

extension InputError {
    /// A problem with a file as a whole, before any line of it is read.
    fileprivate init(_ message: String) { self.init(at: nil, message) }
}
