"""Argument checks cached per call signature: shapes, dtypes and plain Python options.

The parsers of the convolution, pooling and gather/scatter arguments (``spatial.py``,
``backends/_scatter_gather.py``) are pure functions of the arrays' shapes and dtypes and of the
other arguments. Their result for one key is computed (and checked) once; later calls with the
same key reuse it, so the check at the public edge costs one key and one dict lookup.

Keys are type-strict: ``2``, ``2.0`` and ``True`` are equal in Python but not to a parser (an int
is accepted where a float or a bool is refused), so every value that is not an exact ``int``,
``str`` or None carries its type (tuples and lists their contents', as read at the call). Values of
any other type (arrays, NumPy ints) make the call uncacheable: it is parsed every time, exactly
as without the cache. Parsers raise for bad
arguments, and nothing is stored then, so every bad call still raises its error.
"""

from __future__ import annotations

_MAX_ENTRIES = 512
_TAGGED = frozenset({bool, float})


class Uncacheable(Exception):
    """A value without a type-strict key (the call is parsed uncached)."""


def key(v):
    """A hashable, type-strict stand-in for a plain option value (raises Uncacheable)."""
    t = type(v)
    if t is int or t is str or v is None:
        return v
    if t is tuple or t is list:
        return (t, *map(key, v))
    if t in _TAGGED:
        return (t, v)
    raise Uncacheable


def options(*values):
    """The type-strict key of several option values (raises Uncacheable)."""
    out = []
    for v in values:
        t = type(v)
        if t is int or t is str or v is None:
            out.append(v)
        else:
            out.append(key(v))
    return tuple(out)


class Cache(dict):
    """A bounded dict of parsed arguments (cleared when full: the keys of a program are few)."""

    __slots__ = ()

    def put(self, k, value):
        if len(self) >= _MAX_ENTRIES:
            self.clear()
        self[k] = value
        return value


def memoize(maxsize=256):
    """Decorator caching a pure function of positional, hashable arguments in a dict (emptied when
    it holds ``maxsize`` results; a None result is not kept).

    ``functools.lru_cache`` would do, but torch.compile's Dynamo warns about every ``lru_cache``
    wrapper it meets while tracing (and traces the wrapped function anyway); this dict look-up it
    traces silently, at no more cost per call.

    Example:
        >>> @memoize(maxsize=2)
        ... def square(n):
        ...     return n * n
        >>> square(3), square(3)
        (9, 9)
    """

    def decorate(fn):
        memo = {}
        get = memo.get

        def cached(*args):
            r = get(args)
            if r is None:
                r = fn(*args)
                if len(memo) >= maxsize:
                    memo.clear()
                memo[args] = r
            return r

        cached.__name__, cached.__qualname__ = fn.__name__, fn.__qualname__
        cached.__doc__, cached.__wrapped__ = fn.__doc__, fn
        return cached

    return decorate
