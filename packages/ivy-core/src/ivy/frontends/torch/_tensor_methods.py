"""The methods and operators of the frontend's ``Tensor``: the frontend's functions themselves
where the signature is PyTorch's (a function assigned to the class is its method: ``x.add(y)``
calls ``add(x, y)``, no extra frame), small methods here where the method's signature differs
(``view(*shape)``, ``permute(*dims)``, ``to(...)``, ``type(...)``), and the in-place ``_`` variants.

In-place methods replace the held array by the result cast to the tensor's dtype (on every backend,
JAX included; views sharing memory do not change: the frontend keeps no views). As PyTorch, a
result of a higher category (float into an integer tensor, anything into bool, complex into
float) raises instead of being cast.
"""

from __future__ import annotations

import math

import ivy

from .. import _common
from .._common import FrontendDtype, ivy_dtype_of, kind_of
from . import blas as _bl
from . import comparison as _cmp
from . import creation as _cr
from . import indexing as _ix
from . import manipulation as _mp
from . import nn_ops as _nno
from . import pointwise as _pw
from . import random as _rd
from . import reduction as _rc
from . import special as _sp
from . import views as _vw
from ._dtypes import DTYPES
from .tensor import Size, Tensor, _cast, native, wrap

_CATEGORY = {"bool": 0, "uint": 1, "int": 1, "float": 2, "complex": 3}
_TORCH_NAME = {"float32": "Float", "float64": "Double", "float16": "Half",
               "bfloat16": "BFloat16", "int64": "Long", "int32": "Int", "int16": "Short",
               "int8": "Char", "uint8": "Byte", "bool": "Bool", "complex64": "ComplexFloat",
               "complex128": "ComplexDouble", "uint16": "UInt16", "uint32": "UInt32",
               "uint64": "UInt64"}


def _store(self, data):
    """Hold ``data`` (cast to the tensor's dtype, PyTorch's in-place rule) and return ``self``."""
    d = self._data.dtype
    if data.dtype is not d and data.dtype != d:
        have, want = ivy_dtype_of(data.dtype), ivy_dtype_of(d)
        if _CATEGORY[have.kind] > _CATEGORY[want.kind]:
            raise RuntimeError(f"result type {_TORCH_NAME[str(have)]} can't be cast to the "
                               f"desired output type {_TORCH_NAME[str(want)]}")
        data = ivy.astype(data, want)
    self._data = data
    return self


def _inplace(fn):
    def method(self, *args, **kwargs):
        return _store(self, fn(self, *args, **kwargs)._data)

    method.__name__ = f"{fn.__name__}_"
    return method


def _reflected(fn):
    def method(self, other):
        return fn(other, self)

    method.__name__ = f"__r{fn.__name__}__"
    return method


def _shape_args(shape):
    if len(shape) == 1 and (isinstance(shape[0], (tuple, list)) or shape[0].__class__ is Size):
        return tuple(int(s) for s in shape[0])
    return tuple(int(s) for s in shape)


# --- methods whose signature differs from the function's ------------------------------------------
def view(self, *shape):
    if len(shape) == 1 and isinstance(shape[0], FrontendDtype):
        want = shape[0]
        if want.itemsize != self.dtype.itemsize:
            raise RuntimeError("view(dtype): only dtypes of the same size are supported by "
                               "Ivy's torch frontend")
        if want == self.dtype:
            return self
        ivy_ = ivy.to_numpy(self._data).view(str(want))  # a bit reinterpretation: via NumPy
        return wrap(ivy.asarray(ivy_, device=ivy.dev(self._data)))
    return wrap(ivy.reshape(self._data, _shape_args(shape)))


def reshape(self, *shape):
    return wrap(ivy.reshape(self._data, _shape_args(shape)))


def view_as(self, other):
    return wrap(ivy.reshape(self._data, tuple(native(other).shape)))


reshape_as = view_as


def expand(self, *sizes):
    return _mp.broadcast_to(self, _shape_args(sizes))


def expand_as(self, other):
    return wrap(ivy.broadcast_to(self._data, tuple(native(other).shape)))


