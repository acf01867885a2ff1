"""The engine's own cost on a target, in one process: CPU seconds spent in the engine,
how many analyses it ran, and the whole mypy run's CPU seconds.

    python benchmarks/speed/engine_profile.py --cwd /path/to/src -p mypackage
    python benchmarks/speed/engine_profile.py examples/

A cold run (a fresh cache folder), with the plugin and default settings. The analysis count
does not depend on the machine's load, so it is the signal to compare after a change to the
memo or the filter (jax's own source: about 11,670 analyses at b9d11e0; a memo key that told
closures apart by identity made it take 68 s in the engine instead of about 4 s). It prints
and asserts nothing; `overhead.py` compares whole runs with plain mypy.
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cwd", default=".", help="folder to run mypy in")
    args, targets = parser.parse_known_args(argv)
    os.chdir(Path(args.cwd).resolve())

    from jaxthink_typing.analysis import module
    from jaxthink_typing.analysis.interprocedural import Interprocedural

    if not str(module.__file__).endswith(".py"):
        # Calls inside a compiled engine are bound when it is built: nothing would count.
        print(f"error: the engine is compiled ({module.__file__}); use an editable install")
        return 2

    counts = {"engine": 0.0, "modules": 0, "analyses": 0}
    run_module = module.run
    analyse = Interprocedural._analyse

    def timed(*given: Any, **named: Any) -> None:
        start = time.process_time()
        try:
            run_module(*given, **named)
        finally:
            counts["engine"] += time.process_time() - start
            counts["modules"] += 1

    def counted(self: Interprocedural, *given: Any, **named: Any) -> Any:
        counts["analyses"] += 1
        return analyse(self, *given, **named)

    module.run = timed
    Interprocedural._analyse = counted  # type: ignore[method-assign]

    from mypy import api

    work = Path(tempfile.mkdtemp(prefix="jaxthink-engine-profile-"))
    try:
        config = work / "mypy.ini"
        config.write_text("[mypy]\nplugins = jaxthink_typing.mypy_plugin\n", encoding="utf-8")
        start = time.process_time()
        flags = ["--config-file", str(config), "--cache-dir", str(work / "cache")]
        out, _, _ = api.run([*(targets or ["examples/"]), *flags, "--no-error-summary"])
        total = time.process_time() - start
    finally:
        shutil.rmtree(work, ignore_errors=True)
    reports = sum("[jax-" in line for line in out.splitlines())
    print(f"mypy CPU {total:.2f} s; engine CPU {counts['engine']:.2f} s", end="")
    print(f" ({100 * counts['engine'] / max(total, 1e-9):.1f}%)")
    print(f"modules analysed {counts['modules']}, analyses {counts['analyses']}")
    print(f"jax-* reports {reports}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
