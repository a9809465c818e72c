"""The kornia sweep of issue 24 in the torch session: every function of
``ivy.graph._kornia_fixtures.examples()`` (39 kornia 0.9 functions: colour, enhance, filters,
geometry, losses, metrics, features) captured by ``ivy.transpile(..., source="torch")`` and
replayed on PyTorch and on NumPy, each equal to kornia's own result (1e-5, relative to the
output's scale). The other sessions replay the stored subset (test_graph_captures.py, compiled by
``jax.jit`` / ``tf.function`` there); ``benchmarks/kornia_sweep.py`` transpiles all of them to
JAX, TensorFlow and NumPy in one environment."""

import importlib.util

import ivy
import numpy as np
import pytest
from _harness import BACKEND

pytestmark = pytest.mark.skipif(
    BACKEND != "torch" or importlib.util.find_spec("kornia") is None,
    reason="kornia runs on PyTorch: the torch session (kornia in ivy-core's test-torch extra)")


def _examples():
    if BACKEND != "torch" or importlib.util.find_spec("kornia") is None:
        return {}
    from ivy.graph._kornia_fixtures import examples  # noqa: PLC0415

    return examples()


EXAMPLES = _examples()


def _rel_err(got, want):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    assert got.shape == want.shape, (got.shape, want.shape)
    return float(np.max(np.abs(got - want)) / max(1.0, np.max(np.abs(want))))


def test_the_sweep_has_every_module():
    assert len(EXAMPLES) >= 32
    assert {n.split(".")[0] for n in EXAMPLES} == {"color", "enhance", "filters", "geometry",
                                                   "losses", "metrics", "feature"}


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_kornia_function_transpiles_to_torch_and_numpy(name):
    import torch  # noqa: PLC0415

    fn, inputs = EXAMPLES[name]
    want = fn(*[torch.as_tensor(a) for a in inputs])
    wants = list(want) if isinstance(want, (list, tuple)) else [want]
    for to, make in (("numpy", np.asarray), ("torch", torch.as_tensor)):
        f = ivy.transpile(fn, *inputs, source="torch", to=to)
        got = f(*[make(a) for a in inputs])
        gots = list(got) if isinstance(got, (list, tuple)) else [got]
        assert len(gots) == len(wants)
        for g, w in zip(gots, wants):
            # (NumPy's own 0-d reductions are NumPy scalars, and so are the replay's)
            assert isinstance(g, (np.ndarray, np.generic) if to == "numpy" else torch.Tensor), \
                (to, type(g))
            err = _rel_err(g.detach().numpy() if to == "torch" else g, w.numpy())
            assert err <= 1e-5, (to, err)
