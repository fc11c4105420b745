#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Text

@Suite struct FontChainTests {
    @Test func loadsThePinnedFilesWithTheirHashes() throws {
        let chain = try standardTypesetter().chain
        let fonts = chain.fonts
        #expect(fonts.map { fileName($0.path) } == PinnedFont.chain.map(\.fileName))
        for font in fonts {
            let file = fileName(font.path)
            #expect(font.sha256.hex == FontFacts.sha256[file], "\(file)")
        }
        #expect(fonts.count == FontFacts.sha256.count)
        #expect(fonts.map(\.name) == [
            "Inter Regular", "Inter Medium", "Inter Semi Bold", "Inter Bold", "Inter Thin", "Inter Extra Light", "Inter Light",
            "Inter Extra Bold", "Inter Black", "Noto Sans Arabic Regular", "Noto Sans Arabic Bold",
            "Noto Sans Hebrew Regular", "Noto Sans Hebrew Bold", "Noto Sans Devanagari Regular", "Noto Sans Devanagari Bold",
            "Noto Sans Thai Regular", "Noto Sans Thai Bold", "Noto Sans CJK KR Regular", "Noto Sans CJK KR Bold",
            "Droid Sans Fallback Regular", "Noto Color Emoji Regular", "Inter Display Regular", "Inter Display Medium",
            "Inter Display Semi Bold", "Inter Display Bold", "Inter Display Thin", "Inter Display Extra Light", "Inter Display Light",
            "Inter Display Extra Bold", "Inter Display Black",
        ])
        #expect(fonts.map(\.package) == Array(repeating: "fonts-inter", count: 9) + Array(repeating: "fonts-noto-core", count: 8)
            + ["fonts-noto-cjk", "fonts-noto-cjk", "fonts-droid-fallback", "fonts-noto-color-emoji"] + Array(repeating: "fonts-inter", count: 9))
    }

    @Test func metricsMatchTheFontTables() throws {
        let chain = try standardTypesetter().chain
        for face in [chain.regular, chain.medium, chain.semibold, chain.bold] {
            #expect(face.unitsPerEm == FontFacts.interUnitsPerEm)
        }
        #expect(chain.regular.ascender == FontFacts.interAscender)
        #expect(chain.regular.descender == FontFacts.interDescender)
        #expect(chain.regular.lineGap == FontFacts.interLineGap)
        #expect(chain.fallback.unitsPerEm == FontFacts.droidUnitsPerEm)
        #expect(chain.fallback.ascender == FontFacts.droidAscender)
        #expect(chain.fallback.descender == FontFacts.droidDescender)
        for (character, advance) in FontFacts.advances {
            let scalar = character.unicodeScalars.first!
            let glyph = try #require(chain.regular.glyphIndex(for: scalar), "\(character)")
            #expect(chain.regular.advance(of: glyph) == advance, "\(character)")
        }
    }

    @Test func aMissingFontNamesItsFileAndPackage() {
        let locator = FontLocator(directory: "/nonexistent/bezel-fonts")
        #expect {
            _ = try FontChain(locator: locator)
        } throws: { error in
            guard let error = error as? FontError else { return false }
            let message = error.description
            return error.reason == .missing && message.contains("/nonexistent/bezel-fonts/Inter-Regular.otf")
                && message.contains("'fonts-inter'") && message.contains("BEZEL_FONT_DIR")
        }
    }

    @Test func aBrokenFontIsAnErrorNotACrash() throws {
        var template = Array("/tmp/bezel-fonts-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
        let directory = String(cString: try #require(created))
        defer { rmdir(directory) }
        let path = directory + "/Inter-Regular.otf"
        let opened = fopen(path, "wb")
        let file = try #require(opened)
        _ = "this is not an OpenType font".withCString { fputs($0, file) }
        fclose(file)
        defer { unlink(path) }
        #expect {
            _ = try FontChain(locator: FontLocator(directory: directory))
        } throws: { error in
            guard let error = error as? FontError, case .broken = error.reason else { return false }
            return error.description.contains(path) && error.description.contains("fonts-inter")
        }
    }

    /// Issue 14: a Latin screen never opens the faces of other scripts. The chain is made fresh here (the shared
    /// one may have opened them for other tests); setting Latin text opens only Inter's weight, Korean text only
    /// Inter and the KR face, and the hashes for metadata open nothing.
    @Test func facesOpenOnlyWhenTheirScriptIsSet() throws {
        let chain = try FontChain(locator: .debian)
        let typesetter = Typesetter(chain: chain)
        _ = typesetter.wrap("Settings — Privacy & Security, 12:45", font: TextFont(size: 17), width: 100)
        _ = chain.fonts
        for pinned in PinnedFont.chain { #expect(chain.isLoaded(pinned.role) == (pinned.role == .primary(.regular)), "\(pinned.fileName)") }
        _ = typesetter.layout("설정 열기", font: TextFont(size: 17))
        #expect(chain.isLoaded(.script(.korean, bold: false)))
        #expect(!chain.isLoaded(.fallback) && !chain.isLoaded(.emoji) && !chain.isLoaded(.script(.arabic, bold: false)))
    }

    /// Issue 16, session 9: the check reads table directories, not names; the name metadata records is still
    /// FreeType's, read from the file when asked for before the face is opened, and the opened face's after.
    @Test func namesAreFreeTypesBeforeAndAfterOpening() throws {
        let chain = try FontChain(locator: .debian)
        let before = chain.fonts.map(\.name)
        #expect(PinnedFont.chain.allSatisfy { !chain.isLoaded($0.role) })
        let opened = chain.faces.map(\.name)
        #expect(before == opened)
        #expect(chain.fonts.map(\.name) == opened)
    }

    @Test func environmentLocatorDefaultsToDebianFolders() {
        let path = FontLocator.debian.path(of: PinnedFont.chain[FontChain.index(of: .fallback)])
        #expect(path == "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")
        #expect(FontLocator(directory: "/fonts/").path(of: PinnedFont.chain[0]) == "/fonts/Inter-Regular.otf")
    }
}

/// The last path component, without Foundation.
func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }
