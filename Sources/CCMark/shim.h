// CommonMark's reference parser (Debian: libcmark-dev), for the RecipeMD importer.
#include <cmark.h>
