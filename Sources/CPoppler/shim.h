// poppler's GLib interface renders PDF pages into cairo surfaces.
#include <cairo.h>
#include <poppler.h>
