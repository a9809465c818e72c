"""Function transformations: vectorising map and full Jacobians / Hessians (JAX's semantics).

``vmap`` runs on the framework's own vectorising map where it has one (``jax.vmap``,
``torch.func.vmap``, ``tf.vectorized_map``) and, on NumPy and MXNet, as a composition: ``func``
called once per example (native indexing) and the results stacked. Arguments are flattened to
their leaves; each mapped leaf has its mapped axis moved to the front, the kernel maps axis 0 of
all of them and returns the outputs batched at axis 0, which then move to ``out_axes``.

``jacobian`` and ``hessian`` use the framework's transforms (``jax.jacrev`` / ``jacfwd`` /
``hessian``, ``torch.func.jacrev`` / ``jacfwd`` / ``hessian``, ``tf.GradientTape.jacobian``,
``tf.autodiff.ForwardAccumulator``, nested tapes). MXNet computes Jacobians from one backward
pass per output element, in both modes (it has no forward mode), and has no Hessians (no second
order for sums or products); NumPy has no automatic differentiation and raises.

PyTorch's ``torch.func`` transforms refuse functions that call ``torch.autograd`` themselves (an
``ivy.grad`` inside ``func``; ``torch.compile`` traces those through ``torch.func``) and, under
``vmap``, functions that read values (``.item()``, data-dependent control flow): ``vmap`` then
falls back to the per-example composition and ``jacobian`` / ``hessian`` to one backward pass
per output (or gradient) element, ``func`` having run once more.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .. import _backend, _nest
from ..errors import IvyUnsupportedError, IvyValueError
from . import gradients as _g
from ._transform_common import backend_of, kernels

__all__ = ["hessian", "jacobian", "vmap"]

_MODES = ("reverse", "forward")


# --- the public functions (alphabetical) ----------------------------------------------------------
def hessian(func: Callable[..., Any], argnums: int | Sequence[int] = 0) -> Callable[..., Any]:
    """A function computing the Hessian of the scalar ``func`` with respect to ``argnums``.

    Forward-over-reverse where the framework has it (``jax.hessian``, ``torch.func.hessian``),
    nested gradient tapes on TensorFlow.

    Args:
        func: returns a 0-d floating array.
        argnums: index of the argument to differentiate (an array ``[*I]`` or a nested structure
            of arrays), or a tuple of indices (the arguments then form a tuple).

    Returns:
        ``h(*args, **kwargs)`` returning ``d2 func / dx2`` of shape ``[*I, *I]``; for a
        structure, the structure of structures: ``h[a][b]`` is ``[*I_a, *I_b]``.

    Raises:
        IvyUnsupportedError: NumPy (no autodiff); MXNet (no second-order gradients).
        IvyValueError: ``func`` does not return a 0-d array; a bad ``argnums``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.hessian(lambda x: ivy.sum(x ** 3))(np.ones(2))
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.hessian is not supported on the 'numpy' backend: ...
    """
    _g._check_callable(func, "hessian")

    def hessian_fn(*args, **kwargs):
        xs, f = _g._select(func, args, kwargs, argnums, "hessian")
        leaves, tree, b, k = _g._prepare(xs, "hessian")
        reason = getattr(k, "NO_NESTING", None)
        if reason:
            raise _unsupported("hessian", b, reason)

        def g(ls):
            y = f(tree.unflatten(ls))
            _g._check_scalar(y, b, "hessian")
            return y

        kernel = getattr(kernels(b, "transforms"), "hessian", None)
        hs = _g._run(kernel, g, leaves) if kernel is not None else None
        if hs is None:  # the Jacobian of the gradient, one backward pass per gradient element
            def grads(ls):
                return _g._value_and_grads(g, ls, False, "hessian")[1]

            hs = _jacobian_rows(k, b, grads, leaves)
        return tree.unflatten([tree.unflatten(row) for row in hs])

    return hessian_fn


def jacobian(func: Callable[..., Any], argnums: int | Sequence[int] = 0,
             mode: str = "reverse") -> Callable[..., Any]:
    """A function computing the Jacobian of ``func`` with respect to argument ``argnums``.

    Like ``jax.jacrev`` (``mode="reverse"``: one pass per output element, better for few
    outputs) and ``jax.jacfwd`` (``mode="forward"``: one per input element); both give the same
    values. MXNet has no forward mode and computes both from reverse passes.

    Args:
        func: returns a floating array ``[*O]`` or a nested structure of them.
        argnums: index of the argument to differentiate (an array ``[*I]`` or a nested structure
            of arrays), or a tuple of indices (the arguments then form a tuple).
        mode: ``"reverse"`` or ``"forward"``.

    Returns:
        ``j(*args, **kwargs)`` returning ``d func / dx`` of shape ``[*O, *I]``; for structures,
        the output's structure holding the input's: ``j[o][a]`` is ``[*O_o, *I_a]``.

    Raises:
        IvyUnsupportedError: NumPy (no autodiff); MXNet inside another gradient computation.
        IvyValueError: a bad ``mode`` or ``argnums``; ``func`` returns no floating arrays.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.jacobian(ivy.sin, mode="forward")(np.zeros(2))
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.jacobian is not supported on the 'numpy' backend: ...
    """
    _g._check_callable(func, "jacobian")
    if mode not in _MODES:
        raise IvyValueError(f"ivy.jacobian: mode must be 'reverse' or 'forward', got {mode!r}")

    def jacobian_fn(*args, **kwargs):
        xs, f = _g._select(func, args, kwargs, argnums, "jacobian")
        leaves, tree, b, k = _g._prepare(xs, "jacobian")
        out_tree = []

        def g(ls):
            outs, otree = _nest.flatten(f(tree.unflatten(ls)))
            if not outs:
                raise IvyValueError("ivy.jacobian: func returned no arrays")
            for o in outs:
                _g._check_array(o, b, "jacobian", "func's result")
            out_tree[:] = [otree]
            return outs

        kernel = getattr(kernels(b, "transforms"), "jacobian", None)
        jacs = _g._run(kernel, g, leaves, mode) if kernel is not None else None
        if jacs is None:  # one backward pass per output element (also for mode="forward")
            jacs = _jacobian_rows(k, b, g, leaves)
        return out_tree[0].unflatten([tree.unflatten(row) for row in jacs])

    return jacobian_fn


def vmap(func: Callable[..., Any], in_axes: Any = 0, out_axes: Any = 0) -> Callable[..., Any]:
    """``func`` vectorised over an axis of its arguments (``jax.vmap``'s semantics).

    Args:
        func: a function of arrays (or nested structures of arrays) returning an array or a
            nested structure of arrays.
        in_axes: the mapped axis of each positional argument: an int (negative counts from the
            end) or None (not mapped) for all of them, or a tuple / list with one entry per
            argument, each an int, None, or a structure of ints / None matching the argument's
            (dict, list, tuple, ``ivy.Container``; an int or None stands for a whole subtree).
            Arrays in keyword arguments are mapped over axis 0, other values passed as they are.
        out_axes: where the mapped axis goes in each output: an int, None (the output must not
            vary along the mapped axis: its value for the first example is returned, and a
            varying one raises where its values can be read, i.e. outside a compiler's trace)
            or a structure matching the output's.

    Returns:
        ``v(*args, **kwargs)``: ``func`` applied to each slice along the mapped axes, outputs
        stacked along ``out_axes`` in ``func``'s output structure. Nest it for more axes.

    Raises:
        IvyValueError (when ``v`` is called): mapped axes of different sizes, an axis out of
            range, ``in_axes`` not matching the arguments, no mapped argument at all, ``func``
            returning something other than arrays, an output that varies along the mapped axis
            given None in ``out_axes``.

    Example:
        >>> import ivy, numpy as np
        >>> x, y = np.arange(6.0).reshape(2, 3), np.array([1.0, 10.0, 100.0])
        >>> ivy.vmap(lambda a, b: ivy.sum(a * b), in_axes=(0, None))(x, y).tolist()
        [210.0, 543.0]
        >>> ivy.vmap(lambda a: a * 2, in_axes=1, out_axes=1)(x).shape
        (2, 3)
    """
    _g._check_callable(func, "vmap")
    if not (_is_axis(in_axes) or isinstance(in_axes, (tuple, list))):
        raise IvyValueError(f"ivy.vmap: in_axes must be an int, None, or a tuple / list with one "
                            f"entry per positional argument, got {in_axes!r}")

    def vmap_fn(*args, **kwargs):
        if isinstance(in_axes, (tuple, list)) and len(in_axes) != len(args):
            raise IvyValueError(f"ivy.vmap: in_axes has {len(in_axes)} entries but the function "
                                f"was called with {len(args)} positional argument(s); give one "
                                f"entry per argument")
        specs = in_axes if isinstance(in_axes, (tuple, list)) else (in_axes,) * len(args)
        axes = []
        for i, (spec, a) in enumerate(zip(specs, args)):
            _axes_of(spec, a, axes, f"in_axes[{i}]" if spec is not in_axes else "in_axes")
        kw_leaves, _ = _nest.flatten(kwargs)
        axes += [0 if _backend._owner(type(x)) is not None else None for x in kw_leaves]
        leaves, tree = _nest.flatten((args, kwargs))
        b = backend_of(leaves, "vmap")
        pos, mapped, size = _mapped(leaves, axes, b, (args, kwargs))
        out_tree = []

        def per_example(xs):
            ls = list(leaves)
            for p, x in zip(pos, xs):
                ls[p] = x
            a, kw = tree.unflatten(ls)
            outs, otree = _nest.flatten(func(*a, **kw))
            for o in outs:  # (NumPy scalars: the NumPy backend's 0-d results)
                if not hasattr(o, "shape") or (_backend._owner(type(o)) is None
                                               and type(o).__module__ != "numpy"):
                    raise IvyValueError(f"ivy.vmap: func must return arrays (or nested "
                                        f"structures of arrays), got {_g._describe(o)}")
            out_tree[:] = [otree]
            return outs

        kernel = getattr(kernels(b, "transforms"), "vmap", None)
        outs = None
        if size == 0:
            outs = _vmap_empty(b.xp, per_example, mapped)
        elif kernel is not None:
            outs = kernel(per_example, mapped, size)
        if outs is None:  # the composition: once per example, stacked
            outs = _vmap_loop(b.xp, per_example, mapped, size)
        out = out_tree[0].unflatten(outs)
        oaxes = []
        _axes_of(out_axes, out, oaxes, "out_axes")
        return out_tree[0].unflatten([_place(b.xp, o, a) for o, a in zip(outs, oaxes)])

    return vmap_fn


# --- helpers ----------------------------------------------------------------------------------
def _unsupported(fname, b, reason):
    return IvyUnsupportedError(f"ivy.{fname} is not supported on the {b.name!r} backend: {reason}")


def _jacobian_rows(k, b, g, leaves):
    """``jacs[o][j]``: the Jacobian ``[*O_o, *I_j]`` of ``g``'s outputs from one backward pass
    per output element (gradients' vjp kernel)."""
    outs, rows = _g._vjp_rows(k, b, g, leaves)
    return [[_g._stack_rows(b.xp, [r[j] for r in rows[i]], o, x) for j, x in enumerate(leaves)]
            for i, o in enumerate(outs)]


def _is_axis(a):
    return a is None or (isinstance(a, int) and not isinstance(a, bool))


def _axes_of(spec, obj, axes, where):
    """Append to ``axes`` the axis (int or None) of every leaf of ``obj`` (in ``_nest.flatten``'s
    order) that ``spec`` (an axis, or a structure of them, a prefix of ``obj``'s) gives it."""
    if _is_axis(spec):
        axes += [spec] * len(_nest.flatten(obj)[0])
        return
    if isinstance(spec, Mapping) and isinstance(obj, Mapping):
        keys = list(obj.keys())
        if set(keys) != set(spec.keys()):
            raise IvyValueError(f"ivy.vmap: {where} has keys {sorted(map(str, spec.keys()))} "
                                f"but the value it describes has {sorted(map(str, keys))}")
        for key in keys:
            _axes_of(spec[key], obj[key], axes, f"{where}[{key!r}]")
        return
    if isinstance(spec, (list, tuple)) and isinstance(obj, (list, tuple)):
        if len(spec) != len(obj):
            raise IvyValueError(f"ivy.vmap: {where} has {len(spec)} entries but the "
                                f"{type(obj).__name__} it describes has {len(obj)}")
        for i, (s, o) in enumerate(zip(spec, obj)):
            _axes_of(s, o, axes, f"{where}[{i}]")
        return
    if isinstance(spec, (Mapping, list, tuple)):
        raise IvyValueError(f"ivy.vmap: {where} is a {type(spec).__name__} but the value it "
                            f"describes is {_g._describe(obj)}; give an int or None for it")
    raise IvyValueError(f"ivy.vmap: {where} must be an int, None or a structure of them "
                        f"matching the value, got {spec!r}")


def _mapped(leaves, axes, b, args):
    """``(positions, arrays, size)``: the mapped leaves, their mapped axis moved to the front."""
    pos, mapped, sizes = [], [], []
    for i, (x, a) in enumerate(zip(leaves, axes)):
        if a is None:
            continue
        shape = getattr(x, "shape", None)
        if _backend._owner(type(x)) is None or shape is None:
            raise IvyValueError(f"ivy.vmap: {_where(args, i)} is {_g._describe(x)}, which has "
                                f"no axis {a} to map; give None for it in in_axes")
        _backend.check_foreign(x, b.name, "vmap")
        nd = len(shape)
        if not -nd <= a < nd:
            where = _where(args, i)
            how = ("keyword arguments' arrays are mapped over axis 0; pass it positionally "
                   "with None in in_axes" if where.startswith("keyword") else "out of range")
            raise IvyValueError(f"ivy.vmap: in_axes maps axis {a} of {where}, which has shape "
                                f"{tuple(shape)}: {how}")
        a %= nd
        pos.append(i)
        sizes.append((i, a, int(shape[a])))
        mapped.append(x if a == 0 else b.xp.moveaxis(x, a, 0))
    if not mapped:
        raise IvyValueError("ivy.vmap: no argument is mapped (in_axes is None for every array); "
                            "map at least one")
    if len({s for _, _, s in sizes}) > 1:
        what = ", ".join(f"{_where(args, i)} axis {a} has size {s}" for i, a, s in sizes)
        raise IvyValueError(f"ivy.vmap: the mapped axes must all have the same size: {what}")
    return pos, mapped, sizes[0][2]


def _where(args, i):
    """The argument holding leaf ``i`` of ``(args, kwargs)``, for error messages."""
    path = _nest.paths(args)[i].split("/")
    head = f"argument {path[1]}" if path[0] == "0" else f"keyword argument {path[1]!r}"
    return head + "".join(f"[{p}]" for p in path[2:])


def _vmap_loop(xp, per_example, mapped, size):
    """The composition: ``per_example`` on each slice (native indexing), outputs stacked."""
    results = [per_example([x[i, ...] for x in mapped]) for i in range(size)]
    return [xp.stack([r[j] for r in results]) for j in range(len(results[0]))]


def _vmap_empty(xp, per_example, mapped):
    """A mapped size of 0: ``func`` runs once on zeros to learn the outputs' shapes."""
    outs = per_example([xp.zeros(tuple(x.shape[1:]), dtype=x.dtype, device=xp.dev(x))
                        for x in mapped])
    return [xp.zeros((0, *tuple(o.shape)), dtype=o.dtype, device=xp.dev(o)) for o in outs]


def _unbatched(xp, o):
    """Whether the stacked output ``o`` is the same for every example (nan equal to nan); True
    when its values cannot be read (a compiler's trace: the check stands aside there)."""
    first = o[0:1, ...]
    same = o == first
    if xp.isdtype(o.dtype, ("real floating", "complex floating")):
        same = xp.logical_or(same, xp.logical_and(xp.isnan(o), xp.isnan(first)))
    if _nest._tracing():
        return True
    try:
        return bool(xp.all(same))
    except Exception:  # noqa: BLE001 - a tracer (jax.jit, tf.function): no value to read
        return True


def _place(xp, o, a):
    """Output ``o`` (batched at axis 0) with its batch axis at ``a`` (None: its first example)."""
    if a is None:
        if o.shape[0] == 0:  # no example: zeros shaped like one
            return xp.zeros(tuple(o.shape[1:]), dtype=o.dtype, device=xp.dev(o))
        if o.shape[0] > 1 and not _unbatched(xp, o):
            raise IvyValueError(f"ivy.vmap: out_axes is None for an output of shape "
                                f"{tuple(o.shape[1:])} that varies along the mapped axis; give "
                                f"it an axis (e.g. 0) in out_axes")
        return o[0, ...]
    nd = len(o.shape)
    if not -nd <= a < nd:
        raise IvyValueError(f"ivy.vmap: out_axes {a} is out of range for an output of shape "
                            f"{tuple(o.shape)} (the mapped axis included)")
    a %= nd
    return o if a == 0 else xp.moveaxis(o, 0, a)
