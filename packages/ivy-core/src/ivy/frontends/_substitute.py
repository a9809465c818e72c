"""Run a library's own Python source on a frontend: its ``import torch`` resolved to
``ivy.frontends.torch``, eagerly, on whichever Ivy backend holds the data.

    import ivy, kornia, ivy.frontends.torch as ft
    from ivy.frontends._substitute import Substitution
    sub = Substitution("kornia")                        # framework="torch"
    rgb_to_hsv = sub.function(kornia.color.rgb_to_hsv)  # (ivy.frontends.run_as: one call)
    with ivy.use("jax"):
        hsv = rgb_to_hsv(ft.rand(1, 3, 4, 4))           # kornia's code, on JAX arrays

How: each module of the library a function needs is compiled from its source file into a fresh
module object whose ``__builtins__`` hold their own ``__import__``: ``torch`` and ``torch.x.y``
resolve to the frontend (through a read-through view of it, below), the library's own modules
(absolute or relative imports, at module level or inside functions) to their substituted copies,
and every other import as Python does. The copies live in the ``Substitution`` only: nothing is
entered in ``sys.modules``, the real ``torch`` and the real library are untouched, so the
process is as it was (and the real library keeps working beside its copy). ``function(fn)`` maps
a function of the library to its copy, and a function written outside it (a lambda of a test
case) to the same code with ``torch``, the library's modules and functions in its closure and
globals replaced by their copies.

Package ``__init__`` files are not run (they import the whole library: models, downloads,
ONNX): a package's copy is a namespace whose attributes are the copy of the real package's
attribute (``kornia.enhance.normalize`` is a function there, not the submodule of that name),
else its submodules' copies. So the real package must have been imported (``sys.modules`` is
read, never written).

Limits: the frontend runs what it offers. Names a program needs and the frontend does not have
fail where they are used. Names that only describe PyTorch's machinery, not computation, are
given stand-ins in the view (``STAND_INS``: ``torch.jit.script`` / ``is_scripting``,
``torch.compiler.is_compiling``, ``torch.is_autocast_enabled``, ``torch.backends.*`` queries
(no kernel library is on), ``torch._C._are_functorch_transforms_active``, ``__version__``, the
dtype ``complex32`` Ivy lacks, as a value equal to no dtype) and so is the base class
``torch.nn.Module``, so that modules which *define* layers still load: making such a layer raises
``IvyUnsupportedError`` (the frontend keeps no layers with parameters). Tensors a module makes
when it loads (``kornia.constants.pi``) are on the backend in force then: use one
``Substitution`` per backend. Extension modules (compiled, no Python source) are the real ones.
"""

from __future__ import annotations

import builtins
import importlib
import importlib.machinery
import sys
import types
from pathlib import Path

from ..errors import IvyUnsupportedError, IvyValueError

__all__ = ["STAND_INS", "Substitution", "run_as"]


class _LayerStandIn:
    """``torch.nn.Module`` in the view: a class to derive from (so that modules defining layers
    load); making a layer raises."""

    def __init__(self, *args, **kwargs):
        raise IvyUnsupportedError(
            f"{type(self).__name__}: torch.nn.Module layers are not in the frontend (no "
            "parameters or module state); call the library's functions instead")


def _false(*args, **kwargs):
    return False


def _identity_decorator(fn=None, *args, **kwargs):
    return fn if callable(fn) else (lambda f: f)


class _NoDtype:
    """A dtype of PyTorch's that Ivy has no counterpart of: equal to nothing else."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


def _torch_version():
    """``torch.__version__`` in the view: the installed PyTorch's, else 2.0 (libraries compare it
    to work around PyTorch's bugs); read when asked for."""
    import importlib.metadata  # noqa: PLC0415 - a few ms, only when asked for

    try:
        return importlib.metadata.version("torch")
    except importlib.metadata.PackageNotFoundError:
        return "2.0.0"


#: ``{dotted name under torch: stand-in}``: names the view adds to the frontend's own (PyTorch's
#: machinery, not computation: no TorchScript, compiler, autocast or kernel libraries are on)
STAND_INS: dict = {
    "nn.Module": _LayerStandIn,
    "jit.script": _identity_decorator,
    "jit.ignore": _identity_decorator,
    "jit.unused": _identity_decorator,
    "jit.is_scripting": _false,
    "jit.is_tracing": _false,
    "compiler.is_compiling": _false,
    "compiler.is_dynamo_compiling": _false,
    "onnx.is_in_onnx_export": _false,
    "is_autocast_enabled": _false,
    "_C._are_functorch_transforms_active": _false,
    "_C._functorch.is_legacy_batchedtensor": _false,
    "backends.mkldnn.is_available": _false,
    "backends.mkldnn.enabled": False,
    "backends.mps.is_available": _false,
    "backends.cuda.is_built": _false,
    "backends.cudnn.is_available": _false,
    "backends.cudnn.enabled": False,
    # dtypes Ivy does not have, for membership tests (``dtype in (torch.complex32, ...)``)
    "complex32": _NoDtype("torch.complex32"),
    "chalf": _NoDtype("torch.complex32"),
    "__version__": _torch_version,  # (a function: read when asked for)
}


