"""Coverage of the frontends: every name of a framework's namespaces -> implemented / composed /
unsupported (reason) / missing, written to ``docs/frontends/<framework>.md``.

The framework's names are recorded once from the real framework (it must be installed) into
``docs/frontends/names/<namespace>.txt``; the table is then made from those lists and the
frontend modules alone, so any session can check it is in sync
(``tests/frontends/test_frontend_coverage.py``)::

    python -m ivy.frontends._coverage --record torch   # refresh the name lists (needs torch)
    python -m ivy.frontends._coverage                 # rewrite docs/frontends/*.md

A frontend namespace (module or array class) declares ``UNSUPPORTED = {name: reason}`` for the
names it knows it cannot offer and ``COMPOSED = frozenset(...)`` for those it writes as a
composition of several Ivy functions; every other name it defines is "implemented" (one Ivy
function, with the framework's promotion and argument handling around it).
"""

from __future__ import annotations

import argparse
import importlib
import inspect
from pathlib import Path

DOCS = Path(__file__).resolve().parents[5] / "docs" / "frontends"

#: the namespaces of each framework that the table covers (``X.Y`` is a module or a class)
NAMESPACES = {
    "numpy": ["numpy", "numpy.linalg", "numpy.fft", "numpy.random.Generator", "numpy.ndarray"],
    "torch": ["torch", "torch.Tensor", "torch.nn.functional", "torch.linalg", "torch.fft",
              "torch.special"],
    "jax": ["jax.numpy", "jax.lax", "jax.nn", "jax.random", "jax.Array"],
    "tensorflow": ["tensorflow", "tensorflow.Tensor", "tensorflow.math", "tensorflow.nn",
                   "tensorflow.linalg", "tensorflow.raw_ops"],
}


def _resolve(root, dotted):
    obj = root
    for part in dotted:
        obj = getattr(obj, part)
    return obj


def _real_namespace(namespace):
    if namespace in ("tensorflow.Tensor", "jax.Array"):  # the eager array's concrete class
        mod = importlib.import_module(namespace.split(".")[0] + (".numpy" if "jax" in namespace
                                                                 else ""))
        return type(mod.zeros(1)) if "jax" in namespace else type(mod.constant(0.0))
    parts = namespace.split(".")
    for i in range(len(parts), 0, -1):
        try:
            mod = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        return _resolve(mod, parts[i:])
    raise ImportError(namespace)


def _public_callables(ns):
    names = []
    is_class = isinstance(ns, type)
    for name in dir(ns):
        if name.startswith("_"):
            continue
        try:
            obj = getattr(ns, name)
        except Exception:  # noqa: BLE001 - deprecated attributes that raise on access
            continue
        if is_class:
            if callable(obj) or isinstance(inspect.getattr_static(ns, name), property):
                names.append(name)
        elif callable(obj) and not inspect.ismodule(obj) and not inspect.isclass(obj):
            names.append(name)
    return sorted(set(names))


def record(framework):
    """Write the real framework's public callables of each namespace to the name lists."""
    (DOCS / "names").mkdir(parents=True, exist_ok=True)
    for namespace in NAMESPACES[framework]:
        names = _public_callables(_real_namespace(namespace))
        (DOCS / "names" / f"{namespace}.txt").write_text("\n".join(names) + "\n")
        print(f"{namespace}: {len(names)} names")


def frontend_namespace(namespace):
    """The frontend module or class standing for ``namespace`` (``torch.Tensor`` ->
    ``ivy.frontends.torch.Tensor``)."""
    framework, _, rest = namespace.partition(".")
    parts = rest.split(".") if rest else []
    mod = importlib.import_module(f"ivy.frontends.{framework}")
    for i in range(len(parts), 0, -1):
        try:
            mod = importlib.import_module(f"ivy.frontends.{framework}." + ".".join(parts[:i]))
        except ImportError:
            continue
        return _resolve(mod, parts[i:])
    return _resolve(mod, parts)


def _defines(ns, name):
    if isinstance(ns, type):
        return any(name in vars(c) for c in ns.__mro__ if c is not object)
    return name in vars(ns)


def status(namespace):
    """``{name: "implemented" | "composed" | "unsupported: reason" | "missing"}``."""
    names = (DOCS / "names" / f"{namespace}.txt").read_text().split()
    try:
        ns = frontend_namespace(namespace)
    except (ImportError, AttributeError):
        return {n: "missing" for n in names}
    unsupported = getattr(ns, "UNSUPPORTED", {})
    composed = getattr(ns, "COMPOSED", frozenset())
    out = {}
    for n in names:
        if n in unsupported:
            out[n] = f"unsupported: {unsupported[n]}"
        elif _defines(ns, n):
            out[n] = "composed" if n in composed else "implemented"
        else:
            out[n] = "missing"
    return out


def table(framework):
    """The Markdown page of ``framework``'s frontend coverage."""
    lines = [f"# The {framework} frontend: coverage", "",
             f"Generated by `python -m ivy.frontends._coverage` from the names of {framework}'s "
             f"namespaces (recorded from the real framework into `names/`) and "
             f"`ivy.frontends.{framework}`; a test keeps it in sync. *implemented*: one Ivy "
             "function with the framework's promotion and arguments around it; *composed*: "
             "several Ivy functions; *unsupported*: calling it raises `IvyUnsupportedError` "
             "with the reason; *missing*: not written yet.", "",
             "| namespace | implemented | composed | unsupported | missing | total |",
             "|---|---:|---:|---:|---:|---:|"]
    sections = []
    for namespace in NAMESPACES[framework]:
        st = status(namespace)
        count = {k: sum(1 for v in st.values() if v.split(":")[0] == k)
                 for k in ("implemented", "composed", "unsupported", "missing")}
        lines.append(f"| `{namespace}` | {count['implemented']} | {count['composed']} | "
                     f"{count['unsupported']} | {count['missing']} | {len(st)} |")
        done = [f"`{n}`" + (" (composed)" if v == "composed" else "")
                for n, v in st.items() if v in ("implemented", "composed")]
        unsup = [f"- `{n}`: {v.split(': ', 1)[1]}" for n, v in st.items()
                 if v.startswith("unsupported")]
        missing = [f"`{n}`" for n, v in st.items() if v == "missing"]
        sections += [f"## `{namespace}`", "", f"**Implemented ({len(done)})**: "
                     + (", ".join(done) or "none"), ""]
        if unsup:
            sections += [f"**Unsupported ({len(unsup)})**:", "", *unsup, ""]
        sections += [f"**Missing ({len(missing)})**: " + (", ".join(missing) or "none"), ""]
    return "\n".join(lines + [""] + sections)


def write_tables():
    for framework in NAMESPACES:
        if (DOCS / "names" / f"{NAMESPACES[framework][0]}.txt").exists():
            (DOCS / f"{framework}.md").write_text(table(framework))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--record", choices=sorted(NAMESPACES),
                        help="refresh the name lists of this framework from the real framework")
    args = parser.parse_args(argv)
    if args.record:
        record(args.record)
    write_tables()


if __name__ == "__main__":
    main()
