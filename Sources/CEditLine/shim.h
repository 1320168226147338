#ifndef CLIPCOOK_CEDITLINE_SHIM_H
#define CLIPCOOK_CEDITLINE_SHIM_H

/* The smallest layer over libedit that Swift needs: el_set, el_get and
 * history are variadic (Swift cannot call them), and the C globals stdin,
 * stdout and stderr are concurrency errors in Swift 6. Everything else
 * (el_gets, el_line, el_insertstr, el_deletestr, el_end, history_init,
 * history_end) is called from Swift directly. Only LineEditing includes this. */

#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <stdlib.h>
#include <wchar.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <histedit.h>

typedef char *(*cc_prompt_fn)(EditLine *);
typedef unsigned char (*cc_key_fn)(EditLine *, int);

static inline EditLine *cc_el_open(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

static inline void cc_el_configure(EditLine *el, void *client, cc_prompt_fn prompt, History *h) {
    el_set(el, EL_CLIENTDATA, client);
    el_set(el, EL_PROMPT, prompt);
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_HIST, history, h);
    /* ^R: incremental reverse search through the history. */
    el_set(el, EL_BIND, "^R", "em-inc-search-prev", NULL);
    /* Home, End and Delete, whatever TERM says. */
    el_set(el, EL_BIND, "\\e[H", "ed-move-to-beg", NULL);
    el_set(el, EL_BIND, "\\e[F", "ed-move-to-end", NULL);
    el_set(el, EL_BIND, "\\e[1~", "ed-move-to-beg", NULL);
    el_set(el, EL_BIND, "\\e[4~", "ed-move-to-end", NULL);
    el_set(el, EL_BIND, "\\e[3~", "ed-delete-next-char", NULL);
}

static inline void *cc_el_client(EditLine *el) {
    void *client = NULL;
    el_get(el, EL_CLIENTDATA, &client);
    return client;
}

/* Binds KEY (e.g. "^I") to a new editor function NAME. */
static inline void cc_el_bind_function(EditLine *el, const char *name, const char *help, const char *key, cc_key_fn fn) {
    el_set(el, EL_ADDFN, name, help, fn);
    el_set(el, EL_BIND, key, name, NULL);
}

static inline void cc_el_refresh(EditLine *el) { el_set(el, EL_REFRESH); }

/* Waiting for a key with a deadline (a timer that may expire while the user
 * types). The hook is called on the editing thread before each wait with
 * due == 0, and again with due == 1 when the wait timed out; it returns how
 * many milliseconds to wait for the next key (-1: no limit). Only one
 * editor per process uses it. */
typedef int (*cc_wait_fn)(EditLine *el, int due);
static cc_wait_fn cc_wait_hook = NULL;

/* libedit's read function (EL_GETCFN): one character from standard input,
 * decoded from the locale's multibyte encoding, polling with the hook's
 * timeout. 1: a character; 0: end of input; -1: error or a signal (errno
 * EINTR, as Ctrl-C leaves it). */
static int cc_read_char(EditLine *el, wchar_t *out) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        int timeout = cc_wait_hook != NULL ? cc_wait_hook(el, 0) : -1;
        struct pollfd input = { .fd = STDIN_FILENO, .events = POLLIN, .revents = 0 };
        int ready = poll(&input, 1, timeout);
        if (ready < 0) {
            *out = L'\0';
            return -1;
        }
        if (ready == 0) {
            if (cc_wait_hook != NULL) (void)cc_wait_hook(el, 1);
            continue;
        }
        ssize_t got = read(STDIN_FILENO, &bytes[count], 1);
        if (got < 0) {
            *out = L'\0';
            return -1;
        }
        if (got == 0) {
            *out = L'\0';
            return 0;
        }
        count += 1;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        wchar_t decoded = L'\0';
        size_t used = mbrtowc(&decoded, bytes, count, &state);
        if (used == (size_t)-2 && count < sizeof bytes) continue;  /* more bytes of one character */
        if (used == (size_t)-1 || used == (size_t)-2) {
            count = 0;  /* not a character in this encoding: dropped */
            continue;
        }
        *out = decoded;
        return 1;
    }
}

static inline void cc_el_set_wait_hook(EditLine *el, cc_wait_fn hook) {
    cc_wait_hook = hook;
    el_set(el, EL_GETCFN, cc_read_char);
}

static inline void cc_el_print(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

static inline History *cc_history_open(int size) {
    HistEvent event;
    History *h = history_init();
    if (h == NULL) return NULL;
    history(h, &event, H_SETSIZE, size);
    history(h, &event, H_SETUNIQUE, 1);
    return h;
}

static inline int cc_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}

static inline int cc_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}

static inline int cc_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}

/* Ctrl-C: a handler without SA_RESTART, so that el_gets and read() return
 * with EINTR, and a flag a running command can poll. */
static volatile sig_atomic_t cc_interrupted = 0;

static void cc_on_interrupt(int signal_number) {
    (void)signal_number;
    cc_interrupted = 1;
}

static inline int cc_install_interrupt_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = cc_on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    if (sigaction(SIGINT, &action, NULL) != 0) return -1;
    /* A parent may have started us with SIGINT blocked (the mask is inherited). */
    sigset_t interrupt_only;
    sigemptyset(&interrupt_only);
    sigaddset(&interrupt_only, SIGINT);
    return sigprocmask(SIG_UNBLOCK, &interrupt_only, NULL);
}

static inline int cc_take_interrupt(void) {
    int was = cc_interrupted;
    cc_interrupted = 0;
    return was;
}

static inline int cc_peek_interrupt(void) { return cc_interrupted; }

static inline int cc_errno(void) { return errno; }
static inline int cc_eintr(void) { return EINTR; }

/* Non-ASCII input is dropped by libedit unless LC_CTYPE is set. */
static inline void cc_set_locale(void) {
    if (setlocale(LC_CTYPE, "") == NULL) setlocale(LC_CTYPE, "C.UTF-8");
    const char *current = setlocale(LC_CTYPE, NULL);
    if (current != NULL && (strcmp(current, "C") == 0 || strcmp(current, "POSIX") == 0))
        setlocale(LC_CTYPE, "C.UTF-8");
}

static inline int cc_is_terminal(int fd) { return isatty(fd); }

#endif
