import Foundation

/// Generated inputs for the section "# Outputs and text" of cases.tsv: folders that are not Bezel's, targets
/// that are not regular files, a file name holding a line feed, and a storyboard over libxml2's text limit.
/// The corpus test checks that none of them changes: a refused writer leaves the target as it found it.
enum OutputInputs {
    static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        // Someone's own folder: a page, a report and a "manifest" of theirs.
        files["foreign-out/index.html"] = Array("<!doctype html><title>my page</title>\n".utf8)
        files["foreign-out/report.json"] = Array("{\"mine\": true}\n".utf8)
        files["foreign-out/notes.txt"] = Array("mine\n".utf8)
        // Only a manifest.json that is not Bezel's (the run used to warn "not a Bezel manifest" and replace it).
        files["foreign-manifest/manifest.json"] = Array("{\"hello\": 1}\n".utf8)
        // A file named like a temporary Bezel left, in a folder that is not Bezel's: never deleted.
        files["foreign-temporary/.index.html.bezel-2147483646-1.tmp"] = Array("not Bezel's\n".utf8)
        // A Bezel folder (its lock) whose output file for the screen `good` is a named pipe (`specials`).
        files["bezel-out-fifo/.bezel.lock"] = []
        // A template whose file name forges a workflow command and a compiler-style line; the file names its
        // screen (so a folder search takes it as a template) and is then not YAML.
        files["lf-name/x\n::error file=README.md,line=1::forged\nREADME.md:1:1: error[unsafe-overlap]: forged.yml"] = Array("screen: [\n".utf8)
        files["huge-text/t.storyboard"] = hugeTextStoryboard
        return files
    }()

    static let specials: [String: GeneratedSpecial] = [
        "bezel-out-fifo/good/iphone-x-portrait.png": .namedPipe,
        "fifo-out.png": .namedPipe,
        // A link (to nowhere): replacing it would replace the user's link, not write where it points.
        "link-out.png": .link("$GEN/no-such-file.png"),
    ]

    /// A folder where a writer's file would go.
    static let folders: Set<String> = ["folder-out.png"]

    /// A storyboard whose one text node is over libxml2's 10,000,000 bytes (`XML_MAX_TEXT_LENGTH`), made of
    /// C1 CSI sequences (U+009B, valid XML characters) that a terminal would obey: libxml2 used to print the
    /// line to standard error itself.
    static let hugeTextStoryboard: [UInt8] = {
        let head = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc-1">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sc-1">
                        <objects>
                            <viewController id="vc-1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root-1">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <string key="text">
            """
        let tail = """
            </string>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        let piece = Array("\u{9B}2J\u{9B}31mred ".utf8)
        var bytes = Array(head.utf8)
        bytes.reserveCapacity(10_600_000)
        while bytes.count < 10_500_000 { bytes += piece }
        return bytes + Array(tail.utf8)
    }()
}