def permute(self, *dims):
    return wrap(ivy.permute_dims(self._data, _shape_args(dims)))


def repeat(self, *sizes):
    sizes = _shape_args(sizes)
    x = self._data
    if len(sizes) > len(x.shape):
        x = ivy.reshape(x, (1,) * (len(sizes) - len(x.shape)) + tuple(x.shape))
    return wrap(ivy.tile(x, sizes))


def tile(self, *dims):
    return _mp.tile(self, _shape_args(dims))


def flip(self, *dims):
    return _mp.flip(self, _shape_args(dims))


def contiguous(self, memory_format=None):
    return self


def is_contiguous(self, memory_format=None):
    return True


def _parse_to(args, kwargs):
    dtype = kwargs.get("dtype")
    device = kwargs.get("device")
    for a in args:
        if isinstance(a, FrontendDtype):
            dtype = a
        elif a.__class__ is Tensor:
            dtype, device = a.dtype, a.device
        elif a is not None and not isinstance(a, bool):
            device = a
    return dtype, device


def to(self, *args, **kwargs):
    dtype, device = _parse_to(args, kwargs)
    x = self._data
    if dtype is not None and ivy_dtype_of(x.dtype) != dtype:
        x = ivy.astype(x, dtype)
    if device is not None and str(device) != ivy.dev(x):
        x = ivy.to_device(x, str(device))
    if x is self._data and not kwargs.get("copy", False):
        return self
    return wrap(x)


_TYPE_NAMES = {"float32": "torch.FloatTensor", "float64": "torch.DoubleTensor",
               "float16": "torch.HalfTensor", "bfloat16": "torch.BFloat16Tensor",
               "int64": "torch.LongTensor", "int32": "torch.IntTensor",
               "int16": "torch.ShortTensor", "int8": "torch.CharTensor",
               "uint8": "torch.ByteTensor", "bool": "torch.BoolTensor",
               "complex64": "torch.ComplexFloatTensor", "complex128": "torch.ComplexDoubleTensor"}
_BY_TYPE_NAME = {v: k for k, v in _TYPE_NAMES.items()}


def type(self, dtype=None, non_blocking=False, **kwargs):  # noqa: A001 - PyTorch's name
    if dtype is None:
        return _TYPE_NAMES.get(str(self.dtype), f"torch.{self.dtype}")
    if isinstance(dtype, str):
        dtype = _BY_TYPE_NAME.get(dtype, dtype.replace("torch.", ""))
    return self.to(DTYPES[str(ivy.as_ivy_dtype(dtype))])


def type_as(self, tensor):
    return self.to(tensor.dtype)


def _caster(name):
    def method(self, memory_format=None):
        return self if str(ivy_dtype_of(self._data.dtype)) == name else wrap(
            ivy.astype(self._data, name))

    return method


def cpu(self, memory_format=None):
    return self.to("cpu")


def cuda(self, device=None, non_blocking=False, memory_format=None):
    return self.to("cuda" if device is None else (f"cuda:{device}" if isinstance(device, int)
                                                   else device))


def is_floating_point(self):
    return kind_of(self._data.dtype) == "float"


def is_complex(self):
    return kind_of(self._data.dtype) == "complex"


def element_size(self):
    return self.dtype.itemsize


def clone(self, *, memory_format=None):
    return wrap(ivy.asarray(self._data, copy=True))


def detach_(self):
    self._data = ivy.stop_gradient(self._data)
    return self


def requires_grad_(self, requires_grad=True):
    self.requires_grad = requires_grad
    return self


def _new(fn):
    def method(self, *size, dtype=None, device=None, requires_grad=False, layout=None,
               pin_memory=False):
        return fn(*size, dtype=dtype or self.dtype, device=device or ivy.dev(self._data))

    return method


def new_full(self, size, fill_value, *, dtype=None, device=None, requires_grad=False,
             layout=None, pin_memory=False):
    return _cr.full(size, fill_value, dtype=dtype or self.dtype,
                    device=device or ivy.dev(self._data))


def new_tensor(self, data, *, dtype=None, device=None, requires_grad=False, layout=None,
               pin_memory=False):
    return _cr.tensor(data, dtype=dtype or self.dtype, device=device or ivy.dev(self._data))


