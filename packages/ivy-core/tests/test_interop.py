"""ivy.to_native_module on the backend under test (only its framework is installed here): the
same ivy.Module MLP, from the same initial weights, trained by the framework's own autodiff and
optimizer (torch.optim, a Keras optimizer, jax.grad + jax.jit, gluon.Trainer) follows the pure-Ivy
training loop (ivy.execute_with_gradients and the matching ivy optimizer) step by step;
parameters are registered natively; buffers and modes reach the Ivy module; NumPy raises."""

import importlib.util

import ivy
import numpy as np
import pytest
from _harness import BACKEND, native, numpy_of
from ivy import Container

RNG = np.random.default_rng(5)
X = RNG.normal(size=(32, 2))
Y = (np.sin(X[:, :1]) + X[:, 1:] ** 2) / 2
STEPS = 15


class MLP(ivy.Module):
    """2 -> 8 -> 8 -> 1 with tanh (written with ivy.matmul; Glorot-initialised)."""

    def __init__(self, sizes=(2, 8, 8, 1), **kwargs):
        self.sizes = sizes
        super().__init__(**kwargs)

    def _create_variables(self, device, dtype):
        init = ivy.GlorotUniform()
        return {f"layer{i}": {"w": init((o, n), dtype=dtype, device=device),
                              "b": ivy.Uniform(-0.1, 0.1)((o,), dtype=dtype, device=device)}
                for i, (n, o) in enumerate(zip(self.sizes[:-1], self.sizes[1:]))}

    def _forward(self, x):
        n = len(self.sizes) - 1
        for i in range(n):
            p = self.v[f"layer{i}"]
            x = ivy.matmul(x, ivy.matrix_transpose(p.w)) + p.b
            if i < n - 1:
                x = ivy.tanh(x)
        return x


class Counting(ivy.Module):
    """Identity with a buffer counting training-mode calls."""

    def _create_variables(self, device, dtype):
        return {"s": ivy.ones((), dtype=dtype, device=device)}

    def _create_buffers(self, device, dtype):
        return {"calls": ivy.zeros((), dtype=dtype, device=device)}

    def _forward(self, x):
        if self.training:
            self._own_buffers = Container(calls=self._own_buffers.calls + 1)
        return x * self.v.s


def _mse(pred, y):
    return ivy.mean((pred - y) ** 2)


def _model():
    ivy.seed(0)
    with ivy.use(BACKEND):
        return MLP(dtype="float64")


def _ivy_losses(opt):
    """The pure-Ivy loop: losses before each step."""
    model, x, y = _model(), native(X), native(Y)
    losses = []
    for _ in range(STEPS):
        loss, g = ivy.execute_with_gradients(lambda v: _mse(model(x, v=v), y), model.v)
        losses.append(float(numpy_of(loss)))
        model.v = opt.step(model.v, g)
    return np.array(losses)


def test_torch_module_trains_like_the_ivy_loop():
    if BACKEND != "torch":
        return
    import torch

    net = ivy.to_native_module(_model(), "torch")
    assert isinstance(net, torch.nn.Module)
    names = {n for n, _ in net.named_parameters()}
    assert names == {f"params.layer{i}.{p}" for i in range(3) for p in "wb"}
    assert all(p.requires_grad and p.is_leaf for p in net.parameters())
    opt = torch.optim.Adam(net.parameters(), lr=0.05)
    x, y = torch.from_numpy(X), torch.from_numpy(Y)
    losses = []
    for _ in range(STEPS):
        opt.zero_grad()
        loss = ((net(x) - y) ** 2).mean()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    ref = _ivy_losses(ivy.Adam(0.05))
    assert ref[-1] < 0.5 * ref[0]
    np.testing.assert_allclose(losses, ref, rtol=1e-9)
    model = net.ivy_module
    model.v = net.v  # the trained weights back into the Ivy module
    np.testing.assert_allclose(numpy_of(model(x)), net(x).detach().numpy(), rtol=1e-12)
    assert "params.layer0.w" in net.state_dict()


def test_keras_layer_trains_like_the_ivy_loop():
    if BACKEND != "tensorflow":
        return
    import keras
    import tensorflow as tf

    layer = ivy.to_native_module(_model(), "tensorflow")
    assert isinstance(layer, keras.layers.Layer)
    assert len(layer.trainable_weights) == 6
    assert {w.name for w in layer.trainable_weights} >= {"layer0.w", "layer2.b"}
    # Keras keeps the hyper-parameters in float32: values exact in binary compare exactly
    opt = keras.optimizers.Adam(learning_rate=0.0625, beta_1=0.75, beta_2=0.9375, epsilon=1e-12)
    x, y = tf.constant(X), tf.constant(Y)
    losses = []
    for _ in range(STEPS):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((layer(x) - y) ** 2)
        grads = tape.gradient(loss, layer.trainable_weights)
        opt.apply_gradients(zip(grads, layer.trainable_weights))
        losses.append(float(loss))
    ref = _ivy_losses(ivy.Adam(0.0625, beta1=0.75, beta2=0.9375, epsilon=1e-12))
    assert ref[-1] < 0.5 * ref[0]
    np.testing.assert_allclose(losses, ref, rtol=1e-9)
    model = layer.ivy_module
    model.v = layer.v
    np.testing.assert_allclose(numpy_of(model(x)), layer(x).numpy(), rtol=1e-12)


