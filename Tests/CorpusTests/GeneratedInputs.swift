import Foundation

/// The corpus inputs that are binary or too large to review as files: each case of `cases.tsv` that
/// names `$GEN/<name>` gets these bytes written to a scratch folder before it runs. Each recipe says
/// what is wrong with it; the text ones differ from a valid template in one place only.
enum GeneratedInputs {
    /// A valid 2×2 opaque red PNG: the other side of every corrupt-PNG diff.
    static let goodPNG = PNGBytes.image(width: 2, height: 2, color: [255, 0, 0, 255])

    /// A XIB whose one image view shows the image set `Logo`, for the asset catalogue cases.
    static let imageDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <imageView contentMode="scaleAspectFit" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                            <rect key="frame" x="20" y="200" width="100" height="100"/>
                        </imageView>
                    </subviews>
                </view>
            </objects>
            <resources>
                <image name="Logo" width="100" height="100"/>
            </resources>
        </document>

        """

    static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        let ihdr = PNGBytes.chunk("IHDR", PNGBytes.header(width: 2, height: 2))
        let idat = PNGBytes.chunk("IDAT", PNGBytes.zlibStored(PNGBytes.rgbaScanlines(width: 2, height: 2, color: [255, 0, 0, 255])))
        let iend = PNGBytes.chunk("IEND", [])
        /// A tiny IDAT for headers that claim a huge image: the decoder must refuse before reading it.
        let smallIDAT = PNGBytes.chunk("IDAT", PNGBytes.zlibStored([0, 0, 0, 0, 0]))

        files["good.png"] = goodPNG
        files["good-copy.png"] = goodPNG
        files["empty.png"] = []
        files["signature-only.png"] = PNGBytes.signature
        files["gif.png"] = Array("GIF89a\u{1}\u{0}\u{1}\u{0}\u{0}\u{0}\u{0};".utf8)
        files["svg.png"] = Array("<svg xmlns='http://www.w3.org/2000/svg'/>\n".utf8)
        // Cut in the middle of the IDAT chunk's data.
        files["truncated-idat.png"] = Array(goodPNG.prefix(PNGBytes.signature.count + ihdr.count + 20))
        // Cut inside the IHDR chunk.
        files["truncated-ihdr.png"] = Array(goodPNG.prefix(PNGBytes.signature.count + 12))
        files["missing-iend.png"] = PNGBytes.signature + ihdr + idat
        files["crc-ihdr.png"] = PNGBytes.signature + flippingLastByte(ihdr) + idat + iend
        files["crc-idat.png"] = PNGBytes.signature + ihdr + flippingLastByte(idat) + iend
        // Ancillary chunks with a damaged CRC, before and after the pixels (libpng only warns by default).
        files["crc-text.png"] = PNGBytes.signature + ihdr + flippingLastByte(PNGBytes.chunk("tEXt", Array("Comment\u{0}hello".utf8))) + idat + iend
        files["crc-time-after-idat.png"] = PNGBytes.signature + ihdr + idat
            + flippingLastByte(PNGBytes.chunk("tIME", [0x07, 0xEA, 12, 1, 8, 0, 0])) + iend
        files["huge-side.png"] = PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.header(width: 20_001, height: 1)) + smallIDAT + iend
        files["huge-area.png"] = PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.header(width: 20_000, height: 20_000)) + smallIDAT + iend
        // 2³¹−1, the largest width and height the PNG specification allows.
        files["huge-maximum.png"] = PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.header(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)) + smallIDAT + iend
        files["zero-width.png"] = PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.header(width: 0, height: 2)) + idat + iend
        files["bad-color-type.png"] = PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.header(width: 2, height: 2, colorType: 5)) + idat + iend
        files["bad-bit-depth.png"] = PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.header(width: 2, height: 2, bitDepth: 3)) + idat + iend
        files["no-idat.png"] = PNGBytes.signature + ihdr + iend
        // A correctly framed IDAT whose content is not a zlib stream.
        files["zlib-garbage.png"] = PNGBytes.signature + ihdr
            + PNGBytes.chunk("IDAT", Array("this is not deflate data at all".utf8)) + iend
        // Two rows announced, one row of data.
        files["short-idat.png"] = PNGBytes.signature + ihdr
            + PNGBytes.chunk("IDAT", PNGBytes.zlibStored(PNGBytes.rgbaScanlines(width: 2, height: 1, color: [255, 0, 0, 255]))) + iend
        // A chunk whose length field claims 2 GB in a file of a few dozen bytes.
        files["chunk-length-huge.png"] = PNGBytes.signature + ihdr
            + PNGBytes.bigEndian(0x7FFF_FFFF) + Array("IDAT".utf8) + [1, 2, 3, 4] + iend
        // A text chunk that claims 2 GB in a file of a few dozen bytes: libpng would allocate and zero the
        // whole claimed length before finding the file short (found by fuzzing; Tests/Fuzz/crashes/png).
        files["text-chunk-huge.png"] = PNGBytes.signature + ihdr
            + PNGBytes.bigEndian(0x7FFF_FFF0) + Array("tEXtComment\u{0}hello".utf8)
        // IDAT before IHDR.
        files["idat-first.png"] = PNGBytes.signature + idat + ihdr + iend

        // Two folders of goldens for `bezel diff DIR DIR`: one golden is corrupt.
        files["goldens/home/iphone-x-portrait.png"] = PNGBytes.signature + ihdr + flippingLastByte(idat) + iend
        files["goldens/home/ipad-pro-11-portrait.png"] = goodPNG
        files["actual/home/iphone-x-portrait.png"] = goodPNG
        files["actual/home/ipad-pro-11-portrait.png"] = goodPNG

        // Templates over a limit, written out here rather than committed.
        let fileLimit = 1 << 20
        let head = "screen: a\n#"
        files["limit-file-size.yml"] = Array((head + String(repeating: "x", count: fileLimit - head.utf8.count + 1)).utf8)
        files["limit-views.yml"] = Array(("screen: a\nviews:\n" + (0...1_000).map { "  - {id: v\($0), kind: view}\n" }.joined()).utf8)
        files["limit-nested-views.yml"] = Array(("screen: a\nviews:\n  - id: box\n    kind: view\n    views:\n"
            + (0...1_000).map { "      - {id: v\($0), kind: view}\n" }.joined()).utf8)
        files["limit-values.yml"] = Array(("screen: a\nviews: [" + Array(repeating: "1", count: 100_000).joined(separator: ",") + "]\n").utf8)
        files["limit-depth-hostile.yml"] = Array(("screen: a\nviews: " + String(repeating: "[", count: 200_000)).utf8)
        files["limit-text.yml"] = Array(("screen: a\nviews:\n  - {id: v, kind: label, text: " + String(repeating: "é", count: 1_001) + "}\n").utf8)
        files["limit-description.yml"] = Array(("screen: a\ndescription: " + String(repeating: "d", count: 10_001) + "\n").utf8)
        files["many-problems.yml"] = Array(("screen: a\n" + (0..<500).map { "unknown\($0): 1\n" }.joined()).utf8)
        files["long-key.yml"] = Array(("screen: a\n? " + String(repeating: "rowHeight", count: 30_000) + "\n: 1\n").utf8)

        // Encodings other than UTF-8 and bytes no text has.
        files["latin1.yml"] = Array("screen: a\ndescription: caf".utf8) + [0xE9] + Array("\n".utf8)
        files["utf16.yml"] = [0xFF, 0xFE] + Array("screen: a\n".utf8).flatMap { [$0, 0] }
        files["overlong-slash.yml"] = Array("screen: a\ndescription: ".utf8) + [0xC0, 0xAF] + Array("\n".utf8)
        files["surrogate.yml"] = Array("screen: a\ndescription: ".utf8) + [0xED, 0xA0, 0x80] + Array("\n".utf8)
        files["truncated-utf8.yml"] = Array(Array("screen: a\ndescription: 评".utf8).dropLast())
        files["nul-byte.yml"] = Array("screen: a\nviews: []\n".utf8) + [0] + Array("\n".utf8)

        // Interface Builder documents over a limit of InputLimits.standard (Sources/Diagnostics) or
        // not UTF-8: a valid XIB header, then the one thing wrong.
        let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\""
            + " version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\">\n"
        let documentEnd = "</objects>\n</document>\n"
        files["empty.xib"] = []
        // 32 MiB is the limit; one byte more, in a comment.
        let documentLimit = 32 << 20
        files["limit-file-size.xib"] = Array((document + "<!--" + String(repeating: "x", count: documentLimit + 1 - document.utf8.count - 7)
            + "-->").utf8)
        // 160 levels is the limit; 200 nested views (the scanner stops before libxml2 sees the file).
        files["limit-depth.xib"] = Array((document + "<objects>" + String(repeating: "<view>", count: 200) + "\n").utf8)
        files["limit-elements.xib"] = Array((document + "<objects>" + String(repeating: "<a/>", count: 1_000_001) + documentEnd).utf8)
        files["nul-byte.xib"] = Array((document + "<objects>").utf8) + [0] + Array(documentEnd.utf8)
        files["latin1.xib"] = Array((document + "<objects><label text=\"caf").utf8) + [0xE9] + Array(("\"/>" + documentEnd).utf8)

        // Issue 14 (section "## scripts" of cases.tsv): a lone surrogate in a template, as the three bytes CESU-8
        // would write for U+D800 (not UTF-8) and as a YAML escape; and a font folder holding only Inter, so the
        // first Noto face of the chain is missing.
        let label = "screen: scripts\nviews:\n  - id: one\n    kind: label\n    width: 100\n    height: 20\n    text: "
        files["scripts-surrogate-bytes.yml"] = Array((label + "a").utf8) + [0xED, 0xA0, 0x80] + Array("b\n".utf8)
        files["scripts-surrogate-escape.yml"] = Array((label + "\"a\\uD800b\"\n").utf8)
        for weight in ["Regular", "Medium", "SemiBold", "Bold", "Thin", "ExtraLight", "Light", "ExtraBold", "Black"] {
            files["fonts-inter-only/Inter-\(weight).otf"] =
                FileManager.default.contents(atPath: "/usr/share/fonts/opentype/inter/Inter-\(weight).otf").map(Array.init) ?? []
        }

        // Issue 14 (section "## text styles"): a font folder with Inter's four weights of before `fontWeight:` and
        // nothing else, so the first of the five added weights is the one named missing.
        for weight in ["Regular", "Medium", "SemiBold", "Bold"] {
            files["fonts-inter-four/Inter-\(weight).otf"] =
                FileManager.default.contents(atPath: "/usr/share/fonts/opentype/inter/Inter-\(weight).otf").map(Array.init) ?? []
        }

        // Font folders for BEZEL_FONT_DIR: the first file of the pinned chain broken in each way.
        files["fonts-garbage/Inter-Regular.otf"] = Array("this is not a font\n".utf8)
        files["fonts-empty/Inter-Regular.otf"] = []
        files["fonts-truncated/Inter-Regular.otf"] = Array("OTTO".utf8) + [0, 10, 0, 128, 0, 3, 0, 32]
        // Session 9 of issue 16 (section "## Session 9: font check"): folders for the table-directory check.
        files.merge(FontCheckInputs.files) { old, _ in old }
        files.merge(OutputInputs.files) { old, _ in old }

        // Issue 18: shard folders for `report merge` whose manifest and report are those of the valid
        // committed shard `merge/ok`, with the listed file replaced by what `specials` makes.
        for shard in ["shard-link-folder", "shard-fifo-listed"] {
            for name in ["manifest.json", "report.json"] {
                files[shard + "/" + name] = FileManager.default.contents(atPath: CorpusManifest.root + "/merge/ok/" + name).map { [UInt8]($0) } ?? []
            }
        }
        files["actual-pipe/home/iphone-x-portrait.png"] = goodPNG
        // Issue 14, bitmaps: an image view's PNG beside the template (`image:`), each folder one problem.
        func imageTemplate(_ image: String, contentMode: String? = nil) -> [UInt8] {
            Array("""
                screen: bitmaps
                views:
                  - id: avatar
                    kind: image
                    image: \(image)
                \(contentMode.map { "    contentMode: \($0)\n" } ?? "")    pin: { top: safeArea, leading: superview }
                    width: 40
                    height: 40