def where(self, condition, y):
    return _pw.where(condition, self, y)


def masked_fill(self, mask, value):
    return _ix.masked_fill(self, mask, value)


def index_put(self, indices, values, accumulate=False):
    return _ix.index_put(self, indices, values, accumulate)


def split(self, split_size, dim=0):
    return _mp.split(self, split_size, dim)


def size(self, dim=None):
    s = self._data.shape
    return Size(s) if dim is None else s[dim]


def fill_(self, value):
    v = native(value)
    name = str(ivy_dtype_of(self._data.dtype))
    if v.__class__ in (int, float, bool, complex):
        self._data = ivy.full_like(self._data, v)
    else:
        self._data = ivy.broadcast_to(_cast(v, name), tuple(self._data.shape))
    return self


def zero_(self):
    self._data = ivy.zeros_like(self._data)
    return self


def copy_(self, src, non_blocking=False):
    v = native(src)
    name = str(ivy_dtype_of(self._data.dtype))
    if v.__class__ in (int, float, bool, complex):
        v = ivy.asarray(v)
    self._data = ivy.broadcast_to(_cast(v, name), tuple(self._data.shape))
    return self


def uniform_(self, from_=0, to=1, *, generator=None):
    self._data = ivy.random_uniform(float(from_), float(to), tuple(self._data.shape),
                                    dtype=ivy_dtype_of(self._data.dtype),
                                    seed=_rd._seed(generator))
    return self


def normal_(self, mean=0, std=1, *, generator=None):
    z = ivy.random_normal(0.0, 1.0, tuple(self._data.shape),
                          dtype=ivy_dtype_of(self._data.dtype), seed=_rd._seed(generator))
    self._data = ivy.add(ivy.multiply(z, std), mean)
    return self


def bernoulli_(self, p=0.5, *, generator=None):
    probs = ivy.full_like(self._data, p) if p.__class__ in (int, float) else native(p)
    return _store(self, ivy.bernoulli(probs, seed=_rd._seed(generator),
                                      dtype=ivy_dtype_of(self._data.dtype)))


def softmax(self, dim, dtype=None):
    x = self._data if dtype is None else ivy.astype(self._data, dtype)
    return wrap(ivy.softmax(x, axis=dim))


def log_softmax(self, dim, dtype=None):
    x = self._data if dtype is None else ivy.astype(self._data, dtype)
    return wrap(ivy.log_softmax(x, axis=dim))


def relu(self):
    return wrap(ivy.relu(self._data))


def ndimension(self):
    return len(self._data.shape)


def nelement(self):
    return self.numel()


def is_signed(self):
    return self.dtype.is_signed


def is_nonzero(self):
    if self.numel() != 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    return bool(ivy.to_scalar(self._data))


def is_same_size(self, other):
    return tuple(self._data.shape) == tuple(native(other).shape)


def get_device(self):
    d = ivy.dev(self._data)
    return -1 if d.startswith("cpu") else int(d.partition(":")[2] or 0)


def stride(self, dim=None):
    s, acc = [], 1
    for n in reversed(tuple(self._data.shape)):
        s.append(acc)
        acc *= n
    s = tuple(reversed(s))
    return s if dim is None else s[dim]


def pin_memory(self, device=None):
    return self


def is_pinned(self, device=None):
    return False


def retain_grad(self):
    return None


def register_hook(self, hook):
    raise ivy.IvyUnsupportedError(
        "torch.Tensor.register_hook: Ivy's torch frontend keeps no autograd tape; take gradients "
        "with the backend's autodiff")


def sum_to_size(self, *size):
    size = _shape_args(size)
    x = self._data
    lead = len(x.shape) - len(size)
    axes = tuple(range(lead)) + tuple(lead + i for i, n in enumerate(size)
                                      if n == 1 and x.shape[lead + i] != 1)
    r = ivy.sum(x, axis=axes, keepdims=True) if axes else x
    return wrap(ivy.reshape(r, size))


def split_with_sizes(self, split_sizes, dim=0):
    return _mp.split(self, list(split_sizes), dim)


