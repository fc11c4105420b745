#include "VectorShim.h"

#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cairo.h>
#include <poppler.h>
#include <librsvg/rsvg.h>

// poppler and librsvg keep process-wide state (fontconfig's configuration, font caches, GLib's type
// system) that is set up on first use; one lock keeps the worker threads of a batch from drawing at the
// same time, so no library is ever entered twice at once.
static pthread_mutex_t vector_lock = PTHREAD_MUTEX_INITIALIZER;

static void fail(bezel_vector_result *result, bezel_vector_status status, const char *message) {
    result->status = status;
    snprintf(result->message, sizeof result->message, "%s", message ? message : "unreadable");
}

static void fail_with(bezel_vector_result *result, GError *error, const char *otherwise) {
    fail(result, BEZEL_VECTOR_ERROR, error && error->message ? error->message : otherwise);
    if (error) g_error_free(error);
}

// The drawing's size in points: a PDF's first page, an SVG's width and height (or its viewBox when it
// has none), in CSS pixels at 96 dpi, which Xcode reads as points.
static int measure(bezel_vector_format format, PopplerPage *page, RsvgHandle *svg, double *width, double *height) {
    if (format == BEZEL_VECTOR_PDF) {
        poppler_page_get_size(page, width, height);
        return 1;
    }
    if (rsvg_handle_get_intrinsic_size_in_pixels(svg, width, height)) return 1;
    gboolean has_width, has_height, has_viewbox;
    RsvgLength length_width, length_height;
    RsvgRectangle viewbox;
    rsvg_handle_get_intrinsic_dimensions(svg, &has_width, &length_width, &has_height, &length_height, &has_viewbox, &viewbox);
    if (!has_viewbox) return 0;
    *width = viewbox.width;
    *height = viewbox.height;
    return 1;
}

static bezel_vector_result render_locked(
    const uint8_t *bytes, size_t count, bezel_vector_format format, double scale, uint32_t max_side, uint64_t max_pixels) {
    bezel_vector_result result;
    memset(&result, 0, sizeof result);
    GError *error = NULL;
    PopplerDocument *document = NULL;
    PopplerPage *page = NULL;
    RsvgHandle *svg = NULL;
    GBytes *data = NULL;

    if (format == BEZEL_VECTOR_PDF) {
        data = g_bytes_new(bytes, count);
        document = poppler_document_new_from_bytes(data, NULL, &error);
        if (!document) { fail_with(&result, error, "poppler could not read it"); goto done; }
        if (poppler_document_get_n_pages(document) < 1) { fail(&result, BEZEL_VECTOR_ERROR, "the PDF has no page"); goto done; }
        page = poppler_document_get_page(document, 0);
        if (!page) { fail(&result, BEZEL_VECTOR_ERROR, "the PDF's first page cannot be read"); goto done; }
    } else {
        svg = rsvg_handle_new_from_data(bytes, count, &error);
        if (!svg) { fail_with(&result, error, "librsvg could not read it"); goto done; }
        rsvg_handle_set_dpi(svg, 96);
    }

    double width = 0, height = 0;
    if (!measure(format, page, svg, &width, &height)) { fail(&result, BEZEL_VECTOR_ERROR, "the SVG has neither a size nor a viewBox"); goto done; }
    result.points_width = width;
    result.points_height = height;
    if (!(width > 0 && height > 0 && isfinite(width) && isfinite(height))) {
        fail(&result, BEZEL_VECTOR_ERROR, "the drawing has no area");
        goto done;
    }
    double pixels_wide = ceil(width * scale - 1e-9), pixels_high = ceil(height * scale - 1e-9);
    if (pixels_wide > max_side || pixels_high > max_side || pixels_wide * pixels_high > (double)max_pixels) {
        result.width = pixels_wide > UINT32_MAX ? UINT32_MAX : (uint32_t)pixels_wide;
        result.height = pixels_high > UINT32_MAX ? UINT32_MAX : (uint32_t)pixels_high;
        fail(&result, BEZEL_VECTOR_TOO_LARGE, "too large");
        goto done;
    }
    result.width = (uint32_t)pixels_wide;
    result.height = (uint32_t)pixels_high;

    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)result.width, (int)result.height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        fail(&result, BEZEL_VECTOR_NO_MEMORY, "out of memory");
        goto done;
    }
    cairo_t *context = cairo_create(surface);
    cairo_scale(context, scale, scale);
    int drawn = 1;
    if (format == BEZEL_VECTOR_PDF) {
        poppler_page_render(page, context);
    } else {
        RsvgRectangle viewport = {0, 0, width, height};
        drawn = rsvg_handle_render_document(svg, context, &viewport, &error);
    }
    cairo_destroy(context);
    cairo_surface_flush(surface);
    if (!drawn) {
        cairo_surface_destroy(surface);
        fail_with(&result, error, "librsvg could not draw it");
        goto done;
    }

    size_t row_bytes = (size_t)result.width * 4;
    result.pixels = malloc(row_bytes * result.height ? row_bytes * result.height : 1);
    if (!result.pixels) {
        cairo_surface_destroy(surface);
        fail(&result, BEZEL_VECTOR_NO_MEMORY, "out of memory");
        goto done;
    }
    // cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel (0xAARRGGBB): written out as
    // the premultiplied RGBA bytes Bezel's pixmaps hold.
    const unsigned char *source = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    for (uint32_t y = 0; y < result.height; y++) {
        const uint32_t *row = (const uint32_t *)(source + (size_t)y * stride);
        uint8_t *out = result.pixels + (size_t)y * row_bytes;
        for (uint32_t x = 0; x < result.width; x++) {
            uint32_t pixel = row[x];
            out[4 * x + 0] = (pixel >> 16) & 0xFF;
            out[4 * x + 1] = (pixel >> 8) & 0xFF;
            out[4 * x + 2] = pixel & 0xFF;
            out[4 * x + 3] = (pixel >> 24) & 0xFF;
        }
    }
    cairo_surface_destroy(surface);
    result.status = BEZEL_VECTOR_OK;

