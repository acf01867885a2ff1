"""SARIF 2.1.0, the format GitHub code scanning uploads: one rule per code (its summary,
the model behind it as `fullDescription`, its whole explanation page as `help`, and, when
the installed package names its repository (`Project-URL: Repository`), a `helpUri` to
that page at this version), and one result per report at the mistake's place, each call
that reaches it a related location."""

from __future__ import annotations

import importlib.metadata
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Final
from urllib.parse import quote

from jaxthink_typing import __version__, codes
from jaxthink_typing.cli.formats.text import contexts, reached_from
from jaxthink_typing.cli.reports import Place, Report
from jaxthink_typing.explain import explain
from jaxthink_typing.explain_text import render as render_text

SCHEMA: Final = "https://json.schemastore.org/sarif-2.1.0.json"
MYPY_CODES: Final = "https://mypy.readthedocs.io/en/stable/error_code_list.html"
NO_CODE: Final = "mypy"  # the rule of a mypy error without a code (under --all)
SOURCE_ROOT: Final = "%SRCROOT%"


def render(reports: Sequence[Report]) -> str:
    return json.dumps(log(reports, Path.cwd()), indent=2) + "\n"


def log(reports: Sequence[Report], folder: Path) -> dict[str, object]:
    """The SARIF log of `reports`, whose relative paths start at `folder`."""
    rules = [jax_rule(code) for code in codes.EMITTED_CODES]
    jax = {code.name for code in codes.EMITTED_CODES}
    others = sorted({report.code or NO_CODE for report in reports} - jax)
    rules += [mypy_rule(code) for code in others]
    index = {str(rule["id"]): number for number, rule in enumerate(rules)}
    driver: dict[str, object] = {
        "name": "jaxthink-typing",
        "version": __version__,
        "semanticVersion": __version__,
        "rules": rules,
    }
    repository = repository_url()
    if repository is not None:
        driver["informationUri"] = repository
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": driver},
                "originalUriBaseIds": {SOURCE_ROOT: {"uri": folder.as_uri() + "/"}},
                "results": [result(report, index) for report in reports],
            }
        ],
    }


def repository_url() -> str | None:
    """The repository the installed package names (`[project.urls] Repository`), if any."""
    try:
        urls: list[str] | None = importlib.metadata.metadata("jaxthink-typing").get_all(
            "Project-URL"
        )
    except importlib.metadata.PackageNotFoundError:
        return None
    for entry in urls or []:
        label, _, url = entry.partition(",")
        if label.strip().lower() == "repository" and url.strip():
            return url.strip().rstrip("/")
    return None


def jax_rule(code: codes.Code) -> dict[str, object]:
    page = explain(code.name)
    rule: dict[str, object] = {
        "id": code.name,
        "name": "".join(part.title() for part in code.name.split("-")[1:]),
        "shortDescription": {"text": code.summary},
        "fullDescription": {"text": _section(page, "The model") or code.summary},
        "help": {"text": render_text(page), "markdown": page},
        "defaultConfiguration": {"level": "note" if code.severity == "note" else "error"},
        "properties": {"tags": ["jax"]},
    }
    repository = repository_url()
    if repository is not None:
        pages = f"{repository}/blob/v{__version__}/jaxthink_typing/explanations"
        rule["helpUri"] = f"{pages}/{code.name}.md"
    return rule


def mypy_rule(code: str) -> dict[str, object]:
    text = "A mypy error" if code == NO_CODE else f"mypy's error code {code}"
    return {
        "id": code,
        "shortDescription": {"text": text},
        "helpUri": MYPY_CODES,
        "properties": {"tags": ["mypy"]},
    }


def result(report: Report, index: dict[str, int]) -> dict[str, object]:
    rule = report.code or NO_CODE
    text = "\n".join([report.message, *contexts(report), *report.notes])
    found: dict[str, object] = {
        "ruleId": rule,
        "ruleIndex": index[rule],
        "level": "error" if report.is_error else "note",
        "message": {"text": text},
        "locations": [{"physicalLocation": physical_location(report.place)}],
    }
    if report.calls:
        found["relatedLocations"] = [
            {
                "id": number,
                "message": {"text": reached_from(call)},
                "physicalLocation": physical_location(call.place),
            }
            for number, call in enumerate(report.calls, 1)
        ]
    return found


def physical_location(place: Place) -> dict[str, object]:
    region: dict[str, object] = {"startLine": place.line}
    if place.column is not None:
        region["startColumn"] = place.column
    if os.path.isabs(place.file):
        artifact: dict[str, object] = {"uri": Path(place.file).as_uri()}
    else:
        artifact = {"uri": quote(place.file), "uriBaseId": SOURCE_ROOT}
    return {"artifactLocation": artifact, "region": region}


def _section(page: str, heading: str) -> str:
    """The text of `## heading` in an explanation page, without its code blocks."""
    _, found, rest = page.partition(f"\n## {heading}\n")
    if not found:
        return ""
    body = rest.split("\n## ", 1)[0]
    return "\n".join(part for part in body.split("```")[::2]).strip()
