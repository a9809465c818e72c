"""Optimizers: ``new_v = optimizer.step(v, grads)``, functional in the variables.

``v`` and ``grads`` are Containers (or single arrays) of the same key chains; the optimizer's
state (momenta, moment estimates) is a Container of the same structure in ``optimizer.state``,
made on the first step, plus the step count ``optimizer.steps``. ``update(v, grads, state)``
is the pure form (returns ``(new_v, new_state)``), for code that keeps the state itself (JAX).

``lr`` is a number or a schedule: a callable of the step index (0 for the first step), see
``ivy.stateful.schedules``. Every update is written once with Ivy functions, so it is the same
computation on every backend. The formulas are in each class's docstring; ``t`` counts steps
from 1.
"""

from __future__ import annotations

import ivy as _ivy

from ..container import Container
from ..errors import IvyValueError


class Optimizer:
    """Base class: subclasses define ``_init_leaf(x)`` (a dict of state arrays for one variable)
    and ``_update_leaf(x, g, state, lr, t)`` -> ``(new_x, new_state)``."""

    def __init__(self, lr):
        if not callable(lr) and not (isinstance(lr, (int, float)) and lr >= 0):
            raise IvyValueError(f"ivy.{type(self).__name__}: lr must be a number >= 0 or a "
                                f"schedule (callable of the step index), got {lr!r}")
        self.lr = lr
        self.state = None
        self.steps = 0

    def learning_rate(self, step):
        """The learning rate used at step index ``step`` (0 for the first)."""
        return float(self.lr(step)) if callable(self.lr) else float(self.lr)

    def init_state(self, v):
        """The initial state for variables ``v`` (a Container of per-variable state)."""
        c = _as_container(v)
        return c.map(lambda x, kc: Container(self._init_leaf(x)))

    def update(self, v, grads, state, step=0):
        """Pure update: ``(new_v, new_state)`` for step index ``step`` (0 for the first)."""
        single = not isinstance(v, dict)
        cv, cg = _as_container(v), _as_container(grads)
        if cv.key_chains() != cg.key_chains():
            raise IvyValueError(f"ivy.{type(self).__name__}.step: grads have key chains "
                                f"{cg.key_chains()}, the variables {cv.key_chains()}")
        lr, t = self.learning_rate(step), step + 1
        new_v, new_state = Container(), Container()
        for kc, x in cv.flatten().items():
            nx, ns = self._update_leaf(x, cg[kc], state[kc], lr, t)
            new_v[kc], new_state[kc] = nx, Container(ns)
        new_v = _same_order(new_v, cv)
        return (new_v["x"] if single else new_v), new_state

    def step(self, v, grads):
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

    def __init__(self, lr=0.01, *, momentum=0.0, nesterov=False, weight_decay=0.0):
        super().__init__(lr)
        if momentum < 0 or weight_decay < 0:
            raise IvyValueError("ivy.SGD: momentum and weight_decay must be >= 0")
        if nesterov and momentum == 0:
            raise IvyValueError("ivy.SGD: nesterov=True needs momentum > 0")
        self.momentum, self.nesterov, self.weight_decay = momentum, nesterov, weight_decay

    def _init_leaf(self, x):
        return {"momentum": _ivy.zeros_like(x)} if self.momentum else {}

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

    def __init__(self, lr=1e-3, *, beta1=0.9, beta2=0.999, epsilon=1e-8):
        super().__init__(lr)
        if not (0 <= beta1 < 1 and 0 <= beta2 < 1 and epsilon >= 0):
            raise IvyValueError("ivy.Adam: need 0 <= beta1, beta2 < 1 and epsilon >= 0")
        self.beta1, self.beta2, self.epsilon = beta1, beta2, epsilon

    def _init_leaf(self, x):
        return {"m": _ivy.zeros_like(x), "s": _ivy.zeros_like(x)}

    def _moments(self, g, state, t):
        b1, b2 = self.beta1, self.beta2
        m = b1 * state["m"] + (1 - b1) * g
        s = b2 * state["s"] + (1 - b2) * (g * g)
        step = (m / (1 - b1 ** t)) / (_ivy.sqrt(s / (1 - b2 ** t)) + self.epsilon)
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

    def __init__(self, lr=1e-3, *, beta1=0.9, beta2=0.999, epsilon=1e-8, weight_decay=0.01):
        super().__init__(lr, beta1=beta1, beta2=beta2, epsilon=epsilon)
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

    def __init__(self, lr=1e-3, *, beta1=0.9, beta2=0.999, epsilon=1e-6, weight_decay=0.0):
        super().__init__(lr, beta1=beta1, beta2=beta2, epsilon=epsilon)
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

    def __init__(self, lr=0.1, *, momentum=0.9, weight_decay=0.0, eta=0.001, epsilon=1e-9):
        super().__init__(lr)
        if momentum < 0 or weight_decay < 0 or eta <= 0 or epsilon < 0:
            raise IvyValueError("ivy.LARS: need momentum, weight_decay, epsilon >= 0 and eta > 0")
        self.momentum, self.weight_decay, self.eta, self.epsilon = (momentum, weight_decay, eta,
                                                                   epsilon)

    def _init_leaf(self, x):
        return {"momentum": _ivy.zeros_like(x)}

    def _update_leaf(self, x, g, state, lr, t):
        xn, gn = _norm(x), _norm(g)
        local = self.eta * _trust(xn, gn + self.weight_decay * xn + self.epsilon, gn)
        d = g + self.weight_decay * x if self.weight_decay else g
        b = self.momentum * state["momentum"] + local * d
        return x - lr * b, {"momentum": b}


