"""demos/vision_in_keras.py (TensorFlow session only): a Keras model whose layer calls ivy_vision
on its tf tensors trains with model.fit inside tf.function, gradients reach the layers before and
after the ivy_vision call, the loss falls to at most 0.3x its first epoch, the batch size is
left to run time (a None batch, a smaller last batch), and nothing TensorFlow or Python prints
(logs, warnings, AutoGraph messages) mentions Ivy.

The demo runs in a fresh Python process (``--quick``: 192 16x16 RGB-D images, an 8x10x4 voxel grid,
12 epochs; ~20 s), so that the first Ivy call on tf tensors, which loads Ivy's TensorFlow backend,
happens while ``tf.function`` traces, as in a user's project."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
DEMO = Path(__file__).resolve().parents[3] / "demos" / "vision_in_keras.py"


@pytest.mark.skipif(BACKEND != "tensorflow", reason="a Keras (TensorFlow) project: the "
                    "tensorflow session runs it; `nox -s keras_project` installs it from wheels")
def test_keras_demo_trains_through_ivy_vision(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "IVY_BACKEND"}  # inferred from tf tensors
    proc = subprocess.run([sys.executable, str(DEMO), "--quick", "--out", str(tmp_path)],
                          capture_output=True, text=True, env=env, timeout=600)
    text = proc.stdout + proc.stderr
    assert proc.returncode == 0, text[-4000:]
    assert "OK" in proc.stdout.splitlines()[-1]
    losses = [float(v) for v in re.search(r"loss per epoch: ([\d. ]+)", text).group(1).split()]
    assert losses[-1] <= 0.3 * losses[0], losses
    grads = dict(re.findall(r"(\w+) ([\d.e+-]+)",
                            re.search(r"gradient norms: (.*)", text).group(1)))
    assert set(grads) == {"pixel_features", "conv3d", "dense", "ball"}
    assert all(float(g) > 0 for g in grads.values()), grads
    assert re.search(r"graph mode: [1-9]\d*, eager: 0\b", text)
    # a run-time batch: None in the model, a smaller last batch, the layer traced with None
    assert re.search(r"batch: (\d+) samples in batches of (\d+) \(the last one [1-9]\d*\); the "
                     r"layer traced by model.fit with batch sizes \['None'\]", text), text[-2000:]
    assert "could not transform" not in text.lower()
    assert re.search(r"^warnings / log records mentioning Ivy: 0 ", text, re.M)  # the demo's count
    own = "warnings / log records mentioning Ivy:"
    noisy = [line for line in text.splitlines() if not line.startswith(own)
             and re.search(r"warn|error|autograph", line, re.I) and "ivy" in line.lower()]
    assert not noisy, noisy
    assert (tmp_path / "vision_in_keras.png").stat().st_size > 10_000
