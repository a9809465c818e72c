"""``ivy.Module``: a model whose trainable variables live in one ``ivy.Container``, ``v``.

A subclass creates its sub-modules in ``__init__`` (anywhere: before or after
``super().__init__()``), its own variables in ``_create_variables`` and computes in ``_forward``.
``module(x)`` uses ``module.v``; ``module(x, v=v)`` runs the same forward pass with the variables
``v`` instead (for that call only), so ``lambda v: loss(module(x, v=v))`` is a pure function of the
variables: the form ``ivy.execute_with_gradients`` and JAX's transforms need.

Building (making the variables) happens when the outermost module's construction finishes
(``build_mode="on_init"``, the default) or on its first call (``"on_call"``: the backend is then
the one of the call's arrays). Sub-modules constructed inside another module's ``__init__`` are
built by that module. Arrays are made on the backend in force (``ivy.use``, ``ivy.set_backend``),
else the one inferred from the first call's arrays (``"on_call"``), else the default backend.

Non-trainable state (BatchNorm's running statistics) lives in ``buffers``, a Container beside
``v``; it is saved and loaded with the variables and changes only in training mode. Inside JAX
transforms (``jax.jit``, ``jax.grad``) call modules with buffers in eval mode: an update made
while tracing would store tracers.

Sub-modules are found in the public attributes (also inside lists, tuples and dicts) when the
module is built; their variables sit in ``v`` under the attribute's key chain (``"blocks/0"``).
"""

from __future__ import annotations

import inspect
import os
import threading
from collections.abc import Mapping
from typing import Any, Self, TypedDict, TypeVar

from .. import _backend
from .._backend import use
from ..container import Container
from ..dtypes import default_float_dtype
from ..errors import IvyValueError
from ..functional.device import default_device
from ..functional.general import is_native_array
from ..types import Device, DType


class _Building(threading.local):
    depth = 0  # how many Module constructors of this thread are running


_building = _Building()
_M = TypeVar("_M")


class _ModuleMeta(type):
    """Builds a module once its whole constructor (the subclass's ``__init__``) has run."""

    def __call__(cls: type[_M], *args: Any, **kwargs: Any) -> _M:
        # annotated to return the instance: type checkers then check a constructor call against
        # the class's ``__init__`` (the typing spec's rule for a metaclass ``__call__``)
        _building.depth += 1
        try:
            module = super().__call__(*args, **kwargs)
        finally:
            _building.depth -= 1
        if "_built" not in module.__dict__:
            raise IvyValueError(f"{cls.__name__}.__init__ must call super().__init__()")
        if _building.depth == 0 and module._build_mode == "on_init":
            module.build()
        return module

    @property
    def __signature__(cls) -> inspect.Signature:
        # ``inspect.signature(ivy.Linear)``: the constructor's parameters (``__init__``'s, less
        # ``self``), not ``__call__``'s ``(*args, **kwargs)`` above
        sig = inspect.signature(cls.__init__)
        return sig.replace(parameters=tuple(sig.parameters.values())[1:])


class ModuleOptions(TypedDict, total=False):
    """The keyword arguments of ``Module.__init__``, which every layer passes on
    (``**kwargs: Unpack[ModuleOptions]``): a type checker flags any other keyword."""

    device: Device | None
    dtype: DType | None
    v: Container | Mapping[str, Any] | None
    build_mode: str


