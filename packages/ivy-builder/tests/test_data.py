"""Loaders: batches against NumPy slicing of the same data, seeded order, windows, prefetch,
saved positions, files, generators, sharding, errors."""

import os

import ivy
import numpy as np
import pytest
from _helpers import BACKEND, is_native, numpy_of
from ivy_builder import GeneratorLoader, Loader, epoch_permutation, from_arrays, from_image_folder, from_npz

X = np.arange(22 * 3, dtype=np.float32).reshape(22, 3)
Y = np.arange(22, dtype=np.int64)


def _np(batch):
    return {k: numpy_of(v) for k, v in batch.items()}


def _epoch(loader):
    return [_np(b) for b in loader]


@pytest.mark.parametrize("drop_last", [False, True])
def test_batches_in_order_cover_the_data(drop_last):
    loader = from_arrays({"x": X, "y": Y}, batch_size=4, shuffle=False, drop_last=drop_last,
                         backend=BACKEND)
    batches = list(loader)
    assert all(is_native(b["x"]) and is_native(b["y"]) for b in batches)
    sizes = [len(numpy_of(b["y"])) for b in batches]
    assert sizes == ([4] * 5 if drop_last else [4] * 5 + [2])
    assert len(loader) == len(sizes)
    n = sum(sizes)
    np.testing.assert_array_equal(np.concatenate([numpy_of(b["x"]) for b in batches]), X[:n])
    assert numpy_of(batches[0]["x"]).dtype == np.float32
    assert numpy_of(batches[0]["y"]).dtype == np.int64


def test_shuffled_epochs_are_permutations_fixed_by_seed_and_epoch():
    a = from_arrays({"x": X, "y": Y}, batch_size=5, seed=3, backend=BACKEND)
    e0, e1 = _epoch(a), _epoch(a)
    y0 = np.concatenate([b["y"] for b in e0])
    y1 = np.concatenate([b["y"] for b in e1])
    assert sorted(y0.tolist()) == sorted(y1.tolist()) == Y.tolist()
    assert not np.array_equal(y0, y1) and not np.array_equal(y0, Y)
    np.testing.assert_array_equal(y0, epoch_permutation(22, 3, 0))
    np.testing.assert_array_equal(y1, epoch_permutation(22, 3, 1))
    for b in e0:  # rows stay together
        np.testing.assert_array_equal(b["x"], X[b["y"]])
    # another loader, same seed: same order; another seed: another order
    b = from_arrays({"x": X, "y": Y}, batch_size=5, seed=3, backend=BACKEND, prefetch=0)
    np.testing.assert_array_equal(np.concatenate([x["y"] for x in _epoch(b)]), y0)
    c = from_arrays({"x": X, "y": Y}, batch_size=5, seed=4, backend=BACKEND)
    assert not np.array_equal(np.concatenate([x["y"] for x in _epoch(c)]), y0)


def test_position_saved_mid_epoch_resumes_the_same_batches():
    ref = from_arrays((X, Y), batch_size=3, seed=1, backend=BACKEND)
    stream = ref.stream()
    expected = [numpy_of(next(stream)[1]) for _ in range(20)]  # crosses two epoch ends
    stream.close()
    a = from_arrays((X, Y), batch_size=3, seed=1, backend=BACKEND)
    s = a.stream()
    got = [numpy_of(next(s)[1]) for _ in range(9)]
    state = a.state_dict()
    s.close()
    assert state == {"epoch": 1, "batch": 1}  # 8 batches per epoch
    b = from_arrays((X, Y), batch_size=3, seed=1, backend=BACKEND)
    b.load_state_dict(state)
    s = b.stream()
    got += [numpy_of(next(s)[1]) for _ in range(11)]
    s.close()
    for e, g in zip(expected, got):
        np.testing.assert_array_equal(e, g)


