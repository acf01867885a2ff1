from . import gates  # noqa: F401  (registers the gates)