class Module(metaclass=_ModuleMeta):
    """Base class of Ivy's stateful models and layers.

    Args:
        device: device of the variables (None: the default device).
        dtype: floating dtype of the variables (None: the default float dtype).
        v: variables to use instead of newly initialised ones (a Container, or a dict, with the
            key chains and shapes the module would create).
        build_mode: ``"on_init"`` (make the variables when the constructor returns) or
            ``"on_call"`` (on the first call, on the backend of its arrays).

    Subclasses implement ``_forward(*args, **kwargs)`` and, if they own variables,
    ``_create_variables(device, dtype)`` returning a dict of arrays (and ``_create_buffers`` for
    non-trainable state).

    Example:
        >>> import ivy, numpy as np
        >>> class Affine(ivy.Module):
        ...     def _create_variables(self, device, dtype):
        ...         return {"w": ivy.ones((2,), dtype=dtype, device=device),
        ...                 "b": ivy.zeros((2,), dtype=dtype, device=device)}
        ...     def _forward(self, x):
        ...         return x * self.v.w + self.v.b
        >>> m = Affine()
        >>> m(np.ones(2, dtype="float32")).tolist()
        [1.0, 1.0]
        >>> m(np.ones(2, dtype="float32"), v=m.v * 3).tolist()  # a pure function of v
        [3.0, 3.0]
    """

    def __init__(self, *, device: Device | None = None, dtype: DType | None = None,
                 v: Container | Mapping[str, Any] | None = None, build_mode: str = "on_init"):
        if build_mode not in ("on_init", "on_call"):
            raise IvyValueError(f"{type(self).__name__}: build_mode must be 'on_init' or "
                                f"'on_call', got {build_mode!r}")
        d = self.__dict__
        d.update(_device=device, _dtype=dtype, _v_init=v, _build_mode=build_mode, _built=False,
                 _v=None, _own_buffers=Container(), _children=(), _descendants=(),
                 training=True)

    # --- to implement in subclasses --------------------------------------------------------
    def _create_variables(self, device, dtype):
        """The module's own trainable arrays (a dict, nested dicts allowed); none by default."""
        return {}

    def _create_buffers(self, device, dtype):
        """The module's own non-trainable arrays (running statistics); none by default."""
        return {}

    def _forward(self, *args, **kwargs):
        raise NotImplementedError(f"{type(self).__name__} must implement _forward")

    # --- building ----------------------------------------------------------------------------
    @property
    def built(self) -> bool:
        """Whether the variables exist."""
        return self._built

    def build(self, *args: Any, **kwargs: Any) -> Self:
        """Make the variables (of every sub-module not built yet) on the backend in force, else
        the one of the first array among ``args``, else the default backend. Returns ``self``."""
        if self._built:
            return self
        arrays = [a for a in list(args) + list(kwargs.values()) if _is_array(a)]
        backend = _backend.current_backend(*arrays[:1])
        with use(backend.name):
            self._build_tree()
        return self

    def _build_tree(self):
        self.__dict__["_children"] = tuple(_find_children(self))
        for _, child in self._children:
            child._build_tree()
        # every module below this one with its key chain split into keys, for _set_v's walk
        self.__dict__["_descendants"] = tuple(
            (m, tuple(kc.split("/")) + keys)
            for kc, child in self._children
            for m, keys in ((child, ()), *child._descendants))
        device = self._device if self._device is not None else default_device()
        dtype = self._dtype if self._dtype is not None else default_float_dtype()
        own = Container(self._create_variables(device, dtype))
        self.__dict__["_own_buffers"] = Container(self._create_buffers(device, dtype))
        v = own
        for kc, child in self._children:
            if len(child.v):
                if v.has_key_chain(kc):
                    raise IvyValueError(f"{type(self).__name__}: variable {kc!r} clashes with "
                                        f"the sub-module of that name")
                v[kc] = child.v
        if self._v_init is not None:
            v = _check_same(Container(self._v_init), v, type(self).__name__)
            self.__dict__["_v_init"] = None
        self.__dict__["_built"] = True
        self._set_v(v)

    # --- variables and buffers ---------------------------------------------------------------
    @property
    def v(self) -> Container:
        """The trainable variables: a Container (sub-modules' under their attribute names)."""
        if not self._built:
            raise IvyValueError(f"{type(self).__name__} is built on its first call "
                                f"(build_mode='on_call'): call it, or call .build(), first")
        return self._v

    @v.setter
    def v(self, value: Container | Mapping[str, Any]) -> None:
        if not self._built:
            self.build()
        self._set_v(value if isinstance(value, Container) else Container(value))

    def _set_v(self, v):
        """``v`` here, and in each sub-module the part of ``v`` at its key chain (an empty
        Container where ``v`` has none): one walk per sub-module, no recursion."""
        self.__dict__["_v"] = v
        for m, keys in self._descendants:
            node = v
            for k in keys:
                node = dict.get(node, k) if isinstance(node, dict) else None
                if node is None:
                    node = Container()
                    break
            m.__dict__["_v"] = node

    @property
    def buffers(self) -> Container:
        """Non-trainable state (running statistics), sub-modules' under their names."""
        out = self._own_buffers.copy()
        for kc, child in self._children:
            b = child.buffers
            if len(b):
                out[kc] = b
        return out

    @buffers.setter
    def buffers(self, value: Container | Mapping[str, Any]) -> None:
        value = value if isinstance(value, Container) else Container(value)
        own = Container({k: value[k] for k in self._own_buffers})
        self.__dict__["_own_buffers"] = own
        for kc, child in self._children:
            child.buffers = _sub(value, kc)

    # --- calling -------------------------------------------------------------------------------
    def __call__(self, *args: Any, v: Container | Mapping[str, Any] | None = None,
                 **kwargs: Any) -> Any:
        """``_forward(*args, **kwargs)`` with the module's variables, or with ``v`` for this
        call only (a Container with ``self.v``'s key chains)."""
        if not self._built:
            self.build(*args, **kwargs)
        if v is None:
            return self._forward(*args, **kwargs)
        # the variables before the call, restored as they were (no walk through the old ones)
        old = self._v
        olds = [m.__dict__["_v"] for m, _ in self._descendants]
        self._set_v(v if isinstance(v, Container) else Container(v))
        try:
            return self._forward(*args, **kwargs)
        finally:
            self.__dict__["_v"] = old
            for (m, _), o in zip(self._descendants, olds):
                m.__dict__["_v"] = o

    def train(self, mode: bool = True) -> Self:
        """Set training mode (dropout active, batch statistics used) here and in every
        sub-module; returns ``self``."""
        self.__dict__["training"] = bool(mode)
        for _, child in _find_children(self):
            child.train(mode)
        return self

    def eval(self) -> Self:
        """Set evaluation mode (``train(False)``); returns ``self``."""
        return self.train(False)

    # --- saving --------------------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str], /) -> str:
        """Write the variables and buffers to ``path`` (``.npz``, see ``Container.save``)."""
        return Container(v=self.v, buffers=self.buffers).save(path)

    def load(self, path: str | os.PathLike[str], /) -> Self:
        """Read variables and buffers written by :meth:`save` into this (built) module, as arrays
        of its current backend; the key chains and shapes must match. Returns ``self``."""
        leaves = self.v.leaves() + self.buffers.leaves()
        backend = _backend.current_backend(*leaves[:1]).name
        data = Container.load(path, backend=backend)
        name = type(self).__name__
        v = _check_same(data.get("v", Container()), self.v, name)
        buffers = _check_same(data.get("buffers", Container()), self.buffers, name)
        self._set_v(v)
        self.buffers = buffers
        return self

    def __setattr__(self, name, value):
        if name == "v":
            Module.v.fset(self, value)
        elif name == "buffers":
            Module.buffers.fset(self, value)
        else:
            object.__setattr__(self, name, value)

    def __repr__(self):
        if not self._built:
            return f"{type(self).__name__}(not built)"
        shapes = self._v.shapes.flatten()
        inner = ", ".join(f"{k}: {list(s)}" for k, s in shapes.items())
        return f"{type(self).__name__}({inner})"


