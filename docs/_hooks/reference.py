"""mkdocs hook (mkdocs.yml, ``hooks:``): writes the category sections of the ivy-core API page.

ivy-core's public functions are the generated modules of ``ivy.dispatch`` (one per category, with
the annotated signatures and docstrings), plus the hand-written functions of ``ivy.functional``.
This file is the one place that says where: ``FUNCTIONS_MODULE``, ``CATEGORIES`` and
``MODULE_OVERRIDES`` (``ivy.dispatch`` has no ``control_flow``, ``custom_gradients`` or
``transforms``; ``general``, ``gradients`` and ``random`` are in both). docs/api/ivy-core.md holds
only the marker below; this hook replaces it with one mkdocstrings block (``::: <module>``) per
module.
packages/ivy-core/tests/test_docs_site.py imports this file and checks
that every public name of every package is in a documented module.
"""

FUNCTIONS_MODULE = "ivy.dispatch"
CATEGORIES = [
    "creation", "elementwise", "elementwise_unary", "trigonometric", "exponential", "rounding",
    "statistical", "searching", "sorting", "set", "manipulation", "indexing", "scatter_gather",
    "linear_algebra", "linalg", "fft", "data_type", "utility", "general", "conversions", "device",
    "info", "random", "activations", "layers", "convolutions", "pooling", "interpolation", "norms",
    "losses", "gradients", "custom_gradients", "transforms", "control_flow",
]
# category -> its modules (full dotted names), where they are not just FUNCTIONS_MODULE.<category>
MODULE_OVERRIDES: dict[str, list[str]] = {
    # hand-written functions taking functions: no generated dispatcher
    **{c: [f"ivy.functional.{c}"] for c in ("control_flow", "custom_gradients", "transforms")},
    # generated dispatchers and hand-written functions side by side
    **{c: [f"ivy.dispatch.{c}", f"ivy.functional.{c}"] for c in ("general", "gradients", "random")},
}
# Functions a static reader cannot find from their category module's ``__all__`` (none now: each
# gets a block of its own after its category's, ivy.functional's only)
NOT_IN_STATIC_ALL: dict[str, list[str]] = {}
MARKER = "<!-- ivy-core function categories -->"


def modules_of(category: str) -> list[str]:
    """The dotted names of the modules that define ``category``'s functions."""
    return MODULE_OVERRIDES.get(category, [f"{FUNCTIONS_MODULE}.{category}"])


def category_blocks() -> str:
    """The Markdown that replaces ``MARKER``: one ``::: module`` block per category."""
    blocks = []
    for name in CATEGORIES:
        for module in modules_of(name):
            blocks.append(f"::: {module}")
            blocks += [f"::: {module}.{extra}\n    options:\n      heading_level: 3"
                       for extra in NOT_IN_STATIC_ALL.get(name, []) if module.startswith("ivy.functional.")]
    return "\n\n".join(blocks) + "\n"


def on_page_markdown(markdown, page, **kwargs):
    """mkdocs event: expand the marker on the page that has it."""
    return markdown.replace(MARKER, category_blocks()) if MARKER in markdown else markdown