done:
    if (page) g_object_unref(page);
    if (document) g_object_unref(document);
    if (svg) g_object_unref(svg);
    if (data) g_bytes_unref(data);
    return result;
}

// A drawing's budget. poppler and librsvg have no limit of their own on the work a small file can ask for: a
// PDF form that draws another form three times, 40 deep (3^40 fills), or an SVG whose filters blur a huge
// area, ran for minutes; an SVG of 146 KB embedding a 30,000 × 30,000 PNG as a data: URL took 6 GB. So each
// drawing is made in a child process (fork(2)) under setrlimit(2) limits and its pixels sent back through a
// pipe: a drawing over its CPU time is stopped by SIGXCPU, one over its memory fails its allocations, and
// either is reported as the file's error instead of holding or exhausting the machine
// (https://man7.org/linux/man-pages/man2/setrlimit.2.html). The CPU time is the caller's (`cpu_seconds`); the
// wall-clock limit, which only catches a child that waits instead of drawing, is four times that and at least
// 20 s, so that a drawing on a loaded machine, whose CPU time stays what it is but whose wall-clock time grows
// with the load, still ends within it.
#define BEZEL_VECTOR_MEMORY_BYTES ((uint64_t)1 << 30)
#define BEZEL_VECTOR_MINIMUM_WALL_SECONDS 20

static int write_all(int fd, const void *data, size_t count) {
    const uint8_t *p = data;
    while (count > 0) {
        ssize_t n = write(fd, p, count > (1 << 20) ? (1 << 20) : count);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return 0;
        p += n;
        count -= (size_t)n;
    }
    return 1;
}

static int read_all(int fd, void *data, size_t count) {
    uint8_t *p = data;
    while (count > 0) {
        ssize_t n = read(fd, p, count > (1 << 20) ? (1 << 20) : count);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return 0;
        p += n;
        count -= (size_t)n;
    }
    return 1;
}

// The process's address space now, which the child starts with: its limit is this plus the drawing's budget.
static uint64_t address_space_bytes(void) {
    FILE *file = fopen("/proc/self/statm", "r");
    if (!file) return 0;
    unsigned long long pages = 0;
    int read = fscanf(file, "%llu", &pages);
    fclose(file);
    return read == 1 ? (uint64_t)pages * (uint64_t)sysconf(_SC_PAGESIZE) : 0;
}

// Closes every descriptor of the child except standard input, output, error and `keep` (the pipe back). The child
// of fork(2) shares the parent's open files, and a lock taken with flock(2) belongs to the open file, not to the
// process: a child still holding another thread's output-folder lock (`OutputLock`) kept that folder locked
// after its run had ended, until the drawing finished, and a pipe end held by a sibling's child hid the end of
// that sibling's pipe (https://man7.org/linux/man-pages/man2/flock.2.html). close_range(2) where the kernel has
// it (Linux 5.9), close(2) up to the descriptor limit otherwise; both are safe after fork in a threaded process.
static void close_inherited_descriptors(int keep) {
#ifdef SYS_close_range
    int closed = keep <= 3 || syscall(SYS_close_range, 3u, (unsigned int)keep - 1, 0u) == 0;
    if (closed && syscall(SYS_close_range, (unsigned int)keep + 1, ~0u, 0u) == 0) return;
#endif
    struct rlimit files;
    long last = getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur != RLIM_INFINITY ? (long)files.rlim_cur : 65536;
    for (long fd = 3; fd < last; fd++) {
        if (fd != keep) close((int)fd);
    }
}

