"""Framework-agnostic definitions of every Ivy function (one module per category)."""
