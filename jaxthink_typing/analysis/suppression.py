"""Comments that silence a report on the mistake's own line.

A report found in another module's body is shown at the call that reached it (mypy files
errors under the module it is checking), so the comment on the mistake's line is read
here: `# type: ignore[jax-...]` (or a bare `# type: ignore`) as mypy reads it, and the
project's own `# jaxthink: ignore[jax-...]` (or bare), which mypy's unused-ignore check
never flags. Either silences the report at every call that reaches the line.
"""

from __future__ import annotations

import re
from typing import Final

_OWN: Final = re.compile(r"#\s*jaxthink:\s*ignore\b(?:\[(?P<codes>[^\]]*)\])?")


def silenced(text: str, code: str, ignored: list[str] | None) -> bool:
    """Whether a report of `code` on a line is silenced: `text` is the line, `ignored` the
    codes of mypy's `# type: ignore` there ([] for a bare one, None for none)."""
    if ignored is not None and (not ignored or code in ignored):
        return True
    return own_comment(text, code)


def own_comment(text: str, code: str) -> bool:
    """Whether the line's `# jaxthink: ignore` comment (bare, or naming `code`) silences it."""
    if "jaxthink" not in text:
        return False
    match = _OWN.search(text)
    if match is None:
        return False
    codes = match["codes"]
    return codes is None or code in (part.strip() for part in codes.split(","))
