// Everything CKineticPOSIX offers is declared inline in its header; SwiftPM builds a C target
// from at least one source file.
#include "CKineticPOSIX.h"