# --- functional steps (the original Ivy's names): variables and state in, new ones out ---------
def gradient_descent_update(ws, dcdws, lr, /, *, stop_gradients=True):
    """One gradient-descent step: ``ws - lr * dcdws`` (leaf by leaf).

    Args:
        ws: variables: an array, or a Container / dict of them.
        dcdws: gradients of the same structure (e.g. from ``ivy.execute_with_gradients``).
        lr: learning rate, a number or a 0-d array.
        stop_gradients: the new variables are cut from the graph (``ivy.stop_gradient``).

    Returns:
        The new variables, structured like ``ws``.

    Raises:
        IvyValueError: ``dcdws`` has other key chains than ``ws``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.gradient_descent_update(ivy.Container(w=np.array([1.0, 2.0])),
        ...                             ivy.Container(w=np.array([1.0, -1.0])), 0.1).w.tolist()
        [0.9, 2.1]
    """
    return _leafwise("gradient_descent_update", lambda x, g: (x - lr * g,), ws, dcdws,
                     stop_gradients=stop_gradients)[0]


def adam_update(ws, dcdws, lr, mw_tm1, vw_tm1, step, /, *, beta1=0.9, beta2=0.999, epsilon=1e-7,
                stop_gradients=True):
    """One Adam step (the ``ivy.Adam`` formulas) on variables and moment estimates.

    Args:
        ws: variables: an array, or a Container / dict of them.
        dcdws: gradients, structured like ``ws``.
        lr: learning rate, a number or a 0-d array.
        mw_tm1: first moments of the previous step (zeros before the first), like ``ws``.
        vw_tm1: second moments of the previous step (zeros before the first), like ``ws``.
        step: index of this step, counting from 1 (for the bias corrections).
        beta1: decay of the first moment.
        beta2: decay of the second moment.
        epsilon: added to the denominator.
        stop_gradients: the results are cut from the graph (``ivy.stop_gradient``).

    Returns:
        ``(new_ws, mw, vw)``, each structured like ``ws``.

    Raises:
        IvyValueError: the structures differ.

    Example:
        >>> import ivy, numpy as np
        >>> w, m, v = ivy.adam_update(np.array([1.0]), np.array([5.0]), 0.1, np.zeros(1),
        ...                           np.zeros(1), 1)
        >>> w.round(6).tolist(), m.round(6).tolist()
        ([0.9], [0.5])
    """
    def leaf(x, g, m, v):
        m, v, d = _adam_direction(g, m, v, step, beta1, beta2, epsilon)
        return x - lr * d, m, v

    return _leafwise("adam_update", leaf, ws, dcdws, mw_tm1, vw_tm1,
                     stop_gradients=stop_gradients)