def fill_diagonal_(self, fill_value, wrap=False):
    x = self._data
    n = min(x.shape)
    pos = [n] * len(x.shape)
    if wrap and len(x.shape) == 2 and x.shape[0] > x.shape[1] + 1:
        rows = list(range(0, x.shape[0], x.shape[1] + 1))
        idx_r = [r + k for r in rows for k in range(x.shape[1]) if r + k < x.shape[0]]
        idx_c = [k for r in rows for k in range(x.shape[1]) if r + k < x.shape[0]]
        key = (idx_r, idx_c)
    else:
        key = tuple([list(range(n))] * len(pos))
    self._data = _ix.setitem(x, key, fill_value)
    return self


def random_(self, from_=0, to=None, *, generator=None):
    if to is None:
        from_, to = 0, from_ if from_ else (2 ** 24 if self.is_floating_point() else 2 ** 31 - 1)
    r = ivy.randint(int(from_), int(to), tuple(self._data.shape), dtype=ivy.int64,
                    seed=_rd._seed(generator))
    self._data = ivy.astype(r, ivy_dtype_of(self._data.dtype))
    return self


def exponential_(self, lambd=1.0, *, generator=None):
    u = ivy.random_uniform(0.0, 1.0, tuple(self._data.shape),
                           dtype=ivy_dtype_of(self._data.dtype), seed=_rd._seed(generator))
    self._data = ivy.divide(ivy.negative(ivy.log1p(ivy.negative(u))), lambd)
    return self


def argwhere(self):
    return _mp.nonzero(self)


def __getitem__(self, key):
    return wrap(_ix.getitem(self._data, key))


def __setitem__(self, key, value):
    self._data = _ix.setitem(self._data, key, value)


def __iter__(self):
    if not self._data.shape:
        raise TypeError("iteration over a 0-d tensor")
    return iter([wrap(a) for a in ivy.unstack(self._data, axis=0)])


def __invert__(self):
    return _pw.bitwise_not(self) if kind_of(self._data.dtype) != "bool" \
        else _pw.logical_not(self)


def __pos__(self):
    return self


def __matmul__(self, other):
    return _bl.matmul(self, other)


def __rmatmul__(self, other):
    return _bl.matmul(other, self)


def __floordiv__(self, other):
    return _pw.floor_divide(self, other)


def __rfloordiv__(self, other):
    return _pw.floor_divide(other, self)


def __mod__(self, other):
    return _pw.remainder(self, other)


def __rmod__(self, other):
    return _pw.remainder(other, self)


def __contains__(self, element):
    return bool(ivy.to_scalar(ivy.any(ivy.equal(self._data, native(element)))))


def __format__(self, spec):
    if not self._data.shape:
        return format(self.item(), spec)
    return repr(self)


# --- methods over the later additions (random fills, resizing, ...) -------------------------------
def log_normal_(self, mean=1, std=2, *, generator=None):
    z = ivy.random_normal(0.0, 1.0, tuple(self._data.shape),
                          dtype=ivy_dtype_of(self._data.dtype), seed=_rd._seed(generator))
    self._data = ivy.exp(ivy.add(ivy.multiply(z, std), mean))
    return self


def cauchy_(self, median=0, sigma=1, *, generator=None):
    u = ivy.random_uniform(0.0, 1.0, tuple(self._data.shape),
                           dtype=ivy_dtype_of(self._data.dtype), seed=_rd._seed(generator))
    self._data = ivy.add(ivy.multiply(ivy.tan(ivy.multiply(ivy.subtract(u, 0.5), math.pi)),
                                      sigma), median)
    return self


def geometric_(self, p, *, generator=None):
    """Fill with draws of the number of Bernoulli(``p``) trials up to the first success (>= 1)."""
    u = ivy.random_uniform(0.0, 1.0, tuple(self._data.shape), dtype=ivy.float64,
                           seed=_rd._seed(generator))
    k = ivy.ceil(ivy.divide(ivy.log1p(ivy.negative(u)), math.log1p(-p)))
    return _store(self, ivy.maximum(k, 1.0))


