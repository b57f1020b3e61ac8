#include "CKineticCleanup.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>

#define SLOT_COUNT 16
#define PATH_CAPACITY 4096

enum { SLOT_FREE = 0, SLOT_FILLING = 1, SLOT_ARMED = 2 };

static int slot_state[SLOT_COUNT];
static char slot_path[SLOT_COUNT][PATH_CAPACITY];

static const int handled_signals[] = {SIGTERM, SIGINT, SIGHUP};
#define HANDLED_COUNT (sizeof handled_signals / sizeof handled_signals[0])
static struct sigaction previous_actions[HANDLED_COUNT];
static int handlers_state;  // 0 none, 1 installing, 2 installed

static void remove_armed_files(void) {
  for (int i = 0; i < SLOT_COUNT; i++) {
    if (__atomic_load_n(&slot_state[i], __ATOMIC_ACQUIRE) == SLOT_ARMED) {
      unlink(slot_path[i]);  // async-signal-safe
    }
  }
}

static void handle_terminating_signal(int signal_number) {
  remove_armed_files();
  for (size_t i = 0; i < HANDLED_COUNT; i++) {
    if (handled_signals[i] != signal_number) continue;
    struct sigaction *previous = &previous_actions[i];
    if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
      // Someone else handled this signal before us: let them finish the job.
      if (previous->sa_flags & SA_SIGINFO) {
        previous->sa_sigaction(signal_number, NULL, NULL);
      } else {
        previous->sa_handler(signal_number);
      }
      return;
    }
  }
  // Die of the signal itself, so the parent sees the usual status (128 + n in a shell).
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal_number, &fallback, NULL);
  raise(signal_number);
}

static void install_handlers(void) {
  int expected = 0;
  if (!__atomic_compare_exchange_n(&handlers_state, &expected, 1, 0, __ATOMIC_ACQ_REL,
                                   __ATOMIC_ACQUIRE)) {
    while (__atomic_load_n(&handlers_state, __ATOMIC_ACQUIRE) != 2) {
    }
    return;
  }
  for (size_t i = 0; i < HANDLED_COUNT; i++) {
    struct sigaction current;
    if (sigaction(handled_signals[i], NULL, &current) != 0) continue;
    previous_actions[i] = current;
    if (current.sa_handler == SIG_IGN) continue;  // e.g. SIGHUP under nohup
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle_terminating_signal;
    sigemptyset(&action.sa_mask);
    for (size_t j = 0; j < HANDLED_COUNT; j++) sigaddset(&action.sa_mask, handled_signals[j]);
    sigaction(handled_signals[i], &action, NULL);
  }
  __atomic_store_n(&handlers_state, 2, __ATOMIC_RELEASE);
}

int kinetic_cleanup_arm(const char *path) {
  size_t length = strlen(path);
  if (length >= PATH_CAPACITY) return -1;
  install_handlers();
  for (int i = 0; i < SLOT_COUNT; i++) {
    int expected = SLOT_FREE;
    if (__atomic_compare_exchange_n(&slot_state[i], &expected, SLOT_FILLING, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE)) {
      memcpy(slot_path[i], path, length + 1);
      __atomic_store_n(&slot_state[i], SLOT_ARMED, __ATOMIC_RELEASE);
      return i;
    }
  }
  return -1;
}

void kinetic_cleanup_disarm(int slot) {
  if (slot < 0 || slot >= SLOT_COUNT) return;
  __atomic_store_n(&slot_state[slot], SLOT_FREE, __ATOMIC_RELEASE);
}

const char *kinetic_cleanup_armed_path(int slot) {
  if (slot < 0 || slot >= SLOT_COUNT) return NULL;
  if (__atomic_load_n(&slot_state[slot], __ATOMIC_ACQUIRE) != SLOT_ARMED) return NULL;
  return slot_path[slot];
}