class _View(types.ModuleType):
    """A read-through view of a frontend module (``torch.nn``...): the frontend's attribute, else
    the stand-in of ``STAND_INS``, else a view of a stand-in sub-namespace (``torch.jit``)."""

    def __init__(self, dotted, target):
        super().__init__(dotted)
        object.__setattr__(self, "_target", target)

    def __getattr__(self, name):
        value = self._lookup(name)
        object.__setattr__(self, name, value)  # (kept: later reads are plain attribute reads)
        return value

    def _lookup(self, name):
        target = object.__getattribute__(self, "_target")
        dotted = self.__name__.partition(".")[2]
        key = f"{dotted}.{name}" if dotted else name
        own = target is not None and name in vars(target)  # (not the frontend's unsupported)
        if own or (target is not None and key not in STAND_INS and hasattr(target, name)):
            value = getattr(target, name)
            return _View(f"{self.__name__}.{name}", value) \
                if isinstance(value, types.ModuleType) else value
        if key in STAND_INS:
            return STAND_INS[key]() if key == "__version__" else STAND_INS[key]
        if any(k.startswith(key + ".") for k in STAND_INS):
            return _View(f"{self.__name__}.{name}", None)
        if target is None:
            raise AttributeError(f"{self.__name__}.{name} is not in the frontend")
        return getattr(target, name)  # the frontend's own error (its reason for a missing name)


class Substitution:
    """The modules of the packages ``packages`` loaded from their source with ``framework``
    resolved to ``ivy.frontends.<framework>`` (module doc)."""

    def __init__(self, packages=("kornia",), framework="torch"):
        if framework != "torch":
            raise IvyValueError(f"ivy.frontends.run_as: framework={framework!r}: only 'torch' "
                                "programs are substituted so far")
        self.packages = (packages,) if isinstance(packages, str) else tuple(packages)
        self.framework = framework
        self._frontend = _View(framework, importlib.import_module(f"ivy.frontends.{framework}"))
        self._modules: dict = {}
        self._builtins = dict(vars(builtins), __import__=self._import)

    # --- names --------------------------------------------------------------------------------
    def _ours(self, name):
        return any(name == p or name.startswith(p + ".") for p in self.packages)

    def _is_framework(self, name):
        return name == self.framework or name.startswith(self.framework + ".")

    def _framework_module(self, name):
        mod = self._frontend
        for part in name.split(".")[1:]:
            mod = getattr(mod, part)
        return mod

    def module(self, name):
        """The copy of the library's module (or package namespace) ``name``."""
        if self._is_framework(name):
            return self._framework_module(name)
        if name in self._modules:
            return self._modules[name]
        parent, _, last = name.rpartition(".")
        # (the parent's copy gives the path: finding the spec imports nothing, real parents included)
        spec = importlib.machinery.PathFinder.find_spec(
            last, self.module(parent).__path__ if parent else None)
        if spec is None or spec.origin is None:
            raise ModuleNotFoundError(f"no module {name!r} to substitute")
        if not spec.origin.endswith(".py"):  # an extension module: the real one (module doc)
            return importlib.import_module(name)
        if spec.submodule_search_locations:
            mod = _Package(name, self, spec)
            self._modules[name] = mod
            return mod
        mod = types.ModuleType(name)
        mod.__file__ = spec.origin
        mod.__package__ = name.rpartition(".")[0]
        mod.__builtins__ = self._builtins
        self._modules[name] = mod  # before running: import cycles see the partial module
        source = Path(spec.origin).read_text(encoding="utf-8")
        try:
            exec(compile(source, spec.origin, "exec"), mod.__dict__)  # noqa: S102 - the point
        except BaseException:
            del self._modules[name]
            raise
        return mod

    def _import(self, name, globals=None, locals=None, fromlist=(), level=0):  # noqa: A002
        if level:
            package = (globals or {}).get("__package__") or ""
            base = package.rsplit(".", level - 1)[0] if level > 1 else package
            name = f"{base}.{name}" if name else base
        if not (self._ours(name) or self._is_framework(name)):
            return importlib.__import__(name, globals, locals, fromlist, level)
        mod = self.module(name)
        if fromlist:
            for attr in fromlist:  # ``from pkg import submodule``: load it
                if attr != "*" and isinstance(mod, _Package):
                    try:
                        getattr(mod, attr)
                    except AttributeError:
                        pass  # (Python's ``from ... import`` raises its ImportError)
            return mod
        return self.module(name.partition(".")[0])

    # --- values -------------------------------------------------------------------------------
    def value(self, obj, _memo=None):
        """The copy of ``obj``: the framework's modules to the frontend, the library's modules,
        functions and classes to their copies, other functions rebuilt with their closure and
        globals mapped the same way; anything else as it is."""
        memo = {} if _memo is None else _memo
        if id(obj) in memo:
            return memo[id(obj)]
        if isinstance(obj, types.ModuleType):
            name = obj.__name__
            return self.module(name) if self._ours(name) or self._is_framework(name) else obj
        if isinstance(obj, (types.FunctionType, type)):
            mod = getattr(obj, "__module__", None) or ""
            if self._ours(mod) and "<locals>" not in obj.__qualname__:
                out = self.module(mod)
                for part in obj.__qualname__.split("."):
                    out = getattr(out, part)
                return out
        if not isinstance(obj, types.FunctionType):
            return obj
        memo[id(obj)] = obj  # (recursion: a function reaching itself keeps the original)
        cells = None
        if obj.__closure__:
            cells = tuple(types.CellType(self.value(c.cell_contents, memo))
                          if _filled(c) else c for c in obj.__closure__)
        g = dict(obj.__globals__)
        for n in _names(obj.__code__):
            if n in g:
                g[n] = self.value(g[n], memo)
        out = types.FunctionType(obj.__code__, g, obj.__name__, obj.__defaults__, cells)
        out.__kwdefaults__ = obj.__kwdefaults__
        out.__qualname__, out.__doc__ = obj.__qualname__, obj.__doc__
        memo[id(obj)] = out
        return out

    function = value


