"""The torch frontend against PyTorch itself (module doc of ``_frontend_harness``)."""

import ivy
import ivy.frontends.torch as ft
import numpy as np
import pytest
from _frontend_harness import BACKEND, check
from _harness import native

F32 = np.array([[1.5, -2.0, 0.0], [np.nan, np.inf, 3.25]], dtype=np.float32)
F64 = np.array([0.5, -1.25, 4.0], dtype=np.float64)
I64 = np.array([3, -7, 0], dtype=np.int64)
I32 = np.array([[1, 2, -3]], dtype=np.int32)
U8 = np.array([1, 255, 7], dtype=np.uint8)
B = np.array([True, False, True])
POS = np.array([0.25, 1.0, 9.0], dtype=np.float32)
Z64 = np.array(2.5, dtype=np.float64)  # 0-d: PyTorch's 0-d rule keeps the other dtype
EMPTY = np.zeros((0, 3), dtype=np.float32)

BINARY = ["add", "sub", "mul", "div", "maximum", "minimum", "eq", "ne", "lt", "le", "gt", "ge"]
PAIRS = [(F32, F32), (I64, F64), (I32, U8), (U8, I64[:1]), (F32, Z64), (I64, 2.5), (U8, 3),
         (B, B), (B, 1), (F64, 1j), (EMPTY, EMPTY)]


@pytest.mark.parametrize("name", BINARY)
@pytest.mark.parametrize("pair", range(len(PAIRS)), ids=lambda i: f"pair{i}")
def test_binary_matches_torch(name, pair):
    a, b = PAIRS[pair]
    if name == "sub" and a is B:
        with pytest.raises(RuntimeError, match="with a bool tensor is not supported"):
            ft.sub(ft._frontend_array(np.asarray(a)), b)  # as PyTorch
        return
    if name in ("maximum", "minimum") and not isinstance(b, np.ndarray):
        with pytest.raises(TypeError, match="must be Tensor"):  # as PyTorch: tensors only
            getattr(ft, name)(ft._frontend_array(np.asarray(a)), b)
        return
    if name in ("lt", "le", "gt", "ge") and isinstance(b, complex):
        return  # no order on complex numbers (PyTorch raises)
    if BACKEND == "mxnet" and isinstance(b, complex):  # MXNet has no complex dtypes
        with pytest.raises(ivy.IvyUnsupportedError, match="complex"):
            getattr(ft, name)(ft._frontend_array(native(a)), b)
        return
    check("torch", name, (a, b))


@pytest.mark.parametrize("name", ["abs", "neg", "exp", "log", "sqrt", "tanh"])
@pytest.mark.parametrize("x", [F32, POS, F64, I64, EMPTY, Z64], ids=lambda a: f"{a.dtype}{a.shape}")
def test_unary_matches_torch(name, x):
    check("torch", name, (x,))


def test_alpha_and_rounding_modes():
    check("torch", "add", (F32, F32), {"alpha": 2})
    check("torch", "sub", (I64, I64[::-1].copy()), {"alpha": 3})
    for mode in ("floor", "trunc"):
        check("torch", "div", (I64, np.array([2, 2, 5])), {"rounding_mode": mode})
        check("torch", "div", (F64, np.array([0.3, 0.7, -2.0])), {"rounding_mode": mode})


def test_creation_default_dtypes():
    check("torch", "zeros", (2, 3))
    check("torch", "ones", ((2,),), {"dtype": ft.int32})
    check("torch", "full", ((2, 2), 7))
    check("torch", "full", ((2,), True))
    check("torch", "arange", (5,))
    check("torch", "arange", (0, 2, 0.5))
    check("torch", "zeros_like", (I32,))


def test_operators_and_inplace_follow_torch():
    x = ft.tensor([1, 2, 3])
    assert (x + 0.5).dtype == ft.float32 and repr((x + 0.5).dtype) == "torch.float32"
    assert (2 ** x).tolist() == [2, 4, 8] and (x * x).dtype == ft.int64
    y = ft.tensor([1, 2, 3], dtype=ft.int32)
    x.add_(y)  # in place keeps x's dtype, as PyTorch does
    assert x.dtype == ft.int64 and x.tolist() == [2, 4, 6]
    f = ft.tensor([0.5, 1.5], dtype=ft.float32)
    f.add_(ft.tensor([1.0, 1.0], dtype=ft.float64))
    assert f.dtype == ft.float32 and f.tolist() == [1.5, 2.5]
    out = ft.zeros(3)
    assert ft.mul(x, 2, out=out) is out and out.dtype == ft.float32 and out.tolist() == [4, 8, 12]


def test_unsupported_option_and_name_raise_clearly():
    with pytest.raises(ivy.IvyValueError, match="layout"):
        ft.zeros(2, layout="sparse_coo")
    with pytest.raises(AttributeError, match="no attribute 'not_a_function'"):
        ft.not_a_function  # noqa: B018
    with pytest.raises(ivy.IvyUnsupportedError, match="autograd tape"):
        ft.ones(2).backward()


def test_sum_mean_prod_take_keepdim_only_with_dim():
    """PyTorch's sum / mean / prod overloads without ``dim`` have no ``keepdim`` (TypeError);
    nansum takes it there (checked against PyTorch in the torch session)."""
    x = ft.ones(2, 3)
    for name in ("sum", "mean", "prod"):
        with pytest.raises(TypeError, match="keepdim"):
            getattr(ft, name)(x, keepdim=True)
        assert tuple(getattr(ft, name)(x, 1, keepdim=True).shape) == (2, 1)
    assert tuple(ft.nansum(x, keepdim=True).shape) == (1, 1)
    if BACKEND == "torch":
        import torch

        with pytest.raises(TypeError):
            torch.sum(torch.ones(2, 3), keepdim=True)
        assert tuple(torch.nansum(torch.ones(2, 3), keepdim=True).shape) == (1, 1)
