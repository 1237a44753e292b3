"""Starts wptserve (PyPI's wptserve, installed by `make setup` into .tools/wptserve) for a
web-platform-tests root, configured as upstream's tools/serve/serve.py configures it for
the test files framescope runs, and tells `framescope wpt` where it listens.

    python3 wpt/wptserve_launch.py --root DIR --state-dir DIR [--file URL_PATH=FILE]...

What it serves (https://web-platform-tests.org/writing-tests/server-features.html):

- every host of the WPT domains: web-platform.test, its www/www1/www2 subdomains and the
  two IDN ones (天気の良い日, élève), the same under the alternate host
  not-web-platform.test; `nonexistent.*` is a name that does not resolve;
- two HTTP and two HTTPS ports, each picked by the system when the server binds it (port
  0), so parallel runs cannot collide; the certificates are a test CA and a host
  certificate that wptserve's own sslutils make with the openssl binary, in --state-dir;
- Python handlers (`*.py`), `.asis` files, `.headers` files, `pipe=` and `.sub.`
  substitutions (wptserve's own handlers), a stash server for the handlers that keep
  state between requests;
- the pages wptserve's serve.py generates for `.any.js`, `.window.js` and `.worker.js`
  tests (the wrapper handlers below: framescope's own, as serve.py's are not part of the
  wptserve package);
- each --file URL_PATH=FILE: that file at that path, ahead of everything else (framescope's
  testharnessreport.js and testdriver-vendor.js, and the harness files the root lacks).

Not served: WebSockets (pywebsocket: the ws and wss ports substitute, but refuse
connections), HTTP/2 and WebTransport ports, the .well-known and /_certs/ routes of
serve.py.

When every server listens it prints one line to stdout, `ready ` and a JSON object (the
ports, the CA certificate's path). It exits, removing --state-dir, when its stdin reaches
its end (framescope holds the other end, so the server does not outlive it, however
framescope ends) or at SIGTERM (which Linux sends it when framescope ends, by
PR_SET_PDEATHSIG).
"""

import argparse
import ctypes
import json
import os
import shutil
import signal
import socket
import sys
import threading

from wptserve import handlers, server, stash
from wptserve.config import ConfigBuilder
from wptserve.logger import get_logger
from wptserve.request import Server

HOST = "web-platform.test"
ALT_HOST = "not-web-platform.test"
SUBDOMAINS = {"www", "www1", "www2", "天気の良い日", "élève"}
NOT_SUBDOMAINS = {"nonexistent"}
PR_SET_PDEATHSIG = 1


