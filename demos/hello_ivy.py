"""The main demo: one framework-agnostic function, run unchanged on every installed backend.

    python demos/hello_ivy.py          # or: nox -s demo

`soft_nearest` is written once with Ivy. It runs first on the embedded NumPy default (plain Python
lists in, NumPy out), then on each installed framework's own arrays (native in, native out), and
the demo checks that every backend gives the same numbers.
"""

import importlib.util
import os
import sys

import ivy

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser


def soft_nearest(queries, keys, values, temperature=0.5):
    """Attention-style lookup: a softmax over negative squared distances weights ``values``.

    queries: [Q, D], keys: [K, D], values: [K, V] -> [Q, V]
    """
    d2 = ivy.sum((queries[:, None, :] - keys[None, :, :]) ** 2, axis=-1)  # [Q, K]
    logits = -d2 / temperature
    logits = logits - ivy.max(logits, axis=-1, keepdims=True)
    w = ivy.exp(logits)
    w = w / ivy.sum(w, axis=-1, keepdims=True)
    return ivy.matmul(w, values)


QUERIES = [[0.0, 0.0], [1.0, 1.0], [2.0, 0.5]]
KEYS = [[0.0, 0.1], [1.0, 0.9], [2.0, 0.0], [3.0, 3.0]]
VALUES = [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [5.0, 5.0]]


def run(backend=None):
    """Run soft_nearest on ``backend``'s native arrays (the NumPy default when None)."""
    args = [ivy.asarray(a) for a in (QUERIES, KEYS, VALUES)]  # NumPy: nothing set, nothing to infer
    if backend is not None:
        args = [ivy.to_backend(a, backend) for a in args]
    out = soft_nearest(*args)
    return out, ivy.to_numpy(out)


def main(argv=None):
    _cli.DemoParser(__doc__).parse_args(argv)  # no options: --help, and typos refused
    installed = [b for b, (m, _) in ivy._backend.BACKENDS.items() if importlib.util.find_spec(m)]
    print(f"ivy {ivy.__version__}; installed backends: {', '.join(installed)}\n")
    _, reference = run()
    print("default (NumPy, from Python lists):")
    print(reference.round(4), "\n")
    for name in installed:
        out, values = run(name)
        same = abs(values - reference).max() < 1e-5
        kind = f"{type(out).__module__}.{type(out).__qualname__}"
        print(f"{name:>6}: {kind}  dtype={ivy.as_ivy_dtype(out.dtype)}  agrees with NumPy: {same}")
        print(values.round(4), "\n")
        if not same:
            raise SystemExit(f"{name} disagrees with the NumPy result")


if __name__ == "__main__":
    main(sys.argv[1:])
