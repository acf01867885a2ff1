"""README's section on `jaxthink-typing check` matches the command: every option is
documented, and the GitHub Actions and pre-commit examples are valid YAML that use it."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from jaxthink_typing.__main__ import build_parser

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _yaml_blocks() -> list[object]:
    return [yaml.safe_load(body) for body in re.findall(r"```yaml\n(.*?)```", README, re.S)]


def test_every_option_of_check_is_in_readme() -> None:
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
    }
    for option in options - {"--help"}:
        assert f"`{option}" in README or f"[{option}" in README, option
    for name in ("text", "json", "sarif", "github"):
        assert f"| `{name}` |" in README, name


def test_the_workflow_and_pre_commit_examples() -> None:
    workflow, pre_commit = _yaml_blocks()
    assert isinstance(workflow, dict) and isinstance(pre_commit, dict)
    steps = workflow["jobs"]["jaxthink-typing"]["steps"]
    runs = " ".join(str(step.get("run", "")) for step in steps)
    assert "jaxthink-typing check --output-format github" in runs
    assert "jaxthink-typing check --output-format sarif > jaxthink-typing.sarif" in runs
    upload = [step for step in steps if "upload-sarif" in str(step.get("uses"))]
    assert upload and upload[0]["with"]["sarif_file"] == "jaxthink-typing.sarif"
    (hooks,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    (repo,) = pre_commit["repos"]
    assert repo["rev"] == "v0.2.0" and repo["hooks"][0]["id"] == hooks["id"]
    assert repo["hooks"][0]["additional_dependencies"]  # the project's JAX
