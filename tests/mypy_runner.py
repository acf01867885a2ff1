"""Run mypy with the plugin in a subprocess and parse its reports."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPORT = re.compile(
    r"^(?P<path>[^:]+):(?P<line>\d+): (?P<severity>error|note): (?P<message>.*?)"
    r"(?:  \[(?P<code>[a-z0-9-]+)\])?$"
)


@dataclass(frozen=True, order=True)
class Report:
    path: str
    line: int
    severity: str
    code: str | None
    message: str
    hint: bool = False  # a note under an error (its code is the error's)


def run_mypy(
    targets: list[str | Path], cache_dir: Path, *extra: str, cwd: Path = ROOT
) -> tuple[list[Report], str]:
    """mypy's reports over `targets`, with `cwd`'s pyproject.toml (or the project's)."""
    config = (
        cwd / "pyproject.toml" if (cwd / "pyproject.toml").is_file() else ROOT / "pyproject.toml"
    )
    command = [
        sys.executable,
        "-m",
        "mypy",
        "--config-file",
        str(config),
        "--cache-dir",
        str(cache_dir),
        "--no-error-summary",
        "--hide-error-context",
        "--no-pretty",
        "--show-absolute-path",
        *extra,
        *(str(t) for t in targets),
    ]
    # This checkout's plugin, wherever `cwd` is (not another checkout installed editable).
    paths = [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False, env=env)
    output = done.stdout + done.stderr
    assert "INTERNAL ERROR" not in output and "Traceback" not in output, output
    reports: list[Report] = []
    for text in done.stdout.splitlines():
        match = REPORT.match(text)
        if match:
            path, line, code = str(Path(match["path"]).resolve()), int(match["line"]), match["code"]
            last = reports[-1] if reports else None
            under = last is not None and (last.path, last.line) == (path, line)
            hint = code is None and match["severity"] == "note" and under and last is not None
            if hint and last is not None:
                code = last.code  # a note under an error (mypy's JSON gives it as a hint)
            reports.append(Report(path, line, match["severity"], code, match["message"], hint))
    return sorted(reports, key=lambda r: (r.path, r.line)), output  # mypy's order on a line
