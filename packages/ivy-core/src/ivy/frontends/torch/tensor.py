"""``torch.Tensor`` of the frontend: a thin object holding the backend's native array.

Operators and methods are the frontend's functions themselves (assigned to the class in
``_tensor_methods``, which the package imports: this module imports no function module), so they
follow PyTorch's promotion. In-place methods (``add_``, ``x[k] = v``) replace the held array by
the result cast to the tensor's dtype (a result of a higher category raises, as PyTorch): the
frontend tensor changes, on every backend (JAX included); views sharing memory with it do not (the
frontend keeps no views).

``native``, ``wrap``, ``promote``, ``promote_all`` and ``result`` are the helpers every frontend
module (``nn.functional``, ``linalg``, ...) builds on; they stay lean (no per-call allocation
beyond the result's Tensor).
"""

from __future__ import annotations

import ivy

from .._common import ivy_dtype_of, kind_of
from ._dtypes import torch_dtype_of
from ._promotion import result_type_of

__all__ = ["Size", "Tensor", "device", "native", "wrap", "promote", "promote_all", "result"]


class Tensor:
    """A PyTorch tensor of the frontend, holding a native array of Ivy's backend (``.ivy_array``
    is the native array; ``torch.Tensor`` of the real framework when the backend is torch)."""

    # grad / requires_grad are set only where given (properties below): a result is made by
    # setting _data alone
    __slots__ = ("_data", "_grad", "_requires_grad", "__weakref__")
    __array_ufunc__ = None  # NumPy defers to the Tensor's reflected operators (np.float32(2) * t)

    def __init__(self, *args, requires_grad=False, device=None):
        # torch.Tensor(data): the default float dtype; torch.Tensor(2, 3): an uninitialised
        # tensor of that shape; a native array of the backend is held as it is
        if len(args) == 1 and ivy.is_native_array(args[0]):
            data = args[0]
        elif all(type(a) is int for a in args):
            data = ivy.empty(args or (0,), dtype=ivy.default_float_dtype(), device=device)
        else:
            d = args[0]._data if args[0].__class__ is Tensor else args[0]
            data = ivy.asarray(d, dtype=ivy.default_float_dtype(), device=device)
        self._data = data
        if requires_grad:
            self._requires_grad = True

    # --- attributes ------------------------------------------------------------------------
    @property
    def grad(self):
        """Always None unless set: the frontend keeps no autograd tape (``backward`` says why)."""
        try:
            return self._grad
        except AttributeError:
            return None

    @grad.setter
    def grad(self, value):
        self._grad = value

    @property
    def requires_grad(self):
        """Recorded as given (``requires_grad=``, ``requires_grad_()``); changes nothing."""
        try:
            return self._requires_grad
        except AttributeError:
            return False

    @requires_grad.setter
    def requires_grad(self, value):
        self._requires_grad = bool(value)

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
        return device(ivy.dev(self._data))

    @property
    def is_cuda(self):
        return not ivy.dev(self._data).startswith("cpu")

    @property
    def data(self):
        return wrap(ivy.stop_gradient(self._data))

    @data.setter
    def data(self, value):
        self._data = native(value)

    @property
    def is_leaf(self):
        return True

    @property
    def grad_fn(self):
        return None

    @property
    def itemsize(self):
        return self.dtype.itemsize

    @property
    def nbytes(self):
        return self.dtype.itemsize * self.numel()

    @property
    def layout(self):
        return "torch.strided"

    @property
    def real(self):
        return wrap(ivy.real(self._data))

    @property
    def imag(self):
        return wrap(ivy.imag(self._data))

    @property
    def H(self):  # noqa: N802 - PyTorch's name
        return wrap(ivy.conj(ivy.permute_dims(self._data, tuple(range(self.ndim))[::-1])))

    @property
    def mH(self):  # noqa: N802 - PyTorch's name
        return wrap(ivy.conj(ivy.matrix_transpose(self._data)))

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


