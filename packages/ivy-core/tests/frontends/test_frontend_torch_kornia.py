"""kornia's own Python source run on the torch frontend (``ivy.frontends._substitute``): a few
functions of the kornia sweep (``ivy.graph._kornia_fixtures.examples``; all of them:
``benchmarks/kornia_on_frontend.py``), their copies called on frontend Tensors on the backend
under test and on NumPy, against kornia on the real PyTorch (1e-5 relative to the output's
scale); the process left as it was; and the frontend names kornia needs (``torch.autocast``,
``torch.autograd.Function``, ``torch._assert_async``, ``torch.SymInt``) against PyTorch's.
kornia is installed in the torch session only (ivy-core's test-torch extra)."""

import importlib.util
import sys

import ivy
import ivy.frontends.torch as ft
import numpy as np
import pytest
from _harness import BACKEND
from ivy._backend import _infer

HAS_TORCH = importlib.util.find_spec("torch") is not None
HAS_KORNIA = HAS_TORCH and importlib.util.find_spec("kornia") is not None
needs_torch = pytest.mark.skipif(not HAS_TORCH, reason="compared with PyTorch: needs torch")
needs_kornia = pytest.mark.skipif(
    BACKEND != "torch" or not HAS_KORNIA,
    reason="kornia runs on PyTorch: the torch session (kornia in ivy-core's test-torch extra)")

# colour (rgb_to_hsv), filters (gaussian_blur2d), geometry (grid_sample: warp_affine), a loss that
# is a torch.autograd.Function (focal_loss), one under torch.autocast(enabled=False) (ssim)
NAMES = ("color.rgb_to_hsv", "filters.gaussian_blur2d", "geometry.warp_affine",
         "losses.focal_loss", "metrics.ssim", "enhance.adjust_contrast")


@pytest.fixture(scope="module")
def kornia_cases():
    from ivy.frontends._substitute import Substitution
    from ivy.graph._kornia_fixtures import examples

    cases = examples(8)
    before = dict(sys.modules)
    subs, fns = {}, {}
    for backend in dict.fromkeys((BACKEND, "numpy")):  # (module-level tensors: on this backend)
        with ivy.use(backend):
            subs[backend] = Substitution("kornia")
            fns[backend] = {n: subs[backend].function(cases[n][0]) for n in NAMES}
    return cases, fns, subs[BACKEND], before


def _backend_of(native):
    """The backend holding a native array (NumPy's 0-d reductions are NumPy scalars)."""
    return "numpy" if isinstance(native, (np.ndarray, np.generic)) else _infer(native).name


def _rel_err(got, want):
    g = np.asarray(got.numpy(), np.float64)
    w = want.detach().numpy().astype(np.float64)
    assert g.shape == w.shape, (g.shape, w.shape)
    return float(np.max(np.abs(g - w)) / max(1.0, np.max(np.abs(w))))


@needs_kornia
@pytest.mark.parametrize("name", NAMES)
def test_kornia_source_runs_on_the_frontend(kornia_cases, name):
    import torch

    cases, fns, _, _ = kornia_cases
    fn, inputs = cases[name]
    want = fn(*[torch.as_tensor(a) for a in inputs])
    for backend in dict.fromkeys((BACKEND, "numpy")):
        with ivy.use(backend):
            got = fns[backend][name](*[ft.tensor(a) for a in inputs])
            assert type(got) is ft.Tensor, (backend, type(got))
            assert _backend_of(ft._native(got)) == backend  # the backend's, not the real torch's
            assert _rel_err(got, want) <= 1e-5, (backend, name)


@needs_kornia
def test_the_process_is_left_as_it_was(kornia_cases):
    import kornia
    import torch

    _, fns, sub, before = kornia_cases
    # nothing replaced; nothing of kornia or torch entered (Ivy's backends load on first use)
    assert all(sys.modules.get(k) is v for k, v in before.items())
    assert not [k for k in set(sys.modules) - set(before) if k.split(".")[0] in ("kornia", "torch")]
    hsv = sub.module("kornia.color.hsv")
    assert hsv is not sys.modules["kornia.color.hsv"]
    assert hsv.torch is not torch and hsv.torch.Tensor is ft.Tensor
    assert sub.function(kornia.color.rgb_to_hsv) is hsv.rgb_to_hsv
    # the real kornia still runs on the real PyTorch, beside its copy
    assert isinstance(kornia.color.rgb_to_hsv(torch.ones(1, 3, 2, 2)), torch.Tensor)


