// libxml2's parser, tree and error API (Debian's libxml2-dev; pkg-config libxml-2.0).
// Headers, and the two small functions below that Swift cannot write: the reader in
// Sources/InterfaceBuilder drives the parser from Swift.
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, so <libxml/encoding.h> would include ICU's <unicode/ucnv.h>, whose
// `UErrorCode` clashes with the ICU copy inside Foundation ("has different definitions in different
// modules") in any target that sees both. The reader never touches the ICU members of
// xmlCharEncodingHandler (it parses UTF-8 only, and only through pointers), so ICU is left out here.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

// libxml2 prints some messages itself, through its "generic" error function (stderr by default), which
// is variadic and so cannot be written in Swift: these two give it one that prints nothing. The reader
// takes every message through the structured error function instead (Sources/InterfaceBuilder/XML).
static void bezel_xml_ignore_generic(void *context, const char *message, ...) __attribute__((unused));
static void bezel_xml_ignore_generic(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

// Makes libxml2's generic error function, on the calling thread (libxml2 keeps it per thread), one that
// prints nothing.
static inline void bezel_xml_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, bezel_xml_ignore_generic);
}