class _Package(types.ModuleType):
    """A package's copy without its ``__init__`` run: submodules, else the copy of the real
    package's attribute (from the module that defined it)."""

    def __init__(self, name, sub, spec):
        super().__init__(name)
        self.__path__ = list(spec.submodule_search_locations)
        self.__package__ = name
        object.__setattr__(self, "_sub", sub)

    def __getattr__(self, attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        sub = object.__getattribute__(self, "_sub")
        real = sys.modules.get(self.__name__)  # (read, never imported here)
        if real is not None and hasattr(real, attr) \
                and not isinstance(getattr(real, attr), types.ModuleType):
            value = sub.value(getattr(real, attr))  # (``kornia.enhance.normalize``: a function)
            if value is getattr(real, attr):
                value = _defined_in(sub, self.__name__, attr, value)
        elif _has_child(self.__path__, attr):
            value = sub.module(f"{self.__name__}.{attr}")
        else:
            raise AttributeError(
                f"module {self.__name__!r} has no attribute {attr!r}" + (
                    "" if real is not None else f" (import {self.__name__} first: its copy takes "
                    "the names the real package re-exports from it)"))
        setattr(self, attr, value)
        return value


def _has_child(paths, attr):
    return any((Path(p) / f"{attr}.py").is_file() or (Path(p) / attr / "__init__.py").is_file()
               for p in paths)


def _defined_in(sub, package, attr, value):
    """A value the real package re-exports (not a function or class: a constant, a tensor): the
    same attribute of the copy of a module under the package that holds it."""
    for name, mod in list(sys.modules.items()):
        if name.startswith(package + ".") and mod is not None and not hasattr(mod, "__path__") \
                and getattr(mod, attr, None) is value:
            return getattr(sub.module(name), attr)
    return value


def _filled(cell):
    try:
        cell.cell_contents  # noqa: B018 - the test
    except ValueError:
        return False
    return True


def _names(code):
    out = set(code.co_names)
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            out |= _names(c)
    return out


def run_as(obj, framework="torch"):
    """A library written against ``framework`` run on its frontend, from the library's own source.

    ``obj``: a module name (``"kornia.color"``), or a module, function or class of the library
    (``kornia.filters.gaussian_blur2d``); its top-level package is the one substituted. Returned:
    its copy, whose modules were compiled from their source files with ``import torch``
    (``torch.nn.functional``...) resolved to ``ivy.frontends.torch`` and the library's own imports
    to their copies; the real framework and library are untouched (nothing enters
    ``sys.modules``). The copy runs eagerly on whichever backend holds the data, Python control
    flow included; what it needs and the frontend lacks fails where it is used (module doc of
    ``ivy.frontends._substitute``: how, and the limits). Only ``torch`` programs so far; the
    library must have been imported (the copy reads its package's names). Each call makes a new
    copy of the library.

    Example:
        >>> import ivy, kornia, ivy.frontends.torch as torch  # doctest: +SKIP
        >>> blur = ivy.frontends.run_as(kornia.filters.gaussian_blur2d)  # doctest: +SKIP
        >>> with ivy.use("jax"):  # doctest: +SKIP
        ...     y = blur(torch.rand(1, 3, 8, 8), (3, 3), (1.5, 1.5))  # kornia's code, on JAX
    """
    if isinstance(obj, str):
        return Substitution(obj.partition(".")[0], framework).module(obj)
    name = obj.__name__ if isinstance(obj, types.ModuleType) else getattr(obj, "__module__", None)
    top = (name or "").partition(".")[0]
    if top in ("", "__main__", "builtins", framework) \
            or getattr(sys.modules.get(top), "__file__", None) is None:
        raise IvyValueError(f"ivy.frontends.run_as: {obj!r} is not of a library's module (give the library's "
                         "module, function or class, or a module name)")
    return Substitution(top, framework).value(obj)
