"""NumPy's ufuncs as ``ufunc`` objects: ``numpy.add(a, b)``, ``numpy.add.reduce``,
``.accumulate``, ``.outer``, ``.at``, ``.reduceat``, ``nin``/``nout``/``types``, with ``out=``,
``where=`` and ``dtype=``.

A call takes NumPy 2's route: each Python scalar gets its weak dtype, the first of the ufunc's
loops to which every input casts safely is chosen (``_promotion.resolve_loop``), the inputs are
cast to it and one Ivy function (or a short composition, where Ivy's function differs) computes
the result in the loop's dtype. A 0-d result comes back as a NumPy scalar of the frontend.
"""

from __future__ import annotations

import enum

import numpy as _np

import ivy

from .._common import reject_option
from ._dtypes import IVY, dtype_name
from ._indexing import positions, scatter_replace
from ._ndarray import (
    ARRAY_TYPES,
    PY_KIND,
    _NumpyObject,
    align,
    backend_of,
    cast,
    like,
    name_of,
    ndarray,
    py_kind,
    result,
    to_native,
    wrap,
    wrap_scalar,
    write_out,
)
from ._promotion import (
    CHAR,
    PROMOTION_TABLE,
    can_cast,
    kind_of,
    loops,
    promote_types,
    resolve_loop,
    result_type,
    weak_dtype,
)

__all__ = ["ufunc", "UFUNCS", "normalize_axes", "AxisError"]

_new = object.__new__


class AxisError(ValueError, IndexError):
    """``numpy.exceptions.AxisError``: an axis out of range."""

    def __init__(self, axis, ndim=None, msg_prefix=None):
        if ndim is None:
            super().__init__(axis)
        else:
            msg = f"axis {axis} is out of bounds for array of dimension {ndim}"
            super().__init__(f"{msg_prefix}: {msg}" if msg_prefix else msg)
        self.axis, self.ndim = axis, ndim


def normalize_axes(axis, ndim, allow_none=True):
    """``axis`` (None, an int or a tuple of ints) as a sorted tuple of non-negative axes."""
    if axis is None:
        return tuple(range(ndim))
    many = isinstance(axis, (tuple, list))
    out = []
    for a in (axis if many else (axis,)):
        a = int(a.__index__() if not isinstance(a, int) else a)
        if not -ndim <= a < max(ndim, 1) or (ndim == 0 and a not in (0, -1)):
            raise AxisError(a, ndim)
        if ndim == 0:
            continue
        a %= ndim
        if a in out:
            raise ValueError("duplicate value in 'axis'")
        out.append(a)
    return tuple(sorted(out))


class _NoValue(enum.Enum):
    """NumPy's "argument not given" default (``initial=``, ``a_min=``, ...). An enum member:
    ``torch.compile``'s Dynamo can carry one as a default argument (an instance of a plain class
    was a graph break: it cannot wrap an arbitrary object that has no source)."""

    NoValue = "<no value>"

    def __repr__(self):
        return "<no value>"


NoValue = _NoValue.NoValue
_PYTYPE = {"b": bool, "i": int, "u": int, "f": float, "c": complex}


def scalar_like(v, name, ref):
    """The Python scalar ``v`` as a 0-d native array of dtype ``name`` on ``ref``'s backend and
    device (``ref`` None: the backend in force)."""
    if ref is None:
        return ivy.asarray(_PYTYPE[kind_of(name)](v), dtype=IVY[name])
    if backend_of(ref) == "numpy":
        return _np.asarray(v, dtype=_np.dtype(name) if name != "bfloat16" else ref.dtype)
    with ivy.use(backend_of(ref)):
        return ivy.full((), _PYTYPE[kind_of(name)](v), dtype=IVY[name], device=ivy.dev(ref))


def _check_int(v, name):
    info = _np.iinfo(name)
    return info.min <= v <= info.max


def _rank(name):
    return {"b": 0, "u": 1, "i": 1, "f": 2, "c": 3}[kind_of(name)]


