// libxml2's HTML parser and tree, for UITestKit's HTML driver. The include path comes from pkg-config
// (libxml-2.0: /usr/include/libxml2 on Linux); Apple's SDKs ship the same headers.
#ifndef UITESTKIT_CLIBXML2_SHIM_H
#define UITESTKIT_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
// A libxml2 built with ICU includes the system's <unicode/ucnv.h>, which clashes with the ICU headers Foundation
// carries (_FoundationICU: another UErrorCode). The kit uses no encoding handler's fields, only pointers to them.
#undef LIBXML_ICU_ENABLED

#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>

#endif