class device(str):  # noqa: N801 - PyTorch's name
    """``torch.device``: a device string (``"cpu"``, ``"cuda:0"``) with ``type`` and ``index``."""

    __slots__ = ()

    def __new__(cls, type, index=None):  # noqa: A002 - PyTorch's argument name
        s = str(type) if index is None else f"{type}:{index}"
        return str.__new__(cls, s)

    @property
    def type(self):
        return self.partition(":")[0]

    @property
    def index(self):
        i = self.partition(":")[2]
        return int(i) if i else None

    def __repr__(self):
        i = self.index
        return f"device(type='{self.type}'" + ("" if i is None else f", index={i}") + ")"


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
    return t


def native(x):
    """The native array of a frontend Tensor; a native array or a Python number unchanged;
    anything else (a list, a NumPy array on another backend) made an array of the backend."""
    if type(x) is Tensor:
        return x._data
    if type(x) in (int, float, bool, complex) or ivy.is_native_array(x):
        return x
    return ivy.asarray(x)


def promote(a, b):
    """``a`` and ``b`` as natives of PyTorch's result dtype of the pair (Python numbers stay
    numbers: Ivy takes them weakly, so they meet the array in its dtype)."""
    x = a._data if type(a) is Tensor else native(a)
    y = b._data if type(b) is Tensor else native(b)
    cx = type(x)
    cy = type(y)
    if cx in _NUMBERS:
        if cy in _NUMBERS:  # two numbers: arrays of their result dtype (default backend)
            r = result_type_of(x, y)
            return ivy.asarray(x, dtype=r), ivy.asarray(y, dtype=r)
        else:
            return x, _cast(y, result_type_of(x, y))
    elif cy in _NUMBERS:
        if cy is float or cy is int:  # a number meeting a tensor of a kind that keeps its dtype
            keeps = _KEEPS.get(x.dtype)
            if keeps is None:
                keeps = _learn_keeps(x.dtype)
            if keeps[cy is int]:
                return x, y
        return _cast(x, result_type_of(x, y)), y
    if x.dtype is y.dtype:  # the common case: nothing to promote
        return x, y
    r = result_type_of(x, y)
    return _cast(x, r), _cast(y, r)


def promote_all(*args):
    """Every argument as a native of PyTorch's result dtype of all of them."""
    xs = [native(a) for a in args]
    r = result_type_of(*xs)
    return [_cast(x, r) if type(x) not in _NUMBERS else ivy.asarray(x, dtype=r) for x in xs]


_NUMBERS = (int, float, bool, complex)
# native dtype object -> (a Python float keeps it, a Python int keeps it): floating and complex
# tensors keep their dtype with either, integer tensors with an int (PyTorch's category rule)
_KEEPS: dict = {}


def _learn_keeps(d):
    kind = kind_of(d)
    keeps = _KEEPS[d] = (kind in ("float", "complex"), kind in ("float", "complex", "int", "uint"))
    return keeps


def _cast(x, name):
    if str(ivy_dtype_of(x.dtype)) == name:
        return x
    return ivy.astype(x, name)


def _scope(x):
    """``ivy.use`` of the backend holding ``x``, for the scratch arrays (positions, index lists)
    of the frontend's slower paths: made where ``x`` lives, not on the default backend."""
    return ivy.use(ivy.current_backend(x).name)


def result(data, out=None):
    """Wrap a native result; with ``out=`` (a frontend Tensor), store it there cast to
    ``out``'s dtype and return ``out``, as PyTorch does."""
    if out is None:  # wrap(data), inlined: every function ends here
        t = _new(Tensor)
        t._data = data
        return t
    if type(out) is not Tensor:
        raise TypeError(f"out= must be a Tensor, got {type(out).__name__}")
    out._data = _cast(data, str(ivy_dtype_of(out._data.dtype)))
    return out