def test_prefetch_thread_gives_the_same_batches_and_positions():
    a = from_arrays({"x": X}, batch_size=4, seed=2, prefetch=3, backend=BACKEND)
    b = from_arrays({"x": X}, batch_size=4, seed=2, prefetch=0, backend=BACKEND)
    for ba, bb in zip(a, b):
        np.testing.assert_array_equal(numpy_of(ba["x"]), numpy_of(bb["x"]))
        assert a.state_dict() == b.state_dict()
    assert a.state_dict() == b.state_dict() == {"epoch": 1, "batch": 0}


def test_sequence_windows_against_numpy():
    seq = np.arange(30, dtype=np.float32).reshape(15, 2)
    loader = from_arrays(seq, window=4, window_stride=2, batch_size=3, shuffle=False,
                         backend=BACKEND)
    ref = np.lib.stride_tricks.sliding_window_view(seq, 4, axis=0).transpose(0, 2, 1)[::2]
    got = np.concatenate([numpy_of(b) for b in loader])
    assert got.shape == (6, 4, 2)
    np.testing.assert_array_equal(got, ref)


def test_sharding_splits_each_global_batch():
    world = 2
    full = from_arrays({"y": Y}, batch_size=6, seed=0, drop_last=True, backend=BACKEND)
    parts = [from_arrays({"y": Y}, batch_size=3, seed=0, drop_last=True,
                         backend=BACKEND).set_shard(r, world) for r in range(world)]
    assert len(parts[0]) == len(full) == 3
    for g, *shards in zip(full, *parts):
        np.testing.assert_array_equal(numpy_of(g["y"]),
                                      np.concatenate([numpy_of(s["y"]) for s in shards]))



