/*
 * mock-cluster.c - run librdkafka's built-in mock Kafka cluster as a
 * standalone process on loopback.
 *
 * Build:  gcc -O2 -o bin/mock-cluster mock-cluster.c -lrdkafka
 *         (start.sh does this for you)
 *
 * Usage:  mock-cluster [--brokers N] [--port BASE] [--bootstrap-file PATH]
 *                      [--topic NAME[:PARTITIONS]]... [--control-stdin]
 *
 *   --brokers N            number of brokers, ids 1..N (default 1,
 *                          or $KAFKA_MOCK_BROKERS)
 *   --port BASE            bind broker i to 127.0.0.1:(BASE + i - 1) instead
 *                          of an ephemeral port (or $KAFKA_MOCK_PORT)
 *   --bootstrap-file PATH  also write the bootstrap list to PATH
 *                          (or $KAFKA_MOCK_BOOTSTRAP_FILE); the file is
 *                          written atomically and removed on shutdown
 *   --topic NAME[:P]       pre-create a topic with P partitions (default 1)
 *   --control-stdin        read control commands from stdin, one per line;
 *                          EOF on stdin shuts the cluster down
 *
 * Prints exactly one line "BOOTSTRAP=host:port[,host:port...]" on stdout once
 * the cluster is listening, then runs until SIGTERM/SIGINT (exit 0).
 *
 * Control commands (answered with "OK" or "ERR <reason>" on stdout):
 *   down <brokerId>            disconnect broker, refuse new connections
 *   up <brokerId>              accept connections again
 *   rtt <brokerId> <ms>        add round-trip latency to a broker
 *   partitions <topic> <n>     create topic with n partitions
 *   leader <topic> <partition> <brokerId>   move a partition leader
 *   bootstrap                  answers "OK <bootstrap list>"
 *   ping                       answers "OK"
 * brokerId may be -1 to mean all brokers.
 *
 * librdkafka 2.0.x has no API to choose the listener port; --port works by
 * interposing bind(2) (see below) while rd_kafka_mock_cluster_new() runs.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <unistd.h>

#define MAX_TOPICS 64

/* ------------------------------------------------------------------------ */
/* Fixed-port support: bind(2) interposer.                                   */
/*                                                                            */
/* The mock broker listener binds 127.0.0.1:0 and then reads the port back    */
/* with getsockname(). Since this executable exports `bind`, librdkafka's     */
/* call resolves here first; while `g_port_base` is armed we replace port 0   */
/* with the next port in sequence (brokers are created in id order).          */
/* ------------------------------------------------------------------------ */
static volatile int g_port_base = 0; /* 0 = disarmed */
static volatile int g_port_next = 0;

typedef int (*bind_fn_t)(int, const struct sockaddr *, socklen_t);

int bind(int fd, const struct sockaddr *addr, socklen_t len) {
        static bind_fn_t real_bind = NULL;
        if (!real_bind) {
                real_bind = (bind_fn_t)dlsym(RTLD_NEXT, "bind");
                if (!real_bind) {
                        errno = ENOSYS;
                        return -1;
                }
        }
        if (g_port_base > 0 && addr && addr->sa_family == AF_INET &&
            len >= (socklen_t)sizeof(struct sockaddr_in)) {
                const struct sockaddr_in *in = (const struct sockaddr_in *)addr;
                if (in->sin_port == 0) {
                        struct sockaddr_in fixed = *in;
                        int one = 1;
                        fixed.sin_port = htons((uint16_t)(g_port_base + g_port_next));
                        g_port_next++;
                        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
                        return real_bind(fd, (const struct sockaddr *)&fixed,
                                         sizeof(fixed));
                }
        }
        return real_bind(fd, addr, len);
}

/* ------------------------------------------------------------------------ */

/* librdkafka 2.0.x asserts (abort) inside rd_kafka_mock_cluster_new() when a
 * listener cannot be bound, so check the fixed ports up front. */
