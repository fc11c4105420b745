/// Names under which a document holds Apple's system font itself rather than a family of its own, so that the font
/// is San Francisco: measured, tracked and drawn as the system font (`TextFont.isSystemFont`) at the weight the name
/// states, not as an unknown family in untracked Inter.
///
/// - `.AppleSystemUIFont`: the system font's own name in Apple's font system, which Interface Builder writes when a
///   view's font was picked as the system font in a font panel (`UIFont.systemFont(ofSize:).fontName` on iOS 13 and
///   later, https://developer.apple.com/documentation/uikit/uifont/fontname).
/// - `.HelveticaNeueDeskInterface-…` (family "San Francisco Text" or "San Francisco Display"): the Mac's system font in
///   OS X 10.11, San Francisco under its internal name, which Xcode 7 saved when the system font was picked there
///   (https://developer.apple.com/fonts/ says San Francisco is the system font of macOS, iOS and watchOS); weights end
///   in `-Regular`, `-Thin`, `-MediumP4`, `-UltraLightP2`, `-Bold`, `-Heavy`.
/// - `SFProText-…`, `SFProDisplay-…`, `SFUIText-…`, `SFUIDisplay-…`: Apple's designer download of San Francisco
///   (https://developer.apple.com/fonts/), installed on the Mac that laid the document out. Interface Builder sized
///   the views with it; an app that does not ship the files gets the system font on a device, as UIKit gives a font
///   it cannot load. A project that ships them draws its own files (`ProjectFontRegistry`), which come first.
package enum SystemFontAlias {
    /// The weight of the system font `name` stands for; nil when `name` is not one of the system font's names.
    package static func weight(ofFontNamed name: String) -> FontWeight? {
        if name == ".AppleSystemUIFont" { return .regular }
        let prefixes = [".HelveticaNeueDeskInterface", ".SFUIText", ".SFUIDisplay", ".SFNSText", ".SFNSDisplay", "SFProText", "SFProDisplay", "SFUIText", "SFUIDisplay"]
        guard prefixes.contains(where: { name == $0 || name.hasPrefix($0 + "-") }) else { return nil }
        return FontWeight(fontName: name) ?? .regular
    }
}