def _is_array(x):
    return is_native_array(x)


def _find_children(module):
    """``(key chain, sub-module)`` for every Module held by an attribute (also in lists, tuples
    and dicts: ``"layers/0"``), in attribute order."""
    out = []

    def visit(obj, kc):
        if isinstance(obj, Module):
            out.append((kc, obj))
        elif isinstance(obj, (list, tuple)):
            for i, o in enumerate(obj):
                visit(o, f"{kc}/{i}")
        elif isinstance(obj, dict) and not isinstance(obj, Container):
            for k, o in obj.items():
                visit(o, f"{kc}/{k}")

    for name, value in vars(module).items():
        if not name.startswith("_"):
            visit(value, name)
    return out


def _sub(c, kc):
    """``c[kc]``, or an empty Container where ``c`` has nothing at key chain ``kc``."""
    node = c
    for part in kc.split("/"):
        node = dict.get(node, part) if isinstance(node, dict) else None
        if node is None:
            return Container()
    return node


def _check_same(given, expected, name):
    """``given`` (a Container) must have ``expected``'s key chains and array shapes."""
    g, e = given.shapes.flatten(), expected.shapes.flatten()
    if g.keys() != e.keys():
        raise IvyValueError(f"{name}: the given variables have key chains {sorted(g)}, the module "
                            f"has {sorted(e)}")
    bad = [f"{k}: {g[k]} != {e[k]}" for k in e if g[k] != e[k]]
    if bad:
        raise IvyValueError(f"{name}: the given variables' shapes differ: {', '.join(bad)}")
    return given