def lamb_update(ws, dcdws, lr, mw_tm1, vw_tm1, step, /, *, beta1=0.9, beta2=0.999, epsilon=1e-7,
                max_trust_ratio=10.0, decay_lambda=0.0, stop_gradients=True):
    """One LAMB step: the Adam direction plus weight decay, ``r = m̂ / (sqrt(v̂) + epsilon) +
    decay_lambda * w``, scaled per variable by the trust ratio ``min(||w|| / ||r||,
    max_trust_ratio)`` (1 where a norm is 0): ``w - lr * ratio * r``.

    Args:
        ws: variables: an array, or a Container / dict of them.
        dcdws: gradients, structured like ``ws``.
        lr: learning rate, a number or a 0-d array.
        mw_tm1: first moments of the previous step (zeros before the first), like ``ws``.
        vw_tm1: second moments of the previous step (zeros before the first), like ``ws``.
        step: index of this step, counting from 1.
        beta1: decay of the first moment.
        beta2: decay of the second moment.
        epsilon: added to the denominator.
        max_trust_ratio: upper bound of the trust ratio.
        decay_lambda: weight decay.
        stop_gradients: the results are cut from the graph (``ivy.stop_gradient``).

    Returns:
        ``(new_ws, mw, vw)``, each structured like ``ws``.

    Raises:
        IvyValueError: the structures differ.

    Example:
        >>> import ivy, numpy as np
        >>> w, m, v = ivy.lamb_update(np.array([3.0, 4.0]), np.array([1.0, 1.0]), 0.1,
        ...                           np.zeros(2), np.zeros(2), 1)
        >>> w.round(4).tolist()
        [2.6464, 3.6464]
    """
    def leaf(x, g, m, v):
        m, v, r = _adam_direction(g, m, v, step, beta1, beta2, epsilon)
        if decay_lambda:
            r = r + decay_lambda * x
        ratio = _ivy.minimum(_trust(_norm(x), _norm(r)), max_trust_ratio)
        return x - lr * ratio * r, m, v

    return _leafwise("lamb_update", leaf, ws, dcdws, mw_tm1, vw_tm1,
                     stop_gradients=stop_gradients)


def lars_update(ws, dcdws, lr, /, *, decay_lambda=0.0, stop_gradients=True):
    """One LARS step without momentum: a per-variable learning rate
    ``lr * ||w|| / (||g|| + decay_lambda * ||w||)`` (``lr`` where a norm is 0) applied to
    ``g + decay_lambda * w``.

    Args:
        ws: variables: an array, or a Container / dict of them.
        dcdws: gradients, structured like ``ws``.
        lr: learning rate, a number or a 0-d array.
        decay_lambda: weight decay.
        stop_gradients: the new variables are cut from the graph (``ivy.stop_gradient``).

    Returns:
        The new variables, structured like ``ws``.

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

    return _leafwise("lars_update", leaf, ws, dcdws, stop_gradients=stop_gradients)[0]


def _adam_direction(g, m, v, step, beta1, beta2, epsilon):
    m = beta1 * m + (1 - beta1) * g
    v = beta2 * v + (1 - beta2) * (g * g)
    return m, v, (m / (1 - beta1 ** step)) / (_ivy.sqrt(v / (1 - beta2 ** step)) + epsilon)


def _leafwise(fname, fn, ws, *trees, stop_gradients):
    """``fn`` on the leaves of ``ws`` and the matching leaves of ``trees``: a tuple of results,
    each structured like ``ws`` (a Container for a Container or dict, else an array)."""
    finish = _ivy.stop_gradient if stop_gradients else (lambda x: x)
    if not isinstance(ws, dict):
        return tuple(finish(r) for r in fn(ws, *trees))
    cw = _as_container(ws)
    cts = [_as_container(t) for t in trees]
    chains = cw.key_chains()
    for c in cts:
        if c.key_chains() != chains:
            raise IvyValueError(f"ivy.{fname}: the gradients / state have key chains "
                                f"{c.key_chains()}, the variables {chains}")
    results = None
    for kc, x in cw.flatten().items():
        out = fn(x, *[c[kc] for c in cts])
        if results is None:
            results = [Container() for _ in out]
        for r, o in zip(results, out):
            r[kc] = finish(o)
    if results is None:  # no variables at all
        return (cw,) * 3
    return tuple(_same_order(r, cw) for r in results)


def _norm(x):
    return _ivy.sqrt(_ivy.sum(x * x))


def _trust(num, den, check=None):
    """``num / den`` where ``num`` and ``check`` (default ``den``) are > 0, else 1 (0-d)."""
    check = den if check is None else check
    ok = _ivy.logical_and(num > 0, check > 0)
    return _ivy.where(ok, num / _ivy.where(ok, den, _ivy.ones_like(den)), _ivy.ones_like(num))


def _as_container(v):
    return v if isinstance(v, Container) else Container(v) if isinstance(v, dict) else \
        Container(x=v)


def _same_order(new, like):
    """``new`` rebuilt in ``like``'s key order (empty sub-Containers of ``like`` kept)."""
    return like.map(lambda x, kc: new[kc])
