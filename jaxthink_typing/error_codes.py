"""mypy's `ErrorCode` for each `jax-*` code.

Made when the plugin is loaded: mypy checks the names in `disable_error_code` and
`enable_error_code` right after loading plugins, against the codes made so far, and
rejects the run ("Invalid error code(s)") for a name it does not know yet.
"""

from __future__ import annotations

from typing import Final

from mypy.errorcodes import ErrorCode

from jaxthink_typing import codes

ERROR_CODES: Final[dict[str, ErrorCode]] = {
    code.name: ErrorCode(code.name, code.summary, "jax") for code in codes.EMITTED_CODES
}
