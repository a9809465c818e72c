"""``ivy.to_native_module``: an ``ivy.Module`` as a framework's own trainable model.

* ``"torch"``: a ``torch.nn.Module`` whose ``torch.nn.Parameter``s mirror ``v``'s key chains as
  sub-modules (``layer0.w`` in ``state_dict``); ``forward`` calls the Ivy module with them, so
  ``loss.backward()`` and any ``torch.optim`` optimizer train it. Buffers (running statistics)
  are registered buffers, ``train()`` / ``eval()`` reach the Ivy module.
* ``"tensorflow"``: a Keras layer (``keras.layers.Layer``) whose weights are Keras variables
  (``tf.Variable`` underneath; names are the key chains with ``/`` as ``.``); ``call`` calls the
  Ivy module, so ``tf.GradientTape`` and Keras optimizers (``apply_gradients``, ``model.fit``)
  train it. ``training=`` of a call sets the Ivy module's mode.
* ``"mxnet"``: a Gluon ``Block`` whose ``Parameter``s (names: the key chains with ``/`` as ``.``)
  feed the Ivy module, so ``autograd.record()`` + ``backward()`` and a ``gluon.Trainer`` train
  it; the Ivy module's mode follows ``autograd.is_training()`` (training inside ``record()``).
  Buffers are parameters with ``grad_req="null"``.
* ``"jax"``: a pure pair ``(apply_fn, params)``: ``apply_fn(params, *args, **kwargs)`` is the Ivy
  module called with ``v=params``; ``params`` is an ``ivy.Container`` of JAX arrays (a pytree),
  so ``jax.grad``, ``jax.jit`` and optax-style optimizers take it. Modules with buffers: call
  ``apply_fn`` in eval mode inside JAX transforms (see ``ivy.Module``).

The native model starts from a copy of the module's variables (converted to the framework where
they are other arrays); ``native.v`` (torch, tensorflow, mxnet) gives its current values back as
a Container, for ``module.v = native.v``.
"""

from __future__ import annotations

import importlib.util
from typing import Any

from ..container import Container
from ..errors import IvyBackendNotInstalledError, IvyUnsupportedError, IvyValueError
from .module import Module

_FRAMEWORKS = ("torch", "tensorflow", "jax", "mxnet")


def to_native_module(module: Module, framework: str, /) -> Any:
    """The Ivy module as a native model of ``framework``, trainable by that framework's own
    autodiff and optimizers.

    Args:
        module: a built ``ivy.Module`` (``build_mode="on_call"`` modules: call them once first).
        framework: ``"torch"`` (a ``torch.nn.Module``), ``"tensorflow"`` (a Keras layer),
            ``"mxnet"`` (a Gluon Block) or ``"jax"`` (a pure ``(apply_fn, params)`` pair).

    Returns:
        The native model (see the module docstring), starting from a copy of ``module.v``.

    Raises:
        IvyUnsupportedError: ``"numpy"`` (no autodiff, no trainable model).
        IvyBackendNotInstalledError: the framework is not installed.

    Example:
        >>> import ivy
        >>> ivy.to_native_module(ivy.Module(), "numpy")
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.to_native_module: no native module for 'numpy' ...
    """
    if not isinstance(module, Module):
        raise IvyValueError(f"ivy.to_native_module: expected an ivy.Module, got "
                            f"{type(module).__name__}")
    if framework not in _FRAMEWORKS:
        raise IvyUnsupportedError(
            f"ivy.to_native_module: no native module for {framework!r} (NumPy has no autodiff "
            f"to train one); the targets are {', '.join(_FRAMEWORKS)}")
    if importlib.util.find_spec(framework) is None:
        raise IvyBackendNotInstalledError(
            f"ivy.to_native_module: {framework} is not installed: pip install "
            f'"ivy-core[{framework}]"')
    if not module.built:
        module.build()
    return {"torch": _to_torch, "tensorflow": _to_keras, "jax": _to_jax,
            "mxnet": _to_gluon}[framework](module)


def _native_values(c, framework):
    return c.to_backend(framework)


# --- torch --------------------------------------------------------------------------------------
def _to_torch(module):
    import torch  # noqa: PLC0415 - the framework asked for

    class _Tree(torch.nn.Module):
        """Parameters (or buffers) of one Container level; sub-Containers as sub-modules."""

        def __init__(self, c, buffers=False):
            super().__init__()
            for k, x in c.items():
                if isinstance(x, Container):
                    self.add_module(k, _Tree(x, buffers))
                elif buffers:
                    self.register_buffer(k, x.detach().clone())
                else:
                    self.register_parameter(k, torch.nn.Parameter(x.detach().clone()))

    class IvyTorchModule(torch.nn.Module):
        """An ``ivy.Module`` as a ``torch.nn.Module`` (see ``ivy.to_native_module``)."""

        def __init__(self, ivy_module):
            super().__init__()
            self.__dict__["ivy_module"] = ivy_module  # not a torch sub-module
            self.params = _Tree(_native_values(ivy_module.v, "torch"))
            self.ivy_buffers = _Tree(_native_values(ivy_module.buffers, "torch"), buffers=True)
            self._kcs = ivy_module.v.key_chains()
            self._bkcs = ivy_module.buffers.key_chains()
            self.train(ivy_module.training)

        @property
        def v(self):
            """The current parameters as an ``ivy.Container`` (detached tensors)."""
            return Container({kc: self.params.get_parameter(kc.replace("/", ".")).detach()
                              for kc in self._kcs})

        def forward(self, *args, **kwargs):
            m = self.ivy_module
            v = Container({kc: self.params.get_parameter(kc.replace("/", "."))
                           for kc in self._kcs})
            if self._bkcs:
                m.buffers = Container({kc: self.ivy_buffers.get_buffer(kc.replace("/", "."))
                                       for kc in self._bkcs})
            out = m(*args, v=_like(m.v, v), **kwargs)
            if self._bkcs and m.training:
                new = m.buffers.flatten()
                with torch.no_grad():
                    for kc in self._bkcs:
                        self.ivy_buffers.get_buffer(kc.replace("/", ".")).copy_(new[kc])
            return out

        def train(self, mode=True):
            super().train(mode)
            self.ivy_module.train(mode)
            return self

    return IvyTorchModule(module)


