#include "PNGShim.h"
#include <png.h>
int bezel_png_shim_version(void) { return PNG_LIBPNG_VER; }
