"""PyTorch kernels: random sampling from Ivy's own ``torch.Generator`` (one per device)."""

import torch

from ...errors import IvyValueError
from .. import _random as R
from ._helpers import UINT, native_device, native_dtype

_own: dict = {}  # torch.device -> (Ivy's generator, the seed epoch it was made in)
_CPU = torch.device("cpu")

try:  # torch.get_default_device() costs ~3 µs: the CPU when no device mode or default is set
    from torch.overrides import _get_current_function_mode_stack as _modes

    _DEFAULT = torch._GLOBAL_DEVICE_CONTEXT

    def _default_device():
        if not _modes() and getattr(_DEFAULT, "device_context", None) is None:
            return _CPU
        return torch.get_default_device()
except (ImportError, AttributeError):  # pragma: no cover - other torch versions
    _default_device = torch.get_default_device


def _gen(device, seed):
    if seed is not None:
        return torch.Generator(device).manual_seed(seed)
    g = _own.get(device)
    if g is None or g[1] != R.epoch():
        s, e = R.seed_now()
        g = _own[device] = (torch.Generator(device).manual_seed(s), e)
    return g[0]


def _device(device, *args):
    if device is not None:
        return native_device(device)
    for a in args:
        if type(a) is not float and type(a) is not int and isinstance(a, torch.Tensor):
            return a.device
    return _default_device()


def multinomial(population_size, num_samples, /, *, batch_size=1, probs=None, replace=True,
                dtype=None, device=None, seed=None):
    n, s, b, d = R.multinomial_args(population_size, num_samples, batch_size, probs, replace,
                                    dtype)
    d = native_dtype(d)
    dev = _device(device, probs)
    g = _gen(dev, seed)
    if probs is None:
        if replace:
            return torch.randint(0, n, (b, s), generator=g, dtype=d, device=dev)
        return torch.rand(b, n, generator=g, device=dev).argsort(-1)[:, :s].to(d)
    if s == 0:  # torch.multinomial refuses to draw nothing
        return torch.zeros((b, 0), dtype=d, device=dev)
    w = probs.to(device=dev, dtype=probs.dtype if probs.is_floating_point() else torch.float64)
    try:
        return torch.multinomial(w.expand(b, n), s, replacement=replace, generator=g).to(d)
    except RuntimeError as e:  # negative weights, a zero row, too few positive weights
        raise IvyValueError(f"ivy.multinomial (torch backend): invalid probs: {e}") from e


def randint(low, high, /, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.int_dtype("randint", dtype, low, high))
    shp = R.out_shape("randint", shape, low, high)
    dev = _device(device, low, high)
    if type(low) is int and type(high) is int:
        if low >= high:
            raise IvyValueError(f"ivy.randint: low ({low}) must be < high ({high})")
        return torch.randint(low, high, shp, generator=_gen(dev, seed), dtype=d, device=dev)
    # array bounds: floor(low + (high - low) * u) in float64 (exact below 2**53)
    u = torch.rand(shp, generator=_gen(dev, seed), dtype=torch.float64, device=dev)
    lo = torch.as_tensor(low, device=dev).to(torch.float64)
    hi = torch.as_tensor(high, device=dev).to(torch.float64)
    return torch.floor(lo + (hi - lo) * u).to(d)


def random_normal(mean=0.0, std=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_normal", dtype, mean, std))
    dev = _device(device, mean, std)
    z = torch.randn(R.out_shape("random_normal", shape, mean, std), generator=_gen(dev, seed),
                    dtype=d, device=dev)
    return z if R.unit(mean, std) else (mean + std * z).to(d)


def random_uniform(low=0.0, high=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_uniform", dtype, low, high))
    dev = _device(device, low, high)
    u = torch.rand(R.out_shape("random_uniform", shape, low, high), generator=_gen(dev, seed),
                   dtype=d, device=dev)
    return u if R.unit(low, high) else (low + (high - low) * u).to(d)


def shuffle(x, /, axis=0, *, seed=None):
    idx = torch.randperm(x.shape[axis], generator=_gen(x.device, seed), device=x.device)
    s = UINT.get(x.dtype)
    if s is not None:  # index_select lacks the shell uints: move them as same-width signed data
        return x.view(s).index_select(axis, idx).view(x.dtype)
    return x.index_select(axis, idx)
