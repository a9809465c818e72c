"""``tf.errors`` of the frontend: TensorFlow's exception classes.

``OpError`` derives from :class:`ivy.IvyException`; ``InvalidArgumentError`` also from
:class:`ivy.IvyValueError` (so ``ValueError``), ``UnimplementedError`` from
:class:`ivy.IvyUnsupportedError`, ``OutOfRangeError`` from :class:`ivy.IvyIndexError`. Catch them
as ``tf.errors.InvalidArgumentError`` exactly as with TensorFlow. The constructor takes TensorFlow's
``(node_def, op, message)`` or just a message.
"""

from __future__ import annotations

from ...errors import IvyException, IvyIndexError, IvyUnsupportedError, IvyValueError

__all__ = ["OpError", "InvalidArgumentError", "UnimplementedError", "OutOfRangeError",
           "NotFoundError"]


class OpError(IvyException):
    """A failed TensorFlow operation (``tf.errors.OpError``)."""

    def __init__(self, node_def=None, op=None, message=None, *args):
        if message is None and op is None:  # OpError("message")
            message, node_def = node_def, None
        super().__init__(message)
        self.node_def = node_def
        self.op = op
        self.message = message


class InvalidArgumentError(OpError, IvyValueError):
    """An operation received an invalid argument (two dtypes that differ, a bad shape)."""


class UnimplementedError(OpError, IvyUnsupportedError):
    """The operation is not implemented (by TensorFlow's kernel, or by Ivy's frontend)."""


class OutOfRangeError(OpError, IvyIndexError):
    """An index or iteration went past the valid range."""


class NotFoundError(OpError, IvyValueError):
    """A requested entity (a kernel for a dtype) was not found."""
