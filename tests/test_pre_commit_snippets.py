"""README's pre-commit snippets, run by pre-commit itself on a sample repository: a commit
that adds a mistake in a helper only (reached from a jitted caller in another module) is
stopped, and the hook cannot pass where mypy cannot see JAX.

The snippets are taken from README.md as written; the only edit is the path of this
repository in the form that installs from a clone (`/path/to/jaxthink-typing`)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.cli_project import ROOT, edit, write_package

README = (ROOT / "README.md").read_text(encoding="utf-8")
CLONE_PLACEHOLDER = "/path/to/jaxthink-typing"
CONFIG = "[mypy]\nfiles = pkg\nignore_missing_imports = true\n"  # usual in JAX projects
CLEAN_IF = "    if False:"
MISTAKE_IF = "    if norm == 0:"


def pre_commit_snippets() -> list[str]:
    """README's YAML blocks that configure pre-commit, in README's order."""
    blocks = re.findall(r"```yaml\n(.*?)```", README, re.S)
    return [block for block in blocks if "repos:" in block]


def _env(home: Path) -> dict[str, str]:
    """The user's environment: this one's scripts (`jaxthink-typing`, installed) on PATH,
    no PYTHONPATH (a hook environment must use what pre-commit installed there)."""
    scripts = str(Path(sys.executable).parent)
    kept = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPY_CACHE_DIR")}
    return {
        **kept,
        "PATH": os.pathsep.join([scripts, os.environ.get("PATH", "")]),
        "PRE_COMMIT_HOME": str(home),
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.invalid",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.invalid",
        "GIT_CONFIG_GLOBAL": os.devnull,
    }


def _git(root: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=root, env=env, capture_output=True, text=True)


def _sample(tmp_path: Path, snippet: str) -> tuple[Path, dict[str, str]]:
    """A committed project whose helper has no mistake, with `snippet` as its pre-commit
    configuration and pre-commit's git hook installed."""
    root = tmp_path / "project"
    write_package(root, ("mypy.ini", CONFIG))
    (root / ".git").rmdir()  # write_package's marker: a real repository here
    edit(root / "pkg" / "helpers.py", MISTAKE_IF, CLEAN_IF)
    edit(root / "pkg" / "train.py", "    print(x)\n", "")
    (root / ".pre-commit-config.yaml").write_text(snippet)
    env = _env(tmp_path / "pre-commit-home")
    assert _git(root, env, "init", "-q").returncode == 0
    assert _git(root, env, "add", ".").returncode == 0
    assert _git(root, env, "commit", "-q", "-m", "clean").returncode == 0
    install = [sys.executable, "-m", "pre_commit", "install"]
    done = subprocess.run(install, cwd=root, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    return root, env


def _commit_the_helper_mistake(root: Path, env: dict[str, str]) -> str:
    """Commit a mistake in `pkg/helpers.py` alone; pre-commit's output. The commit must
    be stopped: HEAD stays the clean commit."""
    head = _git(root, env, "rev-parse", "HEAD").stdout
    edit(root / "pkg" / "helpers.py", CLEAN_IF, MISTAKE_IF)
    assert _git(root, env, "add", "pkg/helpers.py").returncode == 0
    done = _git(root, env, "commit", "-m", "a traced if in a helper")
    output = done.stdout + done.stderr
    assert done.returncode != 0, output
    assert _git(root, env, "rev-parse", "HEAD").stdout == head, output
    return output


def test_readme_offers_the_local_form_first_and_a_revision_that_exists() -> None:
    local, from_clone = (yaml.safe_load(s)["repos"][0] for s in pre_commit_snippets())
    assert local["repo"] == "local"
    assert local["hooks"][0]["language"] == "system"
    assert from_clone["repo"] == CLONE_PLACEHOLDER
    rev = str(from_clone["rev"])
    assert re.fullmatch(r"[0-9a-f]{40}", rev), rev  # a commit: no tag travels with a clone
    done = subprocess.run(
        ["git", "merge-base", "--is-ancestor", rev, "HEAD"], cwd=ROOT, capture_output=True
    )
    assert done.returncode == 0, f"{rev} is not in this repository's history"
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert from_clone["hooks"][0]["id"] == hook["id"]
    assert local["hooks"][0]["entry"] == hook["entry"]  # the same check either way


@pytest.mark.slow
def test_the_local_snippet_stops_a_mistake_in_a_helper(tmp_path: Path) -> None:
    local = pre_commit_snippets()[0]
    root, env = _sample(tmp_path, local)
    output = _commit_the_helper_mistake(root, env)
    assert "pkg/helpers.py:6: error: " in output and "[jax-traced-bool]" in output, output
    assert "reached from pkg/train.py:8 (step)" in output, output


@pytest.mark.slow
def test_the_clone_snippet_stops_a_mistake_in_a_helper(tmp_path: Path) -> None:
    """pre-commit builds the hook's environment: this repository at README's commit, with
    the user's additional_dependencies (JAX) in place of the hook's own."""
    from_clone = pre_commit_snippets()[1].replace(CLONE_PLACEHOLDER, str(ROOT))
    root, env = _sample(tmp_path, from_clone)
    output = _commit_the_helper_mistake(root, env)
    assert "pkg/helpers.py:6: error: " in output and "[jax-traced-bool]" in output, output


@pytest.mark.slow
def test_the_hook_without_jax_fails_rather_than_passing(tmp_path: Path) -> None:
    """The hook as this checkout defines it (`pre-commit try-repo`), with no JAX in its
    environment and `ignore_missing_imports = true`: it fails, saying why."""
    snippet = pre_commit_snippets()[1]
    root, env = _sample(tmp_path, snippet.replace(CLONE_PLACEHOLDER, str(ROOT)))
    command = [sys.executable, "-m", "pre_commit", "try-repo", str(ROOT), "jaxthink-typing"]
    done = subprocess.run(
        [*command, "--all-files"], cwd=root, env=env, capture_output=True, text=True
    )
    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert "Failed" in output and "mypy cannot find JAX" in output, output
