"""PyTorch's API re-created on Ivy: ``import ivy.frontends.torch as torch``.

Torch code runs on whichever Ivy backend holds the data (the backend in force when tensors are
made: ``ivy.use`` / ``ivy.set_backend``, else NumPy), with PyTorch's names, argument names,
defaults and promotion. What is covered: ``docs/frontends/torch.md``. The functions live in one
module per category (``creation``, ``pointwise``, ``reduction``, ``manipulation``, ``comparison``,
``blas``, ``random``, ``views``, ``nn_ops`` for the neural-network operators PyTorch also has at
its top level; ``indexing`` for ``Tensor.__getitem__``/``__setitem__`` and the scatters by
position), all re-exported here. Gradients: the frontend keeps no tape (``Tensor.backward``
raises); differentiate the program with the backend's autodiff (``ivy.grad`` over a function of
native arrays).

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
# (``autograd``: custom Functions run their forward)
from . import _promotion, _tensor_methods, autograd, fft, linalg, nn, return_types, special  # noqa: F401
from . import blas as _bl
from . import comparison as _cmp
from . import creation as _cr
from . import indexing as _ix
from . import manipulation as _mp
from . import nn_ops as _nno
from . import pointwise as _pw
from . import random as _rd
from . import reduction as _rc
from . import views as _vw
from ._dtypes import DTYPES, dtype, finfo, iinfo
from .blas import *  # noqa: F403
from .comparison import *  # noqa: F403
from .creation import *  # noqa: F403
from .indexing import (  # noqa: F401
    combinations,
    diagonal_scatter,
    index_reduce,
    nonzero_static,
    put,
    unravel_index,
)
from .manipulation import *  # noqa: F403
from .nn_ops import *  # noqa: F403
from .pointwise import *  # noqa: F403
from .random import *  # noqa: F403
from .reduction import *  # noqa: F403
from .special import erfinv  # noqa: F401
from .tensor import Size, Tensor, device
from .tensor import native as _native
from .views import *  # noqa: F403

bool = DTYPES["bool"]  # noqa: A001 - PyTorch's name
uint8, int8, int16, int32, int64 = (DTYPES[n] for n in ("uint8", "int8", "int16", "int32", "int64"))
uint16, uint32, uint64 = DTYPES["uint16"], DTYPES["uint32"], DTYPES["uint64"]
float16, bfloat16, float32, float64 = (DTYPES[n] for n in ("float16", "bfloat16", "float32",
                                                          "float64"))
complex64, complex128 = DTYPES["complex64"], DTYPES["complex128"]
half, float, double = float16, float32, float64  # noqa: A001 - PyTorch's aliases
short, int, long = int16, int32, int64  # noqa: A001
cfloat, cdouble = complex64, complex128

_SPARSE = "Ivy has no sparse tensors"
_QUANTIZED = "Ivy has no quantized tensors"
_STRIDED = "the frontend's tensors have no strides or storage of their own (no views)"
_KERNEL = "an entry point of one of PyTorch's kernel libraries (cuDNN, MIOpen, oneDNN, FBGEMM)"
_AUTOCAST = "PyTorch's autocast (automatic mixed precision) state; Ivy has no autocast"
_INTERNAL = "part of PyTorch's TorchScript / torch.compile machinery"
_RUNTIME = "a process-wide PyTorch runtime setting, which the frontend does not keep"
_NO_GAMMA = "Ivy has no gamma-family functions (lgamma, digamma) to build it on"
_NO_BESSEL = "Ivy has no Bessel functions (i0) to build it on"
_NO_LU = "Ivy has no LU or Householder (geqrf) factorisation"
_REMOVED = "removed from PyTorch itself; use torch.linalg"
_SYNC_BN = "a kernel of SyncBatchNorm's distributed statistics"
_NO_INDICES = "Ivy's pooling returns no indices"
#: names of ``torch`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    "poisson": "Ivy has no Poisson sampler",
    "binomial": "Ivy has no binomial sampler",
    "stft": "no short-time Fourier transform in Ivy yet",
    "istft": "no short-time Fourier transform in Ivy yet",
    **dict.fromkeys(("ccol_indices_copy", "col_indices_copy", "crow_indices_copy",
                     "row_indices_copy", "indices_copy", "values_copy", "dsmm", "hsmm", "hspmm",
                     "saddmm", "smm", "spmm", "sspaddmm", "sparse_bsc_tensor", "sparse_bsr_tensor",
                     "sparse_compressed_tensor", "sparse_coo_tensor", "sparse_csc_tensor",
                     "sparse_csr_tensor", "resize_as_sparse_", "native_norm"), _SPARSE),
    **dict.fromkeys(("choose_qparams_optimized", "dequantize", "empty_quantized",
                     "fake_quantize_per_channel_affine", "fake_quantize_per_tensor_affine",
                     "fused_moving_avg_obs_fake_quant", "int_repr", "q_per_channel_axis",
                     "q_per_channel_scales", "q_per_channel_zero_points", "q_scale",
                     "q_zero_point", "quantize_per_channel", "quantize_per_tensor",
                     "quantize_per_tensor_dynamic", "quantized_batch_norm", "quantized_gru",
                     "quantized_gru_cell", "quantized_lstm", "quantized_lstm_cell",
                     "quantized_max_pool1d", "quantized_max_pool2d", "quantized_max_pool3d",
                     "quantized_rnn_relu_cell", "quantized_rnn_tanh_cell"), _QUANTIZED),
    **dict.fromkeys(("as_strided", "as_strided_", "as_strided_copy", "as_strided_scatter",
                     "resize_as_", "from_file", "frombuffer", "is_storage", "slice_inverse"),
                    _STRIDED),
    **dict.fromkeys(("cudnn_affine_grid_generator", "cudnn_batch_norm", "cudnn_convolution",
                     "cudnn_convolution_add_relu", "cudnn_convolution_relu",
                     "cudnn_convolution_transpose", "cudnn_grid_sampler", "cudnn_is_acceptable",
                     "miopen_batch_norm", "miopen_convolution", "miopen_convolution_add_relu",
                     "miopen_convolution_relu", "miopen_convolution_transpose",
                     "miopen_ctc_loss", "miopen_depthwise_convolution", "miopen_rnn",
                     "mkldnn_adaptive_avg_pool2d", "mkldnn_convolution",
                     "mkldnn_linear_backward_weights", "mkldnn_max_pool2d", "mkldnn_max_pool3d",
                     "mkldnn_rnn_layer", "fbgemm_linear_fp16_weight",
                     "fbgemm_linear_fp16_weight_fp32_activation", "fbgemm_linear_int8_weight",
                     "fbgemm_linear_int8_weight_fp32_activation", "fbgemm_linear_quantize_weight",
                     "fbgemm_pack_gemm_matrix_fp16", "fbgemm_pack_quantized_matrix"), _KERNEL),
    **dict.fromkeys(("autocast_decrement_nesting", "autocast_increment_nesting",
                     "clear_autocast_cache", "get_autocast_cpu_dtype", "get_autocast_dtype",
                     "get_autocast_gpu_dtype", "get_autocast_ipu_dtype", "get_autocast_xla_dtype",
                     "is_autocast_cache_enabled", "is_autocast_cpu_enabled",
                     "is_autocast_enabled", "is_autocast_ipu_enabled", "is_autocast_xla_enabled",
                     "set_autocast_cache_enabled", "set_autocast_cpu_dtype",
                     "set_autocast_cpu_enabled", "set_autocast_dtype", "set_autocast_enabled",
                     "set_autocast_gpu_dtype", "set_autocast_ipu_dtype",
                     "set_autocast_ipu_enabled", "set_autocast_xla_dtype",
                     "set_autocast_xla_enabled"), _AUTOCAST),
    **dict.fromkeys(("classproperty", "compiled_with_cxx11_abi", "fork", "wait",
                     "get_file_path", "import_ir_module", "import_ir_module_from_buffer",
                     "merge_type_from_type_comment", "parse_ir", "parse_schema",
                     "parse_type_comment", "unify_type_list", "prepare_multiprocessing_environment",
                     "profiler_allow_cudagraph_cupti_lazy_reinit_cuda12", "thread_safe_generator",
                     "sym_constrain_range", "sym_constrain_range_for_size", "sym_float",
                     "sym_fresh_size", "sym_int", "sym_ite", "sym_max", "sym_min", "sym_not",
                     "sym_sqrt", "sym_sum", "get_device_module"), _INTERNAL),
    **dict.fromkeys(("are_deterministic_algorithms_enabled", "get_deterministic_debug_mode",
                     "get_float32_matmul_precision", "get_num_interop_threads",
                     "get_num_threads", "init_num_threads", "is_anomaly_check_nan_enabled",
                     "is_anomaly_enabled", "is_deterministic_algorithms_warn_only_enabled",
                     "is_inference_mode_enabled", "is_warn_always_enabled",
                     "set_anomaly_enabled", "set_default_device", "set_default_tensor_type",
                     "set_deterministic_debug_mode", "set_float32_matmul_precision",
                     "set_flush_denormal", "set_num_interop_threads", "set_num_threads",
                     "set_printoptions", "set_warn_always", "use_deterministic_algorithms",
                     "is_vulkan_available"), _RUNTIME),
    **dict.fromkeys(("digamma", "lgamma", "polygamma", "mvlgamma", "igamma", "igammac"),
                    _NO_GAMMA),
    **dict.fromkeys(("i0", "i0_", "kaiser_window"), _NO_BESSEL),
    **dict.fromkeys(("lu", "lu_solve", "lu_unpack", "geqrf", "orgqr", "ormqr"), _NO_LU),
    **dict.fromkeys(("eig", "lstsq", "matrix_rank", "solve", "symeig"), _REMOVED),
    **dict.fromkeys(("batch_norm_backward_elemt", "batch_norm_backward_reduce",
                     "batch_norm_elemt", "batch_norm_gather_stats",
                     "batch_norm_gather_stats_with_counts", "batch_norm_stats",
                     "batch_norm_update_stats"), _SYNC_BN),
    "max_pool1d_with_indices": _NO_INDICES,
    "grid_sampler_3d": "Ivy samples 2-D images only (grid_sample of [N, C, H, W])",
    "ctc_loss": "Ivy has no CTC loss (a dynamic programme over alignments)",
    "embedding_bag": "Ivy has no segment reductions for bags of embeddings",
    "segment_reduce": "Ivy has no segment reductions",
    "conv_tbc": "a PyTorch-internal layout (time, batch, channel) Ivy does not offer",
    "hash_tensor": "PyTorch's own bit-mixing hash of a tensor's contents",
    "save": "PyTorch's archive format (pickled storages) is not written by the frontend",
    "load": "PyTorch's archive format (pickled storages) is not read by the frontend",
    "from_dlpack": "the frontend does not exchange DLPack capsules",
    "to_dlpack": "the frontend does not exchange DLPack capsules",
    "vmap": "the frontend keeps no batching transform; use ivy.vmap on a function of native "
            "arrays",
    "lobpcg": "Ivy has no iterative (LOBPCG) eigensolver",
    "pca_lowrank": "Ivy has no randomised low-rank factorisations",
    "svd_lowrank": "Ivy has no randomised low-rank factorisations",
}
#: functions of this namespace written as a composition of several Ivy functions
COMPOSED: frozenset = frozenset({"vander", "cond", "while_loop", "erfinv"}).union(
    *(m.COMPOSED for m in (_bl, _cmp, _cr, _ix, _mp, _nno, _pw, _rd, _rc, _vw)))


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


class _Inert:
    """A context manager and decorator that changes nothing."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def __call__(self, fn):
        return fn


