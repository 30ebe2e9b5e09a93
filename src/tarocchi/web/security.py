"""What keeps other sites and floods out of the web app (issue 15), as one ASGI middleware.

* **Cross-site requests.** A state-changing request (any method but GET, HEAD, OPTIONS) is served only
  when it comes from the app's own origin: its ``Origin`` names this host (or an origin the server was
  told to accept); without ``Origin``, ``Sec-Fetch-Site`` must say ``same-origin``; with neither it is
  refused too, since every browser sends one of them and other programs can send ``Origin``. Its body
  must be declared ``application/json``, which no HTML form and no ``no-cors`` fetch can send. The
  origin rule is the OWASP "verifying origin with standard headers" defence; the content type is a
  second wall behind it.
* **Bodies are limited while they are read**: a declared ``Content-Length`` over the limit is refused
  before anything is read, and a chunked body is counted as it arrives and cut off at the limit.
* **Rate limits**: a token bucket per client address on ``/api/``, as the WebSockets have per connection
  (and per address and user for opening one to a table: :meth:`TableManager.admit
  <tarocchi.web.tables.TableManager.admit>`).
* **Hosts** (DNS rebinding): every request, page, API or WebSocket, must name in ``Host`` a host
  this server serves: the address it listens on, ``localhost`` and the loopback addresses, the hosts of
  the origins it was told to accept and any host it was told to answer to
  (``TAROCCHI_WEB_ALLOWED_HOSTS``, ``tarocchi serve --allow-host``); listening on every interface
  (``0.0.0.0``, ``::``) it also answers to any IP address. A page of another site whose name was made
  to point at this machine sends its own name in ``Host``: it gets a 400 (a WebSocket upgrade a 403),
  whatever its ``Origin``. (Since its Origin equals its Host, the origin check alone would let it in.)
  ``Host`` and ``Origin`` are parsed strictly (:func:`parse_authority`): ``127.0.0.1:8000@evil.example``
  names no host this server serves.
* **Headers**: a Content-Security-Policy without inline script, ``frame-ancestors 'none'``,
  ``nosniff``, a referrer policy, and ``no-store`` on API answers.
"""

from __future__ import annotations

import ipaddress
import json
import re
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

from starlette.requests import HTTPConnection

from tarocchi.web.refusals import Reason, Refused, reason

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
)


class BodyTooLarge(Refused):
    """A request body passed its limit while it was being read (HTTP 413)."""

    def __init__(self, limit: int) -> None:
        super().__init__("web_body_too_large", 413, limit=limit)
        self.limit = limit


def _default_port(scheme: str) -> int:
    return 443 if scheme in ("https", "wss") else 80


REG_NAME = re.compile(r"[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?")
"""A host name as a ``Host`` header or an origin writes it: ASCII labels of letters, digits, ``-`` and ``_``
between dots, an optional final dot (an IPv4 address is one too). Anything else a reg-name could hold
(``@``, ``%``, ``!``...) is refused: a browser never sends it."""


def canonical_host(name: str) -> str:
    """A host name to compare: lower case, without its final dot; an IP address written the usual way."""
    name = name.lower().rstrip(".")
    try:
        return str(ipaddress.ip_address(name))
    except ValueError:
        return name


def parse_authority(value: str | None) -> tuple[str, int | None] | None:
    """The host (:func:`canonical_host`, an IPv6 address without its brackets) and the port of a ``Host``
    header or an origin's authority, parsed strictly; ``None`` when it is not one.

    RFC 9110 §7.2 and RFC 3986 §3.2: ``uri-host [":" port]``, with no userinfo (``a@b``: the audit's
    ``127.0.0.1:8477@evil.example``, read as ``127.0.0.1`` by a loose split on ``:``, is refused), an IPv6
    address only in brackets and without a zone, a port of one to five digits up to 65535, nothing
    after it (no path, no second colon), ASCII only (a browser sends an international name as punycode).
    """
    if value is None:
        return None
    text = value.strip(" \t").lower()
    if not text or not text.isascii():
        return None
    if text.startswith("["):
        host, bracket, rest = text[1:].partition("]")
        if not bracket or "%" in host:
            return None
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            return None
    else:
        host, colon, port = text.partition(":")
        rest = colon + port
        if not REG_NAME.fullmatch(host):
            return None
    if not rest:
        return canonical_host(host), None
    digits = rest[1:]
    if rest[0] != ":" or not 1 <= len(digits) <= 5 or not digits.isdigit() or int(digits) > 65535:
        return None
    return canonical_host(host), int(digits)


def _endpoint(scheme: str, authority: str | None) -> tuple[str, str, int] | None:
    """``(scheme, host, port)`` of an authority, the scheme's default port written out (``a:80`` is ``a``
    over http), or ``None`` when the authority is malformed (:func:`parse_authority`)."""
    parsed = parse_authority(authority)
    if parsed is None:
        return None
    host, port = parsed
    return scheme, host, port if port is not None else _default_port(scheme)


LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")
WILDCARDS = ("", "0.0.0.0", "::")


