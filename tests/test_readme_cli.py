"""README and docs/cli.md match the command: every option of `check` is documented, the
README is short enough to read, its links exist, and its GitHub Actions example is valid
YAML that runs the command. (The pre-commit snippets are run: test_pre_commit_snippets.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from jaxthink_typing.__main__ import build_parser
from tests.cli_project import run

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
CLI = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")


def _yaml_blocks() -> list[object]:
    return [yaml.safe_load(body) for body in re.findall(r"```yaml\n(.*?)```", README, re.S)]


def test_every_option_of_check_is_documented() -> None:
    parser = build_parser()
    (commands,) = [a for a in parser._actions if a.dest == "command"]
    check = commands.choices["check"]
    options = {o for a in check._actions for o in a.option_strings if o.startswith("--")}
    assert options - {"--help"} == {
        "--config-file",
        "--all",
        "--output-format",
        "--baseline",
        "--update-baseline",
        "--allow-missing-jax",
        "--strict-imports",
    }
    for option in options - {"--help"}:
        assert f"`{option}" in CLI or f"[{option}" in CLI, option
    for name in ("text", "json", "sarif", "github"):
        assert f"| `{name}` |" in CLI, name


def test_the_readme_is_short_and_names_no_placeholder_url() -> None:
    assert len(README.splitlines()) <= 200
    assert "<URL" not in README and "git+<" not in README
    for target in re.findall(r"\]\(([^)\s]+)\)", README):
        if "://" not in target:
            assert (ROOT / target.split("#")[0]).exists(), target


def test_the_workflow_example() -> None:
    (workflow,) = [block for block in _yaml_blocks() if isinstance(block, dict) and "jobs" in block]
    steps = workflow["jobs"]["jaxthink-typing"]["steps"]
    runs = " ".join(str(step.get("run", "")) for step in steps)
    assert "jaxthink-typing check --output-format github" in runs


def test_no_work_is_dated_by_a_session_number() -> None:
    """A version, a commit or a date says when work was done; "session N" says nothing to
    a reader of the repository."""
    pattern = re.compile("sess" + r"ion \d", re.IGNORECASE)
    found = []
    for path in ROOT.rglob("*"):
        parts = path.relative_to(ROOT).parts
        if path.suffix not in (".md", ".py", ".toml", ".yaml", ".txt") or not path.is_file():
            continue
        if parts[0].startswith(".") or "site-packages" in parts or parts[0] == "build":
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        found += [
            f"{path.relative_to(ROOT)}:{n}"
            for n, line in enumerate(text.splitlines(), 1)
            if pattern.search(line)
        ]
    assert not found, found


@pytest.mark.slow
def test_the_first_example_prints_what_readme_shows(tmp_path: Path) -> None:
    """README's first Python block, saved as soft.py and checked as README shows."""
    source = re.findall(r"```python\n(.*?)```", README, re.S)[0]
    shown = re.search(r"```\n\$ jaxthink-typing check soft.py\n(.*?)```", README, re.S)
    assert shown is not None
    (tmp_path / ".git").mkdir()  # mypy looks for a configuration no higher up
    (tmp_path / "soft.py").write_text(source)
    done = run(tmp_path, "check", "soft.py")
    assert done.returncode == 1, done.stderr
    assert done.stdout == shown.group(1)


@pytest.mark.slow
def test_the_quick_start_ends_with_a_summary() -> None:
    """README's quick start command, from the repository's root: the examples' own
    configuration (examples/mypy.ini), the reports in the folder named, a summary last."""
    (command,) = [
        line for line in README.splitlines() if line.startswith("jaxthink-typing check ex")
    ]
    done = run(ROOT, *command.split()[1:])
    assert done.returncode == 1, done.stderr
    lines = done.stdout.splitlines()
    heads = [line for line in lines[:-2] if line and not line.startswith(" ")]
    assert heads and all(line.startswith("examples/traced_bool/") for line in heads), heads
    assert re.fullmatch(r"\d+ reports: jax-traced-bool \d+", lines[-1]), lines[-1]
    assert lines[-1].startswith(f"{len(heads)} reports")
