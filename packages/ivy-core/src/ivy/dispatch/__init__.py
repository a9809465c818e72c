"""Ivy's public functions as plain Python: one module per file of ``ivy/functional/``.

Every module here is **generated** by ``python -m ivy._generate`` from the definitions in
``ivy/functional/`` (signature, type annotations, docstring) and checked in;
``tests/test_generated.py`` fails while one is out of date. ``ivy.add`` *is*
``ivy.dispatch.elementwise.add``: a reader, a debugger and ``inspect.getsource`` all see the
code that runs.

Every function routes a call the same way, in its own body:

1. **Which backend.** The one in force for the calling thread: ``chosen.backend`` (set by
   ``ivy.set_backend``, plain attributes: the fast read) while no thread has an ``ivy.use``
   block open (``chosen.scopes == 0``), else ``scoped_backend()`` (the thread's scope, read from
   a ``threading.local``). If none, the backend owning the type of the first array argument
   (``by_array_type``, a dict filled as backends load), and when that type is unknown, ``infer``
   (which refuses values that are never arrays and otherwise falls back to the default backend).
2. **The guard.** With a backend in force, the first array argument's type must be one the
   backend accepts (``backend.ok_types``); ``backend.check`` explains anything else (another
   framework's array: ``IvyBackendMismatchError``). An inferred backend needs no check.
3. **The integer-input rule** (``_rules/float_input.py``), in the functions of its table: an
   integer or boolean array is converted to the default floating dtype first. The usual floating
   call pays one set look-up (``backend.floating`` / ``backend.inexact``: the dtype objects, or
   their ids where the backend says ``dtypes_by_id``: TensorFlow, whose ``DType`` hashes slowly).
4. **The kernel**: ``backend.xp.<name>``, the function of that name in
   ``ivy/backends/<framework>/<category>.py`` (or the definition's body, for a function written
   once with ``@composed``: ``functools.partial(body, xp)``).
5. **Errors.** An exception is handed to ``explain``, which raises Ivy's error naming the
   function and the bad argument where it can (``ivy/_diagnose.py``) and otherwise lets the
   original propagate. A ``try`` costs nothing until something is raised.
"""