@pytest.mark.parametrize("n, world, batch", [(10, 3, 2), (10, 2, 3), (7, 2, 2)])
def test_shards_without_drop_last_are_equal_in_every_batch(n, world, batch):
    """Every rank reads as many samples as the others in every batch, the last, smaller global
    batch included (an empty or shorter part would weigh its rank wrongly, or give a nan loss):
    together the ranks read each of the first (n // world) * world samples of the epoch's order
    once, in the order's global batches."""
    y = np.arange(n, dtype=np.float32)
    order = numpy_of(next(iter(from_arrays({"y": y}, batch_size=n, seed=5, backend=BACKEND)))["y"])
    parts = [list(from_arrays({"y": y}, batch_size=batch, seed=5, backend=BACKEND)
                  .set_shard(r, world)) for r in range(world)]
    assert len({len(p) for p in parts}) == 1
    seen = []
    for shards in zip(*parts):
        sizes = {numpy_of(s["y"]).shape[0] for s in shards}
        assert len(sizes) == 1 and sizes.pop() > 0
        seen += [v for s in shards for v in numpy_of(s["y"]).tolist()]
    usable = (n // world) * world
    np.testing.assert_array_equal(seen, order[:usable])

def test_npz_file(tmp_path):
    p = tmp_path / "d.npz"
    np.savez(p, x=X, y=Y)
    loader = from_npz(p, keys=["y"], batch_size=22, shuffle=False, backend=BACKEND)
    np.testing.assert_array_equal(numpy_of(next(iter(loader))["y"]), Y)
    with pytest.raises(ivy.IvyValueError, match=r"has no entries \['z'\]"):
        from_npz(p, keys=["z"])


def test_image_folder_png_and_npy(tmp_path):
    from PIL import Image

    rng = np.random.default_rng(0)
    imgs = {}
    for c in ("b_cls", "a_cls"):
        os.makedirs(tmp_path / c)
        for i in range(2):
            a = rng.integers(0, 256, (5, 4, 3), dtype=np.uint8)
            Image.fromarray(a).save(tmp_path / c / f"{i}.png")
            imgs[(c, i)] = a
    np.save(tmp_path / "a_cls" / "2.npy", np.full((5, 4, 3), 0.5, np.float32))
    loader = from_image_folder(tmp_path, batch_size=5, shuffle=False, backend=BACKEND)
    b = _np(next(iter(loader)))
    assert loader.source.classes == ["a_cls", "b_cls"]
    np.testing.assert_array_equal(b["label"], [0, 0, 0, 1, 1])
    np.testing.assert_allclose(b["image"][0], imgs[("a_cls", 0)] / 255.0, rtol=1e-6)
    np.testing.assert_allclose(b["image"][2], 0.5)
    np.testing.assert_allclose(b["image"][4], imgs[("b_cls", 1)] / 255.0, rtol=1e-6)
    small = from_image_folder(tmp_path, size=(2, 3), mode="L", batch_size=2, backend=BACKEND)
    assert numpy_of(next(iter(small))["image"]).shape == (2, 2, 3, 1)


def test_npy_with_objects_is_refused(tmp_path):
    os.makedirs(tmp_path / "c")
    np.save(tmp_path / "c" / "0.npy", np.array([{"a": 1}], dtype=object), allow_pickle=True)
    with pytest.raises(ivy.IvyValueError, match="pickle"):
        next(iter(from_image_folder(tmp_path, batch_size=1, prefetch=0)))


def test_generator_loader_resumes_mid_epoch():
    def make(seed, epoch):
        rng = np.random.default_rng([seed, epoch])
        for i in range(7):
            yield {"x": rng.normal(size=2).astype(np.float32), "i": i}

    ref = GeneratorLoader(make, batch_size=3, seed=1, backend=BACKEND)
    s = ref.stream()
    expected = [_np(next(s)) for _ in range(7)]  # 3 batches per epoch (3, 3, 1)
    s.close()
    assert [len(b["i"]) for b in expected] == [3, 3, 1, 3, 3, 1, 3]
    a = GeneratorLoader(make, batch_size=3, seed=1, backend=BACKEND)
    s = a.stream()
    got = [_np(next(s)) for _ in range(4)]
    state = a.state_dict()
    s.close()
    b = GeneratorLoader(make, batch_size=3, seed=1, backend=BACKEND)
    b.load_state_dict(state)
    s = b.stream()
    got += [_np(next(s)) for _ in range(3)]
    for e, g in zip(expected, got):
        np.testing.assert_array_equal(e["x"], g["x"])
    dropped = GeneratorLoader(make, batch_size=3, drop_last=True, prefetch=0, backend=BACKEND)
    assert [len(numpy_of(b["i"])) for b in dropped] == [3, 3]
    with pytest.raises(ivy.IvyValueError, match="number of batches of a generator is unknown"):
        len(dropped)


def test_errors_from_the_worker_thread_reach_the_consumer():
    class Broken:
        kind = "dict"

        def __len__(self):
            return 4

        def gather(self, idx):
            raise RuntimeError("disk on fire")

    with pytest.raises(RuntimeError, match="disk on fire"):
        next(iter(Loader(Broken(), batch_size=2, prefetch=2)))


@pytest.mark.parametrize("kwargs, match", [
    ({"batch_size": 0}, "batch_size must be an int >= 1"),
    ({"seed": -1}, "seed must be an int >= 0"),
    ({"batch_size": 50, "drop_last": True}, "give no batch"),
    ({"prefetch": 1.5}, "prefetch must be an int >= 0"),
])
def test_bad_loader_arguments(kwargs, match):
    with pytest.raises(ivy.IvyValueError, match=match):
        from_arrays(X, **kwargs)


def test_bad_sources(tmp_path):
    with pytest.raises(ivy.IvyValueError, match="share their first dimension"):
        from_arrays({"x": X, "y": Y[:5]})
    with pytest.raises(ivy.IvyValueError, match="window \\(30\\) is longer"):
        from_arrays(X, window=30)
    with pytest.raises(ivy.IvyValueError, match="no images under"):
        from_image_folder(tmp_path)
    with pytest.raises(ivy.IvyValueError, match="is not a folder"):
        from_image_folder(tmp_path / "nope")
    with pytest.raises(ivy.IvyValueError, match="rank must be in"):
        from_arrays(X).set_shard(2, 2)
