"""Every Python block in the documentation runs under JAX, and every code has its page.

The blocks are fenced ```python (must run) or ```python raises=<QualifiedName> (must raise
exactly that class, compared by qualified name: ``jax.errors.TracerBoolConversionError``,
builtins without a prefix). Each block runs in a fresh module namespace, in-process, with
JAX's traceback filtering off, so a failure shows the whole stack.
"""

from __future__ import annotations

import re
import sys
import traceback
import types
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import jax
import pytest

from jaxthink_typing.codes import BY_NAME, EMITTED_CODES, Code
from jaxthink_typing.explain import list_codes, summary_of

jax.config.update("jax_traceback_filtering", "off")

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
EXPLANATIONS = ROOT / "jaxthink_typing" / "explanations"
GUIDE = DOCS / "how-to-think-in-jax.md"
SECTIONS = ("The model", "Fails", "Fix", "When it does not apply")

FENCE = re.compile(r"^```(.*)$")
PYTHON_INFO = re.compile(r"^python(?:\s+raises=(?P<raises>[A-Za-z_][\w.]*))?\s*$")
LINK = re.compile(r"\]\(([^)\s]+)\)")


@dataclass(frozen=True)
class Block:
    """One fenced Python block: where it starts, what it must raise, its source."""

    path: Path
    line: int  # the line of the opening fence
    raises: str | None
    source: str
    problem: str | None = None  # a malformed fence: the block fails with this message

    @property
    def id(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def doc_files() -> list[Path]:
    return sorted(DOCS.glob("*.md")) + sorted(EXPLANATIONS.glob("*.md"))


def parse_blocks(path: Path) -> Iterator[Block]:
    """The Python blocks of a Markdown file; other languages are skipped."""
    lines = path.read_text(encoding="utf-8").splitlines()
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        index += 1
        if opening is None:
            continue
        info = opening.group(1).strip()
        start = index  # 1-based line of the fence
        body: list[str] = []
        while index < len(lines) and lines[index].rstrip() != "```":
            body.append(lines[index])
            index += 1
        closed = index < len(lines)
        index += 1
        language = info.split(maxsplit=1)[0] if info else ""
        if language not in ("python", "py"):
            if not closed:
                yield Block(path, start, None, "", f"unclosed ``` fence {info!r}")
            continue
        match = PYTHON_INFO.match(info)
        problem = None
        if not closed:
            problem = "unclosed ```python fence"
        elif match is None:
            problem = f"malformed fence info {info!r}: use 'python' or 'python raises=Name'"
        raises = match.group("raises") if match else None
        yield Block(path, start, raises, "\n".join(body) + "\n", problem)


def all_blocks() -> list[Block]:
    return [block for path in doc_files() for block in parse_blocks(path)]


def qualified_name(cls: type) -> str:
    """``module.QualName`` of a class; builtins without a module prefix."""
    return f"{cls.__module__}.{cls.__qualname__}".removeprefix("builtins.")


def run_block(block: Block) -> BaseException | None:
    """Exec the block as a fresh module whose line numbers are the Markdown file's."""
    name = f"_docs_block_{abs(hash(block.id))}"
    module = types.ModuleType(name)
    module.__file__ = str(block.path)
    code = compile("\n" * block.line + block.source, str(block.path), "exec")
    sys.modules[name] = module  # dataclasses and pickling look the module up by name
    try:
        exec(code, module.__dict__)
    except Exception as exc:
        return exc
    finally:
        del sys.modules[name]
    return None


BLOCKS = all_blocks()


@pytest.mark.parametrize("block", BLOCKS, ids=[block.id for block in BLOCKS])
def test_block(block: Block) -> None:
    assert block.problem is None, f"{block.id}: {block.problem}"
    exc = run_block(block)
    if block.raises is None:
        if exc is not None:
            stack = "".join(traceback.format_exception(exc))
            pytest.fail(f"{block.id}: a plain block raised {qualified_name(type(exc))}\n{stack}")
        return
    if exc is None:
        pytest.fail(f"{block.id}: ran cleanly, expected {block.raises}")
    name = qualified_name(type(exc))
    if name != block.raises:
        stack = "".join(traceback.format_exception(exc))
        pytest.fail(f"{block.id}: raised {name}, expected exactly {block.raises}\n{stack}")


def test_blocks_found() -> None:
    files = {block.path for block in BLOCKS}
    assert GUIDE in files
    for code in EMITTED_CODES:
        assert EXPLANATIONS / f"{code.name}.md" in files


def test_one_explanation_per_code() -> None:
    """Every code the plugin can emit has a page: the rules, and the notes jax-reveal and
    jax-analysis-limit."""
    present = {path.stem for path in EXPLANATIONS.glob("*.md")}
    emitted = {code.name for code in EMITTED_CODES}
    assert present == emitted, (
        f"missing: {sorted(emitted - present)}, extra: {sorted(present - emitted)}"
    )


def _sections(text: str) -> list[tuple[str, str]]:
    """(heading, body) for each ``## `` section, outside code blocks."""
    sections: list[tuple[str, list[str]]] = []
    in_code = False
    for line in text.splitlines():
        if line.startswith("```"):
            in_code = not in_code
        if not in_code and line.startswith("## "):
            sections.append((line[3:].strip(), []))
        elif sections:
            sections[-1][1].append(line)
    return [(heading, "\n".join(body)) for heading, body in sections]


@pytest.mark.parametrize("code", EMITTED_CODES, ids=[code.name for code in EMITTED_CODES])
def test_explanation_structure(code: Code) -> None:
    name = code.name
    path = EXPLANATIONS / f"{name}.md"
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == f"# {name}", f"{path}: the first line must be '# {name}'"
    assert [line for line in lines[1:] if line.startswith("# ")] == [], "one title only"
    preamble = text.split("\n## ", 1)[0].splitlines()[1:]
    summary_lines = [line for line in preamble if line.strip()]
    assert len(summary_lines) == 1, f"{path}: one summary line before the sections"
    assert summary_of(text).rstrip(".") == code.summary, (
        f"{path}: the summary must be the code's summary in codes.py"
    )
    sections = _sections(text)
    assert tuple(heading for heading, _ in sections) == SECTIONS
    for heading, body in sections:
        assert body.strip(), f"{path}: section {heading!r} is empty"
    blocks = [block for block in BLOCKS if block.path == path]
    starts = {heading: lines.index(f"## {heading}") + 1 for heading in SECTIONS}

    def blocks_in(heading: str) -> list[Block]:
        following = [line for other, line in starts.items() if line > starts[heading]]
        end = min(following, default=len(lines) + 1)
        return [block for block in blocks if starts[heading] < block.line < end]

    fails = blocks_in("Fails")
    fixes = blocks_in("Fix")
    assert fails, f"{path}: '## Fails' needs a python block"
    assert fixes, f"{path}: '## Fix' needs a python block"
    assert all(block.raises is None for block in fixes), f"{path}: a fix must run"
    allowed = code.raises
    if allowed:
        assert any(block.raises for block in fails), f"{path}: '## Fails' needs a raises= block"
        for block in fails:
            if block.raises is not None:
                assert block.raises in allowed, (
                    f"{block.id}: raises {block.raises}, which {name} does not predict {allowed}"
                )
    else:
        assert all(block.raises is None for block in fails), f"{path}: {name} predicts no raise"


def test_list_codes_matches_codes() -> None:
    assert list_codes() == [(code.name, code.summary + ".") for code in EMITTED_CODES]


def test_relative_links_resolve() -> None:
    for path in doc_files():
        for target in LINK.findall(path.read_text(encoding="utf-8")):
            if "://" in target or target.startswith("#"):
                continue
            resolved = (path.parent / target.split("#", 1)[0]).resolve()
            assert resolved.exists(), f"{path.relative_to(ROOT)}: broken link {target}"


def test_docs_index_links_every_code() -> None:
    index = (DOCS / "README.md").read_text(encoding="utf-8")
    assert "how-to-think-in-jax.md" in index
    for code in EMITTED_CODES:
        assert f"../jaxthink_typing/explanations/{code.name}.md" in index, code.name


def test_guide_sections_end_with_codes() -> None:
    """Each section of the guide names its codes and links their explanations."""
    sections = _sections(GUIDE.read_text(encoding="utf-8"))
    assert sections
    linked: set[str] = set()
    for heading, body in sections:
        targets = re.findall(r"\.\./jaxthink_typing/explanations/(jax-[a-z-]+)\.md", body)
        assert targets, f"guide section {heading!r} links no explanation"
        tail = body.strip().splitlines()[-1]
        assert "../jaxthink_typing/explanations/" in tail, (
            f"guide section {heading!r} must end with its codes: {tail!r}"
        )
        linked.update(targets)
    assert linked <= set(BY_NAME), sorted(linked - set(BY_NAME))
    assert linked == set(BY_NAME), f"the guide never links {sorted(set(BY_NAME) - linked)}"