def host_name(host: str) -> str:
    """A host the server is told of (its address, ``--allow-host``), without its port, as
    :func:`canonical_host` writes it; a bare IPv6 address is taken too (a request's ``Host`` is read
    strictly instead: :func:`parse_authority`)."""
    host = host.strip().lower()
    if host.startswith("["):
        return canonical_host(host[1:].partition("]")[0])
    if host.count(":") > 1:  # a bare IPv6 address
        return canonical_host(host)
    return canonical_host(host.partition(":")[0])


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class Hosts:
    """The hosts a server answers to (see the module docstring): ``bind`` is the address it listens
    on, ``allowed`` the hosts it was told of, ``origins`` the extra origins it accepts."""

    def __init__(self, bind: str = "127.0.0.1", allowed: tuple[str, ...] = (), origins: tuple[str, ...] = ()) -> None:
        names = {host_name(h) for h in (*LOCAL_HOSTS, *allowed)}
        names |= {host_name(urlsplit(o.strip()).netloc) for o in origins if urlsplit(o.strip()).netloc}
        self.any_ip = host_name(bind) in WILDCARDS
        if not self.any_ip:
            names.add(host_name(bind))
        self.names = frozenset(n for n in names if n)

    def refusal(self, host: str | None) -> Reason | None:
        """Why a request naming ``host`` is refused (coded), or ``None`` when this server serves it."""
        if not host:
            return reason("web_no_host")
        parsed = parse_authority(host)  # a malformed Host is a host this server does not serve
        if parsed is not None and (parsed[0] in self.names or (self.any_ip and _is_ip(parsed[0]))):
            return None
        return reason("web_unknown_host", host=repr(host.strip()[:80]))


def origin_refusal(
    origin: str | None, fetch_site: str | None, host: str | None, scheme: str, allowed: tuple[str, ...]
) -> Reason | None:
    """Why a request is not from the app's own origin (coded), or ``None`` when it is.

    ``origin`` is compared with the ``Host`` the browser addressed (a cross-site page cannot choose it),
    or with one of the ``allowed`` origins (a proxy in front of the server). ``Origin: null`` (a sandboxed
    frame, a ``data:`` page, some redirects) is never our page. An origin is read strictly (RFC 6454:
    ``scheme "://" host [":" port]``, the authority as :func:`parse_authority` reads it), so that
    ``http://127.0.0.1:8477@evil.example`` is another site's, not ours.
    """
    if origin is not None:
        origin = origin.strip()
        if origin in allowed:
            return None
        if origin.lower() == "null":
            return reason("web_origin_null")
        theirs_scheme, sep, authority = origin.partition("://")
        theirs_scheme = theirs_scheme.lower()
        own_scheme = "https" if scheme in ("https", "wss") else "http"
        theirs = _endpoint(theirs_scheme, authority) if sep and theirs_scheme in ("http", "https") else None
        if theirs is None or theirs != _endpoint(own_scheme, host):
            return reason("web_origin_cross_site", origin=origin[:80])
        return None
    if fetch_site is not None:
        if fetch_site.strip().lower() == "same-origin":
            return None
        return reason("web_fetch_site_cross", site=fetch_site[:20])
    return reason("web_no_origin")


def is_json(content_type: str | None) -> bool:
    """``application/json``, with or without parameters (``; charset=utf-8``), in any case."""
    if not content_type:
        return False
    return content_type.split(";", 1)[0].strip().lower() == "application/json"


