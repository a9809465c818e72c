"""Real PyTorch programs transpiled (issue 24), in the torch session: Hugging Face
``transformers``' ``ResNetModel`` (basic blocks, a small ResNet-18-shaped config) and a small
``BertModel``, built from configs with random weights in eval mode, captured by ``ivy.transpile``
and replayed on NumPy and on PyTorch, equal to the model's own output (1e-5 relative to its
scale); the ResNet's input gradient through the PyTorch replay equals autograd's.
``benchmarks/transpile.py`` runs the full-size ResNet-18 and BERT to JAX and TensorFlow and times
them against PyTorch."""

import importlib.util

import ivy
import numpy as np
import pytest
from _harness import BACKEND

pytestmark = pytest.mark.skipif(
    BACKEND != "torch" or importlib.util.find_spec("transformers") is None,
    reason="transformers runs on PyTorch: the torch session (ivy-core's test-torch extra)")


def _resnet():
    import torch  # noqa: PLC0415
    from transformers import ResNetConfig, ResNetModel  # noqa: PLC0415

    torch.manual_seed(0)
    config = ResNetConfig(embedding_size=8, hidden_sizes=[8, 16, 16, 32], depths=[2, 2, 2, 2],
                          layer_type="basic")
    model = ResNetModel(config).eval()
    x = np.random.default_rng(0).standard_normal((2, 3, 32, 32)).astype(np.float32)
    return (lambda x: model(x).pooler_output), (x,)


def _bert():
    import torch  # noqa: PLC0415
    from transformers import BertConfig, BertModel  # noqa: PLC0415

    torch.manual_seed(0)
    config = BertConfig(vocab_size=100, hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
                        intermediate_size=64, max_position_embeddings=32)
    model = BertModel(config).eval()
    ids = np.random.default_rng(0).integers(0, 100, (2, 8)).astype(np.int64)
    return (lambda ids: model(input_ids=ids).last_hidden_state), (ids,)


def _rel_err(got, want):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    assert got.shape == want.shape, (got.shape, want.shape)
    return float(np.max(np.abs(got - want)) / max(1.0, np.max(np.abs(want))))


@pytest.mark.parametrize("program", [_resnet, _bert], ids=["resnet", "bert"])
def test_hugging_face_model_transpiles_to_numpy_and_torch(program):
    import torch  # noqa: PLC0415

    fn, inputs = program()
    with torch.no_grad():
        want = fn(*[torch.as_tensor(a) for a in inputs]).numpy()
    for to, make in (("numpy", np.asarray), ("torch", torch.as_tensor)):
        f = ivy.transpile(fn, *inputs, source="torch", to=to)
        got = f(*[make(a) for a in inputs])
        assert isinstance(got, np.ndarray if to == "numpy" else torch.Tensor)
        got = got.detach().numpy() if to == "torch" else got
        assert _rel_err(got, want) <= 1e-5, (to, _rel_err(got, want))


def test_resnet_input_gradient_through_the_torch_replay_equals_autograd():
    import torch  # noqa: PLC0415

    fn, (x,) = _resnet()
    f = ivy.transpile(fn, x, source="torch", to="torch")
    a = torch.as_tensor(x).requires_grad_(True)
    fn(a).square().sum().backward()
    b = torch.as_tensor(x).requires_grad_(True)
    f(b).square().sum().backward()
    assert _rel_err(b.grad.numpy(), a.grad.numpy()) <= 1e-5
