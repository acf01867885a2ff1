"""The report as text: one line per proposal (or, with --check, per disagreement), at the
line that needs the value, then a summary."""

from __future__ import annotations

from jaxthink_typing.annotate.findings import FunctionFinding, ParamFinding
from jaxthink_typing.annotate.runner import Report


def text_report(report: Report, *, check: bool = False, verbose: bool = False) -> str:
    lines: list[str] = []
    for function in report.functions:
        if function.skipped is not None:
            if verbose:
                lines.append(
                    f"{function.path}:{function.line}: note: {function.exported_as} not "
                    f"analysed: {function.skipped}"
                )
            continue
        shown = function.disagreements if check else function.proposals
        for param in shown:
            lines.append(_line(function, param, check))
        if verbose:
            for evidence in function.unattributed:
                lines.append(
                    f"{evidence.path}:{evidence.line}: note: {function.exported_as} needs a "
                    f"concrete value here that no parameter explains: {evidence.message}"
                )
    lines.append(_summary(report, check))
    return "\n".join(lines) + "\n"


def _line(function: FunctionFinding, param: ParamFinding, check: bool) -> str:
    """`path:line: Static for "n" of pkg.f (used in an `if`)`, then a note with
    what JAX needs there, at the place that needs it."""
    evidence = param.evidence[0] if param.evidence else None
    where = f"{evidence.path}:{evidence.line}" if evidence else f"{function.path}:{function.line}"
    subject = f'"{param.name}" of {function.exported_as}'
    if check and param.written == "traced":
        head = f"{subject} is marked Traced, but it must be static"
    elif check:
        head = f"{subject} is not marked Static, but it must be static"
    else:
        head = f"{'Static' if param.proposed == 'static' else 'Traced'} for {subject}"
    if evidence is None:
        return f"{where}: {head}"
    if evidence.code == "traced-use":
        return f"{where}: {head}: {evidence.message}"
    return (
        f"{where}: {head} ({evidence.seen})\n{where}: note: {evidence.message}  [{evidence.code}]"
    )


def _summary(report: Report, check: bool) -> str:
    counts = report.counts()
    skipped = counts["functions"] - counts["analysed"]
    head = f"{counts['analysed']} public function(s) analysed in {report.seconds:.1f} s"
    if report.cached:
        head += " (the files are unchanged: the report is the cached one)"
    if skipped:
        head += f" ({skipped} not analysed)"
    if check:
        return f"{head}: {counts['disagreements']} mark(s) disagree with the code"
    proposed = f"{counts['static']} Static"
    if report.traced:
        proposed += f", {counts['traced']} Traced"
    return f"{head}: {proposed} proposed"
