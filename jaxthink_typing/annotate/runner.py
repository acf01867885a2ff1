"""`annotate` from targets to findings: build the package, find its public functions, and
analyse each (then, with `traced`, find the parameters used only in traced operations)."""

from __future__ import annotations

import os
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

from mypy.nodes import FuncDef

from jaxthink_typing.analysis.callables import FunctionValue
from jaxthink_typing.annotate.building import Built, build_targets, source_files
from jaxthink_typing.annotate.findings import Evidence, FunctionFinding
from jaxthink_typing.annotate.inference import ModuleAnalysis, infer
from jaxthink_typing.annotate.public import Published, defining_module, published
from jaxthink_typing.annotate.report_cache import cache_key, load, store
from jaxthink_typing.annotate.uses import traced_only


@dataclass
class Report:
    """Every public function's findings, and how long the analysis took."""

    targets: list[str]
    functions: list[FunctionFinding] = field(default_factory=list)
    seconds: float = 0.0  # this run
    traced: bool = False
    cached: bool = False  # the findings come from the report cache
    analysis_seconds: float = 0.0  # what the analysis took (when cached: back then)

    def counts(self) -> dict[str, int]:
        proposals = [p for f in self.functions for p in f.proposals]
        return {
            "functions": len(self.functions),
            "analysed": sum(1 for f in self.functions if f.skipped is None),
            "static": sum(1 for p in proposals if p.proposed == "static"),
            "traced": sum(1 for p in proposals if p.proposed == "traced"),
            "disagreements": sum(len(f.disagreements) for f in self.functions),
        }

    def as_json(self) -> dict[str, object]:
        return {
            "version": 1,
            "targets": self.targets,
            "traced": self.traced,
            "seconds": round(self.seconds, 2),
            "cached": self.cached,
            "summary": self.counts(),
            "functions": [f.as_json() for f in self.functions],
        }


def annotate(
    targets: list[str],
    *,
    traced: bool = False,
    cache_dir: str | None = None,
    report_cache: str | None = None,
    progress: Callable[[str], None] | None = None,
) -> Report:
    """Analyse the public functions of `targets` (package names, package folders, files).

    `cache_dir` is mypy's cache for the build; `report_cache` a folder of reports
    (`report_cache.py`) that answers for an unchanged tree; `progress` is told each step."""
    start = time.perf_counter()
    step = progress or _quiet
    report = Report(list(targets), traced=traced)
    key = None
    if report_cache is not None:
        step("annotate: looking for an earlier report of these files")
        options = {"targets": targets, "traced": traced, "cwd": os.getcwd(), "cache": cache_dir}
        key = cache_key(options, source_files(targets))
        found = load(report_cache, key)
        if found is not None:
            report.functions, report.analysis_seconds = found
            report.cached = True
            report.seconds = time.perf_counter() - start
            return report
    step("annotate: building the package with mypy")
    built = build_targets(targets, cache_dir)
    bodies: list[tuple[FunctionFinding, FuncDef]] = []
    by_module: dict[str, list[Published]] = {}
    items = published(built.modules, built.own, built.entries)
    for item in items:
        by_module.setdefault(item.module, []).append(item)
    known = {item.fullname for item in items}
    done = 0
    while by_module:
        module, group = next(iter(by_module.items()))
        del by_module[module]
        done += 1
        total = done + len(by_module)
        step(f"annotate: analysing {module} (module {done} of {total})")
        for alias in _analyse_module(built, module, group, report, bodies):
            if alias.fullname not in known:  # analysed where it is defined
                known.add(alias.fullname)
                by_module.setdefault(alias.module, []).append(alias)
    if traced:
        step("annotate: finding the parameters used only in traced operations")
        _propose_traced(bodies, built)
    report.seconds = report.analysis_seconds = time.perf_counter() - start
    if report_cache is not None and key is not None:
        store(report_cache, key, report.functions, report.seconds)
    return report


