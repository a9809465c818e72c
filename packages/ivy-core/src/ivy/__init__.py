"""Ivy: one deep-learning API whose functions run unchanged on NumPy, PyTorch, JAX, TensorFlow
and MXNet.

Native in, native out: ``ivy.add(torch_tensor, 1)`` returns a ``torch.Tensor``. The backend is the
one set (``ivy.set_backend``, ``with ivy.use(...)``), else inferred from the arguments, else NumPy.
``import ivy`` imports no deep-learning framework; backends load on first use.
"""

import sys as _sys

# PyPI's unrelated `ivy` (README.md, "Name clashes") uses the same import name. Our libraries check
# this marker, which only ivy-core defines, and refuse to import on another `ivy`.
__distribution__ = "ivy-core"


def _warn_if_mixed_install():
    # `pip install ivy` and `pip install ivy-core` into one environment both write this folder; the
    # one installed last overwrites the other's files and the rest stay. When this code runs, ivy-core
    # was installed last and works, but uninstalling either one deletes files of the other. Two
    # stat calls (~10 us) look for files only PyPI's `ivy` ships (ivy-core has no such modules: a
    # test keeps it so); no directory listing, no metadata scan.
    import os  # noqa: PLC0415 - already imported by the interpreter: a dictionary lookup

    here = os.path.dirname(__file__)
    foreign = [n for n in ("_version.py", "func_wrapper.py") if os.path.exists(os.path.join(here, n))]
    if foreign:
        import warnings  # noqa: PLC0415

        warnings.warn(
            f"{here} holds files of another package named 'ivy' ({', '.join(foreign)}: PyPI's "
            "unrelated 'ivy' distribution, installed into the same environment as ivy-core). This "
            "process runs ivy-core, but the two overwrite each other's files and uninstalling either "
            "breaks the other. Fix: pip uninstall -y ivy ivy-core, then reinstall ivy-core from the "
            "repository (pip install ./packages/ivy-core) or its wheel; use a separate environment "
            "for PyPI's 'ivy'. See the repository README, 'Name clashes'.",
            RuntimeWarning, stacklevel=2)


def _require(module, distribution, library):
    """Import ``module`` for ``library`` (e.g. ivy_mech for ivy_vision); raise a clear ImportError if
    it is not this repository's ``distribution`` but PyPI's unrelated 2021 package of the same
    import name (they lack the ``__distribution__`` marker)."""
    import importlib  # noqa: PLC0415

    mod = importlib.import_module(module)
    if getattr(mod, "__distribution__", None) != distribution:
        raise ImportError(
            f"{library} needs {distribution} (0.x, from the Ivy repository), but 'import {module}' gave "
            f"{getattr(mod, '__file__', None)}, another package of that name (PyPI's '{distribution}' "
            f"1.1.x / 0.0.1 of 2021 is unrelated). Fix: pip uninstall -y {distribution}, then install "
            f"ours: pip install ./packages/{distribution} (or --no-index --find-links dist "
            f"{distribution}). See the repository README, 'Name clashes'.")
    return mod


_warn_if_mixed_install()

