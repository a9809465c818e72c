"""The argument rules shared by the backends' kernels and the API's definitions.

The layer below both: a module here imports nothing of Ivy's but ``errors``, ``dtypes``, ``types``
and its neighbours here (``tests/test_import_graph.py``). ``spatial``, ``layout``, ``nn`` and
``cache`` hold the convolution / pooling / resampling, creation / manipulation and
neural-network argument parsers; ``owners`` which framework owns an array type; ``specs`` the
registry of the public functions (``@api`` / ``@composed`` fill it); ``<category>.py`` the few
checks of one category that kernels share with its definitions; ``random`` and ``gradients``
the state those share (the seed, the gradient nesting level).
"""