class ufunc:  # noqa: N801 - NumPy's name
    """A NumPy universal function of the frontend (``numpy.add``, ``numpy.sqrt``, ...)."""

    def __init__(self, name, nin, impl, *, nout=1, identity=None, key=None, scalars=True,
                 reorderable=None, reduce_fn=None, accumulate_fn=None, doc=None, direct=None,
                 reduce_direct=None):
        self.__name__ = self.__qualname__ = name
        self.nin, self.nout = nin, nout
        self.identity = identity
        self._key = key or name  # the loop table's name (aliases share it)
        self._impl = impl
        self._scalars = scalars  # whether impl takes Python scalars (else 0-d arrays)
        self._reorderable = identity is not None if reorderable is None else reorderable
        self._reduce_fn = reduce_fn
        self._accumulate_fn = accumulate_fn
        # direct(loop input dtypes) -> the one Ivy function computing that loop as NumPy does
        # (None where the impl does more): what the fast path of __call__ replays
        self._direct = direct if direct is not None else getattr(impl, "direct", None)
        self._plans: dict = {}
        # reduce_direct(loop dtype, axes, keepdims) -> one Ivy reduction (or None): what the fast
        # path of reduce replays
        self._reduce_direct = reduce_direct
        self._reduce_plans: dict = {}
        self.__doc__ = doc or (f"``numpy.{name}``: NumPy's ufunc on Ivy (NumPy 2's promotion; "
                               f"``out=``, ``where=``, ``dtype=``).")

    # --- attributes -------------------------------------------------------------------------
    @property
    def nargs(self):
        return self.nin + self.nout

    @property
    def types(self):
        return ["".join(CHAR[d] for d in ins) + "->" + "".join(CHAR[d] for d in outs)
                for ins, outs in loops(self._key)]

    @property
    def ntypes(self):
        return len(loops(self._key))

    signature = None

    def __repr__(self):
        return f"<ufunc '{self.__name__}'>"

    def __reduce__(self):
        return _ufunc_by_name, (self.__name__,)

    # --- the call ------------------------------------------------------------------------
    def __call__(self, *args, out=None, where=True, casting="same_kind", order="K", dtype=None,
                 subok=True, signature=None):
        if out is None and where is True and dtype is None:
            # the common call: a plan cached per input dtypes runs it with one Ivy function
            n = len(args)
            plan = natives = None
            if n == 2 and self.nin == 2:
                x, y = args
                if type(x) in ARRAY_TYPES:
                    dx = x._data
                    if type(y) in ARRAY_TYPES:
                        dy = y._data
                        if type(dx) is type(dy):
                            plan = self._plans.get((dx.dtype, dy.dtype))
                            natives = (dx, dy)
                    elif type(y) in PY_KIND:
                        plan = self._plans.get((dx.dtype, type(y)))
                        natives = (dx, y)
                elif type(x) in PY_KIND and type(y) in ARRAY_TYPES:
                    dy = y._data
                    plan = self._plans.get((type(x), dy.dtype))
                    natives = (x, dy)
            elif n == 1 and self.nin == 1:
                x = args[0]
                if type(x) in ARRAY_TYPES:
                    dx = x._data
                    plan = self._plans.get((dx.dtype,))
                    natives = (dx,)
            if plan is not None:
                casts, fn, out_cast, checks = plan
                for i, lo, hi in checks:
                    if not lo <= natives[i] <= hi:
                        break  # a Python int out of range: the full path says what to do
                else:
                    if casts is not None:
                        natives = [d if t is None else ivy.astype(d, t)
                                   for d, t in zip(natives, casts)]
                    r = fn(*natives)
                    if out_cast is not None:
                        r = ivy.astype(r, out_cast)
                    if len(r.shape):
                        a = _new(ndarray)
                        a._data = r
                        return a
                    return wrap_scalar(r)
        if len(args) > self.nin:  # outputs given positionally
            if out is not None:
                raise TypeError("cannot specify 'out' as both a positional and keyword argument")
            out = args[self.nin:] if len(args) - self.nin > 1 else args[self.nin]
            args = args[:self.nin]
        if len(args) != self.nin:
            raise TypeError(f"{self.__name__}() takes from {self.nin} to {self.nargs} positional "
                            f"arguments but {len(args)} were given")
        if signature is not None:
            reject_option("numpy", self.__name__, "signature", signature, "use dtype=")
        plan = out is None and where is True and dtype is None
        res, outs = self._compute(args, None if dtype is None else dtype_name(dtype), plan)
        return self._finish(res, outs, out, where, casting)

    def _compute(self, args, dt=None, plan=False):
        """(native results tuple, loop output dtype names) of the ufunc on ``args``; with
        ``plan``, the way it went is cached for the fast path of ``__call__`` where it can be
        replayed (one Ivy function, arrays of one backend, Python scalars passed as they are)."""
        natives, names, weak = [], [], []
        for i, a in enumerate(args):
            k = py_kind(a)
            if k is not None:
                natives.append(None)
                names.append(None)
                weak.append((i, a, k))
                continue
            d = a._data if isinstance(a, _NumpyObject) else to_native(a)
            natives.append(d)
            names.append(name_of(d))
        if plan:  # replayable only for frontend arrays / Python scalars of one backend
            classes = {type(d) for d in natives if d is not None}
            plan = len(classes) == 1 and all(type(a) in ARRAY_TYPES or
                                              type(a) in PY_KIND for a in args)
        if len(natives) > 1:
            natives = align(natives)
        strong = None
        for n in names:
            if n is not None:
                strong = n if strong is None else PROMOTION_TABLE[strong, n]
        in_names = list(names)
        checks = []
        for i, v, k in weak:
            w = weak_dtype(strong, k)
            if k == "i" and kind_of(w) in "iu":
                if not _check_int(v, w):
                    if self._key in _COMPARISONS:
                        return self._out_of_range_compare(natives, i, v, w), ("bool",)
                    raise OverflowError(f"Python integer {v} out of bounds for {w}")
                info = _np.iinfo(w)
                checks.append((i, int(info.min), int(info.max)))
            in_names[i] = w
        ins, outs = resolve_loop(self._key, tuple(in_names), dt)
        ref = next((d for d in natives if d is not None), None)
        ops = []
        for i, d in enumerate(natives):
            if d is None:
                v = args[i]
                if self._scalars and ref is not None and _rank(ins[i]) >= _rank(in_names[i]):
                    ops.append(_PYTYPE[kind_of(ins[i])](v) if kind_of(ins[i]) != "b" else bool(v))
                else:
                    plan = False
                    d = scalar_like(v, ins[i], ref)
                    ref = d if ref is None else ref
                    ops.append(d)
            else:
                ops.append(cast(d, ins[i]) if names[i] != ins[i] else d)
        r = self._impl(ins, *ops)
        if self.nout == 1:
            r = (r,)
        res = tuple(cast(x, o) if name_of(x) != o else x for x, o in zip(r, outs))
        if plan and self.nout == 1:
            self._make_plan(args, natives, names, ins, outs, checks, r[0])
        return res, outs

    def _make_plan(self, args, natives, names, ins, outs, checks, raw):
        direct = self._direct(ins) if self._direct is not None else None
        if direct is None:
            return
        key = tuple(type(a) if d is None else d.dtype for a, d in zip(args, natives))
        casts = tuple(None if n is None or n == t else IVY[t] for n, t in zip(names, ins))
        out_cast = None if name_of(raw) == outs[0] else IVY[outs[0]]
        self._plans[key] = (None if all(c is None for c in casts) else casts, direct, out_cast,
                            tuple(checks))

    def _out_of_range_compare(self, natives, i, v, w):
        # NumPy 2 compares a Python int outside the other operand's dtype exactly: a constant
        other = natives[1 - i]
        info = _np.iinfo(w)
        big = v > info.max  # the scalar is above (else below) every value of the array
        scalar_first = i == 0
        res = {"equal": False, "not_equal": True,
               "less": big != scalar_first, "less_equal": big != scalar_first,
               "greater": big == scalar_first, "greater_equal": big == scalar_first}[self._key]
        return (ivy.full_like(other, res, dtype=ivy.bool),)

    def _finish(self, res, outs, out, where, casting):
        if where is not True:
            mask = align([to_native(where), res[0]])[0]
        if out is not None:
            targets = out if isinstance(out, tuple) else (out,)
            if len(targets) != self.nout:
                raise ValueError(f"The 'out' tuple must have exactly {self.nout} entries: one "
                                 f"per ufunc output")
            for r, o, t in zip(res, outs, targets):
                if t is None:
                    continue
                if type(t) is not ndarray:
                    raise TypeError("return arrays must be of ArrayType")
                want = name_of(t._data)
                if not can_cast(o, want, casting):
                    raise TypeError(f"Cannot cast ufunc '{self.__name__}' output from "
                                    f"dtype('{o}') to dtype('{want}') with casting rule "
                                    f"'{casting}'")
                write_out(t, r, where=where)
            return out if isinstance(out, tuple) or self.nout == 1 else tuple(targets)
        if where is not True:
            res = tuple(ivy.where(mask, r, ivy.zeros_like(r)) for r in res)
        if self.nout == 1:
            return result(res[0])
        return tuple(result(r) for r in res)

    # --- methods ---------------------------------------------------------------------------
    def _binary_only(self, method):
        if self.signature is not None:
            raise ValueError(f"method {method} is not allowed in ufunc with non-trivial "
                             f"signature")
        if self.nin != 2 or self.nout != 1:
            raise ValueError(f"{method} only supported for binary functions")

    def _op(self, x, y):
        """The ufunc on two natives of one dtype, as a native."""
        return self._compute((_Raw(x), _Raw(y)))[0][0]

    def reduce(self, array, axis=0, dtype=None, out=None, keepdims=False, initial=NoValue,
               where=True):
        plan_key = None
        if dtype is None and out is None and initial is NoValue and where is True and \
                type(array) in ARRAY_TYPES and type(axis) is not list:
            d = array._data
            plan_key = (d.dtype, len(d.shape), axis, keepdims)
            plan = self._reduce_plans.get(plan_key)
            if plan is not None:  # a plan cached per dtype, rank, axis: one Ivy reduction
                cast_to, fn, out_cast, nonempty = plan
                if not nonempty or 0 not in tuple(d.shape):
                    if cast_to is not None:
                        d = ivy.astype(d, cast_to)
                    r = fn(d)
                    if out_cast is not None:
                        r = ivy.astype(r, out_cast)
                    return wrap_scalar(r) if not len(r.shape) else _arr(r)
        self._binary_only("reduce")
        x = to_native(array)
        nd = len(x.shape)
        axes = normalize_axes(axis, nd)
        if len(axes) > 1 and not self._reorderable:
            raise ValueError(f"reduction operation '{self.__name__}' is not reorderable, so at "
                             f"most one axis may be specified")
        name = name_of(x)
        if dtype is not None:
            dt = dtype_name(dtype)
        elif out is not None:
            dt = name_of((out[0] if isinstance(out, tuple) else out)._data)
        else:
            dt = _upcast(self._key, name)
        ins, outs = resolve_loop(self._key, (dt, dt))
        x = cast(x, ins[0])
        shape = tuple(int(s) for s in x.shape)
        empty = any(shape[a] == 0 for a in axes)
        if initial is NoValue:
            initial = self.identity
            if initial is None and (empty or where is not True):
                if where is not True:
                    raise ValueError(f"reduction operation '{self.__name__}' does not have an "
                                     f"identity, so to use a where mask one has to specify "
                                     f"'initial'")
                raise ValueError(f"zero-size array to reduction operation {self.__name__} which "
                                 f"has no identity")
            use_initial = False
        else:
            use_initial = initial is not None
        if where is not True:
            fill = initial if initial is not None else self.identity
            x = ivy.where(align([to_native(where), x])[0], x, ivy.full_like(x, fill))
        if not axes:  # nothing to reduce (a 0-d array, or axis=())
            r = x
        elif empty:  # the reduction of nothing is the initial value (or the identity)
            out_shape = tuple(s for a, s in enumerate(shape) if a not in axes)
            r = ivy.full(out_shape, initial, dtype=x.dtype, device=ivy.dev(x)) \
                if out_shape else scalar_like(initial, ins[0], x)
            r = align([r, x])[0]
            use_initial = False
        elif self._reduce_fn is not None:
            r = self._reduce_fn(x, axes, ins[0])
        else:
            r = self._fold(x, axes)
        if use_initial:
            r = self._op(r, scalar_like(initial, name_of(r), r))
        if plan_key is not None and axes and not empty and self._reduce_direct is not None:
            fn = self._reduce_direct(ins[0], axes, keepdims)
            if fn is not None:
                self._reduce_plans[plan_key] = (
                    None if name == ins[0] else IVY[ins[0]], fn,
                    None if name_of(r) == outs[0] else IVY[outs[0]], self.identity is None)
        r = cast(r, outs[0]) if name_of(r) != outs[0] else r
        if keepdims:
            r = ivy.reshape(r, tuple(1 if a in axes else s for a, s in enumerate(shape)))
        return result(r, out)

    def _fold(self, x, axes):
        r = x
        for a in reversed(axes):
            parts = ivy.unstack(r, axis=a)
            acc = parts[0]
            for p in parts[1:]:
                acc = self._op(acc, p)
            r = acc
        return r

    def accumulate(self, array, axis=0, dtype=None, out=None):
        self._binary_only("accumulate")
        x = to_native(array)
        nd = len(x.shape)
        if nd == 0:
            raise ValueError("accumulate: cannot accumulate on a scalar")
        (a,) = normalize_axes(axis, nd)
        dt = dtype_name(dtype) if dtype is not None else _upcast(self._key, name_of(x))
        ins, outs = resolve_loop(self._key, (dt, dt))
        x = cast(x, ins[0])
        if self._accumulate_fn is not None:
            r = self._accumulate_fn(x, a, ins[0])
        else:
            parts = ivy.unstack(x, axis=a)
            if not parts:
                r = x
            else:
                acc = [parts[0]]
                for p in parts[1:]:
                    acc.append(self._op(acc[-1], p))
                r = ivy.stack(acc, axis=a)
        r = cast(r, outs[0]) if name_of(r) != outs[0] else r
        return write_out(out, r) if out is not None else _arr(r)

    def outer(self, A, B, /, **kwargs):  # noqa: N803 - NumPy's names
        self._binary_only("outer")
        a, b = to_native(A), to_native(B)
        a = ivy.reshape(a, tuple(a.shape) + (1,) * len(b.shape))
        return self(_Raw(a), _Raw(b), **kwargs)

    def reduceat(self, array, indices, axis=0, dtype=None, out=None):
        self._binary_only("reduceat")
        x = to_native(array)
        (a,) = normalize_axes(axis, len(x.shape))
        idx = [int(i) for i in _np.asarray(ivy.to_numpy(to_native(indices))).reshape(-1)]
        n = int(x.shape[a])
        parts = []
        for j, i in enumerate(idx):
            if not 0 <= i < n:
                raise IndexError(f"index {i} out-of-bounds in {self.__name__}.reduceat [0, {n})")
            stop = idx[j + 1] if j + 1 < len(idx) else n
            sl = [slice(None)] * len(x.shape)
            if stop > i:
                sl[a] = slice(i, stop)
                parts.append(to_native(self.reduce(_Raw(x[tuple(sl)]), axis=a, dtype=dtype,
                                                   keepdims=True)))
            else:
                sl[a] = slice(i, i + 1)
                dt = dtype_name(dtype) if dtype is not None else _upcast(self._key, name_of(x))
                parts.append(cast(x[tuple(sl)], dt))
        r = ivy.concat(parts, axis=a)
        return write_out(out, r) if out is not None else _arr(r)

    def at(self, a, indices, b=None, /):
        """Unbuffered in-place operation: ``a[indices] = ufunc(a[indices], b)``, each repeated
        index applied again (``numpy.add.at``). ``a`` (a frontend ndarray) gets the new values."""
        if type(a) is not ndarray:
            raise TypeError("ufunc.at: the first argument must be a numpy frontend ndarray")
        if (b is None) != (self.nin == 1):
            raise ValueError("second operand needed for ufunc" if b is None else
                             "second operand provided when ufunc is unary")
        d = a._data
        shape = tuple(int(s) for s in d.shape)
        items = indices if isinstance(indices, tuple) else (indices,)
        pos = positions(shape, items)
        flat_pos = pos.reshape(-1)
        if flat_pos.size == 0:
            return
        name = name_of(d)
        if b is not None:
            vals = to_native(b) if type(b) not in PY_KIND else None
            if vals is not None:
                vals = align([vals, d])[0]
                vals = ivy.reshape(ivy.broadcast_to(vals, pos.shape), (-1,))
        order = _np.argsort(flat_pos, kind="stable")
        sp = flat_pos[order]
        starts = _np.concatenate(([0], _np.flatnonzero(sp[1:] != sp[:-1]) + 1))
        lengths = _np.diff(_np.concatenate((starts, [sp.size])))
        rank = _np.empty(sp.size, dtype=_np.int64)
        rank[order] = _np.arange(sp.size) - _np.repeat(starts, lengths)
        flat = ivy.reshape(d, (-1,))
        for r in range(int(rank.max()) + 1):
            sel = _np.flatnonzero(rank == r)
            p = flat_pos[sel]
            cur = ivy.take(flat, like(p, d), axis=0)
            if b is None:
                res, outs = self._compute((_Raw(cur),))
            elif vals is None:
                res, outs = self._compute((_Raw(cur), b))
            else:
                res, outs = self._compute((_Raw(cur), _Raw(ivy.take(vals, like(sel, d), axis=0))))
            if not can_cast(outs[0], name, "same_kind"):
                raise TypeError(f"Cannot cast ufunc '{self.__name__}' output from "
                                f"dtype('{outs[0]}') to dtype('{name}') with casting rule "
                                f"'same_kind'")
            flat = scatter_replace(flat, p, cast(res[0], name))
        a._data = ivy.reshape(flat, shape)