from . import dtypes
from ._backend import (
    BACKENDS as _BACKENDS,
)
from ._backend import (
    backend_name as _backend_name,
)
from ._backend import (
    current_backend,
    get_backend,
    set_backend,
    unset_backend,
    use,
)
from .dtypes import (
    Dtype,
    as_ivy_dtype,
    bfloat16,
    bool,  # noqa: A004
    can_cast,
    complex64,
    complex128,
    default_complex_dtype,
    default_float_dtype,
    default_int_dtype,
    e,
    finfo,
    float16,
    float32,
    float64,
    iinfo,
    inf,
    int8,
    int16,
    int32,
    int64,
    isdtype,
    nan,
    pi,
    promote_types,
    result_type,
    set_default_float_dtype,
    set_default_int_dtype,
    uint8,
    uint16,
    uint32,
    uint64,
)
from .errors import (
    IvyBackendError,
    IvyBackendMismatchError,
    IvyBackendNotInstalledError,
    IvyDtypeError,
    IvyException,
    IvyIndexError,
    IvyTypeError,
    IvyUnsupportedError,
    IvyValueError,
)
from .functional import fft, linalg
from .functional.activations import *  # noqa: F403
from .functional.control_flow import *  # noqa: F403
from .functional.conversions import *  # noqa: F403
from .functional.convolutions import *  # noqa: F403
from .functional.creation import *  # noqa: F403
from .functional.custom_gradients import *  # noqa: F403
from .functional.data_type import *  # noqa: F403
from .functional.device import *  # noqa: F403
from .functional.elementwise import *  # noqa: F403
from .functional.elementwise_unary import *  # noqa: F403
from .functional.exponential import *  # noqa: F403
from .functional.general import *  # noqa: F403
from .functional.general import default, exists, is_array, is_native_array, shape
from .functional.gradients import *  # noqa: F403
from .functional.indexing import *  # noqa: F403
from .functional.info import __array_namespace_info__
from .functional.interpolation import *  # noqa: F403
from .functional.layers import *  # noqa: F403
from .functional.linear_algebra import *  # noqa: F403
from .functional.losses import *  # noqa: F403
from .functional.manipulation import *  # noqa: F403
from .functional.norms import *  # noqa: F403
from .functional.pooling import *  # noqa: F403
from .functional.random import *  # noqa: F403
from .functional.random import seed
from .functional.rounding import *  # noqa: F403
from .functional.scatter_gather import *  # noqa: F403
from .functional.searching import *  # noqa: F403
from .functional.set import *  # noqa: F403
from .functional.sorting import *  # noqa: F403
from .functional.statistical import *  # noqa: F403
from .functional.transforms import *  # noqa: F403
from .functional.trigonometric import *  # noqa: F403
from .functional.utility import *  # noqa: F403

__version__ = "0.1.0"
__array_api_version__ = "2024.12"
newaxis = None

_sys.modules[__name__ + ".linalg"] = linalg
_sys.modules[__name__ + ".fft"] = fft
for _n in ("matmul", "matrix_transpose", "tensordot", "vecdot"):
    setattr(linalg, _n, globals()[_n])

set_framework = set_backend
unset_framework = unset_backend

from . import results, testing  # noqa: E402
from ._aliases import (  # noqa: E402
    array,
    cast,
    concatenate,
    get_num_dims,
    reduce_max,
    reduce_mean,
    reduce_min,
    reduce_sum,
    transpose,
)
from ._array import Array  # noqa: E402
from ._convert import to_backend  # noqa: E402
from ._global_rng import (  # noqa: E402
    global_random_states,
    seeded_global_random_states,
    set_global_random_states,
)
from .compiler import compile  # noqa: E402, A004
from .container import Container  # noqa: E402
from .functional._api import opt_out_of_autograph as _opt_out_of_autograph  # noqa: E402
from .stateful import *  # noqa: E402, F403

_opt_out_of_autograph(globals())  # tf.function's AutoGraph runs Ivy's code as it is

# The tracer and transpiler (ivy.graph: the capture modules of four frameworks, the ATen table)
# are imported on first use; a third of `import ivy`'s own time otherwise.
_GRAPH_NAMES = ("Graph", "trace_graph", "transpile")


def __dir__():
    return sorted({*globals(), *_GRAPH_NAMES})


def __getattr__(name):
    # ivy.backend: the name of the backend in force for this thread (None while inferring).
    if name == "backend":
        return _backend_name()
    # ivy.array_api (the standard's namespace on ivy.Array) and ivy.distributed: on first use
    if name in ("array_api", "distributed"):
        import importlib  # noqa: PLC0415 - first access only

        return importlib.import_module(f"ivy.{name}")
    if name in _GRAPH_NAMES:
        import importlib  # noqa: PLC0415 - first access only

        value = getattr(importlib.import_module("ivy.graph"), name)
        _opt_out_of_autograph({name: value})
        globals()[name] = value
        return value
    # ivy.numpy / ivy.torch / ivy.jax: framework namespaces with the unified signatures.
    if name in _BACKENDS:
        return get_backend(name)
    raise AttributeError(f"module 'ivy' has no attribute {name!r}")