class no_grad(_Inert):  # noqa: N801 - PyTorch's name
    """``torch.no_grad``: the frontend keeps no tape, so this changes nothing (also a decorator)."""


enable_grad = inference_mode = no_grad


class autocast(_Inert):  # noqa: N801 - PyTorch's name
    """``torch.autocast`` (also a decorator): with ``enabled=False`` it changes nothing, as in
    PyTorch; the frontend has no automatic mixed precision, so ``enabled=True`` raises."""

    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if enabled:
            raise _ivy.IvyUnsupportedError(f"torch.autocast(enabled=True) is not supported by "
                                           f"Ivy's torch frontend: {_AUTOCAST}")
        self.device, self.fast_dtype, self._enabled = device_type, dtype, False


class SymInt:
    """``torch.SymInt``: a size ``torch.compile`` traces symbolically. The frontend runs eagerly
    and its sizes are Python ints, so no value is one (for ``isinstance`` checks)."""

    def __init__(self, *args, **kwargs):
        raise TypeError("the frontend's sizes are ints: it makes no SymInt")


class SymFloat(SymInt):
    """``torch.SymFloat``: as ``SymInt``, for floats."""


class SymBool(SymInt):
    """``torch.SymBool``: as ``SymInt``, for bools."""


def _assert_async(tensor, msg=None):
    """``torch._assert_async``: raise ``RuntimeError`` unless the one-element ``tensor`` is
    nonzero (eagerly: at once)."""
    if tensor.numel() != 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    if not _builtins.bool(tensor.item()):
        raise RuntimeError(msg if msg is not None else
                           "Expected Tensor with single nonzero value, but got zero")

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
    return Tensor.softmax(input if type(input) is Tensor else _pw.wrap(_native(input)), dim,
                          dtype)


