// SwiftPM builds a C target from its sources; this target is header-only (see
// include/CKineticMath.h), so this file is intentionally empty.
