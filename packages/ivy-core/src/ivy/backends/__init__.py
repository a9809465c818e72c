"""Backend kernels: ``ivy/backends/<framework>/<category>.py`` mirrors ``ivy/functional``."""
