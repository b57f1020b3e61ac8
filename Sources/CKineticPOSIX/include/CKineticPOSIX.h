// The operating system interfaces the command line uses, in one header for every platform.
//
// Swift reaches the C library through a different module on each system (Glibc, Musl,
// Darwin), and some of what the command line needs is not importable as C declares it:
// `errno` is a macro, `environ` is not always declared, `open` and `ioctl` are variadic, `SIG_IGN` and `SIG_DFL` are casts.
// This header includes the system headers once and gives those a plain C function each, so
// a Swift file writes `import CKineticPOSIX` instead of a conditional import per platform.
#ifndef CKINETICPOSIX_H
#define CKINETICPOSIX_H

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

/// The calling thread's `errno`.
static inline int kinetic_errno(void) { return errno; }

/// The process's environment, `NAME=value` strings ending in a null pointer (`environ`,
/// which the headers declare only in some modes).
static inline char **kinetic_environment(void) {
  extern char **environ;
  return environ;
}

/// `open(2)` with its mode argument spelled out (the C function is variadic).
static inline int kinetic_open(const char *path, int flags, mode_t mode) {
  return open(path, flags, mode);
}

/// `write(2)`, under a name no Swift method shadows.
static inline ssize_t kinetic_write(int fd, const void *bytes, size_t count) {
  return write(fd, bytes, count);
}

/// The terminal size of `fd` (`TIOCGWINSZ`) in `columns` and `rows`; returns 0 on success and
/// -1 with `errno` set otherwise (not a terminal).
static inline int kinetic_terminal_size(int fd, unsigned short *columns, unsigned short *rows) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *columns = size.ws_col;
  *rows = size.ws_row;
  return 0;
}

/// Sets `SIGPIPE` to be ignored (`ignored` non-zero), so a write to a closed pipe fails with
/// `EPIPE`, or back to its default action, which ends the process.
static inline void kinetic_set_sigpipe_ignored(int ignored) {
  signal(SIGPIPE, ignored ? SIG_IGN : SIG_DFL);
}

#endif