def die_with_parent():
    """Linux: this process gets SIGTERM when the one that started it ends (a second guard
    next to the stdin watch; the stash server's process has no stdin of ours)."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):
        pass


def parse_meta(text):
    """The `// META: key=value` lines at the top of a .js test (serve.py's reading)."""
    meta = []
    for line in text.splitlines():
        if not line.startswith("//"):
            if line.strip():
                break
            continue
        body = line[2:].strip()
        if not body.startswith("META:"):
            if body:
                break
            continue
        key, _, value = body[len("META:"):].strip().partition("=")
        meta.append((key.strip(), value.strip()))
    return meta


def html_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


GLOBAL_WINDOW = (
    "<script>\nself.GLOBAL = {\n  isWindow: function() { return true; },\n"
    "  isWorker: function() { return false; },\n  isShadowRealm: function() { return false; },\n};\n"
    "</script>\n"
)
GLOBAL_WORKER = (
    "self.GLOBAL = {\n  isWindow: function() { return false; },\n"
    "  isWorker: function() { return true; },\n  isShadowRealm: function() { return false; },\n};\n"
)
HARNESS = '<script src="/resources/testharness.js"></script>\n<script src="/resources/testharnessreport.js"></script>\n'


class GeneratedTest:
    """The page (or worker script) wptserve generates for a test written as JavaScript:
    URL_BASE + `suffix` comes from the file URL_BASE + `source_suffix`, with its META
    (title, timeout, scripts), and that file's headers files."""

    def __init__(self, root, suffix, source_suffix, kind):
        self.root = root
        self.suffix = suffix
        self.source_suffix = source_suffix
        self.kind = kind

    def __call__(self, request, response):
        url_path = request.url_parts.path
        source_url = url_path[: -len(self.suffix)] + self.source_suffix
        source = handlers.filesystem_path(self.root, request, "/")
        source = source[: -len(self.suffix)] + self.source_suffix
        try:
            with open(source, "rb") as f:
                text = f.read().decode("utf-8", "replace")
        except OSError:
            # No such test: a real file of the generated name, as serve.py falls back.
            return handlers.file_handler(request, response)
        meta = parse_meta(text)
        query = "?" + request.url_parts.query if request.url_parts.query else ""
        body, content_type = self.generate(source_url, meta, query)
        for name, value in handlers.load_headers(request, source):
            response.headers.append(name, value)
        if not any(name.lower() == b"content-type" for name, _ in response.headers):
            response.headers.set("Content-Type", content_type)
        response.content = body.encode("utf-8")

    def generate(self, source_url, meta, query):
        title = "".join("<title>%s</title>\n" % html_escape(v) for k, v in meta if k == "title")
        timeout = '<meta name="timeout" content="long">\n' if ("timeout", "long") in meta else ""
        scripts = [v for k, v in meta if k == "script"]
        head = "<!doctype html>\n<meta charset=utf-8>\n" + timeout + title
        worker_url = json.dumps(source_url[: -len(".js")] + ".worker.js" + query)
        if self.kind in ("any", "window"):
            tags = "".join('<script src="%s"></script>\n' % html_escape(s) for s in scripts)
            glob = GLOBAL_WINDOW if self.kind == "any" else ""
            page = head + glob + HARNESS + tags + '<div id=log></div>\n<script src="%s"></script>\n' % html_escape(source_url)
            return page, "text/html; charset=utf-8"
        if self.kind == "worker":
            start = "fetch_tests_from_worker(new Worker(%s));\n" % json.dumps(source_url + query)
        elif self.kind == "anyworker":
            start = "fetch_tests_from_worker(new Worker(%s));\n" % worker_url
        elif self.kind == "sharedworker":
            start = "fetch_tests_from_worker(new SharedWorker(%s));\n" % worker_url
        elif self.kind == "serviceworker":
            start = (
                "(async function() {\n  const scope = 'does/not/exist';\n"
                "  let reg = await navigator.serviceWorker.getRegistration(scope);\n"
                "  if (reg) await reg.unregister();\n"
                "  reg = await navigator.serviceWorker.register(%s, {scope});\n"
                "  fetch_tests_from_worker(reg.installing);\n})();\n" % worker_url
            )
        else:  # the worker script of an .any.js test
            imports = "".join("importScripts(%s);\n" % json.dumps(s) for s in scripts)
            script = GLOBAL_WORKER + 'importScripts("/resources/testharness.js");\n' + imports
            script += "importScripts(%s);\ndone();\n" % json.dumps(source_url)
            return script, "text/javascript; charset=utf-8"
        return head + HARNESS + "<div id=log></div>\n<script>\n" + start + "</script>\n", "text/html; charset=utf-8"


def routes(root, files):
    """serve.py's routes for what framescope runs; the first that matches a request wins."""
    table = []
    for url_path, path in files:
        with open(path, "rb") as f:
            data = f.read()
        table.append(("GET", url_path, handlers.StringHandler(data, handlers.guess_content_type(path))))
    for suffix, source_suffix, kind in [
        (".any.html", ".any.js", "any"),
        (".any.worker.html", ".any.js", "anyworker"),
        (".any.sharedworker.html", ".any.js", "sharedworker"),
        (".any.serviceworker.html", ".any.js", "serviceworker"),
        (".any.worker.js", ".any.js", "anyworkerjs"),
        (".window.html", ".window.js", "window"),
        (".worker.html", ".worker.js", "worker"),
    ]:
        table.append(("GET", "*" + suffix, GeneratedTest(root, suffix, source_suffix, kind)))
    table += [
        ("*", "*.py", handlers.PythonScriptHandler(root)),
        ("GET", "*.asis", handlers.AsIsHandler(root)),
        ("*", "*", handlers.FileHandler(root)),
    ]
    return table


def start_stash():
    """The stash the handlers share (wptserve's StashServer, its manager process dying
    with this one)."""
    manager = stash.StashManager(None, os.urandom(16))
    manager.start(initializer=die_with_parent)
    address = manager._address
    stash.store_env_config(address.decode() if isinstance(address, bytes) else address, manager._authkey)
    return manager


def configure(root, state_dir, ports):
    builder = ConfigBuilder(
        get_logger(),
        subdomains=SUBDOMAINS,
        not_subdomains=NOT_SUBDOMAINS,
        browser_host=HOST,
        alternate_hosts={"alt": ALT_HOST},
        doc_root=root,
        server_host="127.0.0.1",
        ports=ports,
        ssl={"type": "openssl", "openssl": {"base_path": state_dir, "force_regenerate": False}},
        logging={"level": "warning", "suppress_handler_traceback": False},
    )
    return builder.__enter__()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True)
    parser.add_argument("--state-dir", required=True, help="where the certificates go")
    parser.add_argument("--file", action="append", default=[], metavar="URL_PATH=FILE")
    args = parser.parse_args()
    die_with_parent()
    # Handlers import helper modules from the root: no __pycache__ is written into it.
    sys.dont_write_bytecode = True
    root = os.path.abspath(args.root)
    files = []
    for item in args.file:
        url_path, sep, path = item.partition("=")
        if not sep or not url_path.startswith("/"):
            parser.error("--file %r is not URL_PATH=FILE" % item)
        files.append((url_path, path))
    import logging

    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    # The certificates first (they name the hosts, not the ports).
    config = configure(root, args.state_dir, {"http": [0]})
    ssl = config.ssl_config
    table = routes(root, files)
    servers = []
    for use_ssl in (False, False, True, True):
        servers.append(
            server.WebTestHttpd(
                host="127.0.0.1",
                port=0,
                doc_root=root,
                routes=table,
                config=config,
                use_ssl=use_ssl,
                key_file=ssl["key_path"] if use_ssl else None,
                certificate=ssl["cert_path"] if use_ssl else None,
            )
        )
    # WebSockets are not served, but `{{ports[ws][0]}}` must still substitute: a port
    # bound and not listening (a connection to it is refused) for each.
    unserved = []
    for _ in range(2):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        unserved.append(sock)
    # Now the ports are known: the configuration the handlers and `.sub.` files read.
    ports = {
        "http": [s.port for s in servers[:2]],
        "https": [s.port for s in servers[2:]],
        "ws": [unserved[0].getsockname()[1]],
        "wss": [unserved[1].getsockname()[1]],
    }
    Server.config = configure(root, args.state_dir, ports)
    manager = start_stash()
    for s in servers:
        s.start()
    # framescope gone (the parent-death signal) or a user's SIGTERM: the same way out.
    def leave(*_):
        shutil.rmtree(args.state_dir, ignore_errors=True)
        os._exit(0)

    signal.signal(signal.SIGTERM, leave)
    ready = {"ports": ports, "ca_cert": os.path.abspath(ssl["ca_cert_path"]), "pid": os.getpid()}
    sys.stdout.write("ready " + json.dumps(ready) + "\n")
    sys.stdout.flush()
    # Until framescope closes our stdin (or ends, which closes it); then the certificates
    # and the log go too (framescope, if it still runs, removes them itself).
    while sys.stdin.buffer.read(65536):
        pass
    manager.shutdown()
    leave()


if __name__ == "__main__":
    main()