def _like(template, flat):
    """``flat`` (a Container keyed by key chains) in ``template``'s structure and key order
    (empty sub-Containers kept)."""
    return template.map(lambda x, kc: flat[kc])


# --- tensorflow / keras -----------------------------------------------------------------------------
def _to_keras(module):
    import keras  # noqa: PLC0415 - the framework asked for
    import numpy as np  # noqa: PLC0415

    class IvyKerasLayer(keras.layers.Layer):
        """An ``ivy.Module`` as a Keras layer (see ``ivy.to_native_module``)."""

        def __init__(self, ivy_module):
            flat = ivy_module.v.to_numpy().flatten()
            bflat = ivy_module.buffers.to_numpy().flatten()
            first = next(iter(flat.values()), None)
            super().__init__(dtype=None if first is None else str(np.asarray(first).dtype))
            self._ivy_module = ivy_module
            self._weights_by_kc = {kc: self._make(kc, a, True) for kc, a in flat.items()}
            self._buffers_by_kc = {kc: self._make(kc, a, False) for kc, a in bflat.items()}

        def _make(self, kc, a, trainable):
            a = np.asarray(a)
            w = self.add_weight(shape=a.shape, initializer="zeros", dtype=str(a.dtype),
                                trainable=trainable, name=kc.replace("/", "."))
            w.assign(a)
            return w

        @property
        def ivy_module(self):
            return self._ivy_module

        @property
        def v(self):
            """The current weights as an ``ivy.Container`` of tf.Tensors."""
            import tensorflow as tf  # noqa: PLC0415

            return Container({kc: tf.convert_to_tensor(w.value)
                              for kc, w in self._weights_by_kc.items()})

        def call(self, *args, training=None, **kwargs):
            m = self._ivy_module
            if training is not None:
                m.train(bool(training))
            v = Container({kc: w.value for kc, w in self._weights_by_kc.items()})
            if self._buffers_by_kc:
                m.buffers = Container({kc: w.value for kc, w in self._buffers_by_kc.items()})
            out = m(*args, v=_like(m.v, v), **kwargs)
            if self._buffers_by_kc and m.training:
                new = m.buffers.flatten()
                for kc, w in self._buffers_by_kc.items():
                    w.assign(new[kc])
            return out

    return IvyKerasLayer(module)


# --- mxnet / gluon --------------------------------------------------------------------------------
def _to_gluon(module):
    from mxnet import autograd, gluon, init  # noqa: PLC0415 - the framework asked for
    from mxnet import np as mnp  # noqa: PLC0415

    class IvyGluonBlock(gluon.Block):
        """An ``ivy.Module`` as a Gluon Block (see ``ivy.to_native_module``)."""

        def __init__(self, ivy_module):
            super().__init__()
            self._ivy_module = ivy_module
            self._params_by_kc = self._make(ivy_module.v, "write")
            self._buffers_by_kc = self._make(ivy_module.buffers, "null")
            self.initialize()

        def _make(self, c, grad_req):
            return {kc: self.params.get(kc.replace("/", "."), shape=tuple(a.shape),
                                        dtype=str(a.dtype), grad_req=grad_req,
                                        init=_Fill(mnp.array(a, dtype=a.dtype)))
                    for kc, a in c.to_numpy().flatten().items()}

        @property
        def ivy_module(self):
            return self._ivy_module

        @property
        def v(self):
            """The current parameters as an ``ivy.Container`` of mxnet arrays (copies)."""
            return Container({kc: p.data().copy() for kc, p in self._params_by_kc.items()})

        def forward(self, *args, **kwargs):
            m = self._ivy_module
            m.train(autograd.is_training())
            v = Container({kc: p.data() for kc, p in self._params_by_kc.items()})
            if self._buffers_by_kc:
                m.buffers = Container({kc: p.data() for kc, p in self._buffers_by_kc.items()})
            out = m(*args, v=_like(m.v, v), **kwargs)
            if self._buffers_by_kc and m.training:
                new = m.buffers.flatten()
                for kc, p in self._buffers_by_kc.items():
                    _write(p, new[kc].detach())
            return out

    class _Fill(init.Initializer):
        """Initialise a parameter with given values (Gluon's own initialisers index 0-d
        parameters with ``[:]``, which MXNet refuses)."""

        def __init__(self, value):
            super().__init__()
            self._value = value

        def _init_weight(self, _, arr):
            arr[() if arr.ndim == 0 else slice(None)] = self._value

    return IvyGluonBlock(module)


def _write(param, value):
    """Write ``value`` into a Gluon Parameter's arrays in place (``set_data`` cannot write a
    0-d parameter: it indexes with ``[:]``)."""
    for d in param.list_data():
        d[() if d.ndim == 0 else slice(None)] = value


# --- jax -----------------------------------------------------------------------------------------
def _to_jax(module):
    params = _native_values(module.v, "jax")

    def apply_fn(params, *args, **kwargs):
        """The Ivy module called with ``v=params`` (pure in ``params``)."""
        return module(*args, v=params, **kwargs)

    return apply_fn, params
