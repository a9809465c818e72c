"""Optimizers: ``new_v = optimizer.step(v, grads)``, functional in the variables.

``v`` and ``grads`` are Containers (or single arrays) of the same key chains; the optimizer's
state (momenta, moment estimates) is a Container of the same structure in ``optimizer.state``,
made on the first step, plus the step count ``optimizer.steps``. ``update(v, grads, state)``
is the pure form (returns ``(new_v, new_state)``), for code that keeps the state itself (JAX).

``lr`` is a number or a schedule: a callable of the step index (0 for the first step), see
``ivy.stateful.schedules``. Every update is written once with Ivy functions, so it is the same
computation on every backend. The formulas are in each class's docstring; ``t`` counts steps
from 1.

Mixed precision: ``master_dtype="float32"`` (every optimizer) keeps a float32 master copy of each
lower-precision (float16 / bfloat16) variable in the state, with the optimizer's moments in
float32; each step updates the master copy with the gradient cast up, and returns the variables
as the master copy rounded to their own dtype (updates smaller than the half dtype's spacing
accumulate instead of being lost). The functional updates take the master copies as
``master_ws=`` and return the new ones last.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .. import dtypes as _dt
from ..container import Container
from ..errors import IvyValueError
from ..functional import creation as _creation
from ..functional import data_type as _data_type
from ..functional import elementwise as _elementwise
from ..functional import elementwise_unary as _elementwise_unary
from ..functional import gradients as _gradients
from ..functional import searching as _searching
from ..functional import statistical as _statistical
from ..types import Array, DType


class Optimizer:
    """Base class: subclasses define ``_init_leaf(x)`` (a dict of state arrays for one variable)
    and ``_update_leaf(x, g, state, lr, t)`` -> ``(new_x, new_state)``."""

    def __init__(self, lr: float | Callable[[int], float], master_dtype: DType | None = None):
        if not callable(lr) and not (isinstance(lr, (int, float)) and lr >= 0):
            raise IvyValueError(f"ivy.{type(self).__name__}: lr must be a number >= 0 or a "
                                f"schedule (callable of the step index), got {lr!r}")
        if master_dtype is not None:
            master_dtype = _dt.as_ivy_dtype(master_dtype)
            if master_dtype.kind != "float":
                raise IvyValueError(f"ivy.{type(self).__name__}: master_dtype must be a floating "
                                    f"dtype (float32), got {master_dtype}")
        self.lr = lr
        self.master_dtype = master_dtype
        self.state = None
        self.steps = 0

    def learning_rate(self, step: int) -> float:
        """The learning rate used at step index ``step`` (0 for the first)."""
        return float(self.lr(step)) if callable(self.lr) else float(self.lr)

    def init_state(self, v: Array | Mapping[str, Any]) -> Container:
        """The initial state for variables ``v`` (a Container of per-variable state)."""
        c = _as_container(v)
        return c.map(lambda x, kc: Container(self._init_with_master(x)))

    def _init_with_master(self, x):
        m = _master_copy(x, self.master_dtype)
        if m is None:
            return self._init_leaf(x)
        return {**self._init_leaf(m), "master": m}  # moments in the master dtype too

    def update(self, v: Array | Mapping[str, Any], grads: Array | Mapping[str, Any], state: Container,
               step: int = 0) -> tuple[Any, Container]:
        """Pure update: ``(new_v, new_state)`` for step index ``step`` (0 for the first)."""
        single = not isinstance(v, dict)
        cv, cg = _as_container(v), _as_container(grads)
        if cv.key_chains() != cg.key_chains():
            raise IvyValueError(f"ivy.{type(self).__name__}.step: grads have key chains "
                                f"{cg.key_chains()}, the variables {cv.key_chains()}")
        lr, t = self.learning_rate(step), step + 1
        new_v, new_state = Container(), Container()
        for kc, x in cv.flatten().items():
            st = state[kc]
            if "master" in st:  # mixed precision: the step on the master copy, rounded to x's dtype
                m = st["master"]
                nm, ns = self._update_leaf(m, _data_type.astype(cg[kc], m.dtype), st, lr, t)
                nm = _keep_dtype(nm, m)
                nx, ns = _data_type.astype(nm, x.dtype), {**ns, "master": nm}
            else:
                nx, ns = self._update_leaf(x, cg[kc], st, lr, t)
                nx = _keep_dtype(nx, x)
            new_v[kc], new_state[kc] = nx, Container(ns)
        new_v = _same_order(new_v, cv)
        return (new_v["x"] if single else new_v), new_state

    def step(self, v: Array | Mapping[str, Any], grads: Array | Mapping[str, Any]) -> Any:
        """One optimisation step: returns the new variables (and keeps the state)."""
        if self.state is None:
            self.state = self.init_state(v)
        new_v, self.state = self.update(v, grads, self.state, self.steps)
        self.steps += 1
        return new_v

    def _init_leaf(self, x):
        return {}

    def _update_leaf(self, x, g, state, lr, t):
        raise NotImplementedError

    def __repr__(self):
        args = ", ".join(f"{k}={v!r}" for k, v in vars(self).items() if k not in ("state", "steps"))
        return f"{type(self).__name__}({args})"


class SGD(Optimizer):
    """Stochastic gradient descent with optional momentum (PyTorch's form) and weight decay.

    ``g = grad + weight_decay * x``; with momentum ``b = momentum * b + g`` (``b = g`` at the first
    step) and ``d = g + momentum * b`` (Nesterov) or ``d = b``; without, ``d = g``;
    ``x = x - lr * d``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.SGD(0.1).step(np.array([1.0, 2.0]), np.array([1.0, -1.0])).tolist()
        [0.9, 2.1]
    """

    def __init__(self, lr: float | Callable[[int], float] = 0.01, *, momentum: float = 0.0,
                 nesterov: bool = False, weight_decay: float = 0.0,
                 master_dtype: DType | None = None):
        super().__init__(lr, master_dtype)
        if momentum < 0 or weight_decay < 0:
            raise IvyValueError("ivy.SGD: momentum and weight_decay must be >= 0")
        if nesterov and momentum == 0:
            raise IvyValueError("ivy.SGD: nesterov=True needs momentum > 0")
        self.momentum, self.nesterov, self.weight_decay = momentum, nesterov, weight_decay

    def _init_leaf(self, x):
        return {"momentum": _creation.zeros_like(x)} if self.momentum else {}

    def _update_leaf(self, x, g, state, lr, t):
        if self.weight_decay:
            g = g + self.weight_decay * x
        if not self.momentum:
            return x - lr * g, {}
        b = g if t == 1 else self.momentum * state["momentum"] + g
        d = g + self.momentum * b if self.nesterov else b
        return x - lr * d, {"momentum": b}


class Adam(Optimizer):
    """Adam (Kingma and Ba): ``m = b1 m + (1 - b1) g``, ``s = b2 s + (1 - b2) g²``,
    ``x = x - lr * (m / (1 - b1^t)) / (sqrt(s / (1 - b2^t)) + epsilon)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.Adam(0.1).step(np.array([1.0]), np.array([5.0])).round(6).tolist()
        [0.9]
    """

    def __init__(self, lr: float | Callable[[int], float] = 1e-3, *, beta1: float = 0.9, beta2: float = 0.999,
                 epsilon: float = 1e-8, master_dtype: DType | None = None):
        super().__init__(lr, master_dtype)
        if not (0 <= beta1 < 1 and 0 <= beta2 < 1 and epsilon >= 0):
            raise IvyValueError("ivy.Adam: need 0 <= beta1, beta2 < 1 and epsilon >= 0")
        self.beta1, self.beta2, self.epsilon = beta1, beta2, epsilon

    def _init_leaf(self, x):
        return {"m": _creation.zeros_like(x), "s": _creation.zeros_like(x)}

    def _moments(self, g, state, t):
        m, s, step = _adam_direction(g, state["m"], state["s"], t, self.beta1, self.beta2,
                                     self.epsilon)
        return step, {"m": m, "s": s}

    def _update_leaf(self, x, g, state, lr, t):
        step, new = self._moments(g, state, t)
        return x - lr * step, new


class AdamW(Adam):
    """Adam with decoupled weight decay (Loshchilov and Hutter; PyTorch's AdamW):
    ``x = x * (1 - lr * weight_decay)``, then the Adam step.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.AdamW(0.1, weight_decay=0.5).step(np.array([1.0]), np.array([5.0])).round(6).tolist()
        [0.85]
    """

    def __init__(self, lr: float | Callable[[int], float] = 1e-3, *, beta1: float = 0.9, beta2: float = 0.999,
                 epsilon: float = 1e-8, weight_decay: float = 0.01, master_dtype: DType | None = None):
        super().__init__(lr, beta1=beta1, beta2=beta2, epsilon=epsilon, master_dtype=master_dtype)
        if weight_decay < 0:
            raise IvyValueError("ivy.AdamW: weight_decay must be >= 0")
        self.weight_decay = weight_decay

    def _update_leaf(self, x, g, state, lr, t):
        step, new = self._moments(g, state, t)
        return x * (1 - lr * self.weight_decay) - lr * step, new


class LAMB(Adam):
    """LAMB (You et al., 2019): the Adam direction plus weight decay,
    ``r = m̂ / (sqrt(ŝ) + epsilon) + weight_decay * x``, scaled per variable by the trust ratio
    ``||x|| / ||r||`` (1 where either norm is 0): ``x = x - lr * ratio * r``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.LAMB(0.1).step(np.array([3.0, 4.0]), np.array([1.0, 1.0])).round(4).tolist()
        [2.6464, 3.6464]
    """

    def __init__(self, lr: float | Callable[[int], float] = 1e-3, *, beta1: float = 0.9, beta2: float = 0.999,
                 epsilon: float = 1e-6, weight_decay: float = 0.0, master_dtype: DType | None = None):
        super().__init__(lr, beta1=beta1, beta2=beta2, epsilon=epsilon, master_dtype=master_dtype)
        if weight_decay < 0:
            raise IvyValueError("ivy.LAMB: weight_decay must be >= 0")
        self.weight_decay = weight_decay

    def _update_leaf(self, x, g, state, lr, t):
        r, new = self._moments(g, state, t)
        if self.weight_decay:
            r = r + self.weight_decay * x
        return x - lr * _trust(_norm(x), _norm(r)) * r, new


class LARS(Optimizer):
    """LARS (You et al., 2017): momentum SGD with a per-variable learning rate,
    ``local = eta * ||x|| / (||g|| + weight_decay * ||x|| + epsilon)`` (1 where a norm is 0),
    ``b = momentum * b + local * (g + weight_decay * x)``, ``x = x - lr * b``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.LARS(1.0, eta=0.1).step(np.array([3.0, 4.0]), np.array([0.0, 1.0])).round(4).tolist()
        [3.0, 3.5]
    """

    def __init__(self, lr: float | Callable[[int], float] = 0.1, *, momentum: float = 0.9,
                 weight_decay: float = 0.0, eta: float = 0.001, epsilon: float = 1e-9,
                 master_dtype: DType | None = None):
        super().__init__(lr, master_dtype)
        if momentum < 0 or weight_decay < 0 or eta <= 0 or epsilon < 0:
            raise IvyValueError("ivy.LARS: need momentum, weight_decay, epsilon >= 0 and eta > 0")
        self.momentum, self.weight_decay, self.eta, self.epsilon = (momentum, weight_decay, eta,
                                                                   epsilon)

    def _init_leaf(self, x):
        return {"momentum": _creation.zeros_like(x)}

    def _update_leaf(self, x, g, state, lr, t):
        xn, gn = _norm(x), _norm(g)
        local = self.eta * _trust(xn, gn + self.weight_decay * xn + self.epsilon, gn)
        d = g + self.weight_decay * x if self.weight_decay else g
        b = self.momentum * state["momentum"] + local * d
        return x - lr * b, {"momentum": b}


# --- functional steps (the original Ivy's names): variables and state in, new ones out ---------
def gradient_descent_update(ws: Array | Mapping[str, Any], dcdws: Array | Mapping[str, Any],
                            lr: float | Array, /, *, stop_gradients: bool = True,
                            master_ws: Array | Mapping[str, Any] | None = None) -> Any:
    """One gradient-descent step: ``ws - lr * dcdws`` (leaf by leaf).

    Args:
        ws: variables: an array, or a Container / dict of them.
        dcdws: gradients, structured like ``ws`` (e.g. from ``ivy.execute_with_gradients``).
        lr: learning rate, a number or a 0-d array.
        stop_gradients: the results are cut from the graph (``ivy.stop_gradient``).
        master_ws: float32 master copies of half-precision ``ws`` (structured like them; made
            once, before the first step, with ``ivy.astype``): the step is computed on them
            with the gradients cast up; the new ``ws`` are the new master copies rounded to
            ``ws``'s dtype, and the new master copies are returned last.

    Returns:
        The new variables, structured like ``ws`` (with ``master_ws``: ``(new_ws,
        new_master_ws)``).

    Raises:
        IvyValueError: ``dcdws`` (or ``master_ws``) has other key chains than ``ws``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.gradient_descent_update(ivy.Container(w=np.array([1.0, 2.0])),
        ...                             ivy.Container(w=np.array([1.0, -1.0])), 0.1).w.tolist()
        [0.9, 2.1]
    """
    out = _leafwise("gradient_descent_update", lambda x, g: (x - lr * g,), ws, dcdws,
                    stop_gradients=stop_gradients, master=master_ws)
    return out if master_ws is not None else out[0]


def adam_update(ws: Array | Mapping[str, Any], dcdws: Array | Mapping[str, Any], lr: float | Array,
                mw_tm1: Array | Mapping[str, Any], vw_tm1: Array | Mapping[str, Any], step: int | Array, /, *,
                beta1: float = 0.9, beta2: float = 0.999, epsilon: float = 1e-7,
                stop_gradients: bool = True,
                master_ws: Array | Mapping[str, Any] | None = None) -> tuple[Any, ...]:
    """One Adam step (the ``ivy.Adam`` formulas) on variables and moment estimates.

    Args:
        ws, dcdws, lr, stop_gradients, master_ws: as in ``ivy.gradient_descent_update``.
        mw_tm1: first moments of the previous step (zeros before the first), like ``ws``.
        vw_tm1: second moments of the previous step (zeros before the first), like ``ws``.
        step: index of this step, counting from 1 (for the bias corrections).
        beta1: decay of the first moment.
        beta2: decay of the second moment.
        epsilon: added to the denominator.

    Returns:
        ``(new_ws, mw, vw)``, each structured like ``ws`` (with ``master_ws``: ``new_master_ws``
        last).

    Raises:
        IvyValueError: the structures differ.

    Example:
        >>> import ivy, numpy as np
        >>> w, m, v = ivy.adam_update(np.array([1.0]), np.array([5.0]), 0.1, np.zeros(1),
        ...                           np.zeros(1), 1)
        >>> w.round(6).tolist(), m.round(6).tolist()
        ([0.9], [0.5])
    """
    return _adam_family("adam_update", ws, dcdws, mw_tm1, vw_tm1, step, beta1, beta2, epsilon,
                        lambda x, r: x - lr * r, stop_gradients, master_ws)


def lamb_update(ws: Array | Mapping[str, Any], dcdws: Array | Mapping[str, Any], lr: float | Array,
                mw_tm1: Array | Mapping[str, Any], vw_tm1: Array | Mapping[str, Any], step: int | Array, /, *,
                beta1: float = 0.9, beta2: float = 0.999, epsilon: float = 1e-7,
                max_trust_ratio: float = 10.0, decay_lambda: float = 0.0, stop_gradients: bool = True,
                master_ws: Array | Mapping[str, Any] | None = None) -> tuple[Any, ...]:
    """One LAMB step: the Adam direction plus weight decay, ``r = m̂ / (sqrt(v̂) + epsilon) +
    decay_lambda * w``, scaled per variable by the trust ratio ``min(||w|| / ||r||,
    max_trust_ratio)`` (1 where a norm is 0): ``w - lr * ratio * r``.

    Args:
        ws, dcdws, lr, mw_tm1, vw_tm1, step, beta1, beta2, epsilon, stop_gradients, master_ws:
            as in ``ivy.adam_update``.
        max_trust_ratio: upper bound of the trust ratio.
        decay_lambda: weight decay.

    Returns:
        ``(new_ws, mw, vw)`` as ``ivy.adam_update``.

    Raises:
        IvyValueError: the structures differ.

    Example:
        >>> import ivy, numpy as np
        >>> w, m, v = ivy.lamb_update(np.array([3.0, 4.0]), np.array([1.0, 1.0]), 0.1,
        ...                           np.zeros(2), np.zeros(2), 1)
        >>> w.round(4).tolist()
        [2.6464, 3.6464]
    """
    def apply(x, r):
        if decay_lambda:
            r = r + decay_lambda * x
        return x - lr * _elementwise.minimum(_trust(_norm(x), _norm(r)), max_trust_ratio) * r

    return _adam_family("lamb_update", ws, dcdws, mw_tm1, vw_tm1, step, beta1, beta2, epsilon,
                        apply, stop_gradients, master_ws)


def lars_update(ws: Array | Mapping[str, Any], dcdws: Array | Mapping[str, Any], lr: float | Array, /, *,
                decay_lambda: float = 0.0, stop_gradients: bool = True,
                master_ws: Array | Mapping[str, Any] | None = None) -> Any:
    """One LARS step without momentum: a per-variable learning rate
    ``lr * ||w|| / (||g|| + decay_lambda * ||w||)`` (``lr`` where a norm is 0) applied to
    ``g + decay_lambda * w``.

    Args:
        ws, dcdws, lr, stop_gradients, master_ws: as in ``ivy.gradient_descent_update``.
        decay_lambda: weight decay.

    Returns:
        The new variables, structured like ``ws`` (with ``master_ws``: ``(new_ws,
        new_master_ws)``).

    Raises:
        IvyValueError: the structures differ.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.lars_update(np.array([3.0, 4.0]), np.array([0.0, 1.0]), 0.1).round(4).tolist()
        [3.0, 3.5]
    """
    def leaf(x, g):
        xn, gn = _norm(x), _norm(g)
        local = lr * _trust(xn, gn + decay_lambda * xn, gn)
        return (x - local * (g + decay_lambda * x if decay_lambda else g),)

    out = _leafwise("lars_update", leaf, ws, dcdws, stop_gradients=stop_gradients,
                    master=master_ws)
    return out if master_ws is not None else out[0]


def _adam_family(fname, ws, dcdws, mw_tm1, vw_tm1, step, beta1, beta2, epsilon, apply,
                 stop_gradients, master_ws):
    """Adam's moment update and bias-corrected direction ``r`` per leaf, then
    ``apply(w, r)`` -> the new variable (Adam: ``w - lr r``; LAMB: decay and trust ratio)."""
    def leaf(x, g, m, v):
        m, v, r = _adam_direction(g, m, v, step, beta1, beta2, epsilon)
        return apply(x, r), m, v

    return _leafwise(fname, leaf, ws, dcdws, mw_tm1, vw_tm1, stop_gradients=stop_gradients,
                     master=master_ws)


def _adam_direction(g, m, v, t, beta1, beta2, epsilon):
    """Adam's new moments and bias-corrected direction ``m̂ / (sqrt(v̂) + epsilon)`` at step t."""
    m = beta1 * m + (1 - beta1) * g
    v = beta2 * v + (1 - beta2) * (g * g)
    return m, v, (m / (1 - beta1 ** t)) / (_elementwise_unary.sqrt(v / (1 - beta2 ** t)) + epsilon)


def _leafwise(fname, fn, ws, *trees, stop_gradients, master=None):
    """``fn`` on the leaves of ``ws`` and the matching leaves of ``trees``: a tuple of results,
    each structured like ``ws`` (a Container for a Container or dict, else an array).

    ``master``: master copies of ``ws``; ``fn`` then runs on them (the gradients, first of
    ``trees``, cast to their dtype), the first result is rounded to ``ws``'s dtype and the new
    master copies come last."""
    inner = fn
    if master is not None:
        def fn(x, mx, g, *rest):
            out = inner(mx, _data_type.astype(g, mx.dtype), *rest)
            new = _keep_dtype(out[0], mx)
            return (_data_type.astype(new, x.dtype), *out[1:], new)

        trees = (master, *trees)
    else:
        def fn(x, *rest):
            out = inner(x, *rest)
            return (_keep_dtype(out[0], x), *out[1:])

    finish = _gradients.stop_gradient if stop_gradients else (lambda x: x)
    if not isinstance(ws, dict):
        return tuple(finish(r) for r in fn(ws, *trees))
    cw = _as_container(ws)
    cts = [_as_container(t) for t in trees]
    chains = cw.key_chains()
    for c in cts:
        if c.key_chains() != chains:
            raise IvyValueError(f"ivy.{fname}: the gradients / state / master copies have key "
                                f"chains {c.key_chains()}, the variables {chains}")
    results = None
    for kc, x in cw.flatten().items():
        out = fn(x, *[c[kc] for c in cts])
        if results is None:
            results = [Container() for _ in out]
        for r, o in zip(results, out):
            r[kc] = finish(o)
    if results is None:  # no variables at all: as many (empty) results as the trees
        return (cw,) * len(trees)  # one result per tree (gradients, moments, master copies)
    return tuple(_same_order(r, cw) for r in results)


def _keep_dtype(new, x):
    """``new`` in ``x``'s dtype: NumPy's operators promote a bfloat16 (ml_dtypes) array with a
    Python float to float32, where Ivy keeps the array's dtype."""
    return new if new.dtype == x.dtype else _data_type.astype(new, x.dtype)


def _master_copy(x, dtype):
    """``x`` cast to ``dtype`` where it is a floating array of lower precision, else None."""
    if dtype is None:
        return None
    d = _dt.as_ivy_dtype(x.dtype)
    if d.kind != "float" or d.bits >= dtype.bits:
        return None
    return _data_type.astype(x, dtype)


def _norm(x):
    return _elementwise_unary.sqrt(_statistical.sum(x * x))


def _trust(num, den, check=None):
    """``num / den`` where ``num`` and ``check`` (default ``den``) are > 0, else 1 (0-d)."""
    check = den if check is None else check
    ok = _elementwise.logical_and(num > 0, check > 0)
    return _searching.where(ok, num / _searching.where(ok, den, _creation.ones_like(den)),
                            _creation.ones_like(num))


def _as_container(v):
    return v if isinstance(v, Container) else Container(v) if isinstance(v, dict) else \
        Container(x=v)


def _same_order(new, like):
    """``new`` rebuilt in ``like``'s key order (empty sub-Containers of ``like`` kept)."""
    return like.map(lambda x, kc: new[kc])