class Bucket:
    """A token bucket: ``rate`` per second, up to ``burst``."""

    __slots__ = ("burst", "rate", "stamp", "tokens")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def allow(self, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Buckets:
    """Token buckets per client address, at most ``size`` of them (the stalest are dropped), timed by
    ``clock`` (monotonic seconds; a test may set its own)."""

    def __init__(
        self, rate: float, burst: float, size: int = 10_000, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate, self.burst, self.size = rate, burst, size
        self.clock = clock
        self._buckets: dict[str, Bucket] = {}

    def allow(self, key: str) -> bool:
        now = self.clock()
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self.size:
                stalest = sorted(self._buckets, key=lambda k: self._buckets[k].stamp)[: self.size // 2]
                for old in stalest:
                    del self._buckets[old]
            bucket = self._buckets[key] = Bucket(self.rate, self.burst)
            bucket.stamp = now
        return bucket.allow(now)

    def wait(self, key: str) -> float:
        """Seconds until ``key`` has a token again (0: it has one now); nothing is taken."""
        bucket = self._buckets.get(key)
        if bucket is None:
            return 0.0
        tokens = min(bucket.burst, bucket.tokens + (self.clock() - bucket.stamp) * bucket.rate)
        return 0.0 if tokens >= 1 else (1 - tokens) / bucket.rate


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers") or ():
        if key == name:
            return bytes(value).decode("latin-1")
    return None


def has_nul_in_url(scope: Scope) -> bool:
    """Whether the request's path or query holds a NUL character (``%00``): no id, login or name may
    (PostgreSQL cannot store one, SQLite can), so it is refused here, before any lookup (issue 15)."""
    query = bytes(scope.get("query_string") or b"").lower()
    return "\x00" in scope.get("path", "") or b"%00" in query or b"\x00" in query


def _lang(scope: Scope) -> str:
    """The language the request asks for (:func:`tarocchi.web.strings.lang_of`)."""
    from tarocchi.web import strings

    return strings.lang_of(HTTPConnection(scope))


async def _refuse_nul(scope: Scope, receive: Receive, send: Send) -> None:
    """Answer a URL with a NUL character: HTTP 400, or a WebSocket accepted, told why and closed (1008)."""
    refusal = Refused("web_nul_character")
    if scope["type"] == "http":
        await _refuse(send, scope, refusal)
        return
    body = refusal.json(_lang(scope))
    await receive()  # the upgrade request
    await send({"type": "websocket.accept"})
    message = {"type": "error", "reason": str(refusal), "closed": True, **body}
    await send({"type": "websocket.send", "text": json.dumps(message)})
    await send({"type": "websocket.close", "code": 1008})


async def _refuse(send: Send, scope: Scope, refusal: Refused, extra: tuple[tuple[bytes, bytes], ...] = ()) -> None:
    """Answer with the refusal: ``{"detail", "code", "params"}``, ``detail`` in the request's language."""
    await _answer(send, refusal.status, refusal.json(_lang(scope)), extra)


async def _answer(send: Send, status: int, body: dict[str, Any], extra: tuple[tuple[bytes, bytes], ...] = ()) -> None:
    body_bytes = json.dumps(body).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body_bytes)).encode()),
        (b"connection", b"close"),
        *extra,
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body_bytes})


class Guard:
    """The middleware: origin and content-type checks, body limit, rate limit, security headers."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        hosts: Hosts | None = None,
        allowed_origins: tuple[str, ...] = (),
        max_body: int = 1_000_000,
        rate: float = 20.0,
        burst: float = 200.0,
        buckets: Buckets | None = None,
        hsts: bool = False,
    ) -> None:
        self.app = app
        self.hosts = hosts or Hosts(origins=allowed_origins)
        self.allowed = allowed_origins
        self.max_body = max_body
        self.buckets = buckets if buckets is not None else Buckets(rate, burst)
        hsts_header = ((b"strict-transport-security", b"max-age=31536000"),) if hsts else ()
        self.headers = SECURITY_HEADERS + hsts_header

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and self.hosts.refusal(_header(scope, b"host")) is not None:
            await receive()  # the upgrade request; a close before the accept answers it with a 403
            await send({"type": "websocket.close", "code": 1008})
            return
        if scope["type"] in ("http", "websocket") and has_nul_in_url(scope):
            await _refuse_nul(scope, receive, send)
            return
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        api = path.startswith("/api/")
        extra = self.headers + (((b"cache-control", b"no-store"),) if api else ())
        started = False

        async def send_with_headers(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                names = {k.lower() for k, _ in message.get("headers", [])}
                message["headers"] = list(message.get("headers", [])) + [h for h in extra if h[0] not in names]
            await send(message)

        wrong_host = self.hosts.refusal(_header(scope, b"host"))
        if wrong_host is not None:
            await _refuse(send_with_headers, scope, Refused.of(wrong_host, 400))
            return
        client = scope.get("client")
        if api and not self.buckets.allow(client[0] if client else "?"):
            await _refuse(send_with_headers, scope, Refused("web_too_many_requests", 429), ((b"retry-after", b"1"),))
            return
        method = scope.get("method", "GET")
        if method not in SAFE_METHODS:
            refusal = origin_refusal(
                _header(scope, b"origin"),
                _header(scope, b"sec-fetch-site"),
                _header(scope, b"host"),
                scope.get("scheme", "http"),
                self.allowed,
            )
            if refusal is not None:
                await _refuse(send_with_headers, scope, Refused.of(refusal, 403))
                return
            if not is_json(_header(scope, b"content-type")):
                await _refuse(send_with_headers, scope, Refused("web_json_content_type", 415))
                return
            declared = _header(scope, b"content-length")
            if declared is not None:
                if not declared.strip().isdigit():
                    await _refuse(send_with_headers, scope, Refused("web_bad_content_length"))
                    return
                if int(declared) > self.max_body:
                    await _refuse(send_with_headers, scope, BodyTooLarge(self.max_body))
                    return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body:
                    raise BodyTooLarge(self.max_body)
            return message

        try:
            await self.app(scope, counted, send_with_headers)
        except BodyTooLarge as exc:
            if started:
                raise
            await _refuse(send_with_headers, scope, exc)


async def read_body(receive_stream: Any, limit: int) -> bytes:
    """The request body, refused with :class:`BodyTooLarge` as soon as it passes ``limit`` bytes."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in receive_stream:
        size += len(chunk)
        if size > limit:
            raise BodyTooLarge(limit)
        chunks.append(chunk)
    return b"".join(chunks)
