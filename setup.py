"""Wheel builds put the API model (`stubs/`) into the package and, when asked to, compile
the analysis engine (`jaxthink_typing/analysis/`) with mypyc.

The model lives at the top of the repository, and a wheel carries it as the package's data
folder `jaxthink_typing/stubs/`; an editable install leaves it where it is, and the plugin
finds it beside the package (`model_cache.bundled_model_dir`).

The compiled engine is opt-in: `JAXTHINK_TYPING_COMPILE=1 pip install -v PATH`. It gives
the same reports as the pure one, but saves only a few per cent of a whole mypy run for
minutes of building (benchmarks/speed/compiled.py, benchmarks/README.md). Everything else is in
pyproject.toml. With the variable set, the engine still stays pure Python, with a note in
the build log, in an editable install (`pip install -e`: the tests patch the engine's
functions) or when mypyc cannot translate the engine or no C compiler builds it.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ENGINE = Path("jaxthink_typing", "analysis")
MODEL = Path("stubs")
# setup.py runs once per build step; only these steps build extensions.
BUILDING = {"bdist_wheel", "build", "build_ext", "install"}
# Where the build writes (mypyc's C files, objects, the staged package): a temporary folder,
# so that `pip install PATH` leaves no build/ folder in the user's clone.
BUILD_BASE = tempfile.mkdtemp(prefix="jaxthink-typing-build-")
atexit.register(shutil.rmtree, BUILD_BASE, ignore_errors=True)


def _say(message: str) -> None:
    print(f"jaxthink-typing: {message}", file=sys.stderr)


def _extensions() -> list[Any]:
    if os.environ.get("JAXTHINK_TYPING_COMPILE", "") in ("", "0"):
        return []
    if not BUILDING.intersection(sys.argv[1:]):
        return []
    if "editable_wheel" in sys.argv:
        _say("an editable install is not compiled: the engine stays pure Python")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _say("mypyc is not installed: the engine stays pure Python")
        return []
    sources = sorted(str(path) for path in ENGINE.rglob("*.py"))
    try:
        # No config file (the repository's names this plugin, which the build would load),
        # and JAX need not be installed where the wheel is built.
        options = ["--config-file", os.devnull, "--ignore-missing-imports"]
        target = os.path.join(BUILD_BASE, "mypyc")
        # MYPYC_OPT_LEVEL (as mypy's own build reads it): the C compiler's level, 3 unless
        # set; the tests build at 0, which compiles in a fraction of the time.
        level = os.environ.get("MYPYC_OPT_LEVEL", "3")
        return list(
            mypycify(
                [*options, *sources],
                group_name="jaxthink_engine",
                target_dir=target,
                opt_level=level,
            )
        )
    except (Exception, SystemExit) as err:  # mypyc reports type errors with SystemExit
        _say(f"mypyc could not translate the engine ({err!r}): it stays pure Python")
        return []


class OptionalBuildExt(build_ext):
    """Builds the compiled engine if it can; a wheel without it still works."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as err:  # the compiler's errors, or none found
            _say(f"the compiled engine did not build ({err!r}): the engine stays pure Python")
            # A half-built engine must not ship: remove each compiled module and the library.
            for ext in self.extensions:
                Path(self.get_ext_fullpath(ext.name)).unlink(missing_ok=True)


class BuildWithModel(build_py):
    """Copies the API model into the built package (not in an editable install, whose
    package is the checkout itself)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib, "jaxthink_typing", "stubs")
        shutil.rmtree(target, ignore_errors=True)
        for source in sorted(MODEL.rglob("*")):
            if source.is_file() and source.suffix in (".pyi", ".md"):
                destination = target / source.relative_to(MODEL)
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, destination)


setup(
    ext_modules=_extensions(),
    cmdclass={"build_ext": OptionalBuildExt, "build_py": BuildWithModel},
    options={
        "build": {"build_base": BUILD_BASE},
        "bdist_wheel": {"bdist_dir": os.path.join(BUILD_BASE, "wheel")},
    },
)