def resize_(self, *sizes, memory_format=None):
    """The tensor given the shape ``sizes``: its leading elements (row-major) kept; new elements
    (PyTorch leaves them uninitialised) are zeros."""
    shape = _shape_args(sizes)
    n = math.prod(shape)
    flat = ivy.reshape(self._data, (-1,))
    if n > flat.shape[0]:
        with ivy.use(ivy.current_backend(flat).name):
            pad = ivy.zeros((n - flat.shape[0],), dtype=flat.dtype, device=ivy.dev(flat))
        flat = ivy.concat([flat, pad], axis=0)
    self._data = ivy.reshape(flat[:n], shape)
    return self


def resize_as_(self, the_template, *, memory_format=None):
    return resize_(self, tuple(native(the_template).shape))


def resize(self, *sizes):
    return resize_(wrap(self._data), *sizes)


def resize_as(self, tensor):
    return resize_(wrap(self._data), tuple(native(tensor).shape))


def new_empty_strided(self, size, stride, *, dtype=None, device=None, requires_grad=False,
                      layout=None, pin_memory=False):
    return _cr.empty(*size, dtype=dtype or self.dtype, device=device or ivy.dev(self._data))


def new(self, *args, dtype=None, device=None):
    """The legacy constructor: ``x.new(2, 3)`` an uninitialised tensor of that size, ``x.new(data)``
    a tensor of ``data``, ``x.new()`` an empty one; ``x``'s dtype and device unless given."""
    if args and all(a.__class__ is int for a in args) or len(args) == 1 and args[0].__class__ is Size:
        return _cr.empty(*args, dtype=dtype or self.dtype, device=device or ivy.dev(self._data))
    if not args:
        return _cr.empty(0, dtype=dtype or self.dtype, device=device or ivy.dev(self._data))
    return new_tensor(self, args[0], dtype=dtype, device=device)


def dim_order(self, *, ambiguity_check=False):
    return tuple(range(len(self._data.shape)))


def to_dense(self, dtype=None, *, masked_grad=None):
    return wrap(self._data) if dtype is None else self.to(dtype)


def put(self, index, source, accumulate=False):
    return _ix.put(self, index, source, accumulate)


def nonzero_static(self, *, size, fill_value=-1):
    return _ix.nonzero_static(self, size=size, fill_value=fill_value)


