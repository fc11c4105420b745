// libxml2's parser, tree and error API (Debian's libxml2-dev; pkg-config libxml-2.0).
// Only headers: the reader in Sources/InterfaceBuilder drives the parser from Swift.
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, so <libxml/encoding.h> would include ICU's <unicode/ucnv.h>, whose
// `UErrorCode` clashes with the ICU copy inside Foundation ("has different definitions in different
// modules") in any target that sees both. The reader never touches the ICU members of
// xmlCharEncodingHandler (it parses UTF-8 only, and only through pointers), so ICU is left out here.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
