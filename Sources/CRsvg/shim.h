// librsvg renders SVG documents into cairo surfaces.
#include <librsvg/rsvg.h>