# --- the assignments ---------------------------------------------------------------------------
_SAME = {  # the function is the method
    _pw: ["addcdiv", "addcmul", "heaviside", "gcd", "lcm", "ldexp", "logaddexp2", "sgn", "angle",
          "frexp",
          "abs", "absolute", "acos", "acosh", "add", "arccos", "arccosh", "arcsin", "arcsinh",
          "arctan", "arctan2", "arctanh", "asin", "asinh", "atan", "atan2", "atanh",
          "bitwise_and", "bitwise_left_shift", "bitwise_not", "bitwise_or", "bitwise_right_shift",
          "bitwise_xor", "ceil", "clamp", "clamp_max", "clamp_min", "clip", "conj", "copysign",
          "cos", "cosh", "deg2rad", "div", "divide", "eq", "erf", "erfc", "exp", "exp2", "expm1",
          "fix", "float_power", "floor", "floor_divide", "fmax", "fmin", "fmod", "frac", "ge",
          "greater", "greater_equal", "gt", "hypot", "isfinite", "isinf", "isnan", "isneginf",
          "isposinf", "isreal", "le", "lerp", "less", "less_equal", "log", "log10", "log1p",
          "log2", "logaddexp", "logical_and", "logical_not", "logical_or", "logical_xor", "logit",
          "lt", "maximum", "minimum", "mul", "multiply", "nan_to_num", "ne", "neg", "negative",
          "nextafter", "not_equal", "positive", "pow", "rad2deg", "reciprocal", "remainder",
          "round", "rsqrt", "sigmoid", "sign", "signbit", "sin", "sinc", "sinh", "sqrt",
          "square", "sub", "subtract", "tan", "tanh", "true_divide", "trunc", "xlogy"],
    _rc: ["renorm", "histogram",
          "quantile", "nanquantile", "nanmedian", "mode", "cov", "corrcoef", "bincount", "histc",
          "dist", "all", "amax", "amin", "aminmax", "any", "argmax", "argmin", "count_nonzero", "cummax",
          "cummin", "cumprod", "cumsum", "logcumsumexp", "logsumexp", "max", "mean", "median",
          "min", "nanmean", "nansum", "norm", "prod", "std", "sum", "var"],
    _mp: ["select_scatter", "slice_scatter",
          "unfold", "diagflat", "dsplit", "index_fill", "index_copy", "masked_scatter", "adjoint",
          "broadcast_to", "chunk", "diag", "diag_embed", "diagonal", "diff",
          "flatten", "fliplr", "flipud", "gather", "hsplit", "index_add", "index_select",
          "masked_select", "moveaxis", "movedim", "narrow", "nonzero", "ravel",
          "repeat_interleave", "roll", "rot90", "scatter", "scatter_add", "scatter_reduce",
          "select", "squeeze", "swapaxes", "swapdims", "t", "take", "take_along_dim",
          "tensor_split", "transpose", "tril", "triu", "unbind", "unflatten", "unique",
          "unique_consecutive", "unsqueeze", "vsplit", "numel"],
    _cmp: ["allclose", "argsort", "equal", "isclose", "isin", "kthvalue", "msort", "sort",
           "topk"],
    _bl: ["addr", "cholesky_solve", "cholesky_inverse", "triangular_solve", "matrix_exp",
          "cholesky", "det", "inverse", "logdet", "matrix_power", "pinverse", "qr", "slogdet",
          "svd", "trace", "addbmm", "addmm", "addmv", "baddbmm", "bmm", "cross", "dot", "inner", "kron",
          "matmul", "mm", "mv", "outer", "ger", "tensordot", "vdot"],
    _rd: ["bernoulli", "multinomial"],
    _ix: ["index_reduce", "diagonal_scatter"],
    _sp: ["erfinv"],
    _nno: ["hardshrink", "prelu"],
    _vw: ["resolve_conj", "resolve_neg", "conj_physical", "conj_physical_", "is_conj", "is_neg",
          "is_inference", "is_distributed", "narrow_copy", "unsafe_chunk", "unsafe_split",
          "unsafe_split_with_sizes"],
}
for _mod, _names in _SAME.items():
    for _name in _names:
        setattr(Tensor, _name, getattr(_mod, _name))

_INPLACE = [  # the ``_`` variants of these methods
    "abs", "absolute", "acos", "acosh", "add", "arccos", "arccosh", "arcsin", "arcsinh",
    "arctan", "arctan2", "arctanh", "asin", "asinh", "atan", "atan2", "atanh", "bitwise_and",
    "bitwise_left_shift", "bitwise_not", "bitwise_or", "bitwise_right_shift", "bitwise_xor",
    "ceil", "clamp", "clamp_max", "clamp_min", "clip", "copysign", "cos", "cosh", "cumprod",
    "cumsum", "deg2rad", "div", "divide", "eq", "erf", "erfc", "exp", "exp2", "expm1", "fix",
    "float_power", "floor", "floor_divide", "fmod", "frac", "ge", "greater", "greater_equal",
    "gt", "hypot", "le", "lerp", "less", "less_equal", "log", "log10", "log1p", "log2",
    "logical_and", "logical_not", "logical_or", "logical_xor", "logit", "lt", "mul", "multiply",
    "nan_to_num", "ne", "neg", "negative", "nextafter", "not_equal", "pow", "rad2deg",
    "reciprocal", "remainder", "round", "rsqrt", "sigmoid", "sign", "sin", "sinc", "sinh",
    "sqrt", "square", "sub", "subtract", "tan", "tanh", "true_divide", "trunc", "xlogy",
    "index_add", "masked_fill", "scatter", "scatter_add", "scatter_reduce", "squeeze",
    "unsqueeze", "t", "transpose", "swapaxes", "swapdims", "tril", "triu", "index_put",
    "relu", "float_power", "copysign", "addcdiv", "addcmul", "heaviside", "gcd", "lcm", "ldexp",
    "sgn", "index_fill", "index_copy", "masked_scatter", "addmm", "addmv", "addbmm", "baddbmm",
    "nan_to_num", "fmax", "fmin", "addr", "erfinv", "renorm", "index_reduce"]

