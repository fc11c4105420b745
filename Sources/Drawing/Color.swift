import Raster

/// A straight (not premultiplied) sRGB colour with 8-bit channels, as a theme states it.
///
/// It is Raster's `RGBA`, whose meaning depends on where it is stored: in a display list (and in a theme or a
/// style) straight, in a `Pixmap` premultiplied. One type for both, so the display list hands its colours to the
/// raster as they are; two types once wrote the same four channels and initialiser twice.
package typealias Color = RGBA
