"""Custom gradients and rematerialisation: ``custom_vjp`` and ``checkpoint``.

``ivy.custom_vjp`` gives a function its own backward rule (JAX's ``jax.custom_vjp`` convention):
``jax.custom_vjp`` on JAX, a ``torch.autograd.Function`` on PyTorch, ``tf.custom_gradient`` on
TensorFlow, an ``mxnet.autograd.Function`` on MXNet. ``ivy.checkpoint`` recomputes a function's
intermediates in the backward pass instead of keeping them: ``jax.checkpoint``,
``torch.utils.checkpoint.checkpoint(use_reentrant=False)``, ``tf.recompute_grad``; MXNet has no
rematerialisation and runs the function unchanged (same values and gradients, no memory saved).
NumPy has no automatic differentiation: both run the function forward (its values), and the
gradient functions raise there as always.

The arguments are arrays or nests (dict / list / tuple / ``ivy.Container``) of them; their
floating arrays are differentiated, every other leaf (integer arrays, Python numbers, strings) is
held fixed. The backend is the one in force (``ivy.use``), else that of the first array.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import _backend, _nest
from .. import dtypes as _dt
from ..errors import IvyValueError
from ._transform_common import backend_of, kernels

__all__ = ["checkpoint", "custom_vjp"]


# --- the public functions (alphabetical) -------------------------------------------------------
def checkpoint(func: Callable[..., Any]) -> Callable[..., Any]:
    """``func`` with its intermediates recomputed in the backward pass (rematerialisation).

    Same values and gradients as ``func``; the activations inside it are not kept for the
    backward pass but recomputed there, trading compute for memory. JAX: ``jax.checkpoint``;
    PyTorch: ``torch.utils.checkpoint.checkpoint(..., use_reentrant=False)``; TensorFlow:
    ``tf.recompute_grad``. MXNet has none: ``func`` runs unchanged (no memory saved); NumPy runs
    it forward.

    Args:
        func: a function of arrays or nests of arrays (positional and keyword arguments; their
            floating arrays are differentiated) returning an array or a nest of arrays.

    Returns:
        ``g(*args, **kwargs)`` returning ``func(*args, **kwargs)``.

    Raises:
        IvyValueError: ``func`` is not callable; it returns something other than arrays of the
            backend (checked on the autodiff backends).

    Example:
        >>> import ivy, numpy as np
        >>> f = ivy.checkpoint(lambda x: ivy.sin(x) * 2)
        >>> f(np.zeros(2)).tolist()
        [0.0, 0.0]
    """
    _check_callable(func, "checkpoint")

    def checkpointed(*args, **kwargs):
        leaves, tree = _nest.flatten((args, kwargs))
        b = backend_of(leaves, "checkpoint")
        k = kernels(b, "custom_gradients")
        if k.FORWARD_ONLY:
            return func(*args, **kwargs)
        idx = _float_leaves(leaves, b)
        out_tree = []

        def flat(xs):
            a, kw = tree.unflatten(_put(leaves, idx, xs))
            outs, otree = _flat_out(func(*a, **kw), b, "checkpoint", "func")
            out_tree[:] = [otree]
            return outs

        outs = k.checkpoint(flat, [leaves[i] for i in idx])
        return out_tree[0].unflatten(outs)

    return checkpointed


def custom_vjp(func: Callable[..., Any], fwd: Callable[..., Any] | None = None,
               bwd: Callable[..., Any] | None = None) -> Callable[..., Any]:
    """``func`` with a custom backward rule (reverse mode; JAX's ``jax.custom_vjp`` convention).

    ``f = ivy.custom_vjp(func, fwd, bwd)``, or as a decorator ``@ivy.custom_vjp`` followed by
    ``f.defvjp(fwd, bwd)``. Calling ``f(*args)`` gives ``func(*args)``; ``ivy.grad``,
    ``ivy.value_and_grad``, ``ivy.vjp`` (and the framework's own autodiff) of anything using
    ``f`` call ``fwd`` then ``bwd``. Arguments are positional; their floating arrays are
    differentiated, other leaves (integers, Python numbers) are constants. On NumPy (no
    autodiff) ``f`` runs ``func``; the gradient functions raise there.

    Args:
        func: a function of positional arrays / nests of arrays returning an array or a nest.
        fwd: ``fwd(*args) -> (out, residuals)``; ``out`` equal to ``func(*args)``, ``residuals``
            anything ``bwd`` needs (a nest of arrays and other values).
        bwd: ``bwd(residuals, cotangent) -> grads``: ``cotangent`` in ``out``'s structure,
            ``grads`` a tuple with one gradient per positional argument, in the argument's
            structure (``None``: zeros for that argument; non-array leaves may be left out).
            It gets what it needs from ``residuals``: JAX refuses differentiated arrays that
            ``fwd`` / ``bwd`` reach by closure.

    Returns:
        The function ``f`` (with a ``defvjp(fwd, bwd)`` method).

    Raises:
        IvyValueError: ``func`` / ``fwd`` / ``bwd`` not callable; ``f`` called before
            ``defvjp`` or with keyword arguments; ``fwd`` not returning a pair; ``bwd`` giving the
            wrong number of gradients or wrongly shaped ones.
        IvyUnsupportedError: PyTorch, a gradient of ``f`` taken inside ``torch.compile``
            through ``torch.func`` (as compiled ``ivy.grad`` does): Dynamo ignores the backward.

    Example:
        >>> import ivy, numpy as np
        >>> f = ivy.custom_vjp(ivy.sin, lambda x: (ivy.sin(x), x),
        ...                    lambda x, g: (g * ivy.cos(x),))
        >>> f(np.zeros(2)).tolist()
        [0.0, 0.0]
    """
    _check_callable(func, "custom_vjp")
    f = _CustomVJP(func)
    if fwd is not None or bwd is not None:
        f.defvjp(fwd, bwd)
    return f


# --- helpers ---------------------------------------------------------------------------------
class _CustomVJP:
    """What ``ivy.custom_vjp`` returns: ``func`` plus its ``fwd`` / ``bwd`` rule."""

    def __init__(self, func):
        self.func, self.fwd, self.bwd = func, None, None
        self.__name__ = getattr(func, "__name__", "custom_vjp")
        self.__doc__ = getattr(func, "__doc__", None)

    def defvjp(self, fwd, bwd):
        """Set the rule: ``fwd(*args) -> (out, residuals)``, ``bwd(residuals, cotangent) ->
        tuple of one gradient per argument`` (see ``ivy.custom_vjp``). Returns ``self``."""
        _check_callable(fwd, "custom_vjp", "fwd")
        _check_callable(bwd, "custom_vjp", "bwd")
        self.fwd, self.bwd = fwd, bwd
        return self

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise IvyValueError(f"ivy.custom_vjp: pass the arguments of {self.__name__} "
                                f"positionally (got keywords {sorted(kwargs)})")
        if self.bwd is None:
            raise IvyValueError(f"ivy.custom_vjp: {self.__name__} has no backward rule yet; "
                                f"call f.defvjp(fwd, bwd) first")
        leaves, tree = _nest.flatten(args)
        b = backend_of(leaves, "custom_vjp")
        k = kernels(b, "custom_gradients")
        if k.FORWARD_ONLY:
            return self.func(*args)
        call = _Call(self, args, leaves, tree, b)
        if not call.idx:  # no floating array: nothing to differentiate
            return self.func(*args)
        outs = k.custom_vjp(call.primal, call.fwd, call.bwd, [leaves[i] for i in call.idx])
        return call.out_tree.unflatten(outs)


class _Call:
    """One call of a ``custom_vjp`` function: the flat functions its kernel takes (lists of
    native arrays in and out) and the structures they rebuild."""

    def __init__(self, f, args, leaves, tree, b):
        self.f, self.args, self.leaves, self.tree, self.b = f, args, leaves, tree, b
        self.idx = _float_leaves(leaves, b)  # positions of the differentiated leaves
        self.out_tree = self.res_tree = None
        self.res_static = self.res_idx = None

    def primal(self, xs):
        out = self.f.func(*self.tree.unflatten(_put(self.leaves, self.idx, xs)))
        outs, self.out_tree = _flat_out(out, self.b, "custom_vjp", "func")
        return outs

    def fwd(self, xs):
        """``(out leaves, residual arrays)``; the residuals' other leaves stay here."""
        got = self.f.fwd(*self.tree.unflatten(_put(self.leaves, self.idx, xs)))
        if not isinstance(got, tuple) or len(got) != 2:
            raise IvyValueError(f"ivy.custom_vjp: fwd must return a pair (out, residuals), got "
                                f"{_describe(got)}")
        outs, self.out_tree = _flat_out(got[0], self.b, "custom_vjp", "fwd's out")
        res, self.res_tree = _nest.flatten(got[1])
        self.res_static = res
        self.res_idx = [i for i, r in enumerate(res) if _backend._owner(type(r)) == self.b.name]
        return outs, [res[i] for i in self.res_idx]

    def bwd(self, res, cots):
        """One gradient per differentiated leaf (native arrays, shaped like them)."""
        xp = self.b.xp
        residuals = self.res_tree.unflatten(_put(self.res_static, self.res_idx, res))
        got = self.f.bwd(residuals, self.out_tree.unflatten(cots))
        if isinstance(got, list):
            got = tuple(got)
        n = len(self.args)
        if not isinstance(got, tuple) or len(got) != n:
            what = f"{len(got)} gradients" if isinstance(got, tuple) else _describe(got)
            raise IvyValueError(f"ivy.custom_vjp: bwd must return a tuple with one gradient per "
                                f"positional argument ({n}), got {what}")
        grads, start = [], 0
        for a, (arg, g) in enumerate(zip(self.args, got)):
            arg_leaves, _ = _nest.flatten(arg)
            stop = start + len(arg_leaves)
            diff = [i - start for i in self.idx if start <= i < stop]
            gl = [] if g is None else _nest.flatten(g)[0]
            if g is not None and len(gl) not in (len(arg_leaves), len(diff)):
                raise IvyValueError(
                    f"ivy.custom_vjp: bwd's gradient {a} has {len(gl)} arrays, argument {a} has "
                    f"{len(diff)} floating arrays (and {len(arg_leaves)} leaves): give one per "
                    f"array, in the argument's structure")
            if g is not None and len(gl) == len(arg_leaves):
                gl = [gl[j] for j in diff]
            for j, pos in enumerate(diff):
                x = arg_leaves[pos]
                grads.append(xp.zeros_like(x) if g is None else _check_grad(gl[j], x, a, xp))
            start = stop
        return grads


def _check_grad(g, x, a, xp):
    if g is None:
        return xp.zeros_like(x)
    if not hasattr(g, "shape") or tuple(g.shape) != tuple(x.shape):
        raise IvyValueError(f"ivy.custom_vjp: bwd's gradient for argument {a} is "
                            f"{_describe(g)}, expected an array of shape {tuple(x.shape)} "
                            f"(like the argument's array)")
    return g if g.dtype == x.dtype else xp.astype(g, x.dtype)


def _check_callable(func, fname, what="func"):
    if not callable(func):
        raise IvyValueError(f"ivy.{fname}: {what} must be callable, got {type(func).__name__}")


def _describe(x):
    shape = getattr(x, "shape", None)
    what = type(x).__name__
    return what if shape is None else f"{what} of shape {tuple(shape)}"


def _float_leaves(leaves, b):
    """Positions of the leaves that are floating arrays of backend ``b`` (differentiated)."""
    return [i for i, x in enumerate(leaves)
            if _backend._owner(type(x)) == b.name
            and _dt.isdtype(_dt.as_ivy_dtype(x.dtype), "real floating")]


def _flat_out(out, b, fname, what):
    """The leaves of ``out`` (arrays of ``b``, else ``IvyValueError``) and its structure."""
    outs, tree = _nest.flatten(out)
    if not outs:
        raise IvyValueError(f"ivy.{fname}: {what} returned no arrays")
    for o in outs:
        if _backend._owner(type(o)) != b.name:
            raise IvyValueError(f"ivy.{fname}: {what} must return arrays (or a nest of arrays) "
                                f"of the {b.name!r} backend, got a leaf {_describe(o)}")
    return outs, tree


def _put(leaves, idx, xs):
    """``leaves`` with ``xs`` at positions ``idx``."""
    new = list(leaves)
    for i, x in zip(idx, xs):
        new[i] = x
    return new
