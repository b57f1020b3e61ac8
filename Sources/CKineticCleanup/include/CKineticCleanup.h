// Removal of temporary files when a terminating signal arrives.
//
// `kinetic -o FILE` writes into a hidden temporary file beside FILE and renames it into place
// when complete. If SIGTERM, SIGINT or SIGHUP ends the process before that, the temporary file
// must not be left behind. A signal handler may only call async-signal-safe functions and must
// not allocate, lock or touch Swift runtime state, so the handler and the registry it reads
// live here, in C: fixed slots holding the paths, claimed and released with atomic operations.
#ifndef CKINETICCLEANUP_H
#define CKINETICCLEANUP_H

/// Arms removal of `path` on SIGTERM, SIGINT and SIGHUP; installs the handlers on first use
/// (a signal the process ignores, as under `nohup`, stays ignored). Returns a slot number for
/// `kinetic_cleanup_disarm`, or -1 when every slot is taken or the path is too long (the
/// file is then simply not removed on a signal). Not async-signal-safe; thread-safe.
int kinetic_cleanup_arm(const char *path);

/// Forgets the path in `slot` (from `kinetic_cleanup_arm`; -1 does nothing). Call it after the
/// temporary file was renamed or removed. Thread-safe.
void kinetic_cleanup_disarm(int slot);

/// The path armed in `slot`, or NULL; for tests.
const char *kinetic_cleanup_armed_path(int slot);

#endif
