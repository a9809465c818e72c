"""Helpers shared by the modules of ``torch.nn.functional``: tuples of sizes, PyTorch's legacy
reduction arguments, in-place results, the channel-first layout."""

from __future__ import annotations

import ivy

from ..tensor import Tensor, native, wrap


def tup(v, n, name="argument"):
    """An int or a sequence -> a tuple of ``n`` ints (PyTorch's ``_pair``/``_triple``)."""
    if type(v) is Tensor:
        v = v.tolist()
    if isinstance(v, (tuple, list)):
        if len(v) == 1:
            return tuple(int(v[0]) for _ in range(n))
        if len(v) != n:
            raise ValueError(f"{name} must be an int or a sequence of {n} ints, got {v!r}")
        return tuple(int(i) for i in v)
    return (int(v),) * n


def reduction_of(size_average, reduce, reduction):
    """PyTorch's legacy ``size_average``/``reduce`` arguments folded into ``reduction``."""
    if size_average is None and reduce is None:
        return reduction
    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    if not reduce:
        return "none"
    return "mean" if size_average else "sum"


def reduce_loss(loss, reduction):
    if reduction == "none":
        return loss
    if reduction == "mean":
        return ivy.mean(loss)
    if reduction == "sum":
        return ivy.sum(loss)
    raise ValueError(f"{reduction} is not a valid value for reduction")


def inplace_result(input, y, inplace):
    """``y`` wrapped; with ``inplace``, stored into the frontend tensor ``input`` as PyTorch's
    in-place activations do (the frontend keeps no views: only that tensor changes)."""
    if inplace and type(input) is Tensor:
        input._data = y
        return input
    return wrap(y)


def opt(x):
    """``native(x)``, None kept."""
    return None if x is None else native(x)


def batched(x, n_spatial, fname):
    """``(x, unbatched)``: an unbatched ``[C, *spatial]`` input gets a batch axis of 1."""
    nd = len(x.shape)
    if nd == n_spatial + 1:
        return ivy.expand_dims(x, axis=0), True
    if nd != n_spatial + 2:
        raise RuntimeError(f"{fname}: expected a {n_spatial + 1}-D (unbatched) or "
                           f"{n_spatial + 2}-D (batched) input, got shape {tuple(x.shape)}")
    return x, False


def unbatch(y, unbatched):
    return ivy.squeeze(y, axis=0) if unbatched else y


def like(x):
    """A block whose new arrays (``ivy.zeros``, ``arange``, random draws...) are made by ``x``'s
    backend (they have no array argument to infer it from)."""
    return ivy.use(ivy.current_backend(x).name)