for _f in (view, reshape, view_as, reshape_as, expand, expand_as, permute, repeat, tile, flip,
           contiguous, is_contiguous, to, type, type_as, cpu, cuda, is_floating_point,
           is_complex, element_size, clone, detach_, requires_grad_, new_full, new_tensor, where,
           masked_fill, index_put, split, size, fill_, zero_, copy_, uniform_, normal_,
           bernoulli_, softmax, log_softmax, relu, argwhere, ndimension, nelement, is_signed,
           is_nonzero, is_same_size, get_device, stride, pin_memory, is_pinned, retain_grad,
           register_hook, sum_to_size, split_with_sizes, fill_diagonal_, random_, exponential_,
           log_normal_, cauchy_, geometric_, resize_, resize_as_, resize, resize_as,
           new_empty_strided, new, dim_order, to_dense, put, nonzero_static,
           __getitem__, __setitem__, __iter__,
           __invert__, __pos__, __matmul__, __rmatmul__, __floordiv__, __rfloordiv__, __mod__,
           __rmod__, __contains__, __format__):
    setattr(Tensor, _f.__name__, _f)

Tensor.reshape_as = view_as
for _name in _INPLACE:
    setattr(Tensor, f"{_name}_", _inplace(getattr(Tensor, _name)))

for _name, _dt in (("float", "float32"), ("double", "float64"), ("half", "float16"),
                   ("bfloat16", "bfloat16"), ("long", "int64"), ("int", "int32"),
                   ("short", "int16"), ("char", "int8"), ("byte", "uint8"), ("bool", "bool"),
                   ("cfloat", "complex64"), ("cdouble", "complex128")):
    setattr(Tensor, _name, _caster(_dt))
for _name, _fn in (("new_zeros", _cr.zeros), ("new_ones", _cr.ones), ("new_empty", _cr.empty)):
    setattr(Tensor, _name, _new(_fn))

for _op, _fn in (("add", _pw.add), ("sub", _pw.sub), ("mul", _pw.mul), ("truediv", _pw.div),
                 ("pow", _pw.pow), ("and", _pw.bitwise_and), ("or", _pw.bitwise_or),
                 ("xor", _pw.bitwise_xor), ("lshift", _pw.bitwise_left_shift),
                 ("rshift", _pw.bitwise_right_shift)):
    setattr(Tensor, f"__{_op}__", _fn)
    setattr(Tensor, f"__r{_op}__", _reflected(_fn))
for _op, _fn in (("add", _pw.add), ("sub", _pw.sub), ("mul", _pw.mul), ("truediv", _pw.div),
                 ("pow", _pw.pow), ("and", _pw.bitwise_and), ("or", _pw.bitwise_or),
                 ("xor", _pw.bitwise_xor), ("floordiv", _pw.floor_divide),
                 ("mod", _pw.remainder), ("lshift", _pw.bitwise_left_shift),
                 ("rshift", _pw.bitwise_right_shift)):
    setattr(Tensor, f"__i{_op}__", _inplace(_fn))
for _op, _fn in (("eq", _pw.eq), ("ne", _pw.ne), ("lt", _pw.lt), ("le", _pw.le),
                 ("gt", _pw.gt), ("ge", _pw.ge)):
    setattr(Tensor, f"__{_op}__", _fn)
Tensor.__neg__ = _pw.neg
Tensor.__abs__ = _pw.abs
Tensor.__hash__ = object.__hash__
Tensor.__imatmul__ = _inplace(_bl.matmul)