def log_softmax(input, dim, dtype=None):
    return Tensor.log_softmax(input if type(input) is Tensor else _pw.wrap(_native(input)),
                              dim, dtype)


def get_device(input):
    return input.get_device()


def typename(obj):
    """``torch.typename``: a tensor's legacy type name (``torch.FloatTensor``), else the
    object's qualified class name."""
    if isinstance(obj, Tensor):
        return obj.type()
    cls = obj if isinstance(obj, type) else type(obj)
    return cls.__qualname__ if cls.__module__ == "builtins" else f"{cls.__module__}.{cls.__qualname__}"


def vander(x, N=None, increasing=False):  # noqa: N803 - PyTorch's name
    """The powers ``x ** (N - 1) ... x ** 0`` as columns (``increasing``: from ``x ** 0``)."""
    v = linalg.vander(x, N=N)
    return v if increasing else Tensor.flip(v, -1)


def compile(model=None, **kwargs):  # noqa: A001 - PyTorch's name
    """``torch.compile``: the frontend runs eagerly, so the model or function is returned as it
    is (a decorator with no model). Trace the program with ``ivy.graph`` to compile it."""
    if model is None:
        return lambda m: m
    return model


def cond(pred, true_fn, false_fn, operands=()):
    """``torch.cond``, eagerly: ``true_fn(*operands)`` if ``pred`` else ``false_fn(*operands)``."""
    take = pred.item() if isinstance(pred, Tensor) else pred
    return (true_fn if take else false_fn)(*operands)


def while_loop(cond_fn, body_fn, carried_inputs):
    """``torch.while_loop``, eagerly: ``body_fn`` applied to the carried values while
    ``cond_fn`` of them is true; the last values."""
    carried = tuple(carried_inputs)
    while True:
        c = cond_fn(*carried)
        if not (c.item() if isinstance(c, Tensor) else c):
            return carried
        carried = tuple(body_fn(*carried))


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
