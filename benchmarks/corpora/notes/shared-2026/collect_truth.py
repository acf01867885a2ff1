"""Run every package of the shared-2026 corpus and print one truth-table row each.

For each package: `python -m NAME` from the corpus folder under JAX_PLATFORMS=cpu and
JAX_TRACEBACK_FILTERING=off; exit status from the process; the exception class and the
innermost traceback frame inside the package from a wrapper that runs the same module
with runpy and inspects the exception object.
"""

import json
import pathlib
import subprocess
import sys

CORPUS = pathlib.Path(__file__).resolve().parents[2] / "projects" / "shared-2026"

PROBE = r"""
import json, os, runpy, sys, traceback
import jax
name = sys.argv[1]
root = os.getcwd()
try:
    sys.argv = [name]
    runpy.run_module(name, run_name="__main__", alter_sys=True)
    print("@@" + json.dumps({"raised": False}))
except BaseException as exc:
    cls = type(exc)
    exported = getattr(jax.errors, cls.__name__, None)
    label = "jax.errors." + cls.__name__ if exported is cls else cls.__name__
    frame = None
    for fs in traceback.extract_tb(exc.__traceback__):
        path = os.path.relpath(fs.filename, root)
        if path.startswith(name + os.sep):
            frame = (path, fs.lineno, (fs.line or "").strip())
    print("@@" + json.dumps({"raised": True, "cls": label, "frame": frame}))
"""


FAMILY = {
    "normchain": "`if` on a tracer",
    "bucketpad": "`int()` of a tracer",
    "substeps": "`range()` of a tracer",
    "padlogits": "traced shape (`jnp.zeros((n,))`)",
    "headsplit": "traced shape (`reshape`)",
    "cropwin": "traced slice bound",
    "npnorm": "NumPy function on a tracer",
    "cachepos": "tracer hashed (lru_cache key)",
    "topkroute": "tracer as a static argument of a jitted function",
    "newtontemp": "`while` ... `and` on a tracer",
    "deeptemp": "`float()` of a tracer",
    "deeplog": "NumPy conversion of a tracer (logging helper)",
    "twotasks": "tracer as dict key + `float()` of a tracer",
    "twodrop": "`if ... and` on a tracer + traced slice bound",
    "twopool": "`bool()` of a tracer + tracer as a static argument",
}


def family(name):
    base = name.removesuffix("_ok").removesuffix("_fix1")
    if base.startswith("clean"):
        return "clean"
    return FAMILY.get(base, "?")


def run(name, env):
    direct = subprocess.run(
        [sys.executable, "-m", name],
        cwd=CORPUS,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    probe = subprocess.run(
        [sys.executable, "-c", PROBE, name],
        cwd=CORPUS,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    line = [x for x in probe.stdout.splitlines() if x.startswith("@@")]
    info = json.loads(line[-1][2:]) if line else {"raised": None}
    return direct.returncode, info


def main():
    import os

    env = dict(os.environ, JAX_PLATFORMS="cpu", JAX_TRACEBACK_FILTERING="off")
    names = sys.argv[1:] or sorted(p.name for p in CORPUS.iterdir() if (p / "__main__.py").exists())
    for name in names:
        rc, info = run(name, env)
        if info.get("raised"):
            path, lineno, src = info["frame"] or ("-", 0, "-")
            cells = [f"yes (exit {rc})", info["cls"], f"{path}:{lineno}", f"`{src}`"]
        else:
            cells = [("no" if rc == 0 else "yes") + f" (exit {rc})", "-", "-", "-"]
        print("| " + " | ".join([name, *cells, family(name)]) + " |")


if __name__ == "__main__":
    main()
