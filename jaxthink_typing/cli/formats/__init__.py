"""The output formats of `jaxthink-typing check`: each renders the reports (their paths
already as shown) to the text printed on stdout."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from jaxthink_typing.cli.formats import github, json_list, sarif, text
from jaxthink_typing.cli.reports import Report

Renderer = Callable[[Sequence[Report]], str]

FORMATS: Final[dict[str, Renderer]] = {
    "text": text.render,
    "json": json_list.render,
    "sarif": sarif.render,
    "github": github.render,
}
