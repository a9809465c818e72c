"""``Graph.to_source`` emitter of the ``np.*`` ops (graphs captured from NumPy code): for NumPy,
the recorded NumPy call itself (``np.<name>(...)``, an index ``x[...]``, ``x.astype(...)``), its
arguments written back from the node's template (``_from_numpy.decode``'s format). The other
targets have none yet: the NumPy frontend's promotion and defaults (the replay's meaning) are
not written out for them."""

from __future__ import annotations

from ._source_ops import literal


def template_source(t, args) -> str:
    """Python source of a call template (``{"$": k}``: the node's k-th argument)."""
    if isinstance(t, dict):
        if "$" in t:
            return args[t["$"]]
        if "list" in t:
            return f"[{', '.join(template_source(x, args) for x in t['list'])}]"
        if "tuple" in t:
            parts = [template_source(x, args) for x in t["tuple"]]
            return f"({', '.join(parts)}{',' if len(parts) == 1 else ''})"
        if "slice" in t:
            return f"slice({', '.join(template_source(x, args) for x in t['slice'])})"
        if "ellipsis" in t:
            return "..."
        if "dtype" in t:
            return f"np.dtype({t['dtype']!r})"
        if "complex" in t:
            return f"complex({literal(t['complex'][0])}, {literal(t['complex'][1])})"
        if "dict" in t:
            return "{" + ", ".join(f"{k!r}: {template_source(x, args)}"
                                   for k, x in t["dict"].items()) + "}"
    if isinstance(t, (list, tuple)):  # (a template read back from JSON)
        return f"[{', '.join(template_source(x, args) for x in t)}]"
    return literal(t)


def emit_numpy_call(e, node, a, p):
    name = node.op[len("np."):]
    call = p["call"]
    args = call["args"]
    args = args.get("list", args.get("tuple")) if isinstance(args, dict) else args
    pos = [template_source(x, a) for x in args]
    kwargs = call["kwargs"]
    kwargs = kwargs.get("dict", kwargs) if isinstance(kwargs, dict) else {}
    kw = [f"{k}={template_source(v, a)}" for k, v in kwargs.items()]
    if name == "__getitem__":
        return f"{pos[0]}[{pos[1]}]"
    if name == "astype":
        return f"{pos[0]}.astype({', '.join(pos[1:] + kw)})"
    return f"np.{name}({', '.join(pos + kw)})"


#: the row of every ``np.<name>`` op
NUMPY_ROW = {"numpy": emit_numpy_call}
