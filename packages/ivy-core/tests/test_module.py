"""ivy.Module and the initializers on the backend under test: building (on init, on first call,
from given variables), the variables Container of nested modules, ``module(x, v=v)`` as a pure
function of v, gradients through a module, train/eval, buffers, save/load, errors; initializer
shapes, dtypes and statistics."""

import math

import ivy
import numpy as np
import pytest
from _harness import BACKEND, NATIVE_TYPES, native, numpy_of
from ivy import Container


class Affine(ivy.Module):
    def __init__(self, n, **kwargs):
        self.n = n
        super().__init__(**kwargs)

    def _create_variables(self, device, dtype):
        return {"w": ivy.Constant(2.0)((self.n,), dtype=dtype, device=device),
                "b": ivy.Zeros()((self.n,), dtype=dtype, device=device)}

    def _forward(self, x):
        return x * self.v.w + self.v.b


class Counter(ivy.Module):
    """A module with a buffer (counts training calls) and no variables."""

    def _create_buffers(self, device, dtype):
        return {"calls": ivy.zeros((), dtype=dtype, device=device)}

    def _forward(self, x):
        if self.training:
            self._own_buffers = Container(calls=self._own_buffers.calls + 1)
        return x


class Net(ivy.Module):
    def __init__(self):
        super().__init__()  # before the sub-modules: building waits for the whole constructor
        self.first = Affine(3)
        self.blocks = [Affine(3), {"inner": Affine(3)}]
        self.count = Counter()

    def _create_variables(self, device, dtype):
        return {"scale": ivy.Ones()((), dtype=dtype, device=device)}

    def _forward(self, x):
        h = self.blocks[1]["inner"](self.blocks[0](self.first(x)))
        return self.count(h) * self.v.scale


X = np.array([1.0, -2.0, 0.5], dtype="float32")


def _net():
    with ivy.use(BACKEND):
        return Net()


def test_nested_modules_share_one_variables_container():
    net = _net()
    assert net.built
    assert net.v.key_chains() == ["scale", "first/w", "first/b", "blocks/0/w", "blocks/0/b",
                                  "blocks/1/inner/w", "blocks/1/inner/b"]
    assert net.v.first is net.first.v and net.v["blocks/1/inner"] is net.blocks[1]["inner"].v
    for x in net.v.leaves():
        assert isinstance(x, NATIVE_TYPES) and numpy_of(x).dtype == np.float32
    np.testing.assert_allclose(numpy_of(net(native(X))), 8 * X)
    assert "first/w: [3]" in repr(net)


def test_calling_with_v_is_a_pure_function_of_v():
    net = _net()
    v2 = net.v * 0.5  # w = 1, b = 0, scale = 0.5
    np.testing.assert_allclose(numpy_of(net(native(X), v=v2)), 0.5 * X)
    np.testing.assert_allclose(numpy_of(net(native(X))), 8 * X)  # v restored
    assert net.first.v is net.v.first
    net.v = v2  # assigning v reaches the sub-modules
    assert net.first.v is v2.first
    np.testing.assert_allclose(numpy_of(net.first(native(X))), X)
    before = {kc: m.v for kc, m in (("", net), ("first", net.first),
                                      ("inner", net.blocks[1]["inner"]))}
    net(native(X), v=net.v * 2.0)  # afterwards every module holds what it held before
    assert all(m.v is before[kc] for kc, m in (("", net), ("first", net.first),
                                                ("inner", net.blocks[1]["inner"])))


def test_build_on_first_call_uses_the_inputs_backend():
    m = Affine(3, build_mode="on_call")
    assert not m.built and repr(m) == "Affine(not built)"
    with pytest.raises(ivy.IvyValueError, match="on its first call"):
        m.v  # noqa: B018
    np.testing.assert_allclose(numpy_of(m(native(X))), 2 * X)
    assert m.built and isinstance(m.v.w, NATIVE_TYPES)


def test_given_variables_replace_the_initialisation():
    v = {"w": native(np.full(3, 5.0, dtype="float32")), "b": native(np.ones(3, dtype="float32"))}
    with ivy.use(BACKEND):
        m = Affine(3, v=v)
    np.testing.assert_allclose(numpy_of(m(native(X))), 5 * X + 1)
    with pytest.raises(ivy.IvyValueError, match="key chains"), ivy.use(BACKEND):
        Affine(3, v={"w": v["w"]})
    with pytest.raises(ivy.IvyValueError, match=r"w: \(2,\) != \(3,\)"), ivy.use(BACKEND):
        Affine(3, v={"w": native(np.ones(2, dtype="float32")), "b": v["b"]})


def test_train_eval_and_buffers():
    net = _net()
    assert net.training and net.count.training
    net(native(X))
    net(native(X))
    assert float(numpy_of(net.buffers["count/calls"])) == 2.0
    assert net.eval() is net and not net.blocks[1]["inner"].training and not net.count.training
    net(native(X))
    assert float(numpy_of(net.buffers["count/calls"])) == 2.0
    net.train()
    assert net.count.training


def test_save_and_load_round_trip(tmp_path):
    net = _net()
    net(native(X))
    path = net.save(tmp_path / "net")
    other = _net()
    other.v = other.v * 0.0
    other.load(path)
    for kc in net.v.key_chains():
        np.testing.assert_array_equal(numpy_of(other.v[kc]), numpy_of(net.v[kc]))
        assert isinstance(other.v[kc], NATIVE_TYPES)
    assert float(numpy_of(other.buffers["count/calls"])) == 1.0
    with ivy.use(BACKEND):
        small = Affine(2)
    with pytest.raises(ivy.IvyValueError, match="key chains"):
        small.load(path)


