"""``torch.Tensor`` of the frontend: a thin object holding the backend's native array.

Operators and methods call the frontend's functions, so they follow PyTorch's promotion. In-place
methods (``add_``) replace the held array by the result cast to the tensor's dtype: the frontend
tensor changes, on every backend (JAX included); views sharing memory with it do not (the
frontend keeps no views).
"""

from __future__ import annotations

import ivy

from .._common import ivy_dtype_of
from ._dtypes import torch_dtype_of
from ._promotion import result_type_of

__all__ = ["Tensor", "native", "wrap", "promote", "promote_all", "result"]


class Tensor:
    """A PyTorch tensor of the frontend, holding a native array of Ivy's backend (``.ivy_array``
    is the native array; ``torch.Tensor`` of the real framework when the backend is torch)."""

    __slots__ = ("_data", "grad", "requires_grad", "__weakref__")

    def __init__(self, data, *, requires_grad=False):
        self._data = data if ivy.is_native_array(data) else ivy.asarray(data)
        self.grad = None
        self.requires_grad = requires_grad

    # --- attributes ------------------------------------------------------------------------
    @property
    def ivy_array(self):
        """The backend's native array held by this tensor."""
        return self._data

    @property
    def dtype(self):
        return torch_dtype_of(self._data.dtype)

    @property
    def shape(self):
        return Size(self._data.shape)

    def size(self, dim=None):
        s = tuple(self._data.shape)
        return Size(s) if dim is None else s[dim]

    @property
    def ndim(self):
        return len(self._data.shape)

    def dim(self):
        return len(self._data.shape)

    def numel(self):
        n = 1
        for d in self._data.shape:
            n *= d
        return n

    @property
    def device(self):
        return ivy.device(self._data)

    @property
    def T(self):  # noqa: N802 - PyTorch's name
        return wrap(ivy.permute_dims(self._data, tuple(range(self.ndim))[::-1]))

    @property
    def mT(self):  # noqa: N802 - PyTorch's name
        return wrap(ivy.matrix_transpose(self._data))

    def __len__(self):
        if not self._data.shape:
            raise TypeError("len() of a 0-d tensor")
        return self._data.shape[0]

    def __repr__(self):
        return f"ivy.frontends.torch.Tensor({ivy.to_numpy(self._data)!r}, dtype={self.dtype!r})"

    def __bool__(self):
        return bool(ivy.to_scalar(self._data))

    def __float__(self):
        return float(ivy.to_scalar(self._data))

    def __int__(self):
        return int(ivy.to_scalar(self._data))

    def __index__(self):
        return int(ivy.to_scalar(self._data))

    def item(self):
        return ivy.to_scalar(self._data)

    def tolist(self):
        return ivy.to_list(self._data)

    def numpy(self):
        return ivy.to_numpy(self._data)

    def detach(self):
        return wrap(ivy.stop_gradient(self._data))

    def backward(self, *args, **kwargs):
        raise ivy.IvyUnsupportedError(
            "torch.Tensor.backward: Ivy's torch frontend keeps no autograd tape; take gradients "
            "with the backend's autodiff over the frontend program (ivy.grad, jax.grad, "
            "tf.GradientTape, torch.autograd on the native arrays)")

    def __array__(self, dtype=None, copy=None):
        a = ivy.to_numpy(self._data)
        return a if dtype is None else a.astype(dtype)


class Size(tuple):
    """``torch.Size``: a tuple of ints."""

    __slots__ = ()

    def __repr__(self):
        return f"torch.Size({list(self)})"

    def numel(self):
        n = 1
        for d in self:
            n *= d
        return n


_new = object.__new__


def wrap(data) -> Tensor:
    """A frontend Tensor holding the native array ``data`` (no copy, no check)."""
    t = _new(Tensor)
    t._data = data
    t.grad = None
    t.requires_grad = False
    return t


def native(x):
    """The native array of a frontend Tensor; a native array or a Python number unchanged;
    anything else (a list, a NumPy array on another backend) made an array of the backend."""
    if x.__class__ is Tensor:
        return x._data
    if x.__class__ in (int, float, bool, complex) or ivy.is_native_array(x):
        return x
    return ivy.asarray(x)


