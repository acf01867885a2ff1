"""The language server (pygls): diagnostics on open and save, hover, code actions.

It runs beside whatever type checker the editor uses. On `initialized` it checks the
project (the workspace's root folder) with a warm mypy (`checker.py`); on each save it
checks again as a fine-grained increment and publishes each `jax-*` report in the file and
at the line of the mistake, the calls that reach it as related information. A hover over
a name answers from the same check (`hover.py`); code actions are `fixes.py`'s.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections import defaultdict
from pathlib import Path
from urllib.parse import unquote, urlparse

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from jaxthink_typing import __version__
from jaxthink_typing.analysis import probe
from jaxthink_typing.cli.project_config import ConfigError
from jaxthink_typing.cli.reports import Place, Report
from jaxthink_typing.lsp import fixes, hover
from jaxthink_typing.lsp.checker import CheckError, WarmChecker

SOURCE = "jaxthink-typing"
# Starts the log message that ends each check (what a benchmark or a test can wait for).
CHECKED = "jaxthink-typing: checked:"


def uri_of(path: str) -> str:
    return Path(path).resolve().as_uri()


def path_of(uri: str) -> str:
    parsed = urlparse(uri)
    return os.path.realpath(unquote(parsed.path)) if parsed.scheme == "file" else uri


class JaxServer(LanguageServer):
    """The server's state: the warm checker, the last reports, what was published."""

    def __init__(self, paths: list[str], config_file: str | None) -> None:
        super().__init__("jaxthink-typing", __version__)
        self.paths = paths
        self.config_file = config_file
        self.checker: WarmChecker | None = None
        self.reports: list[Report] = []
        self.published: set[str] = set()
        self.dirty = False
        self.running: asyncio.Task[None] | None = None

    def schedule(self) -> None:
        """Check again once the check under way (if any) ends; saves during it are one."""
        self.dirty = True
        if self.running is None or self.running.done():
            self.running = asyncio.get_running_loop().create_task(self._checks())

    async def settled(self) -> None:
        """Wait for the check under way, so that answers come from the saved text."""
        running = self.running
        if running is not None and not running.done():
            await asyncio.shield(running)

    async def _checks(self) -> None:
        while self.dirty:
            self.dirty = False
            checker = self.checker
            if checker is None:
                return
            loop = asyncio.get_running_loop()
            start = time.perf_counter()
            try:
                outcome = await loop.run_in_executor(None, checker.check)
            except CheckError as error:
                message = f"jaxthink-typing: mypy could not check the project:\n{error}"
                self.window_log_message(types.LogMessageParams(types.MessageType.Error, message))
                continue
            self.reports = outcome.reports
            self.publish()
            kind = "recheck" if outcome.incremental else "first check"
            seconds = time.perf_counter() - start
            done = f"{CHECKED} {len(outcome.reports)} reports ({kind}, {seconds:.2f} s)"
            self.window_log_message(types.LogMessageParams(types.MessageType.Info, done))

    def publish(self) -> None:
        by_file: dict[str, list[types.Diagnostic]] = defaultdict(list)
        lines = _Lines()
        for report in self.reports:
            by_file[uri_of(report.place.file)].append(diagnostic(report, lines))
        for uri in sorted(self.published - by_file.keys()):
            self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri, []))
        for uri, diagnostics in sorted(by_file.items()):
            params = types.PublishDiagnosticsParams(uri, diagnostics)
            self.text_document_publish_diagnostics(params)
        self.published = set(by_file)

    def text_of(self, path: str) -> str | None:
        """The editor's text of `path` where it is open, else the file's."""
        document = self.workspace.text_documents.get(uri_of(path))
        if document is not None:
            return str(document.source)
        try:
            return Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None


class _Lines:
    """Lines of the files the reports name, each read once."""

    def __init__(self) -> None:
        self._files: dict[str, list[str]] = {}

    def line(self, place: Place) -> str:
        if place.file not in self._files:
            try:
                self._files[place.file] = Path(place.file).read_text(encoding="utf-8").splitlines()
            except (OSError, UnicodeDecodeError):
                self._files[place.file] = []
        lines = self._files[place.file]
        return lines[place.line - 1] if 0 < place.line <= len(lines) else ""


