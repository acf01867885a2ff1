"""docs/editors.md: each editor's configuration block parses in its own language and
starts `jaxthink-typing lsp` for Python files, a command line this package's parser takes."""

from __future__ import annotations

import json
import re
import shlex
import tomllib
from pathlib import Path

import pytest

from jaxthink_typing.__main__ import build_parser
from jaxthink_typing.lsp import command as lsp_command

PAGE = Path(__file__).resolve().parent.parent / "docs" / "editors.md"
EDITORS = {
    "VS Code": "json",
    "Neovim": "lua",
    "Helix": "toml",
    "Emacs (eglot)": "elisp",
    "PyCharm": "json",
}
SECTION = re.compile(r"^## (.+)$", re.MULTILINE)
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
LUA_STRING = re.compile(r"'([^']*)'|\"([^\"]*)\"")


def _sections() -> dict[str, str]:
    text = PAGE.read_text(encoding="utf-8")
    heads = list(SECTION.finditer(text))
    return {
        head[1]: text[head.end() : following.start() if following else len(text)]
        for head, following in zip(heads, [*heads[1:], None], strict=True)
    }


def _block(editor: str) -> str:
    blocks = BLOCK.findall(_sections()[editor])
    assert len(blocks) == 1, f"{editor}: one configuration block, found {len(blocks)}"
    language, body = blocks[0]
    assert language == EDITORS[editor]
    return str(body)


def _starts_the_server(argv: list[str]) -> None:
    assert argv[0] == "jaxthink-typing", argv
    args = build_parser().parse_args(argv[1:])
    assert args.run is lsp_command.run


def _vscode(body: str) -> None:
    settings = json.loads(body)
    _starts_the_server(
        [settings["glspc.server.command"], *settings["glspc.server.commandArguments"]]
    )
    assert "python" in settings["glspc.server.languageId"]


def _lua_table(text: str, key: str) -> list[str]:
    match = re.search(rf"\b{key}\s*=\s*\{{([^{{}}]*)\}}", text)
    assert match is not None, key
    return [single or double for single, double in LUA_STRING.findall(match[1])]


def _neovim(body: str) -> None:
    assert body.count("(") == body.count(")") and body.count("{") == body.count("}")
    config = re.search(r"vim\.lsp\.config\('(\w+)',", body)
    assert config is not None
    assert f"vim.lsp.enable('{config[1]}')" in body
    _starts_the_server(_lua_table(body, "cmd"))
    assert _lua_table(body, "filetypes") == ["python"]


def _helix(body: str) -> None:
    data = tomllib.loads(body)
    servers = data["language-server"]
    (name,) = servers
    _starts_the_server([servers[name]["command"], *servers[name]["args"]])
    (python,) = [entry for entry in data["language"] if entry["name"] == "python"]
    assert name in python["language-servers"]


class Symbol(str):
    """A symbol of Emacs Lisp, apart from a string."""


def _sexp(text: str) -> list[object]:
    """A small reader of Emacs Lisp: lists, strings, symbols (quotes kept as symbols)."""
    tokens = re.findall(r'"(?:[^"\\]|\\.)*"|[()]|\'|[^\s()\'"]+', text)
    stack: list[list[object]] = [[]]
    for token in tokens:
        if token == "(":
            stack.append([])
        elif token == ")":
            assert len(stack) > 1, "unbalanced ')'"
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(json.loads(token) if token.startswith('"') else Symbol(token))
    assert len(stack) == 1, "unbalanced '('"
    return stack[0]


def _lists(form: object) -> list[list[object]]:
    if not isinstance(form, list):
        return []
    return [form, *(inner for item in form for inner in _lists(item))]


def _emacs(body: str) -> None:
    forms = _sexp(body)
    commands = [
        [str(item) for item in found]
        for found in _lists(forms)
        if found
        and all(isinstance(item, str) and not isinstance(item, Symbol) for item in found)
        and found[0] == "jaxthink-typing"
    ]
    assert commands, forms
    _starts_the_server(commands[0])
    modes = [found for found in _lists(forms) if "python-mode" in found]
    assert modes and "eglot-server-programs" in body


def _pycharm(body: str) -> None:
    template = json.loads(body)
    _starts_the_server(shlex.split(template["programArgs"]["default"]))
    (mapping,) = template["fileTypeMappings"]
    assert mapping["fileType"]["patterns"] == ["*.py"] and mapping["languageId"] == "python"


CHECKS = {
    "VS Code": _vscode,
    "Neovim": _neovim,
    "Helix": _helix,
    "Emacs (eglot)": _emacs,
    "PyCharm": _pycharm,
}


@pytest.mark.parametrize("editor", sorted(EDITORS))
def test_each_editor_configuration_starts_the_server(editor: str) -> None:
    CHECKS[editor](_block(editor))


def test_the_install_line_names_the_extra() -> None:
    assert "pip install 'jaxthink-typing[lsp]'" in PAGE.read_text(encoding="utf-8")
