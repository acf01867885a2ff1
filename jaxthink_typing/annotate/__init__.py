"""`annotate`: propose the Static/Traced marks of a package's public API, from what the
engine finds when every parameter is traced (`inference.py`), as a report, a diff or edits.

`annotate(targets)` (`runner.py`) gives a `Report` of `FunctionFinding`s; `command.py` is
the command line (`python -m jaxthink_typing annotate`).
"""

from __future__ import annotations

from jaxthink_typing.annotate.findings import Evidence, FunctionFinding, ParamFinding
from jaxthink_typing.annotate.runner import Report, annotate

__all__ = ["Evidence", "FunctionFinding", "ParamFinding", "Report", "annotate"]
