/*
 * A slow disk for the bench's "fsync +50 ms" target, loaded into the server with LD_PRELOAD: every fsync and
 * fdatasync of the process first sleeps SKAL_SLOW_SYNC_MS milliseconds in the calling thread, then syncs. Only
 * the thread that syncs waits, as on a slow disk. (strace's fault injection, used before, stops the thread in
 * the tracer at every sync, and those ptrace stops slowed the process's other threads too: the reader thread's
 * room reads took three times as long even with a 1 µs delay; bench/README.md.)
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <time.h>

static int (*next_fsync)(int);
static int (*next_fdatasync)(int);
static struct timespec delay;

__attribute__((constructor)) static void setup(void) {
  next_fsync = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
  next_fdatasync = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
  const char *ms = getenv("SKAL_SLOW_SYNC_MS");
  long value = ms ? strtol(ms, NULL, 10) : 0;
  delay.tv_sec = value / 1000;
  delay.tv_nsec = (value % 1000) * 1000000L;
}

static void wait_first(void) {
  struct timespec left = delay;
  while (nanosleep(&left, &left) != 0 && errno == EINTR) {
  }
}

int fsync(int fd) {
  wait_first();
  return next_fsync(fd);
}

int fdatasync(int fd) {
  wait_first();
  return next_fdatasync(fd);
}
