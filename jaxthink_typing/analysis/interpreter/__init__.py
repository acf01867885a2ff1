"""The interpreter: runs one body statement by statement and gives each expression a
`Value` (static, concrete array, tracer, unknown), reporting mistakes where JAX raises.

`frame.py` holds a body's state and dispatches each node to the room that evaluates it;
importing this package imports every room, and each room fills the dispatch tables with
its handlers (see `frame.py` for the map of rooms).
"""

from jaxthink_typing.analysis.interpreter import (
    assignment,
    attributes,
    blocks,
    containers,
    expressions,
    frame,
    indexing,
    leaks,
    matching,
    operators,
    statements,
    values,
)

__all__ = [
    "assignment",
    "attributes",
    "blocks",
    "containers",
    "expressions",
    "frame",
    "indexing",
    "leaks",
    "matching",
    "operators",
    "statements",
    "values",
]
