"""PyTorch's API re-created on Ivy: ``import ivy.frontends.torch as torch``.

Torch code runs on whichever Ivy backend holds the data (the backend in force when tensors are
made: ``ivy.use`` / ``ivy.set_backend``, else NumPy), with PyTorch's names, argument names,
defaults and promotion. What is covered: ``docs/frontends/torch.md``. The functions live in one
module per category (``creation``, ``pointwise``, ``reduction``, ``manipulation``, ``comparison``,
``blas``, ``random``; ``indexing`` for ``Tensor.__getitem__``/``__setitem__``), all re-exported
here. Gradients: the frontend keeps no tape (``Tensor.backward`` raises); differentiate the
program with the backend's autodiff (``ivy.grad`` over a function of native arrays).

Example:
    >>> import ivy.frontends.torch as torch
    >>> x = torch.tensor([1, 2, 3])
    >>> (x + 0.5).dtype, torch.add(x, x, alpha=2).tolist()
    (torch.float32, [3, 6, 9])
"""

from __future__ import annotations

import builtins as _builtins

import ivy as _ivy

from .. import _common

# the sub-namespaces; ``_tensor_methods`` attaches the Tensor's methods and operators (the function
# modules' functions) to the class: it imports the function modules, which import ``tensor``, and
# ``tensor`` imports none of them
from . import _promotion, _tensor_methods, fft, linalg, nn, return_types, special  # noqa: F401
from . import blas as _bl
from . import comparison as _cmp
from . import creation as _cr
from . import manipulation as _mp
from . import pointwise as _pw
from . import random as _rd
from . import reduction as _rc
from ._dtypes import DTYPES, dtype, finfo, iinfo
from .blas import *  # noqa: F403
from .comparison import *  # noqa: F403
from .creation import *  # noqa: F403
from .manipulation import *  # noqa: F403
from .pointwise import *  # noqa: F403
from .random import *  # noqa: F403
from .reduction import *  # noqa: F403
from .tensor import Size, Tensor, device
from .tensor import native as _native

bool = DTYPES["bool"]  # noqa: A001 - PyTorch's name
uint8, int8, int16, int32, int64 = (DTYPES[n] for n in ("uint8", "int8", "int16", "int32", "int64"))
uint16, uint32, uint64 = DTYPES["uint16"], DTYPES["uint32"], DTYPES["uint64"]
float16, bfloat16, float32, float64 = (DTYPES[n] for n in ("float16", "bfloat16", "float32",
                                                          "float64"))
complex64, complex128 = DTYPES["complex64"], DTYPES["complex128"]
half, float, double = float16, float32, float64  # noqa: A001 - PyTorch's aliases
short, int, long = int16, int32, int64  # noqa: A001
cfloat, cdouble = complex64, complex128

#: names of ``torch`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    "poisson": "Ivy has no Poisson sampler",
    "stft": "no short-time Fourier transform in Ivy yet",
}
#: functions of this namespace written as a composition of several Ivy functions
COMPOSED: frozenset = frozenset().union(*(m.COMPOSED for m in (_bl, _cmp, _cr, _mp, _pw, _rd,
                                                               _rc)))


def promote_types(type1, type2):
    return DTYPES[_promotion.promote_types(str(type1), str(type2))]


def result_type(tensor1, tensor2):
    return DTYPES[_promotion.result_type_of(_native(tensor1), _native(tensor2))]


def can_cast(from_, to):
    return _promotion.can_cast(str(from_), str(to))


def is_tensor(obj):
    return isinstance(obj, Tensor)


def is_floating_point(input):
    return input.dtype.is_floating_point


def is_complex(input):
    return input.dtype.is_complex


def is_nonzero(input):
    if input.numel() != 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    return _builtins.bool(input.item())


def numel(input):
    return input.numel()


def get_default_dtype():
    return DTYPES[str(_ivy.default_float_dtype())]


def set_default_dtype(d):
    _ivy.set_default_float_dtype(str(d))


def is_grad_enabled():
    return True


class no_grad:  # noqa: N801 - PyTorch's name
    """``torch.no_grad``: the frontend keeps no tape, so this changes nothing (also a decorator)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def __call__(self, fn):
        return fn


enable_grad = inference_mode = no_grad

# ``torch.abs_(x)`` ...: the in-place methods of the Tensor, as PyTorch also offers them as functions
for _n in ("abs_", "acos_", "acosh_", "addmv_", "arccos_", "arccosh_", "arcsin_", "arcsinh_",
           "arctan_", "arctanh_", "asin_", "asinh_", "atan_", "atanh_", "ceil_", "clamp_",
           "clamp_max_", "clamp_min_", "clip_", "cos_", "cosh_", "deg2rad_", "detach_", "erf_",
           "erfc_", "exp2_", "exp_", "expm1_", "fill_", "fix_", "floor_", "frac_", "gcd_",
           "index_put_", "lcm_", "ldexp_", "log10_", "log1p_", "log2_", "log_", "logit_",
           "nan_to_num_", "neg_", "negative_", "rad2deg_", "reciprocal_", "relu_", "round_",
           "rsqrt_", "sigmoid_", "sin_", "sinc_", "sinh_", "sqrt_", "square_", "tan_", "tanh_",
           "trunc_", "xlogy_", "zero_"):
    globals()[_n] = getattr(Tensor, _n)


def detach(input):
    return input.detach()


def fill(input, value):
    return Tensor.fill_(input.clone(), value)


def masked_fill(input, mask, value):
    return input.masked_fill(mask, value)


def index_put(input, indices, values, accumulate=False):
    return input.index_put(indices, values, accumulate)


def is_same_size(input, other):
    return input.is_same_size(other)


def is_signed(input):
    return input.is_signed()


def softmax(input, dim, dtype=None):
    return Tensor.softmax(input if input.__class__ is Tensor else _pw.wrap(_native(input)), dim,
                          dtype)


def log_softmax(input, dim, dtype=None):
    return Tensor.log_softmax(input if input.__class__ is Tensor else _pw.wrap(_native(input)),
                              dim, dtype)


def get_default_device():
    return device(_ivy.default_device())


def get_rng_state():
    return _rd.default_generator.get_state()


def set_rng_state(new_state):
    _rd.default_generator.set_state(new_state)

__all__ = ["Size", "Tensor", "device", "dtype", "finfo", "iinfo", "fft", "linalg", "nn", "return_types",
           "special"]


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("torch", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.torch' has no attribute {name!r}")


from .tensor import wrap as _frontend_array  # noqa: E402, F401 - for the tests