def test_keras_model_fit_trains_the_layer():
    if BACKEND != "tensorflow":
        return
    import keras

    layer = ivy.to_native_module(_model(), "tensorflow")
    inp = keras.Input(shape=(2,), dtype="float64")
    model = keras.Model(inp, layer(inp))
    model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")
    hist = model.fit(X, Y, epochs=5, batch_size=32, verbose=0).history["loss"]
    assert hist[-1] < hist[0]


def test_gluon_block_trains_like_the_ivy_loop():
    if BACKEND != "mxnet":
        return
    from mxnet import autograd, gluon
    from mxnet import np as mnp

    block = ivy.to_native_module(_model(), "mxnet")
    assert isinstance(block, gluon.Block)
    params = block.collect_params()
    names = list(params.keys())
    assert len(names) == 6 and all(k.endswith(("layer0.w", "b")) or k.endswith("w") for k in names)
    trainer = gluon.Trainer(params, "sgd", {"learning_rate": 0.125})  # exact in float32
    x, y = mnp.array(X), mnp.array(Y)
    losses = []
    for _ in range(STEPS):
        with autograd.record():
            loss = ((block(x) - y) ** 2).mean()
        loss.backward()
        trainer.step(1)
        losses.append(float(loss.asnumpy()))
    ref = _ivy_losses(ivy.SGD(0.125))
    assert ref[-1] < 0.8 * ref[0]
    np.testing.assert_allclose(losses, ref, rtol=1e-9)
    model = block.ivy_module
    model.v = block.v
    np.testing.assert_allclose(numpy_of(model(x)), block(x).asnumpy(), rtol=1e-12)


def test_jax_pair_trains_like_the_ivy_loop():
    if BACKEND != "jax":
        return
    import jax

    apply_fn, params = ivy.to_native_module(_model(), "jax")
    assert isinstance(params, Container)
    x, y = native(X), native(Y)
    loss_fn = jax.jit(jax.value_and_grad(lambda p: ((apply_fn(p, x) - y) ** 2).mean()))
    losses = []
    for _ in range(STEPS):
        loss, g = loss_fn(params)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, g)
        losses.append(float(loss))
    assert isinstance(params, Container)
    ref = _ivy_losses(ivy.SGD(0.1))
    assert ref[-1] < 0.8 * ref[0]
    np.testing.assert_allclose(losses, ref, rtol=1e-9)


def test_buffers_and_modes_reach_the_ivy_module():
    with ivy.use(BACKEND):
        m = Counting(dtype="float64")
    x = native(np.array([1.0, 2.0]))
    if BACKEND == "torch":
        net = ivy.to_native_module(m, "torch")
        net(x)
        net(x)
        assert float(net.ivy_buffers.calls) == 2.0 and "ivy_buffers.calls" in net.state_dict()
        net.eval()
        assert not m.training
        net(x)
        assert float(net.ivy_buffers.calls) == 2.0
    elif BACKEND == "tensorflow":
        layer = ivy.to_native_module(m, "tensorflow")
        layer(x, training=True)
        assert len(layer.non_trainable_weights) == 1
        assert float(layer.non_trainable_weights[0].numpy()) == 1.0
        layer(x, training=False)
        assert not m.training and float(layer.non_trainable_weights[0].numpy()) == 1.0
    elif BACKEND == "mxnet":
        from mxnet import autograd

        block = ivy.to_native_module(m, "mxnet")
        with autograd.record():
            block(x)
        assert float(block.collect_params()[block.prefix + "calls"].data()) == 1.0
        block(x)  # outside record(): predict mode
        assert not m.training
        assert float(block.collect_params()[block.prefix + "calls"].data()) == 1.0
    elif BACKEND == "jax":
        apply_fn, params = ivy.to_native_module(m.eval(), "jax")
        import jax

        np.testing.assert_allclose(numpy_of(jax.jit(apply_fn)(params * 3, x)), [3.0, 6.0])


def test_unsupported_and_missing_frameworks_raise():
    with ivy.use(BACKEND):
        m = Counting()
    for fw in ("numpy", "keras"):
        with pytest.raises(ivy.IvyUnsupportedError, match=f"no native module for '{fw}'"):
            ivy.to_native_module(m, fw)
    for fw in ("torch", "tensorflow", "jax", "mxnet"):
        if importlib.util.find_spec(fw) is None:
            with pytest.raises(ivy.IvyBackendNotInstalledError, match=f"ivy-core\\[{fw}\\]"):
                ivy.to_native_module(m, fw)
    with pytest.raises(ivy.IvyValueError, match="ivy.Module"):
        ivy.to_native_module(lambda x: x, "torch")