                """.utf8)
        }
        files["bitmaps-missing/t.yml"] = imageTemplate("avatar.png")
        files["bitmaps-not-png/t.yml"] = imageTemplate("avatar.png")
        files["bitmaps-not-png/avatar.png"] = Array("GIF89a\u{1}\u{0}\u{1}\u{0}\u{0}\u{0}\u{0};".utf8)
        // One row more than 8192 × 8192 pixels, the most Bezel reads of one image: refused from IHDR, before any
        // pixel memory.
        files["bitmaps-wide/t.yml"] = imageTemplate("avatar.png")
        files["bitmaps-wide/avatar.png"] = PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.header(width: 8_192, height: 8_193)) + smallIDAT + iend
        // A decompression bomb: 60 bytes claiming 2³¹−1 × 2³¹−1 pixels.
        files["bitmaps-bomb/t.yml"] = imageTemplate("avatar.png")
        files["bitmaps-bomb/avatar.png"] = PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.header(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)) + smallIDAT + iend
        files["bitmaps-dotdot/t.yml"] = imageTemplate("../good.png")
        files["bitmaps-absolute/t.yml"] = imageTemplate("/etc/passwd")
        files["bitmaps-link/t.yml"] = imageTemplate("avatar.png")
        files["bitmaps-content-mode/t.yml"] = imageTemplate("avatar.png", contentMode: "stretch")
        files["bitmaps-content-mode/avatar.png"] = goodPNG
        // A project (its root marked by `.git`, in `folders`) whose image set names its file with a NUL
        // (`\u0000` in the JSON): refused at the name, before a C path function could stop at the NUL and
        // read `logo.png` as the SVG named.
        files["asset-nul-name/App/Main.xib"] = Array(imageDocument.utf8)
        files["asset-nul-name/App/Assets.xcassets/Logo.imageset/Contents.json"] =
            Array(#"{"images": [{"idiom": "universal", "filename": "logo.png\u0000.svg"}]}"#.utf8)
        files["asset-nul-name/App/Assets.xcassets/Logo.imageset/logo.png"] = goodPNG

        return files.merging(LimitInputs.files) { old, _ in old }
    }()

    /// Issue 18: named pipes, links, names that are not UTF-8 and sparse files over a limit
    /// (`GeneratedSpecial`), made in the scratch folder like the files above.
    static let specials: [String: GeneratedSpecial] = [
        "pipe.yml": .namedPipe,
        "pipe.png": .namedPipe,
        "templates-pipe/a.yml": .namedPipe,
        "cwd-pipe-config/bezel.yml": .namedPipe,
        "goldens-pipe/home/iphone-x-portrait.png": .namedPipe,
        "fonts-pipe/Inter-Regular.otf": .namedPipe,
        "shard-fifo-listed/a/phone-x-portrait.svg": .namedPipe,
        // 65 MiB: over the 64 MiB for fonts.
        "fonts-huge/Inter-Regular.otf": .sparse(65 << 20),
        // One byte over the 64 MiB for manifests, in a shard.
        "shard-big-manifest/manifest.json": .sparse((64 << 20) + 1),
        // A link to itself: ELOOP.
        "loop.yml": .link("$GEN/loop.yml"),
        "templates-link/a.yml": .link("$CORPUS/good/screen.yml"),
        // A folder inside a shard that is a link to a folder whose file has the listed hash: the merge
        // must not follow it although the bytes would pass the check.
        "shard-link-folder/a": .link("$CORPUS/merge/ok/a"),
        // The valid shard under a second name.
        "ok-link": .link("$CORPUS/merge/ok"),
        "templates-latin1/café.yml": .latin1Name,
        // A link beside the template to a file outside its folder: never followed.
        "bitmaps-link/avatar.png": .link("$CORPUS/good/screen.yml"),
        "goldens-latin1/home/café.png": .latin1Name,
    ].merging(FontCheckInputs.specials) { old, _ in old }.merging(OutputInputs.specials) { old, _ in old }

    /// Folders to create, empty or standing where a file is expected.
    static let folders: Set<String> = Set(["fonts-none", "fonts-folder/Inter-Regular.otf", "asset-nul-name/.git"]).union(OutputInputs.folders)

    /// The files, folders and special entries a case naming `$GEN/<name>` needs: `name` itself or
    /// everything under it.
    static func entries(for name: String) -> (files: [(String, [UInt8])], folders: [String], specials: [(String, GeneratedSpecial)]) {
        func isPart(_ key: String) -> Bool { key == name || key.hasPrefix(name + "/") }
        return (files.filter { isPart($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                folders.filter(isPart).sorted(),
                specials.filter { isPart($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The chunk with its CRC's last byte changed.
    static func flippingLastByte(_ chunk: [UInt8]) -> [UInt8] {
        var bytes = chunk
        bytes[bytes.count - 1] ^= 0xFF
        return bytes
    }
}