static int check_port_free(int port) {
        struct sockaddr_in sin;
        int one = 1;
        int rc;
        int fd = socket(AF_INET, SOCK_STREAM, 0);
        if (fd == -1)
                return -1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
        memset(&sin, 0, sizeof(sin));
        sin.sin_family      = AF_INET;
        sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        sin.sin_port        = htons((uint16_t)port);
        /* g_port_base is 0 here, so this is the plain libc bind. */
        rc = bind(fd, (const struct sockaddr *)&sin, sizeof(sin));
        if (rc == 0)
                rc = listen(fd, 1);
        close(fd);
        return rc;
}

static void usage(FILE *fp) {
        fprintf(fp,
                "usage: mock-cluster [--brokers N] [--port BASE] "
                "[--bootstrap-file PATH]\n"
                "                    [--topic NAME[:PARTITIONS]]... "
                "[--control-stdin]\n"
                "env: KAFKA_MOCK_BROKERS, KAFKA_MOCK_PORT, "
                "KAFKA_MOCK_BOOTSTRAP_FILE\n");
}

static int parse_int(const char *s, long min, long max, long *out) {
        char *end = NULL;
        long v;
        if (!s || !*s)
                return -1;
        errno = 0;
        v     = strtol(s, &end, 10);
        if (errno || !end || *end != '\0' || v < min || v > max)
                return -1;
        *out = v;
        return 0;
}

static int write_bootstrap_file(const char *path, const char *bootstraps) {
        char tmp[4096];
        FILE *fp;
        if (snprintf(tmp, sizeof(tmp), "%s.tmp.%d", path, (int)getpid()) >=
            (int)sizeof(tmp))
                return -1;
        fp = fopen(tmp, "w");
        if (!fp)
                return -1;
        fprintf(fp, "%s\n", bootstraps);
        if (fclose(fp) != 0) {
                unlink(tmp);
                return -1;
        }
        if (rename(tmp, path) != 0) {
                unlink(tmp);
                return -1;
        }
        return 0;
}

static void reply_err(rd_kafka_resp_err_t err) {
        if (err)
                printf("ERR %s\n", rd_kafka_err2str(err));
        else
                printf("OK\n");
}

/* Handles one control line. Returns 0 normally, 1 when asked to quit. */
static int handle_command(rd_kafka_mock_cluster_t *mc, int broker_cnt,
                          char *line) {
        char *argv[8];
        int argc = 0;
        char *save = NULL;
        char *tok;
        long a, b, c;

        for (tok = strtok_r(line, " \t\r\n", &save); tok && argc < 8;
             tok = strtok_r(NULL, " \t\r\n", &save))
                argv[argc++] = tok;

        if (argc == 0)
                return 0; /* blank line: no answer */

#define BROKER_ARG(S, OUT)                                                     \
        (parse_int((S), -1, broker_cnt, (OUT)) == 0 && *(OUT) != 0)

        if (!strcmp(argv[0], "ping") && argc == 1) {
                printf("OK\n");
        } else if (!strcmp(argv[0], "bootstrap") && argc == 1) {
                printf("OK %s\n", rd_kafka_mock_cluster_bootstraps(mc));
        } else if (!strcmp(argv[0], "down") && argc == 2) {
                if (!BROKER_ARG(argv[1], &a))
                        printf("ERR invalid broker id '%s' (1..%d or -1)\n",
                               argv[1], broker_cnt);
                else
                        reply_err(rd_kafka_mock_broker_set_down(mc, (int32_t)a));
        } else if (!strcmp(argv[0], "up") && argc == 2) {
                if (!BROKER_ARG(argv[1], &a))
                        printf("ERR invalid broker id '%s' (1..%d or -1)\n",
                               argv[1], broker_cnt);
                else
                        reply_err(rd_kafka_mock_broker_set_up(mc, (int32_t)a));
        } else if (!strcmp(argv[0], "rtt") && argc == 3) {
                if (!BROKER_ARG(argv[1], &a))
                        printf("ERR invalid broker id '%s' (1..%d or -1)\n",
                               argv[1], broker_cnt);
                else if (parse_int(argv[2], 0, 3600000, &b))
                        printf("ERR invalid rtt '%s' (0..3600000 ms)\n",
                               argv[2]);
                else
                        reply_err(rd_kafka_mock_broker_set_rtt(mc, (int32_t)a,
                                                               (int)b));
        } else if (!strcmp(argv[0], "partitions") && argc == 3) {
                if (parse_int(argv[2], 1, 100000, &a))
                        printf("ERR invalid partition count '%s'\n", argv[2]);
                else
                        reply_err(rd_kafka_mock_topic_create(
                            mc, argv[1], (int)a,
                            broker_cnt < 3 ? broker_cnt : 3));
        } else if (!strcmp(argv[0], "leader") && argc == 4) {
                if (parse_int(argv[2], 0, INT32_MAX, &b))
                        printf("ERR invalid partition '%s'\n", argv[2]);
                else if (parse_int(argv[3], -1, broker_cnt, &c) || c == 0)
                        printf("ERR invalid broker id '%s' (1..%d or -1)\n",
                               argv[3], broker_cnt);
                else
                        reply_err(rd_kafka_mock_partition_set_leader(
                            mc, argv[1], (int32_t)b, (int32_t)c));
        } else if ((!strcmp(argv[0], "quit") || !strcmp(argv[0], "exit")) &&
                   argc == 1) {
                printf("OK\n");
                fflush(stdout);
                return 1;
        } else {
                printf("ERR unknown command '%s' (expected: down <id> | up "
                       "<id> | rtt <id> <ms> | partitions <topic> <n> | "
                       "leader <topic> <partition> <id> | bootstrap | ping | "
                       "quit)\n",
                       argv[0]);
        }
#undef BROKER_ARG
        fflush(stdout);
        return 0;
}

