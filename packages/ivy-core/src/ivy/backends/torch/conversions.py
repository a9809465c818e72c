"""PyTorch kernels: conversions to native dtypes, NumPy and Python objects."""

from ._helpers import native_dtype


def as_native_dtype(dtype, /):
    return native_dtype(dtype)


def to_list(x, /):
    return x.resolve_conj().tolist()


def to_numpy(x, /):  # detach from autograd, copy to the host, materialise lazy conj/neg bits
    return x.detach().cpu().resolve_conj().resolve_neg().numpy()


def to_scalar(x, /):
    return x.item()