#: the methods written as a composition of several Ivy functions (for the coverage table)
Tensor.COMPOSED = frozenset(
    n for m in (_bl, _cmp, _mp, _pw, _rc, _rd) for base in m.COMPOSED
    for n in (base, f"{base}_") if n in vars(Tensor)) | frozenset(
    {"view", "repeat", "expand", "fill_", "copy_", "normal_", "bernoulli_", "index_put",
     "index_put_", "masked_fill", "masked_fill_", "__getitem__", "__setitem__", "log_normal_",
     "cauchy_", "geometric_", "resize_", "resize_as_", "resize", "resize_as", "put", "put_",
     "nonzero_static", "erfinv", "erfinv_"}) | frozenset(
    n for m in (_ix, _nno, _vw) for base in m.COMPOSED
    for n in (base, f"{base}_") if n in vars(Tensor))
Tensor.put_ = _inplace(put)

_SPARSE = "Ivy has no sparse tensors"
_QUANTIZED = "Ivy has no quantized tensors"
_STORAGE = "the frontend's tensors have no storage, strides or data pointer of their own"
_NO_GAMMA = "Ivy has no gamma-family functions (lgamma, digamma) to build it on"
_NO_LU = "Ivy has no LU or Householder (geqrf) factorisation"
_REMOVED = "removed from PyTorch itself; use torch.linalg"
#: the methods the frontend knows it cannot offer, with the reason
Tensor.UNSUPPORTED = {
    **dict.fromkeys(("ccol_indices", "col_indices", "crow_indices", "row_indices", "coalesce",
                     "is_coalesced", "dense_dim", "sparse_dim", "indices", "values",
                     "sparse_mask", "sparse_resize_", "sparse_resize_and_clear_", "to_sparse",
                     "to_sparse_bsc", "to_sparse_bsr", "to_sparse_coo", "to_sparse_csc",
                     "to_sparse_csr", "smm", "sspaddmm", "resize_as_sparse_"), _SPARSE),
    **dict.fromkeys(("dequantize", "int_repr", "q_per_channel_axis", "q_per_channel_scales",
                     "q_per_channel_zero_points", "q_scale", "q_zero_point", "qscheme"),
                    _QUANTIZED),
    **dict.fromkeys(("as_strided", "as_strided_", "as_strided_scatter", "data_ptr",
                     "const_data_ptr", "storage", "storage_offset", "storage_type",
                     "untyped_storage", "set_", "is_set_to", "share_memory_", "is_shared",
                     "slice_inverse"), _STORAGE),
    **dict.fromkeys(("digamma", "digamma_", "lgamma", "lgamma_", "polygamma", "polygamma_",
                     "mvlgamma", "mvlgamma_", "igamma", "igamma_", "igammac", "igammac_"),
                    _NO_GAMMA),
    **dict.fromkeys(("i0", "i0_"), "Ivy has no Bessel functions (i0) to build it on"),
    **dict.fromkeys(("lu", "lu_solve", "geqrf", "orgqr", "ormqr"), _NO_LU),
    **dict.fromkeys(("eig", "lstsq", "solve", "symeig"), _REMOVED),
    **dict.fromkeys(("stft", "istft"), "no short-time Fourier transform in Ivy yet"),
    **dict.fromkeys(("ipu", "mtia", "xpu"), "the frontend's tensors live on the Ivy backend's "
                                            "devices (cpu / cuda)"),
    **dict.fromkeys(("apply_", "map_", "map2_"), "an elementwise Python callback over the "
                                                  "tensor's memory, which Ivy's arrays have not"),
    "chalf": "Ivy has no complex32 dtype",
    "as_subclass": "the frontend's Tensor is one class (no tensor subclasses)",
    "index": "functorch's first-class dimensions, which the frontend does not offer",
    "hash_tensor": "PyTorch's own bit-mixing hash of a tensor's contents",
    "record_stream": "a CUDA stream of PyTorch's caching allocator",
    "register_post_accumulate_grad_hook": "the frontend keeps no autograd tape",
    "reinforce": "removed from PyTorch's autograd long ago",
    "module_load": "a hook of PyTorch's nn.Module state loading",
    "to_mkldnn": "an oneDNN (MKL-DNN) layout of PyTorch",
    "to_padded_tensor": "Ivy has no nested (ragged) tensors",
}
for _name, _reason in Tensor.UNSUPPORTED.items():
    setattr(Tensor, _name, _common.unsupported("torch", f"Tensor.{_name}", _reason))