@needs_kornia
def test_a_layer_class_loads_but_making_one_raises(kornia_cases):
    _, _, sub, _ = kornia_cases
    hsv = sub.module("kornia.color.hsv")
    with pytest.raises(ivy.IvyUnsupportedError, match="torch.nn.Module layers are not in the frontend"):
        hsv.RgbToHsv()


@needs_kornia
def test_run_as_a_function_and_a_module_name():
    import ivy.frontends
    import kornia
    import torch

    x = np.random.default_rng(3).uniform(0, 1, (1, 3, 7, 7)).astype(np.float32)
    want = kornia.filters.box_blur(torch.as_tensor(x), (3, 3))
    blur = ivy.frontends.run_as(kornia.filters.box_blur)
    with ivy.use(BACKEND):
        assert _rel_err(blur(ft.tensor(x), (3, 3)), want) <= 1e-5
        assert _rel_err(ivy.frontends.run_as("kornia.filters").box_blur(ft.tensor(x), (3, 3)),
                        want) <= 1e-5


def test_run_as_refuses_what_it_cannot_substitute():
    import ivy.frontends

    with pytest.raises(ivy.IvyValueError, match="only 'torch' programs"):
        ivy.frontends.run_as("kornia.color", framework="jax")
    with pytest.raises(ivy.IvyValueError, match="is not of a library's module"):
        ivy.frontends.run_as(len)  # (a builtin: no source to load)


# --- the frontend names kornia needs, against PyTorch ------------------------------------------
@needs_torch
def test_autocast_disabled_changes_nothing_and_enabled_raises():
    import torch

    x = np.float32([[1.5, -2.0], [0.25, 3.0]])
    with torch.autocast("cpu", enabled=False):
        want = torch.as_tensor(x) @ torch.as_tensor(x)
    with ivy.use(BACKEND), ft.autocast("cpu", enabled=False):
        got = ft.tensor(x) @ ft.tensor(x)
    assert repr(got.dtype) == repr(want.dtype)
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-6)
    with pytest.raises(ivy.IvyUnsupportedError, match="autocast"):
        ft.autocast("cpu")


@needs_torch
def test_assert_async_like_torch():
    import torch

    for value, ok in ((1.0, True), (0.0, False), (True, True), (False, False)):
        errors = []
        for mod, t in ((torch, torch.tensor(value)), (ft, ft.tensor(value))):
            try:
                mod._assert_async(t, "value is zero")
                errors.append(None)
            except RuntimeError as exc:
                errors.append(str(exc).splitlines()[0])
        assert errors[0] == errors[1] == (None if ok else "value is zero"), (value, errors)
    with pytest.raises(RuntimeError):
        torch._assert_async(torch.tensor([1.0, 1.0]))
    with pytest.raises(RuntimeError):
        ft._assert_async(ft.tensor([1.0, 1.0]))


@needs_torch
def test_sym_types_hold_no_eager_value():
    import torch

    for v in (3, 2.5, True, ft.tensor(1)):
        assert isinstance(v, (ft.SymInt, ft.SymFloat, ft.SymBool)) \
            == isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool))


@needs_torch
def test_autograd_function_applies_its_forward():
    import torch

    def make(mod):
        class Scale(mod.autograd.Function):
            @staticmethod
            def forward(ctx, x, k):
                ctx.save_for_backward(x)
                ctx.k = k
                return x * k + 1

            @staticmethod
            def backward(ctx, g):
                return g * ctx.k, None

        class Square(mod.autograd.Function):  # the style with setup_context
            @staticmethod
            def forward(x):
                return x * x

            @staticmethod
            def setup_context(ctx, inputs, output):
                ctx.save_for_backward(inputs[0])

        return Scale, Square

    x = np.float32([0.5, -1.0, 2.0])
    (t_scale, t_square), (f_scale, f_square) = make(torch), make(ft)
    with ivy.use(BACKEND):
        np.testing.assert_allclose(f_scale.apply(ft.tensor(x), 3.0).numpy(),
                                   t_scale.apply(torch.as_tensor(x), 3.0).numpy())
        np.testing.assert_allclose(f_square.apply(ft.tensor(x)).numpy(),
                                   t_square.apply(torch.as_tensor(x)).numpy())
        t = ft.tensor(x)
        primal, tangent = ft.autograd.forward_ad.unpack_dual(t)
    want = torch.autograd.forward_ad.unpack_dual(torch.as_tensor(x))
    assert primal is t and tangent is None and want.tangent is None