def promote(a, b):
    """``a`` and ``b`` as natives of PyTorch's result dtype of the pair (Python numbers stay
    numbers: Ivy takes them weakly, so they meet the array in its dtype)."""
    x = native(a)
    y = native(b)
    cx = x.__class__
    cy = y.__class__
    if cx in _NUMBERS:
        if cy in _NUMBERS:
            x = ivy.asarray(x, dtype=result_type_of(x))
            cx = x.__class__
        else:
            return x, _cast(y, result_type_of(x, y))
    elif cy in _NUMBERS:
        return _cast(x, result_type_of(x, y)), y
    if x.dtype is y.dtype:  # the common case: nothing to promote
        return x, y
    r = result_type_of(x, y)
    return _cast(x, r), _cast(y, r)


def promote_all(*args):
    """Every argument as a native of PyTorch's result dtype of all of them."""
    xs = [native(a) for a in args]
    r = result_type_of(*xs)
    return [_cast(x, r) if x.__class__ not in _NUMBERS else ivy.asarray(x, dtype=r) for x in xs]


_NUMBERS = (int, float, bool, complex)


def _cast(x, name):
    if str(ivy_dtype_of(x.dtype)) == name:
        return x
    return ivy.astype(x, name)


def result(data, out=None):
    """Wrap a native result; with ``out=`` (a frontend Tensor), store it there cast to
    ``out``'s dtype and return ``out``, as PyTorch does."""
    if out is None:
        return wrap(data)
    if out.__class__ is not Tensor:
        raise TypeError(f"out= must be a Tensor, got {type(out).__name__}")
    out._data = _cast(data, str(ivy_dtype_of(out._data.dtype)))
    return out


# --- operators and methods: the frontend's functions themselves (a function assigned to the class
# is its method: ``x.add(y)`` calls ``add(x, y)``, no extra frame); imported last, as they import
# this module
from . import pointwise as _pw  # noqa: E402


def _reflected(fn):
    def method(self, other):
        return fn(other, self)

    method.__name__ = f"__r{fn.__name__}__"
    return method


def _inplace(fn):
    def method(self, *args, **kwargs):
        self._data = _cast(native(fn(self, *args, **kwargs)), str(ivy_dtype_of(self._data.dtype)))
        return self

    method.__name__ = f"{fn.__name__}_"
    return method


for _name, _fn in (("add", _pw.add), ("sub", _pw.sub), ("mul", _pw.mul), ("div", _pw.div),
                   ("true_divide", _pw.div), ("pow", _pw.pow), ("abs", _pw.abs),
                   ("neg", _pw.neg), ("exp", _pw.exp), ("log", _pw.log), ("sqrt", _pw.sqrt),
                   ("tanh", _pw.tanh), ("maximum", _pw.maximum), ("minimum", _pw.minimum),
                   ("eq", _pw.eq), ("ne", _pw.ne), ("lt", _pw.lt), ("le", _pw.le),
                   ("gt", _pw.gt), ("ge", _pw.ge)):
    setattr(Tensor, _name, _fn)
for _name in ("add", "sub", "mul", "div", "pow", "abs", "neg", "exp", "log", "sqrt", "tanh"):
    setattr(Tensor, f"{_name}_", _inplace(getattr(_pw, _name)))
for _op, _fn in (("add", _pw.add), ("sub", _pw.sub), ("mul", _pw.mul), ("truediv", _pw.div),
                 ("pow", _pw.pow)):
    setattr(Tensor, f"__{_op}__", _fn)
    setattr(Tensor, f"__r{_op}__", _reflected(_fn))
for _op, _fn in (("eq", _pw.eq), ("ne", _pw.ne), ("lt", _pw.lt), ("le", _pw.le),
                 ("gt", _pw.gt), ("ge", _pw.ge)):
    setattr(Tensor, f"__{_op}__", _fn)
Tensor.__neg__ = _pw.neg
Tensor.__abs__ = _pw.abs
Tensor.__hash__ = object.__hash__
