"""The progress line of `jaxthink-typing check`: drawn from the modules the plugin counts,
erased at the end."""

from __future__ import annotations

import io
import os
import time
from pathlib import Path

import pytest

from jaxthink_typing import cli_env
from jaxthink_typing.cli import mypy_run
from jaxthink_typing.cli.progress import Progress


def test_the_line_is_redrawn_then_erased(tmp_path: Path) -> None:
    counter = tmp_path / "modules"
    counter.write_bytes(b"." * 42)
    stream = io.StringIO()
    with Progress(stream, counter, interval=0.01):
        time.sleep(0.2)
    text = stream.getvalue()
    drawn = "\rjaxthink-typing: mypy is checking the project, 0 s, 42 modules parsed"
    assert text.startswith(drawn)
    assert text.count(drawn) >= 2  # redrawn in place
    assert text.endswith(" \r") and text.rsplit("\r", 2)[-2].strip() == ""  # erased


def test_the_plugin_counts_the_modules_it_sees_parsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """mypy run in-process, as the command runs it: the plugin appends a byte per module
    to the file the command names; the progress line is not drawn off a terminal."""
    (tmp_path / "mod.py").write_text("x: int = 1\n")
    (tmp_path / "mypy.ini").write_text("[mypy]\nplugins = jaxthink_typing.mypy_plugin\n")
    monkeypatch.chdir(tmp_path)
    counter = tmp_path / "modules"
    environment = {cli_env.PROGRESS_FILE: str(counter)}
    args = ["--config-file", "mypy.ini", "--cache-dir", str(tmp_path / "cache"), "mod.py"]
    result = mypy_run.run(args, environment, None)
    assert result.status == 0, result.stdout + result.stderr
    assert counter.stat().st_size > 1  # mod.py and the builtins it needs at least
    assert cli_env.PROGRESS_FILE not in os.environ  # put back as it was


def test_marks_without_a_file_do_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(cli_env.PROGRESS_FILE, raising=False)
    cli_env.ProgressMarks().module_parsed()  # no file, no error