def test_gradients_through_a_module():
    net = _net()
    x = native(X)

    def loss(v):
        return ivy.sum(net(x, v=v) ** 2)

    if BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError, match="numpy"):
            ivy.execute_with_gradients(loss, net.v)
        return
    value, g = ivy.execute_with_gradients(loss, net.v)
    assert isinstance(g, Container) and g.key_chains() == net.v.key_chains()
    # y = scale * w3 * w2 * w1 * x (biases zero), all w = 2, scale = 1: loss = sum(64 x^2)
    np.testing.assert_allclose(numpy_of(value), 64 * (X ** 2).sum(), rtol=1e-5)
    np.testing.assert_allclose(numpy_of(g.scale), 2 * 64 * (X ** 2).sum(), rtol=1e-5)
    np.testing.assert_allclose(numpy_of(g.first.w), 2 * 64 * X ** 2 / 2, rtol=1e-5)
    np.testing.assert_allclose(numpy_of(g["blocks/1/inner/b"]), 2 * 8 * X, rtol=1e-5)
    new = ivy.SGD(0.01).step(net.v, g)
    assert new.key_chains() == net.v.key_chains()


def test_jax_transforms_of_a_module():
    if BACKEND != "jax":
        return
    import jax

    net = _net().eval()  # training mode would update the buffers with tracers (documented)
    x = native(X)
    f = jax.jit(lambda v, x: net(x, v=v))
    np.testing.assert_allclose(numpy_of(f(net.v * 0.5, x)), 0.5 * X)
    g = jax.grad(lambda v: ivy.sum(net(x, v=v)))(net.v)
    assert isinstance(g, Container)
    np.testing.assert_allclose(numpy_of(g["blocks/1/inner/b"]), np.ones(3))


def test_module_errors():
    class NoSuper(ivy.Module):
        def __init__(self):
            pass

    with pytest.raises(ivy.IvyValueError, match="super"):
        NoSuper()
    with pytest.raises(ivy.IvyValueError, match="build_mode"):
        Affine(2, build_mode="later")

    class NoForward(ivy.Module):
        pass

    with pytest.raises(NotImplementedError, match="_forward"):
        NoForward()(native(X))


# --- initializers ------------------------------------------------------------------------------
def _draw(init, shape, **kw):
    with ivy.use(BACKEND):
        x = init(shape, **kw)
    assert isinstance(x, NATIVE_TYPES) and tuple(x.shape) == shape
    return numpy_of(x)


def test_constant_initializers():
    np.testing.assert_array_equal(_draw(ivy.Zeros(), (2, 3)), np.zeros((2, 3), "float32"))
    np.testing.assert_array_equal(_draw(ivy.Ones(), (2,), dtype="float64"), np.ones(2))
    np.testing.assert_array_equal(_draw(ivy.RandomNormal(), (2,), dtype="float64").dtype, "float64")
    np.testing.assert_array_equal(_draw(ivy.Constant(-1.5), ()), np.float32(-1.5))


def test_random_initializers_have_the_right_statistics():
    ivy.seed(3)
    shape = (200, 100)  # [out, in]: fan_in 100, fan_out 200
    u = _draw(ivy.Uniform(-0.5, 1.5), shape)
    assert u.dtype == np.float32 and u.min() >= -0.5 and u.max() < 1.5
    assert abs(u.mean() - 0.5) < 0.02 and abs(u.std() - 2 / math.sqrt(12)) < 0.02
    n = _draw(ivy.RandomNormal(1.0, 0.1), shape)
    assert abs(n.mean() - 1.0) < 0.005 and abs(n.std() - 0.1) < 0.005
    a = math.sqrt(6 / 300)
    gl = _draw(ivy.GlorotUniform(), shape)
    assert np.abs(gl).max() <= a and abs(gl.std() - a / math.sqrt(3)) < 0.005
    k = _draw(ivy.KaimingNormal(), shape)
    assert abs(k.std() - math.sqrt(2 / 100)) < 0.005
    k = _draw(ivy.KaimingNormal(mode="fan_out", gain=1.0), shape)
    assert abs(k.std() - 1 / math.sqrt(200)) < 0.005
    k = _draw(ivy.KaimingNormal(), shape, fan_in=8)  # given fans win
    assert abs(k.std() - 0.5) < 0.02


def test_initializers_repeat_with_the_seed_and_check_arguments():
    ivy.seed(11)
    a = _draw(ivy.GlorotUniform(), (4, 4))
    ivy.seed(11)
    np.testing.assert_array_equal(_draw(ivy.GlorotUniform(), (4, 4)), a)
    assert ivy.stateful.initializers.fans((5, 7)) == (7, 5)
    assert ivy.stateful.initializers.fans((3, 3, 4, 8)) == (36, 72)
    assert ivy.stateful.initializers.fans((6,)) == (6, 6)
    with pytest.raises(ivy.IvyValueError, match="low <= high"):
        ivy.Uniform(1.0, 0.0)
    with pytest.raises(ivy.IvyValueError, match="mode"):
        ivy.KaimingNormal(mode="fan_avg")
    with pytest.raises(ivy.IvyValueError, match="stddev"):
        ivy.RandomNormal(0.0, -1.0)
    with pytest.raises(ivy.IvyValueError, match="fans must be positive"):
        ivy.GlorotUniform()((0, 3))
