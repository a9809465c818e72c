"""Gradients and variables (Ivy's own): automatic differentiation on every backend that has it.

PyTorch (``torch.autograd``), JAX (``jax.value_and_grad``, ``jax.vjp``, ``jax.jvp``,
``jax.jacrev``), TensorFlow (``tf.GradientTape``, ``tf.autodiff.ForwardAccumulator``) and MXNet
(``mxnet.autograd``) compute the gradients; NumPy has no automatic differentiation, and every
gradient function raises ``IvyUnsupportedError`` there.

Functional by design: ``func`` is a function of ``xs`` (an array, or a dict / list / tuple /
``ivy.Container`` of arrays, nested to any depth) and the gradients come back with ``xs``'s
structure, so the same training code runs on JAX. The arrays are differentiated as values: the
result of an outermost call belongs to no graph (PyTorch tensors come back detached).

Higher orders: a gradient function called inside a function that another gradient function is
differentiating keeps its graph (PyTorch's ``create_graph``, nested tapes on TensorFlow, nested
transforms on JAX), so ``ivy.grad(ivy.grad(f))`` and Hessian-vector products work. MXNet 1.9 has
second-order gradients only for a handful of elementwise operators (not for sums or products), so
a nested call on MXNet raises ``IvyUnsupportedError``; MXNet's ``jvp`` is computed from one
backward pass per output element (it has no forward mode).

``execute_with_gradients``, ``grad``, ``value_and_grad``, ``jac``, ``vjp`` and ``jvp`` take
functions rather than arrays: the backend is the one in force (``ivy.use`` / ``ivy.set_backend``),
else the one of the first array in ``xs``.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Sequence
from typing import Any

from .. import _backend, _nest
from .. import dtypes as _dt
from .._rules import float_input as _float_input
from .._rules.gradients import _depth
from ..errors import IvyBackendMismatchError, IvyDtypeError, IvyUnsupportedError, IvyValueError
from ._api import api

__all__ = ["execute_with_gradients", "grad", "jac", "jvp", "value_and_grad", "vjp"]


_KERNELS: dict = {}
_NO_AUTODIFF: dict = {}  # backend name -> why it has no autodiff (None: it has)
# what _check_array accepted before (array types per backend, native floating dtypes): the
# checks of later calls are a set lookup per array
_ok_types: dict = {}
_FLOATING: set = set()


# --- the public functions (alphabetical) ----------------------------------------------------------
def execute_with_gradients(func: Callable[..., Any], xs: Any, /, *, has_aux: bool = False) -> tuple[Any, ...]:
    """The value of ``func(xs)`` and its gradient with respect to ``xs``.

    ``func`` may return a tuple ``(loss, *aux)`` (the Ivy paper's form): the auxiliary outputs
    are passed through, flattened after the gradients, ``(value, grads, *aux)``.

    Args:
        func: ``func(xs)`` returns a 0-d floating array (a loss), or a tuple ``(loss, *aux)``;
            with ``has_aux`` exactly a pair ``(loss, aux)``.
        xs: a floating array, or a dict / list / tuple / ``ivy.Container`` of them (nested).
        has_aux: ``func`` returns ``(loss, aux)``; ``aux`` is passed through as one object.

    Returns:
        ``(value, grads)`` for a single loss, ``(value, grads, *aux)`` for a tuple
        ``(loss, *aux)``, ``(value, grads, aux)`` with ``has_aux``: ``value`` the 0-d loss,
        ``grads`` the gradients in ``xs``'s structure (each like its array; zeros where the loss
        does not depend on it).

    Raises:
        IvyUnsupportedError: NumPy (no autodiff); a nested call on MXNet.
        IvyValueError: ``func`` does not return a 0-d array (or a pair with ``has_aux``).
        IvyDtypeError: an array of ``xs`` is not floating.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.execute_with_gradients(lambda x: (ivy.sum(x * x), x + 1), np.ones(2))
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.execute_with_gradients is not supported on the 'numpy' ...
    """
    if has_aux:
        return _value_and_grads(func, xs, True, "execute_with_gradients")
    value, grads, aux = _value_and_grads(func, xs, None, "execute_with_gradients")
    return (value, grads) if aux is None else (value, grads, *aux)


def grad(func: Callable[..., Any], argnums: int | Sequence[int] = 0,
         has_aux: bool = False) -> Callable[..., Any]:
    """A function computing the gradient of ``func`` with respect to argument ``argnums``.

    Args:
        func: returns a 0-d floating array (or ``(loss, aux)`` with ``has_aux``).
        argnums: index of the argument to differentiate (an array or nested structure of arrays),
            or a tuple of indices (the gradients then come as a tuple).
        has_aux: ``func`` returns ``(loss, aux)``; the new function returns ``(grads, aux)``.

    Returns:
        ``g(*args, **kwargs)`` returning the gradients, shaped like the differentiated argument.
        Nest it for higher orders: ``ivy.grad(ivy.grad(f))``.

    Example:
        >>> import ivy, numpy as np
        >>> df = ivy.grad(lambda x: ivy.sum(x ** 3))
        >>> df(np.ones(2))  # NumPy has no automatic differentiation
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.grad is not supported on the 'numpy' backend: ...
    """
    _check_callable(func, "grad")

    def grad_fn(*args, **kwargs):
        xs, f = _select(func, args, kwargs, argnums, "grad")
        _, grads, aux = _value_and_grads(f, xs, has_aux, "grad")
        return (grads, aux) if has_aux else grads

    return grad_fn


def jac(func: Callable[..., Any], argnums: int | Sequence[int] = 0) -> Callable[..., Any]:
    """A function computing the Jacobian of ``func`` with respect to argument ``argnums``.

    Args:
        func: returns one floating array ``[*O]``.
        argnums: index of the argument to differentiate (an array ``[*I]`` or a nested structure
            of arrays).

    Returns:
        ``j(*args, **kwargs)`` returning ``d func / d x`` of shape ``[*O, *I]`` (for a structure:
        the same structure, each array ``[*O, *I_leaf]``).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.jac(ivy.sin)(np.zeros(2))
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.jac is not supported on the 'numpy' backend: ...
    """
    _check_callable(func, "jac")

    def jac_fn(*args, **kwargs):
        xs, f = _select(func, args, kwargs, argnums, "jac")
        leaves, tree, b, k = _prepare(xs, "jac")

        def g(ls):
            out = f(tree.unflatten(ls))
            _check_output(out, b, "jac", "func's result")
            return out

        kernel = getattr(k, "jac", None)
        if kernel is not None:
            jacs = _run(kernel, g, leaves)
        else:  # one backward pass per output element
            outs, rows = _vjp_rows(k, b, lambda ls: [g(ls)], leaves)
            jacs = [_stack_rows(b.xp, [r[j] for r in rows[0]], outs[0], x)
                    for j, x in enumerate(leaves)]
        return tree.unflatten(jacs)

    return jac_fn


def jvp(func: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any]) -> tuple[Any, Any]:
    """Forward-mode product: ``func(*primals)`` and its derivative along ``tangents``.

    Args:
        func: a function of ``len(primals)`` arguments returning an array or a nested structure
            of floating arrays.
        primals: tuple (or list) of the arguments (arrays or nested structures of arrays).
        tangents: the same structure as ``primals``, each array like its primal.

    Returns:
        ``(out, tangent_out)``: ``func(*primals)`` and ``J(primals) @ tangents`` in ``out``'s
        structure.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.jvp(ivy.sin, (np.zeros(2),), (np.ones(2),))
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.jvp is not supported on the 'numpy' backend: ...
    """
    _check_callable(func, "jvp")
    if not isinstance(primals, (tuple, list)) or not isinstance(tangents, (tuple, list)):
        raise IvyValueError("ivy.jvp: primals and tangents must be tuples (or lists) of the "
                            f"arguments, got {type(primals).__name__} and {type(tangents).__name__}")
    leaves, tree, b, k = _prepare(tuple(primals), "jvp", "primals")
    tleaves = _match(tuple(tangents), leaves, b, "jvp", "tangents", "primals")
    f, out_tree = _flat_output(func, tree, b, "jvp")
    kernel = getattr(k, "jvp", None)
    if kernel is not None:
        outs, touts = _run(kernel, f, leaves, tleaves)
    else:  # J @ t from one backward pass per output element
        xp = b.xp
        outs, rows = _vjp_rows(k, b, f, leaves)
        touts = []
        for o, orows in zip(outs, rows):
            vals = [_sum_products(xp, r, tleaves) for r in orows]
            touts.append(xp.reshape(xp.stack(vals), tuple(o.shape)) if vals else xp.zeros_like(o))
    return out_tree[0].unflatten(outs), out_tree[0].unflatten(touts)


def value_and_grad(func: Callable[..., Any], argnums: int | Sequence[int] = 0,
                   has_aux: bool = False) -> Callable[..., Any]:
    """A function computing ``func``'s value and its gradient with respect to ``argnums``.

    Args:
        func: returns a 0-d floating array (or ``(loss, aux)`` with ``has_aux``).
        argnums: index (or tuple of indices) of the argument(s) to differentiate.
        has_aux: ``func`` returns ``(loss, aux)``.

    Returns:
        ``vg(*args, **kwargs)`` returning ``(value, grads)``, or ``((value, aux), grads)`` with
        ``has_aux`` (JAX's convention).

    Example:
        >>> import ivy, numpy as np
        >>> vg = ivy.value_and_grad(lambda x: ivy.sum(x * x))
        >>> vg(np.ones(2))
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.value_and_grad is not supported on the 'numpy' backend: ...
    """
    _check_callable(func, "value_and_grad")

    def value_and_grad_fn(*args, **kwargs):
        xs, f = _select(func, args, kwargs, argnums, "value_and_grad")
        value, grads, aux = _value_and_grads(f, xs, has_aux, "value_and_grad")
        return ((value, aux), grads) if has_aux else (value, grads)

    return value_and_grad_fn


def vjp(func: Callable[..., Any], *primals: Any) -> tuple[Any, Callable[..., tuple[Any, ...]]]:
    """Reverse-mode product: ``func(*primals)`` and a function pulling cotangents back.

    Args:
        func: a function of ``len(primals)`` arguments returning an array or a nested structure
            of floating arrays.
        *primals: the arguments (arrays or nested structures of floating arrays).

    Returns:
        ``(out, vjp_fn)``: ``out = func(*primals)``; ``vjp_fn(cotangent)`` (``cotangent`` in
        ``out``'s structure) returns a tuple with one gradient ``cotangent @ J`` per primal.
        ``vjp_fn`` may be called several times.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.vjp(ivy.sin, np.zeros(2))
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.vjp is not supported on the 'numpy' backend: ...
    """
    _check_callable(func, "vjp")
    leaves, tree, b, k = _prepare(primals, "vjp", "primals")
    f, out_tree = _flat_output(func, tree, b, "vjp")
    outs, kernel_vjp = _run(k.vjp, f, leaves)
    out = out_tree[0].unflatten(outs)

    def vjp_fn(cotangent):
        _check_nesting(k, b, "vjp")
        cots = _match(cotangent, outs, b, "vjp", "the cotangent", "func's result")
        return tree.unflatten(kernel_vjp(cots, nested=_depth.n > 0))

    return out, vjp_fn


# --- primary functions (kernels in backends/<fw>/gradients.py) -------------------------------------
@api
def is_variable(x, /):
    """Whether the backend tracks ``x`` for gradients: a PyTorch tensor that requires grad, a
    ``tf.Variable``, an MXNet array with a gradient buffer attached, any floating JAX array (JAX
    differentiates values); never a NumPy array.

    Returns:
        A Python bool.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.is_variable(np.ones(2))
        False
    """


@api
def stop_gradient(x, /):
    """``x``'s values with no gradient flowing back through them (a constant for autodiff).

    Args:
        x: array ``[...]``.

    Returns:
        An array of the same shape, dtype and values (NumPy: ``x`` itself).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.stop_gradient(np.array([1.0, 2.0])).tolist()
        [1.0, 2.0]
    """


@api
def variable(x, /):
    """``x`` as a variable the backend tracks for gradients: a PyTorch leaf tensor that requires
    grad, a ``tf.Variable``, an MXNet array with a gradient buffer, the JAX array itself.

    The gradient functions differentiate with respect to any floating array: a variable is needed
    only where the framework's own autodiff is used. NumPy has none: its variable is the array
    itself (modules and hand-stepped optimisers work; the gradient functions raise).

    Args:
        x: floating array ``[...]``.

    Returns:
        A variable with ``x``'s values (sharing its memory where the framework allows).

    Raises:
        IvyDtypeError: ``x`` is not floating.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.variable(np.ones(2))
        array([1., 1.])
    """


# --- helpers ----------------------------------------------------------------------------------
def _check_callable(func, fname):
    if not callable(func):
        raise IvyValueError(f"ivy.{fname}: func must be callable, got {type(func).__name__}")


def _kernels(b):
    """The backend's gradient kernel module (``ivy.backends.<name>.gradients``)."""
    k = _KERNELS.get(b.name)
    if k is None:
        name = f"ivy.backends.{b.name}.gradients"
        # loaded with the backend (its is_variable, stop_gradient, variable): sys.modules has
        # it, and torch.compile's Dynamo traces a dict look-up where it stops at import_module
        k = sys.modules.get(name)
        if k is None:
            k = importlib.import_module(name)
        _NO_AUTODIFF[b.name] = getattr(k, "NO_AUTODIFF", None)
        # what the leaf checks accept, known now (the first look-up is made when the backend
        # loads): filled during torch.compile's first trace, these sets would fail its guards
        _ok_types.setdefault(b.name, set()).update(b.array_types)
        _FLOATING.update(_float_input.FLOAT_NATIVE)
        _KERNELS[b.name] = k
    return k


def _run(kernel, *args):
    """Call a kernel one nesting level deeper (so gradient calls inside ``func`` know they are
    nested); ``nested`` tells the kernel whether it is itself inside another computation."""
    nested = _depth.n > 0
    _depth.n += 1
    try:
        return kernel(*args, nested=nested)
    finally:
        _depth.n -= 1


def _backend_of(x, fname):
    name = _backend._tls.name  # (the name, not the Backend: see _backend._Local)
    if name is None:
        return _backend._types.get(type(x)) or _backend._infer(x)
    if type(x) not in _ok_types.get(name, ()):  # an array type accepted before: no check
        _backend.check_foreign(x, name, fname)
    return _backend._loaded[name]


def _describe(x):
    t = type(x)
    shape = getattr(x, "shape", None)
    what = f"{t.__module__}.{t.__qualname__}"
    return what if shape is None else f"{what} of shape {tuple(shape)}"


def _check_array(x, b, fname, where):
    """``x`` must be a floating array of backend ``b``."""
    t = type(x)
    owner = _backend._owner(t)
    if owner is None or not hasattr(x, "dtype") or not hasattr(x, "shape"):
        raise IvyValueError(f"ivy.{fname}: {where} must be a floating array of the "
                            f"{b.name!r} backend, got {_describe(x)}")
    if owner != b.name:
        raise IvyBackendMismatchError(
            f"ivy.{fname}: {where} is a {t.__module__}.{t.__qualname__} while the {b.name!r} "
            f"backend is in use; convert it with ivy.to_backend(x, {b.name!r})")
    d = _dt.as_ivy_dtype(x.dtype)
    if not _dt.isdtype(d, "real floating"):
        raise IvyDtypeError(f"ivy.{fname}: {where} has dtype {d}; only real floating arrays can "
                            f"be differentiated (cast it with ivy.astype(x, ivy.float32))")


def _prepare(xs, fname, what="xs", tracing=None):
    """Leaves, tree, backend and kernel module of the structure ``xs`` (each leaf checked)."""
    leaves, tree = _nest.flatten(xs, tracing)
    if not leaves:
        raise IvyValueError(f"ivy.{fname}: {what} holds no arrays")
    b = _backend_of(leaves[0], fname)
    k = _KERNELS.get(b.name) or _kernels(b)
    reason = _NO_AUTODIFF[b.name]
    if reason:
        raise IvyUnsupportedError(f"ivy.{fname} is not supported on the {b.name!r} backend: "
                                  f"{reason}")
    if _depth.n > 0:
        _check_nesting(k, b, fname)
    ok = _ok_types.get(b.name)
    if ok is None:
        ok = _ok_types[b.name] = set()
    for x in leaves:
        if type(x) not in ok or x.dtype not in _FLOATING:  # not seen before: check them all
            _check_leaves(xs, leaves, ok, b, fname, what)
            break
    return leaves, tree, b, k


def _check_leaves(xs, leaves, ok, b, fname, what):
    """Each leaf a floating array of backend ``b`` (the error names the leaf's key chain)."""
    for i, x in enumerate(leaves):
        t = type(x)
        if t in ok and x.dtype in _FLOATING:
            continue
        path = _nest.paths(xs)[i] if len(leaves) > 1 else ""
        _check_array(x, b, fname, f"{what}[{path!r}]" if path else what)
        ok.add(t)
        _FLOATING.add(x.dtype)


def _check_nesting(k, b, fname):
    """Backends without higher-order gradients (``NO_NESTING`` in their kernel module) refuse a
    gradient computation inside another one."""
    if _depth.n > 0:
        reason = getattr(k, "NO_NESTING", None)
        if reason:
            raise IvyUnsupportedError(f"ivy.{fname} is not supported on the {b.name!r} backend "
                                      f"inside another gradient computation: {reason}")


def _check_output(out, b, fname, where):
    _check_array(out, b, fname, where)


def _check_scalar(y, b, fname):
    ok = _ok_types.get(b.name)
    if ok is not None and type(y) in ok and y.dtype in _FLOATING and y.ndim == 0:
        return  # a 0-d floating array of a type accepted before
    if tuple(getattr(y, "shape", (None,))) != ():
        raise IvyValueError(f"ivy.{fname}: func must return a 0-d floating array (a scalar loss), "
                            f"got {_describe(y)}; reduce it first (ivy.sum, ivy.mean)")
    _check_array(y, b, fname, "func's result")
    if ok is not None:
        ok.add(type(y))
        _FLOATING.add(y.dtype)


def _value_and_grads(func, xs, has_aux, fname):
    if not callable(func):
        _check_callable(func, fname)
    tracing = _nest._tracing()  # asked once (flatten and both rebuilds would each ask)
    leaves, tree, b, k = _prepare(xs, fname, tracing=tracing)
    ok = _ok_types[b.name]
    # the generated rebuilding function itself, when there is one (not read while tracing)
    unflatten = tree.unflatten if tracing or tree._fn is None else tree._fn

    def f(ls):
        out = func(unflatten(ls))
        y = out
        if has_aux is None:  # a tuple (loss, *aux): the aux outputs as one tuple
            if type(out) is tuple and out:
                y, out = out[0], (out[0], out[1:])
            else:
                out = (out, None)
        elif has_aux:
            if not isinstance(out, tuple) or len(out) != 2:
                raise IvyValueError(f"ivy.{fname}: with has_aux=True func must return a pair "
                                    f"(loss, aux), got {type(out).__name__}")
            y = out[0]
        if type(y) not in ok or y.dtype not in _FLOATING or y.ndim != 0:
            _check_scalar(y, b, fname)
        return out

    # _run inlined (one frame less between the caller and the kernel)
    depth = _depth.n
    _depth.n = depth + 1
    try:
        value, grads, aux = k.execute_with_gradients(f, leaves, has_aux is not False,
                                                      nested=depth > 0)
    finally:
        _depth.n = depth
    return value, unflatten(grads), aux


def _select(func, args, kwargs, argnums, fname):
    """``(xs, f)``: the differentiated argument(s) and ``f(xs) = func(*args, **kwargs)``."""
    single = type(argnums) is int
    nums = (argnums,) if single else tuple(argnums) if isinstance(argnums, (tuple, list)) else None
    n = len(args)
    if not nums or any(type(a) is not int or not -n <= a < n for a in nums):
        raise IvyValueError(f"ivy.{fname}: argnums={argnums!r} must be an int or a non-empty "
                            f"tuple of ints indexing the {n} positional argument(s)")
    if single:
        def f(x):
            new = list(args)
            new[argnums] = x
            return func(*new, **kwargs)

        return args[argnums], f

    def f_many(xs):
        new = list(args)
        for a, x in zip(nums, xs):
            new[a] = x
        return func(*new, **kwargs)

    return tuple(args[a] for a in nums), f_many


def _flat_output(func, tree, b, fname):
    """``func`` of the primals' structure as a function of leaves returning a list of output
    leaves; the output's structure lands in the returned one-element list."""
    out_tree = []

    def f(ls):
        out = func(*tree.unflatten(ls))
        outs, otree = _nest.flatten(out)
        if not outs:
            raise IvyValueError(f"ivy.{fname}: func returned no arrays")
        for o in outs:
            _check_array(o, b, fname, "func's result")
        out_tree[:] = [otree]
        return outs

    return f, out_tree


def _match(struct, like, b, fname, what, like_what):
    """Leaves of ``struct``, checked to be floating arrays shaped like ``like`` (a leaf list)."""
    leaves, _ = _nest.flatten(struct)
    if len(leaves) != len(like):
        raise IvyValueError(f"ivy.{fname}: {what} has {len(leaves)} arrays, {like_what} has "
                            f"{len(like)}: give one per array, in the same structure")
    for i, (t, x) in enumerate(zip(leaves, like)):
        _check_array(t, b, fname, what)
        if tuple(t.shape) != tuple(x.shape):
            raise IvyValueError(f"ivy.{fname}: {what}'s array {i} has shape {tuple(t.shape)}, "
                                f"expected {tuple(x.shape)} (like {like_what})")
    return leaves


def _vjp_rows(k, b, f, leaves):
    """Outputs of ``f`` and, per output, per element, the vjp with that element's one-hot
    cotangent (the rows of the Jacobian): ``rows[o][r][j]`` (output, row, leaf)."""
    xp = b.xp
    outs, kernel_vjp = _run(k.vjp, f, leaves)
    nested = _depth.n > 0
    rows = []
    for i, o in enumerate(outs):
        m = 1
        for s in o.shape:
            m *= int(s)
        shape = tuple(o.shape)
        eye = xp.eye(m, dtype=o.dtype, device=xp.dev(o)) if m else None
        orows = []
        for r in range(m):
            cots = [xp.reshape(eye[r], shape) if j == i else xp.zeros_like(p)
                    for j, p in enumerate(outs)]
            orows.append(kernel_vjp(cots, nested=nested))
        rows.append(orows)
    return outs, rows


def _stack_rows(xp, rows, out, x):
    """Jacobian ``[*O, *I]`` of one output and one input from its rows (each ``[*I]``)."""
    shape = tuple(out.shape) + tuple(x.shape)
    if not rows:
        return xp.zeros(shape, dtype=x.dtype, device=xp.dev(x))
    return xp.reshape(xp.stack(rows), shape)


def _sum_products(xp, grads, tangents):
    """``sum_j <grads[j], tangents[j]>`` as a 0-d array."""
    total = None
    for g, t in zip(grads, tangents):
        s = xp.sum(xp.multiply(g, t))
        total = s if total is None else xp.add(total, s)
    return total


# the gradient kernels' module, looked up when a backend loads: a first look-up inside
# torch.compile's trace would fail that trace's guard on the next call (a second compilation)
_backend.on_load(_kernels)
