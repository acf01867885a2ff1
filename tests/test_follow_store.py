"""The follow record (`follow_store.py`): what keeps mypy's cache honest about calls
followed into other modules, and what it costs a warm run."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from mypy.options import Options

from jaxthink_typing import follow_store
from jaxthink_typing.follow_store import FollowStore


def _options(cache: Path) -> Options:
    options = Options()
    options.cache_dir = str(cache)
    return options


@pytest.fixture
def project(tmp_path: Path) -> tuple[Path, Options]:
    helper = tmp_path / "helpers.py"
    helper.write_text("def f(x):\n    return x\n")
    return helper, _options(tmp_path / "cache")


def _fingerprint(options: Options) -> str:
    """What a new process (a later mypy run) reports for `train`."""
    return FollowStore(options).fingerprint("train", checking=True)


def test_an_edit_changes_the_fingerprint_and_a_touch_does_not(
    project: tuple[Path, Options],
) -> None:
    helper, options = project
    FollowStore(options).record("train", [str(helper)])
    first = _fingerprint(options)
    assert first
    stat = helper.stat()
    os.utime(helper, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))  # a checkout, a copy
    assert _fingerprint(options) == first
    helper.write_text("def f(x):\n    return x + 1\n")
    assert _fingerprint(options) != first
    helper.unlink()
    assert _fingerprint(options) not in ("", first)


def test_a_warm_run_reads_no_followed_file(
    project: tuple[Path, Options], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The record keeps each file's mtime and size: unchanged ones are not read again.
    helper, options = project
    FollowStore(options).record("train", [str(helper)])
    read: list[str] = []
    real = follow_store._digest
    monkeypatch.setattr(follow_store, "_digest", lambda path: read.append(path) or real(path))
    assert _fingerprint(options)
    assert read == []
    helper.write_text("def f(x):\n    return x * 2\n")
    _fingerprint(options)
    assert read == [str(helper)]


def test_a_write_looks_at_the_file_again(project: tuple[Path, Options]) -> None:
    # mypy validates each module's cache once, at the start of a build: there a file is
    # looked at once per process. A daemon writes its cache after edits: a write looks again.
    helper, options = project
    store = FollowStore(options)
    store.record("train", [str(helper)])
    before = store.fingerprint("train", checking=True)
    helper.write_text("def f(x):\n    return -x\n")
    assert store.fingerprint("train", checking=True) == before
    assert store.fingerprint("train", checking=False) != before


def test_a_record_of_another_form_is_no_record(project: tuple[Path, Options]) -> None:
    helper, options = project
    FollowStore(options).record("train", [str(helper)])
    record = Path(options.cache_dir).joinpath(
        ".".join(map(str, options.python_version)), "jaxthink_typing", "follows", "train.json"
    )
    assert record.is_file()
    for text in ('["helpers.py"]', "{", '[["helpers.py", 1, "2", "abc"]]'):
        record.write_text(text)
        assert _fingerprint(options) == ""