def _quiet(text: str) -> None:
    """No progress shown."""


def _analyse_module(
    built: Built,
    module: str,
    items: list[Published],
    report: Report,
    bodies: list[tuple[FunctionFinding, FuncDef]],
) -> list[Published]:
    """Analyse the functions `items` of `module`; the names that only alias a function
    of another module of the package come back, to be analysed there."""
    aliases: list[Published] = []
    try:
        analysis = ModuleAnalysis(built, module)
    except Exception as error:  # an engine bug must not stop the other modules
        path = built.modules[module].path if module in built.modules else module
        for item in items:
            finding = FunctionFinding(
                item.module, item.qualname, item.exported_as, path, 0, item.kind
            )
            finding.skipped = f"the module could not be analysed: {_last_line(error)}"
            report.functions.append(finding)
        return aliases
    try:
        for item in items:
            target = analysis.function_of(item, built)
            alias = _alias(analysis, item, target)
            module_of = defining_module(alias, built.own) if alias is not None else None
            if alias is not None and module_of is not None:
                qualname = alias[len(module_of) + 1 :]
                aliases.append(Published(item.exported_as, alias, module_of, qualname, "function"))
                continue
            finding = FunctionFinding(
                item.module, item.qualname, item.exported_as, analysis.path, 0, item.kind
            )
            report.functions.append(finding)
            if target is None:
                finding.skipped = "not a function the engine can follow"
                continue
            finding.line = target.node.line
            finding.path = _def_path(built, target.node.fullname, finding.path)
            try:
                infer(analysis, item, target, finding)
            except Exception as error:
                finding.params = []
                finding.skipped = f"the analysis failed: {_last_line(error)}"
                continue
            if isinstance(target.node, FuncDef):
                bodies.append((finding, target.node))
    finally:
        analysis.close()
    return aliases


def _propose_traced(bodies: list[tuple[FunctionFinding, FuncDef]], built: Built) -> None:
    """Traced for each parameter that no place needs concrete and that is used only in
    traced operations; repeated while a proposal makes another one (a parameter passed
    to a package function's Traced parameter)."""
    by_fullname = {node.fullname: finding for finding, node in bodies}

    def oracle(fullname: str, name: str) -> bool:
        finding = by_fullname.get(fullname)
        param = finding.param(name) if finding is not None else None
        return param is not None and "traced" in (param.written, param.proposed)

    changed = True
    while changed:
        changed = False
        for finding, node in bodies:
            if finding.unattributed:
                continue  # it raises anyway: the analysis did not see all of the body
            for param in finding.params:
                if param.proposed or param.written or not param.traceable:
                    continue
                try:
                    use = traced_only(node, param.name, oracle, built.api)
                except Exception:  # a bug here must not stop the report: nothing proposed
                    use = None
                if use is None:
                    continue
                param.proposed = "traced"
                message = f"used only in traced operations, first as {use.what}"
                param.evidence.append(Evidence(finding.path, use.line, "traced-use", message))
                changed = True


def _alias(analysis: ModuleAnalysis, item: Published, target: FunctionValue | None) -> str | None:
    """The def a module-level name only aliases (`rot90 = augment.rot90`: no
    transformation, nothing bound), analysed where it is defined, once."""
    if item.kind != "value":
        return None
    if target is None:
        return analysis.aliased(item)
    plain = not (target.transforms or target.bound or target.bound_names)
    node = target.node
    return node.fullname if plain and isinstance(node, FuncDef) else None


def _def_path(built: Built, fullname: str, default: str) -> str:
    """The file that defines `fullname` (a jitted value may wrap another module's def)."""
    module = defining_module(fullname, built.own)
    loaded = built.loader.load(module) if module is not None else None
    return loaded.path if loaded is not None else default


def _last_line(error: BaseException) -> str:
    lines = traceback.format_exception_only(type(error), error)
    return lines[-1].strip() if lines else type(error).__name__