static bezel_vector_result render_in_child(
    const uint8_t *bytes, size_t count, bezel_vector_format format, double scale, uint32_t max_side, uint64_t max_pixels,
    uint32_t cpu_seconds) {
    bezel_vector_result result;
    memset(&result, 0, sizeof result);
    // The bitmap is held twice (cairo's surface and the copy sent back), 4 bytes a pixel.
    uint64_t budget = BEZEL_VECTOR_MEMORY_BYTES + (max_pixels < ((uint64_t)1 << 32) ? max_pixels * 8 : ((uint64_t)1 << 35));
    uint64_t space = address_space_bytes();
    int pipe_fds[2];
    if (space == 0 || pipe(pipe_fds) != 0) {
        fail(&result, BEZEL_VECTOR_NO_MEMORY, "cannot start the drawing");
        return result;
    }
    pid_t child = fork();
    if (child < 0) {
        close(pipe_fds[0]);
        close(pipe_fds[1]);
        fail(&result, BEZEL_VECTOR_NO_MEMORY, "cannot start the drawing");
        return result;
    }
    if (child == 0) {
        close_inherited_descriptors(pipe_fds[1]);
        struct rlimit cpu = {cpu_seconds, (rlim_t)cpu_seconds + 5};
        struct rlimit memory = {space + budget, space + budget};
        setrlimit(RLIMIT_CPU, &cpu);
        setrlimit(RLIMIT_AS, &memory);
        // A wall-clock limit too: CPU time does not grow while the child waits, and a child of a threaded process
        // could wait on a lock another thread held at the fork (only async-signal-safe calls are promised after
        // fork(2) in a threaded process: https://man7.org/linux/man-pages/man2/fork.2.html). SIGALRM's default
        // action ends the child, so it is reset and unblocked first (alarm(2)).
        signal(SIGALRM, SIG_DFL);
        sigset_t alarm_only;
        sigemptyset(&alarm_only);
        sigaddset(&alarm_only, SIGALRM);
        sigaddset(&alarm_only, SIGXCPU);
        pthread_sigmask(SIG_UNBLOCK, &alarm_only, NULL);
        alarm(cpu_seconds * 4 > BEZEL_VECTOR_MINIMUM_WALL_SECONDS ? cpu_seconds * 4 : BEZEL_VECTOR_MINIMUM_WALL_SECONDS);
        bezel_vector_result drawn = render_locked(bytes, count, format, scale, max_side, max_pixels);
        int sent = write_all(pipe_fds[1], &drawn, sizeof drawn);
        if (sent && drawn.status == BEZEL_VECTOR_OK) sent = write_all(pipe_fds[1], drawn.pixels, (size_t)drawn.width * drawn.height * 4);
        _exit(sent ? 0 : 1);
    }
    close(pipe_fds[1]);
    int complete = read_all(pipe_fds[0], &result, sizeof result);
    result.pixels = NULL;
    if (complete && result.status == BEZEL_VECTOR_OK) {
        size_t size = (size_t)result.width * result.height * 4;
        result.pixels = malloc(size ? size : 1);
        if (!result.pixels) {
            fail(&result, BEZEL_VECTOR_NO_MEMORY, "out of memory");
            complete = 1;
        } else if (!read_all(pipe_fds[0], result.pixels, size)) {
            free(result.pixels);
            result.pixels = NULL;
            complete = 0;
        }
    }
    close(pipe_fds[0]);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    if (!complete) {
        memset(&result, 0, sizeof result);
        if (WIFSIGNALED(status) && (WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGKILL || WTERMSIG(status) == SIGALRM)) {
            snprintf(result.message, sizeof result.message, "drawing it takes more than %u s, the limit for one drawing", cpu_seconds);
        } else {
            snprintf(result.message, sizeof result.message,
                     "drawing it failed (it may need more than %llu MB, the limit for one drawing)", (unsigned long long)(budget >> 20));
        }
        result.status = BEZEL_VECTOR_ERROR;
    }
    return result;
}

bezel_vector_result bezel_vector_render(
    const uint8_t *bytes, size_t count, bezel_vector_format format, double scale, uint32_t max_side, uint64_t max_pixels,
    uint32_t cpu_seconds) {
    if (!bytes || count == 0 || !(scale > 0 && scale <= 16) || cpu_seconds == 0 || cpu_seconds > 3600) {
        bezel_vector_result result;
        memset(&result, 0, sizeof result);
        fail(&result, BEZEL_VECTOR_ERROR, count == 0 ? "the file is empty" : "no drawing");
        return result;
    }
    pthread_mutex_lock(&vector_lock);
    bezel_vector_result result = render_in_child(bytes, count, format, scale, max_side, max_pixels, cpu_seconds);
    pthread_mutex_unlock(&vector_lock);
    return result;
}

void bezel_vector_free(uint8_t *pixels) { free(pixels); }