class _Raw(_NumpyObject):
    """A native array passed through a ufunc as a (strong) operand, without a frontend array."""

    __slots__ = ()

    def __init__(self, d):
        self._data = d


_arr = wrap

_COMPARISONS = frozenset({"equal", "not_equal", "less", "less_equal", "greater",
                          "greater_equal"})
_UPCAST = {"bool": "int64", "int8": "int64", "int16": "int64", "int32": "int64",
           "uint8": "uint64", "uint16": "uint64", "uint32": "uint64"}


def _upcast(key, name):
    # add / multiply reductions and accumulations of small integers run in (u)int64 (NumPy)
    if key in ("add", "multiply"):
        return _UPCAST.get(name, name)
    return name


_BY_NAME: dict = {}


def _ufunc_by_name(name):
    return _BY_NAME[name]


UFUNCS = _BY_NAME


def promote_values(*values, dtype=None):
    """``(natives, name)``: the values (arrays or Python scalars) as natives of NumPy 2's result
    dtype of them all (``dtype``: that one instead), on one backend."""
    natives, strong, weak = [], [], []
    for v in values:
        k = PY_KIND.get(type(v))
        if k is not None:
            natives.append(None)
            weak.append(k)
        else:
            d = to_native(v)
            natives.append(d)
            strong.append(name_of(d))
    natives = align(natives)
    if dtype is not None:
        name = dtype_name(dtype)
    else:
        name = result_type(strong, weak)
        s = None
        for n in strong:
            s = n if s is None else promote_types(s, n)
        for v in values:
            if type(v) is int and kind_of(weak_dtype(s, "i")) in "iu":
                info = _np.iinfo(weak_dtype(s, "i"))
                if not info.min <= v <= info.max:
                    raise OverflowError(f"Python integer {v} out of bounds for "
                                        f"{weak_dtype(s, 'i')}")
    ref = next((d for d in natives if d is not None), None)
    out = []
    for v, d in zip(values, natives):
        if d is None:
            d = scalar_like(v, name, ref)
            ref = d if ref is None else ref
            out.append(d)
        else:
            out.append(cast(d, name))
    return align(out), name
