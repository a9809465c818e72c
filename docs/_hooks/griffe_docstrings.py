"""griffe extension (mkdocs.yml, mkdocstrings ``extensions:``): reads our docstring conventions.

Two conventions of this repository's Google-style docstrings that griffe's Google parser does not
know, rewritten in the docstring text before griffe parses it (the source is not changed):

* ``Example:`` (singular) opens the examples: griffe only knows ``Examples:`` and would render the
  doctest as plain text in a note; it becomes ``Examples:``, rendered as code.
* Parameters documented together, ``calib_mat1, calib_mat2: calibration matrices``: griffe
  would take the whole ``calib_mat1, calib_mat2`` for one unknown parameter; each name gets its
  own entry with the shared description, so every parameter is listed and griffe still warns
  (and the strict build fails) on a documented name that is not in the signature.
* ``@composed`` functions (packages/ivy-core/src/ivy/functional/_api.py) are written with the
  backend namespace ``xp`` as first parameter, which the decorator supplies: the public signature
  has no ``xp``, so it is dropped from the rendered one.
* Sphinx roles (``:mod:`ivy._array._indexing```, ``:func:`generate```), which Markdown would
  show as written, become plain code (`` `ivy._array._indexing` ``).
"""

import re

import griffe

_SECTION = re.compile(r"^(\s*)(Args|Arguments|Parameters|Attributes|Keyword Args):\s*$")
_GROUP = re.compile(r"^(\s*)(\*{0,2}\w+(?:,\s*\*{0,2}\w+)+):(\s.*|)$")
_EXAMPLE = re.compile(r"^(\s*)Example:\s*$")
_ROLE = re.compile(r":(?:mod|func|class|meth|attr|data|obj|exc):`~?([\w.]+)`")


def _indent(line):
    return len(line) - len(line.lstrip())


def rewrite(text: str) -> str:
    """The docstring ``text`` with ``Example:`` renamed, grouped parameters split, roles removed."""
    lines = text.split("\n")
    out, i, section = [], 0, None  # section: the indentation of the open Args-like header
    while i < len(lines):
        line = lines[i]
        stripped = bool(line.strip())
        if section is not None and stripped and _indent(line) <= section:
            section = None
        header = _SECTION.match(line)
        if header:
            section = len(header.group(1))
        elif _EXAMPLE.match(line):
            line = _EXAMPLE.sub(r"\1Examples:", line)
        elif section is not None and (group := _GROUP.match(line)):
            indent = len(group.group(1))
            block = [lines[i]]
            while i + 1 < len(lines) and (not lines[i + 1].strip() or _indent(lines[i + 1]) > indent):
                if not lines[i + 1].strip() and (i + 2 >= len(lines) or _indent(lines[i + 2]) <= indent):
                    break
                i += 1
                block.append(lines[i])
            rest = block[0][len(group.group(0)) - len(group.group(3)):]
            for name in (n.strip() for n in group.group(2).split(",")):
                out.append(f"{group.group(1)}{name}:{rest}")
                out.extend(block[1:])
            i += 1
            continue
        out.append(line)
        i += 1
    return _ROLE.sub(r"`\1`", "\n".join(out))


class IvyDocstrings(griffe.Extension):
    """Rewrites each object's docstring text once, when griffe has read it from the source, and
    drops ``xp`` from the signature of ``@composed`` functions."""

    def on_instance(self, *, obj, **kwargs):
        if obj.docstring is not None:
            obj.docstring.value = rewrite(obj.docstring.value)
        if (obj.is_function and len(obj.parameters) and obj.parameters[0].name == "xp"
                and any(str(d.value).split("(")[0].split(".")[-1] == "composed" for d in obj.decorators)):
            del obj.parameters["xp"]