int main(int argc, char **argv) {
        long broker_cnt       = 1;
        long port_base        = 0;
        const char *bs_file   = NULL;
        int control_stdin     = 0;
        const char *topics[MAX_TOPICS];
        int topic_cnt = 0;
        const char *env;
        char errstr[512];
        rd_kafka_conf_t *conf;
        rd_kafka_t *rk;
        rd_kafka_mock_cluster_t *mc;
        const char *bootstraps;
        sigset_t mask;
        int sfd;
        int i;
        int exit_code     = 0;
        int wrote_bs_file = 0;

        /* Line-buffered stdout even when piped, so parents see lines at once. */
        setvbuf(stdout, NULL, _IOLBF, 0);

        if ((env = getenv("KAFKA_MOCK_BROKERS")) && *env &&
            parse_int(env, 1, 64, &broker_cnt)) {
                fprintf(stderr, "mock-cluster: invalid KAFKA_MOCK_BROKERS=%s\n",
                        env);
                return 2;
        }
        if ((env = getenv("KAFKA_MOCK_PORT")) && *env &&
            parse_int(env, 0, 65535, &port_base)) {
                fprintf(stderr, "mock-cluster: invalid KAFKA_MOCK_PORT=%s\n",
                        env);
                return 2;
        }
        if ((env = getenv("KAFKA_MOCK_BOOTSTRAP_FILE")) && *env)
                bs_file = env;

        for (i = 1; i < argc; i++) {
                const char *a = argv[i];
                const char *v = i + 1 < argc ? argv[i + 1] : NULL;
                if (!strcmp(a, "--brokers") || !strcmp(a, "-b")) {
                        if (parse_int(v, 1, 64, &broker_cnt)) {
                                fprintf(stderr,
                                        "mock-cluster: --brokers needs 1..64\n");
                                return 2;
                        }
                        i++;
                } else if (!strcmp(a, "--port") || !strcmp(a, "-p")) {
                        if (parse_int(v, 0, 65535, &port_base)) {
                                fprintf(stderr,
                                        "mock-cluster: --port needs 0..65535 "
                                        "(0 = ephemeral)\n");
                                return 2;
                        }
                        i++;
                } else if (!strcmp(a, "--bootstrap-file")) {
                        if (!v || !*v) {
                                fprintf(stderr, "mock-cluster: --bootstrap-file "
                                                "needs a path\n");
                                return 2;
                        }
                        bs_file = v;
                        i++;
                } else if (!strcmp(a, "--topic")) {
                        if (!v || !*v || topic_cnt >= MAX_TOPICS) {
                                fprintf(stderr,
                                        "mock-cluster: --topic needs "
                                        "NAME[:PARTITIONS] (max %d)\n",
                                        MAX_TOPICS);
                                return 2;
                        }
                        topics[topic_cnt++] = v;
                        i++;
                } else if (!strcmp(a, "--control-stdin")) {
                        control_stdin = 1;
                } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
                        usage(stdout);
                        return 0;
                } else if (a[0] != '-' && i == 1 &&
                           parse_int(a, 1, 64, &broker_cnt) == 0) {
                        /* bare positional broker count: mock-cluster 3 */
                } else {
                        fprintf(stderr, "mock-cluster: unknown argument '%s'\n",
                                a);
                        usage(stderr);
                        return 2;
                }
        }
        if (port_base > 0 && port_base + broker_cnt - 1 > 65535) {
                fprintf(stderr, "mock-cluster: --port %ld + %ld brokers "
                                "exceeds 65535\n",
                        port_base, broker_cnt);
                return 2;
        }

        /* Block the termination signals before librdkafka spawns threads so
         * that every thread inherits the mask; the main thread then receives
         * them synchronously via signalfd. */
        sigemptyset(&mask);
        sigaddset(&mask, SIGTERM);
        sigaddset(&mask, SIGINT);
        sigaddset(&mask, SIGHUP);
        if (pthread_sigmask(SIG_BLOCK, &mask, NULL) != 0) {
                perror("mock-cluster: pthread_sigmask");
                return 1;
        }
        signal(SIGPIPE, SIG_IGN);
        sfd = signalfd(-1, &mask, SFD_CLOEXEC);
        if (sfd == -1) {
                perror("mock-cluster: signalfd");
                return 1;
        }

        /* Parent handle: the mock cluster needs an rd_kafka_t for its
         * internal bookkeeping. It never talks to a broker itself. */
        conf = rd_kafka_conf_new();
        if (rd_kafka_conf_set(conf, "client.id", "kafka-mock-launcher", errstr,
                              sizeof(errstr)) != RD_KAFKA_CONF_OK ||
            rd_kafka_conf_set(conf, "log_level", "4", errstr,
                              sizeof(errstr)) != RD_KAFKA_CONF_OK) {
                fprintf(stderr, "mock-cluster: conf: %s\n", errstr);
                rd_kafka_conf_destroy(conf);
                return 1;
        }
        rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
        if (!rk) {
                fprintf(stderr, "mock-cluster: rd_kafka_new failed: %s\n",
                        errstr);
                return 1;
        }

        if (port_base > 0) {
                for (i = 0; i < broker_cnt; i++) {
                        if (check_port_free((int)port_base + i) != 0) {
                                fprintf(stderr,
                                        "mock-cluster: cannot listen on "
                                        "127.0.0.1:%ld: %s\n",
                                        port_base + i, strerror(errno));
                                rd_kafka_destroy(rk);
                                return 1;
                        }
                }
        }

        g_port_next = 0;
        g_port_base = (int)port_base;
        mc          = rd_kafka_mock_cluster_new(rk, (int)broker_cnt);
        g_port_base = 0;
        if (!mc) {
                if (port_base > 0)
                        fprintf(stderr,
                                "mock-cluster: failed to create mock cluster "
                                "on ports %ld..%ld (in use?)\n",
                                port_base, port_base + broker_cnt - 1);
                else
                        fprintf(stderr,
                                "mock-cluster: failed to create mock cluster\n");
                rd_kafka_destroy(rk);
                return 1;
        }

        for (i = 0; i < topic_cnt; i++) {
                char name[512];
                long parts = 1;
                const char *colon = strrchr(topics[i], ':');
                rd_kafka_resp_err_t err;
                size_t nlen = colon ? (size_t)(colon - topics[i])
                                    : strlen(topics[i]);
                if (nlen == 0 || nlen >= sizeof(name) ||
                    (colon && parse_int(colon + 1, 1, 100000, &parts))) {
                        fprintf(stderr, "mock-cluster: bad --topic '%s'\n",
                                topics[i]);
                        exit_code = 2;
                        goto out;
                }
                memcpy(name, topics[i], nlen);
                name[nlen] = '\0';
                err        = rd_kafka_mock_topic_create(
                    mc, name, (int)parts, broker_cnt < 3 ? (int)broker_cnt : 3);
                if (err) {
                        fprintf(stderr,
                                "mock-cluster: create topic %s failed: %s\n",
                                name, rd_kafka_err2str(err));
                        exit_code = 1;
                        goto out;
                }
        }

        bootstraps = rd_kafka_mock_cluster_bootstraps(mc);
        printf("BOOTSTRAP=%s\n", bootstraps);
        fflush(stdout);
        if (bs_file && write_bootstrap_file(bs_file, bootstraps) != 0) {
                fprintf(stderr,
                        "mock-cluster: cannot write bootstrap file %s: %s\n",
                        bs_file, strerror(errno));
                exit_code = 1;
                goto out;
        }
        wrote_bs_file = bs_file != NULL;
        fprintf(stderr,
                "mock-cluster: %ld broker(s) listening on %s (librdkafka %s)\n",
                broker_cnt, bootstraps, rd_kafka_version_str());

        {
                struct pollfd pfd[2];
                int nfds = 1;
                char buf[4096];
                size_t used = 0;
                int running = 1;

                pfd[0].fd     = sfd;
                pfd[0].events = POLLIN;
                if (control_stdin) {
                        pfd[1].fd     = STDIN_FILENO;
                        pfd[1].events = POLLIN;
                        nfds          = 2;
                }

                while (running) {
                        int r = poll(pfd, nfds, -1);
                        if (r < 0) {
                                if (errno == EINTR)
                                        continue;
                                perror("mock-cluster: poll");
                                exit_code = 1;
                                break;
                        }
                        if (pfd[0].revents & POLLIN) {
                                struct signalfd_siginfo si;
                                if (read(sfd, &si, sizeof(si)) ==
                                    (ssize_t)sizeof(si))
                                        fprintf(stderr,
                                                "mock-cluster: signal %u, "
                                                "shutting down\n",
                                                si.ssi_signo);
                                break;
                        }
                        if (nfds == 2 &&
                            (pfd[1].revents & (POLLIN | POLLHUP | POLLERR))) {
                                ssize_t n = read(STDIN_FILENO, buf + used,
                                                 sizeof(buf) - 1 - used);
                                char *nl;
                                if (n < 0 && errno == EINTR)
                                        continue;
                                if (n <= 0) {
                                        fprintf(stderr,
                                                "mock-cluster: control stdin "
                                                "closed, shutting down\n");
                                        break;
                                }
                                used += (size_t)n;
                                buf[used] = '\0';
                                while ((nl = memchr(buf, '\n', used))) {
                                        size_t llen = (size_t)(nl - buf) + 1;
                                        *nl         = '\0';
                                        if (handle_command(mc, (int)broker_cnt,
                                                           buf))
                                                running = 0;
                                        memmove(buf, buf + llen, used - llen);
                                        used -= llen;
                                        buf[used] = '\0';
                                        if (!running)
                                                break;
                                }
                                if (used == sizeof(buf) - 1) {
                                        printf("ERR line too long\n");
                                        fflush(stdout);
                                        used = 0;
                                }
                        }
                }
        }

out:
        if (bs_file && wrote_bs_file)
                unlink(bs_file);
        rd_kafka_mock_cluster_destroy(mc);
        rd_kafka_destroy(rk);
        close(sfd);
        return exit_code;
}