def line_range(place: Place, lines: _Lines) -> types.Range:
    """The place's line from its column (else from its first non-blank) to its end."""
    text = lines.line(place)
    start = place.column - 1 if place.column is not None else len(text) - len(text.lstrip())
    start = min(start, len(text))
    row = max(place.line - 1, 0)
    return types.Range(types.Position(row, start), types.Position(row, max(len(text), start)))


def diagnostic(report: Report, lines: _Lines) -> types.Diagnostic:
    related = [
        types.DiagnosticRelatedInformation(
            types.Location(uri_of(call.place.file), line_range(call.place, lines)),
            f'reached from "{call.function}" by this call' if call.function else "reached here",
        )
        for call in report.calls
    ]
    severity = types.DiagnosticSeverity.Error
    if report.severity != "error":
        severity = types.DiagnosticSeverity.Information
    return types.Diagnostic(
        range=line_range(report.place, lines),
        message="\n".join([report.message, *report.notes]),
        severity=severity,
        code=report.code,
        source=SOURCE,
        related_information=related or None,
    )


def build(paths: list[str], config_file: str | None) -> JaxServer:
    server = JaxServer(paths, config_file)
    probe.enable()

    @server.feature(types.INITIALIZED)
    def initialized(ls: JaxServer, params: types.InitializedParams) -> None:
        root = ls.workspace.root_path or os.getcwd()
        os.chdir(root)  # mypy finds the configuration and the files from here
        try:
            ls.checker = WarmChecker(Path(root), ls.paths, ls.config_file)
        except ConfigError as error:
            message = f"jaxthink-typing: {error}"
            ls.window_show_message(types.ShowMessageParams(types.MessageType.Error, message))
            return
        ls.schedule()

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: JaxServer, params: types.DidSaveTextDocumentParams) -> None:
        if params.text_document.uri.endswith((".py", ".pyi")):
            ls.schedule()

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: JaxServer, params: None) -> None:
        if ls.checker is not None:
            ls.checker.close()

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    async def on_hover(ls: JaxServer, params: types.HoverParams) -> types.Hover | None:
        await ls.settled()
        path = path_of(params.text_document.uri)
        position = params.position
        start, answers = probe.answers_at(path, position.line + 1, position.character)
        shown = hover.text(answers)
        if shown is None:
            return None
        content = types.MarkupContent(types.MarkupKind.Markdown, shown)
        end = types.Position(position.line, start + len(answers[0].name))
        return types.Hover(content, types.Range(types.Position(position.line, start), end))

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
    )
    def code_actions(ls: JaxServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        return actions(ls, params)

    return server


def actions(ls: JaxServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    """The fixes of the reports on the lines of the range asked about."""
    path = path_of(params.text_document.uri)
    first, last = params.range.start.line + 1, params.range.end.line + 1
    found: list[types.CodeAction] = []
    lines = _Lines()
    for report in ls.reports:
        place = report.place
        if os.path.realpath(place.file) != path or not first <= place.line <= last:
            continue
        texts = {file: text for file in _files(report) if (text := ls.text_of(file)) is not None}
        for fix in fixes.fixes(report, texts):
            found.append(_action(fix, diagnostic(report, lines)))
    return found


def _files(report: Report) -> list[str]:
    return [report.place.file, *(call.place.file for call in report.calls)]


def _action(fix: fixes.Fix, shown: types.Diagnostic) -> types.CodeAction:
    changes: dict[str, list[types.TextEdit]] = defaultdict(list)
    for edit in fix.edits:
        start = types.Position(edit.line, edit.column)
        end = types.Position(edit.end_line, edit.end_column)
        changes[uri_of(edit.path)].append(types.TextEdit(types.Range(start, end), edit.text))
    return types.CodeAction(
        title=fix.title,
        kind=types.CodeActionKind.QuickFix,
        diagnostics=[shown],
        is_preferred=fix.preferred or None,
        edit=types.WorkspaceEdit(changes=dict(changes)),
    )


def serve(paths: list[str], config_file: str | None) -> int:
    """Serve over stdin and stdout until the client exits."""
    build(paths, config_file).start_io()
    return 0
