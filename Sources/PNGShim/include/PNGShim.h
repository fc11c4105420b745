#ifndef BEZEL_PNGSHIM_H
#define BEZEL_PNGSHIM_H
// Placeholder: the PNG helper fills this in (setjmp-guarded libpng calls).
int bezel_png_shim_version(void);
#endif
