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


def _folder(options: Options) -> Path:
    version = ".".join(map(str, options.python_version))
    return Path(options.cache_dir).joinpath(version, "jaxthink_typing", "follows")


def test_a_line_of_another_form_is_no_record(project: tuple[Path, Options]) -> None:
    helper, options = project
    FollowStore(options).record("train", [str(helper)])
    (log,) = _folder(options).glob("*.log")
    line = log.read_text()
    assert line.endswith("\n") and _fingerprint(options)
    broken = (
        '["train", 1, ["helpers.py"]]\n',
        "{\n",
        '["train", 1, [["helpers.py", 1, "2", "abc"]]]\n',
        line.rstrip("\n"),  # a line being written: no newline yet
    )
    for text in broken:
        log.write_text(text)
        assert _fingerprint(options) == ""


def test_the_newest_record_of_a_module_wins(project: tuple[Path, Options]) -> None:
    # Two runs record `train` in two logs; the later one, entering another file, counts.
    helper, options = project
    other = helper.with_name("other.py")
    other.write_text("def g(x):\n    return x\n")
    FollowStore(options).record("train", [str(helper)])
    only_helper = _fingerprint(options)
    FollowStore(options).record("train", [str(helper), str(other)])
    assert len(list(_folder(options).glob("*.log"))) == 2
    both = _fingerprint(options)
    assert both not in ("", only_helper)
    FollowStore(options).record("train", [])  # a later analysis that entered nothing
    assert _fingerprint(options) == ""


def test_records_are_one_line_each_in_one_log_per_process(
    project: tuple[Path, Options],
) -> None:
    helper, options = project
    store = FollowStore(options)
    for index in range(3):
        store.record(f"m{index}", [str(helper)])
    store.record("m0", [str(helper)])  # unchanged: not written again
    (log,) = _folder(options).glob("*.log")
    assert len(log.read_text().splitlines()) == 3


def test_a_warm_run_reads_one_pack_until_a_record_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One record file per module made a warm run of 800 modules open 800 files: once a
    # run's log has settled, a later run folds it into one pack and removes it.
    options = _options(tmp_path / "cache")
    helpers = [tmp_path / f"h{i}.py" for i in range(3)]
    for helper in helpers:
        helper.write_text("def f(x):\n    return x\n")
    writer = FollowStore(options)
    for index, helper in enumerate(helpers):
        writer.record(f"m{index}", [str(helper)])
    folder = _folder(options)
    pack = folder.with_name("follows.pack.json")
    expected = [FollowStore(options).fingerprint(f"m{i}", checking=True) for i in range(3)]
    assert not pack.exists()  # the log has just been written: not folded yet
    (log,) = folder.glob("*.log")
    settled = log.stat().st_mtime_ns - 10 * 10**9
    os.utime(log, ns=(settled, settled))

    opened: list[str] = []
    real_open = open

    def counting_open(file: object, *args: object, **kwargs: object) -> object:
        opened.append(os.path.basename(str(file)))
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("builtins.open", counting_open)
    assert [FollowStore(options).fingerprint(f"m{i}", checking=True) for i in range(3)] == expected
    assert pack.is_file() and not log.exists()  # folded by that run
    opened.clear()
    later = FollowStore(options)
    assert [later.fingerprint(f"m{i}", checking=True) for i in range(3)] == expected
    assert later.fingerprint("m9", checking=True) == ""
    assert opened == ["follows.pack.json"]
    # A file read from the pack's record is checked all the same: an edit that keeps its
    # size (its mtime moves on) changes that record's fingerprint, and only that one.
    stat = helpers[0].stat()
    helpers[0].write_text("def f(x):\n    return 7\n")
    os.utime(helpers[0], ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))
    assert FollowStore(options).fingerprint("m0", checking=True) not in ("", expected[0])
    assert FollowStore(options).fingerprint("m2", checking=True) == expected[2]

    FollowStore(options).record("m1", [str(helpers[0]), str(helpers[2])])  # a new record
    assert FollowStore(options).fingerprint("m1", checking=True) not in ("", expected[1])
    assert FollowStore(options).fingerprint("m2", checking=True) == expected[2]


def test_one_mypy_run_looks_at_a_followed_file_once(
    project: tuple[Path, Options], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The loader's look when it parses the file, the record's and the cache check's are
    # one stat in a run (70 us each on some file systems); a daemon's record looks again.
    helper, options = project
    store = FollowStore(options)
    looked: list[str] = []
    real_stat = os.stat

    def counting_stat(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if str(path) == str(helper):
            looked.append(str(path))
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "stat", counting_stat)
    assert store.stamp(str(helper), look_again=False)[1] > 0  # the loader's parse
    store.record("train", [str(helper)], look_again=False)
    assert store.fingerprint("train", checking=True)
    assert len(looked) == 1
    store.record("train", [str(helper)])
    assert len(looked) == 2
