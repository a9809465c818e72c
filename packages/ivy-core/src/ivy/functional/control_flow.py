"""Control flow a compiler keeps: branches and loops over nests of arrays, on every backend.

``cond``, ``switch``, ``while_loop``, ``fori_loop``, ``scan`` and ``associative_scan`` follow
``jax.lax``'s semantics (JAX is the reference). Each backend runs them on its framework's own
structured primitives where it has them, so that under a compiler a loop stays one loop (not
thousands of unrolled copies of its body):

==============  ===============  ===================  ==============================  ===========
function        JAX              TensorFlow           PyTorch                         NumPy/MXNet
==============  ===============  ===================  ==============================  ===========
cond            ``lax.cond``     ``tf.cond``          ``torch.cond`` when compiling   Python
switch          ``lax.switch``   ``tf.switch_case``   nested ``torch.cond`` compiled  Python
while_loop      ``lax.while``    ``tf.while_loop``    ``while_loop`` op compiled      Python
fori_loop       ``lax.fori``     ``tf.while_loop``    ``while_loop`` op compiled      Python
scan            ``lax.scan``     ``tf.while_loop``    ``scan`` op compiled (no grad)  Python
assoc. scan     ``lax.assoc.``   log-depth composition of ``func`` on slices, every backend
==============  ===============  ===================  ==============================  ===========

PyTorch runs eager code as Python loops (what an eager PyTorch user writes); inside
``torch.compile`` it uses the higher-order operators of torch 2.13 (``torch.cond``,
``torch._higher_order_ops.while_loop`` / ``scan``). Its compiled ``scan`` cannot yet be
differentiated (inductor refuses the backward graph), so a compiled ``scan`` whose inputs
require gradients runs as a Python loop (unrolled by Dynamo), said in the docstring.

Carries, operands and outputs are nests (dict / list / tuple / ``ivy.Container``) of arrays;
Python numbers in a carry become 0-d arrays of Ivy's default dtypes. Every step's carry must
keep the initial structure, shapes and dtypes (as under ``jax.jit``); a step that changes them
raises ``IvyValueError`` on every backend, compiled or not.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as _np

from .. import _backend, _nest
from ..errors import IvyValueError
from ..types import Array
from ._transform_common import backend_of, kernels

_SCALARS = (_np.generic,)  # NumPy's operations on 0-d arrays give NumPy scalars

__all__ = ["associative_scan", "cond", "fori_loop", "scan", "switch", "while_loop"]


# --- the public functions (alphabetical) -----------------------------------------------------
def associative_scan(fn: Callable[[Any, Any], Any], elems: Any, reverse: bool = False,
                     axis: int = 0) -> Any:
    """All prefix combinations ``fn(... fn(fn(e[0], e[1]), e[2]) ..., e[i])`` along ``axis``.

    ``fn`` must be associative and work on slices (it is called on many elements at once), as
    for ``jax.lax.associative_scan``. JAX uses ``lax.associative_scan``; the other backends
    compose ``fn`` on shifted slices (Hillis-Steele: ``ceil(log2(n))`` calls of ``fn``, so a
    compiled program has that many copies of it, not ``n``).

    Args:
        fn: ``fn(a, b)`` combining two nests shaped like ``elems`` (same length along ``axis``).
        elems: an array ``[..., n, ...]`` or a nest of them, all of length ``n`` along ``axis``.
        reverse: combine from the end (JAX's rule: ``elems`` flipped along ``axis``, scanned,
            the result flipped back: ``out[i] = fn(... fn(e[n-1], e[n-2]) ..., e[i])``).
        axis: the scanned axis.

    Returns:
        A nest like ``elems`` with the cumulative combinations.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.associative_scan(ivy.add, np.arange(1, 6)).tolist()
        [1, 3, 6, 10, 15]
    """
    fname = "associative_scan"
    _check_callable(fn, fname, "fn")
    leaves, tree = _nest.flatten(elems)
    if not leaves:
        raise IvyValueError("ivy.associative_scan: elems holds no arrays")
    b = backend_of(leaves, fname)
    xp = b.xp
    leaves = _as_arrays(xp, leaves)
    axes = [_axis(x, axis, fname) for x in leaves]
    sizes = {int(x.shape[a]) for x, a in zip(leaves, axes)}
    if len(sizes) > 1:
        raise IvyValueError(f"ivy.associative_scan: the arrays of elems have lengths {sorted(sizes)} "
                            f"along axis {axis}; they must all have the same length")
    k = kernels(b, "control_flow")

    def combine(a, c):
        out = fn(tree.unflatten(a), tree.unflatten(c))
        got, got_tree = _nest.flatten(out)
        if not _nest.same(got_tree, tree):
            raise IvyValueError(f"ivy.associative_scan: fn returned {_kind(out)}, elems is "
                                f"{_kind(elems)}; fn must return elems' structure")
        return got

    native = getattr(k, "associative_scan", None)
    if native is not None:
        return tree.unflatten(native(combine, leaves, reverse, axis))
    return tree.unflatten(_hillis_steele(xp, combine, leaves, bool(reverse), axes))


def cond(pred: Any, true_fn: Callable[..., Any], false_fn: Callable[..., Any], *operands: Any) -> Any:
    """``true_fn(*operands)`` if ``pred`` else ``false_fn(*operands)``, as one compiled branch.

    Under ``jax.jit``, ``tf.function`` and ``torch.compile`` the predicate may be a traced value:
    both branches are compiled into the program and one runs. A Python ``bool`` predicate just
    picks the branch.

    Args:
        pred: a Python bool, or a 0-d boolean (or numeric: nonzero is true) array.
        true_fn: called with ``*operands`` when ``pred`` holds; returns a nest of arrays.
        false_fn: the other branch; must return the same structure, shapes and dtypes.
        *operands: nests of arrays passed to the branch.

    Returns:
        The chosen branch's result.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.cond(np.array(True), lambda x: x + 1, lambda x: x - 1, np.array([1.0, 2.0])).tolist()
        [2.0, 3.0]
    """
    fname = "cond"
    _check_callable(true_fn, fname, "true_fn")
    _check_callable(false_fn, fname, "false_fn")
    if isinstance(pred, bool):
        return (true_fn if pred else false_fn)(*operands)
    leaves, _ = _nest.flatten(operands)
    b = backend_of([pred, *leaves], fname)
    pred = _predicate(b, pred, fname, "pred")
    true_branch, false_branch = _branches([true_fn, false_fn], operands)
    return kernels(b, "control_flow").cond(pred, true_branch, false_branch)


def fori_loop(lower: int | Array, upper: int | Array, body_fun: Callable[[Any, Any], Any],
              init_val: Any) -> Any:
    """``val = body_fun(i, val)`` for ``i`` from ``lower`` to ``upper - 1``, as one compiled loop.

    With Python ``int`` bounds the trip count is static: JAX compiles a ``scan`` and TensorFlow a
    ``while_loop`` with ``maximum_iterations``, both differentiable in reverse mode; traced bounds
    make a ``while_loop`` (JAX cannot differentiate that in reverse mode).

    Args:
        lower: first index, a Python int or 0-d integer array.
        upper: one past the last index.
        body_fun: ``body_fun(i, val) -> val``; ``i`` is a 0-d integer array (cast it before
            mixing it with floats: ``ivy.astype(i, x.dtype)``).
        init_val: the initial carry, a nest of arrays.

    Returns:
        The final carry (``init_val`` when ``upper <= lower``).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.fori_loop(0, 5, lambda i, x: x * 2.0, np.array([1.0])).tolist()
        [32.0]
    """
    fname = "fori_loop"
    _check_callable(body_fun, fname, "body_fun")
    leaves, tree = _nest.flatten(init_val)
    b = backend_of([lower, upper, *leaves], fname)
    leaves = _as_arrays(b.xp, leaves)
    for what, v in (("lower", lower), ("upper", upper)):
        if not isinstance(v, int) and not (_backend._owner(type(v)) and v.ndim == 0):
            raise IvyValueError(f"ivy.fori_loop: {what} must be a Python int or a 0-d integer "
                                f"array, got {_describe(v)}")
    step = _carry_fn(b.xp, body_fun, tree, leaves, fname, "body_fun", index=True)
    return tree.unflatten(kernels(b, "control_flow").fori_loop(b.xp, lower, upper, step, leaves))


def scan(f: Callable[[Any, Any], tuple[Any, Any]], init: Any, xs: Any = None, length: int | None = None,
         reverse: bool = False) -> tuple[Any, Any]:
    """Loop ``carry, y = f(carry, x)`` over the leading axis of ``xs``, stacking the ``y``.

    The semantics of ``jax.lax.scan``: ``xs`` is a nest of arrays sharing their leading length
    ``n`` (or ``None`` with ``length=n``); step ``i`` gets the slices ``x[i]``; the outputs
    ``y`` (a nest of arrays, or ``None``) come back stacked along a new leading axis ``[n, ...]``.

    PyTorch: a compiled ``scan`` is ``torch._higher_order_ops.scan``, except when an input
    requires gradients (that operator's backward does not compile in torch 2.13): the loop then
    runs unrolled.

    Args:
        f: ``f(carry, x) -> (carry, y)``; the carry keeps its structure, shapes and dtypes.
        init: the initial carry (a nest of arrays).
        xs: a nest of arrays ``[n, ...]`` scanned over, or ``None``.
        length: ``n`` when ``xs`` is ``None`` (else it must equal the arrays' length).
        reverse: run from ``i = n - 1`` down to 0 (the ``y`` still stacked in index order).

    Returns:
        ``(carry, ys)``: the final carry and the stacked outputs.

    Example:
        >>> import ivy, numpy as np
        >>> carry, ys = ivy.scan(lambda c, x: (c + x, c * x), np.array(0.0), np.arange(1.0, 4.0))
        >>> float(carry), ys.tolist()
        (6.0, [0.0, 2.0, 9.0])
    """
    fname = "scan"
    _check_callable(f, fname, "f")
    cleaves, ctree = _nest.flatten(init)
    xleaves, xtree = _nest.flatten(xs)
    b = backend_of([*cleaves, *xleaves], fname)
    xp = b.xp
    cleaves, xleaves = _as_arrays(xp, cleaves), _as_arrays(xp, xleaves)
    n = _scan_length(xleaves, length, fname)

    def step(carry, x):
        out = f(ctree.unflatten(carry), xtree.unflatten(x) if xleaves else None)
        if not isinstance(out, tuple) or len(out) != 2:
            raise IvyValueError(f"ivy.scan: f must return a pair (carry, y), got {_kind(out)}")
        return _check_carry(xp, out[0], ctree, cleaves, fname, "f's carry"), out[1]

    def y_like():  # a zero-length scan: f run once on zeros, for the shapes of y
        zeros = [xp.zeros(tuple(x.shape[1:]), dtype=x.dtype) for x in xleaves]
        return step(cleaves, zeros)[1]

    carry, ys = kernels(b, "control_flow").scan(xp, f=step, init=cleaves, xs=xleaves, length=n,
                                                reverse=bool(reverse), y_like=y_like)
    return ctree.unflatten(carry), ys


def switch(index: int | Array, branches: Sequence[Callable[..., Any]], *operands: Any) -> Any:
    """``branches[index](*operands)``, as one compiled multi-way branch.

    As in ``jax.lax.switch``, an out-of-range index is clamped to ``[0, len(branches) - 1]``.

    Args:
        index: a Python int or a 0-d integer array.
        branches: a non-empty sequence of functions of ``*operands``, each returning the same
            structure, shapes and dtypes.
        *operands: nests of arrays passed to the branch.

    Returns:
        The chosen branch's result.

    Example:
        >>> import ivy, numpy as np
        >>> fs = [lambda x: x + 1, lambda x: x * 10, lambda x: -x]
        >>> ivy.switch(np.array(1), fs, np.array([2.0])).tolist()
        [20.0]
    """
    fname = "switch"
    if not isinstance(branches, (list, tuple)) or not branches:
        raise IvyValueError(f"ivy.switch: branches must be a non-empty list of functions, got "
                            f"{_describe(branches)}")
    for i, fn in enumerate(branches):
        _check_callable(fn, fname, f"branches[{i}]")
    if isinstance(index, int) and not isinstance(index, bool):
        return branches[min(max(index, 0), len(branches) - 1)](*operands)
    leaves, _ = _nest.flatten(operands)
    b = backend_of([index, *leaves], fname)
    index = _index(b, index, fname)
    return kernels(b, "control_flow").switch(index, _branches(branches, operands))


def while_loop(cond_fun: Callable[[Any], Any], body_fun: Callable[[Any], Any], init_val: Any) -> Any:
    """``val = body_fun(val)`` while ``cond_fun(val)``, as one compiled loop.

    Reverse-mode gradients through a loop of unknown trip count: TensorFlow, PyTorch and MXNet
    record the iterations and differentiate them; JAX cannot (``jax.lax.while_loop``), and
    ``ivy.grad`` there raises ``IvyUnsupportedError`` suggesting ``ivy.fori_loop`` or
    ``ivy.scan`` with a fixed trip count. Forward mode (``ivy.jvp``) works everywhere.

    Args:
        cond_fun: ``cond_fun(val)`` returns a 0-d boolean array (or Python bool).
        body_fun: ``body_fun(val) -> val`` keeping its structure, shapes and dtypes.
        init_val: the initial carry, a nest of arrays.

    Returns:
        The first carry for which ``cond_fun`` is false.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.while_loop(lambda x: x < 100, lambda x: x * 3, np.array(1)).tolist()
        243
    """
    fname = "while_loop"
    _check_callable(cond_fun, fname, "cond_fun")
    _check_callable(body_fun, fname, "body_fun")
    leaves, tree = _nest.flatten(init_val)
    b = backend_of(leaves, fname)
    xp = b.xp
    leaves = _as_arrays(xp, leaves)

    def test(val):
        return _predicate(b, cond_fun(tree.unflatten(val)), fname, "cond_fun's result")

    body = _carry_fn(xp, body_fun, tree, leaves, fname, "body_fun")
    return tree.unflatten(kernels(b, "control_flow").while_loop(test, body, leaves))


# --- helpers ---------------------------------------------------------------------------------
def _check_callable(fn, fname, what):
    if not callable(fn):
        raise IvyValueError(f"ivy.{fname}: {what} must be callable, got {_describe(fn)}")


def _describe(x):
    t = type(x)
    shape = getattr(x, "shape", None)
    what = t.__name__ if t.__module__ == "builtins" else f"{t.__module__}.{t.__qualname__}"
    return what if shape is None else f"{what} of shape {tuple(shape)}"


def _kind(obj):
    """A short description of a nest's structure for error messages."""
    if isinstance(obj, dict):
        return f"a {type(obj).__name__} with keys {sorted(map(str, obj))}"
    if isinstance(obj, (list, tuple)):
        return f"a {type(obj).__name__} of {len(obj)}"
    return "None" if obj is None else _describe(obj)


def _as_arrays(xp, leaves):
    """Python / NumPy scalars among ``leaves`` as 0-d arrays of the backend (Ivy's default
    dtypes): a loop's carry is arrays only, as under ``jax.lax``."""
    out = None
    for i, x in enumerate(leaves):
        if _backend._owner(type(x)) is None:
            if out is None:
                out = list(leaves)
            out[i] = xp.asarray(x)
    return leaves if out is None else out


def _predicate(b, pred, fname, what):
    """``pred`` as the backend's 0-d array (a Python bool made one)."""
    if isinstance(pred, bool):
        return b.xp.asarray(pred)
    shape = getattr(pred, "shape", None)
    if shape is None or not hasattr(pred, "dtype"):  # (NumPy's comparisons give np.bool_)
        raise IvyValueError(f"ivy.{fname}: {what} must be a Python bool or a 0-d array, got "
                            f"{_describe(pred)}")
    if tuple(shape) != ():
        raise IvyValueError(f"ivy.{fname}: {what} must be 0-d (one truth value), got shape "
                            f"{tuple(shape)}; reduce it first (ivy.all / ivy.any)")
    return pred


def _index(b, index, fname):
    shape = getattr(index, "shape", None)
    if shape is None or not hasattr(index, "dtype") or tuple(shape) != ():
        raise IvyValueError(f"ivy.{fname}: index must be a Python int or a 0-d integer array, "
                            f"got {_describe(index)}")
    return index


def _branches(fns, operands):
    """Each branch as a function of nothing (its operands bound)."""
    return [lambda fn=fn: fn(*operands) for fn in fns]


def _carry_fn(xp, fn, tree, init, fname, what, index=False):
    """``fn`` of a nest as a function of leaf lists, checking that it keeps the carry's
    structure, shapes and dtypes."""

    if index:
        def step(i, val):
            return _check_carry(xp, fn(i, tree.unflatten(val)), tree, init, fname, what)
    else:
        def step(val):
            return _check_carry(xp, fn(tree.unflatten(val)), tree, init, fname, what)

    return step


def _check_carry(xp, new, tree, ref, fname, what):
    """The leaves of ``new``, which must have the structure ``tree`` and the shapes and dtypes
    of ``ref`` (a leaf list); a Python number becomes a 0-d array of its place's dtype."""
    leaves, got = _nest.flatten(new)
    if not _nest.same(got, tree):
        raise IvyValueError(f"ivy.{fname}: {what} returned {_kind(new)} ({len(leaves)} arrays) "
                            f"where the carry has {tree.count} arrays in another structure; it "
                            f"must keep the initial carry's structure")
    for i, (x, r) in enumerate(zip(leaves, ref)):
        if _backend._owner(type(x)) is None and isinstance(x, (bool, int, float, *_SCALARS)):
            leaves = list(leaves)
            leaves[i] = x = xp.asarray(x, dtype=r.dtype)
        shape = getattr(x, "shape", None)
        if shape is None or tuple(shape) != tuple(r.shape) or x.dtype != r.dtype:
            got_what = (_describe(x) if shape is None
                        else f"shape {tuple(shape)} {getattr(x, 'dtype', '')}")
            raise IvyValueError(
                f"ivy.{fname}: {what} changed carry array {i} from shape {tuple(r.shape)} "
                f"{r.dtype} to {got_what}; a loop's carry keeps its shapes and dtypes (cast "
                f"with ivy.astype)")
    return leaves


def _scan_length(xs, length, fname):
    lengths = set()
    for x in xs:
        if not getattr(x, "shape", ()):
            raise IvyValueError(f"ivy.{fname}: xs must be arrays with a leading axis to scan "
                                f"over, got {_describe(x)}")
        lengths.add(int(x.shape[0]))
    if len(lengths) > 1:
        raise IvyValueError(f"ivy.{fname}: the arrays of xs have leading lengths "
                            f"{sorted(lengths)}; they must all be the same")
    if lengths:
        n = lengths.pop()
        if length is not None and int(length) != n:
            raise IvyValueError(f"ivy.{fname}: length={length} but xs has length {n}")
        return n
    if length is None:
        raise IvyValueError(f"ivy.{fname}: give xs or length (the number of steps)")
    if int(length) < 0:
        raise IvyValueError(f"ivy.{fname}: length must be >= 0, got {length}")
    return int(length)


def _axis(x, axis, fname):
    ndim = len(x.shape)
    if not -ndim <= axis < ndim:
        raise IvyValueError(f"ivy.{fname}: axis {axis} is out of range for an array of "
                            f"{ndim} dimensions")
    return axis % ndim


def _hillis_steele(xp, combine, leaves, reverse, axes):
    """Inclusive scan in ``ceil(log2(n))`` rounds: round ``r`` combines each element with the
    one ``2**r`` before it (a log-depth program for compilers, ``O(n log n)`` work). ``axes``:
    the scanned axis of each leaf."""
    n = int(leaves[0].shape[axes[0]])
    if reverse:
        leaves = [xp.flip(x, axis=a) for x, a in zip(leaves, axes)]
    offset = 1
    while offset < n:
        head = [_slice(x, a, 0, offset) for x, a in zip(leaves, axes)]
        done = combine([_slice(x, a, 0, n - offset) for x, a in zip(leaves, axes)],
                       [_slice(x, a, offset, n) for x, a in zip(leaves, axes)])
        leaves = [xp.concat([h, d], axis=a) for h, d, a in zip(head, done, axes)]
        offset *= 2
    if reverse:
        leaves = [xp.flip(x, axis=a) for x, a in zip(leaves, axes)]
    return leaves


def _slice(x, axis, start, stop):
    return x[(slice(None),) * axis + (slice(start, stop),)]
