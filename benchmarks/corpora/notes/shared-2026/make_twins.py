"""Build the fixed twins of the shared-2026 corpus from their raising originals.

Each twin is a copy of its original package with exact text replacements applied
(each replacement must match exactly once). Run from anywhere:
    python benchmarks/corpora/notes/shared-2026/make_twins.py
"""

import pathlib
import shutil

CORPUS = pathlib.Path(__file__).resolve().parents[2] / "projects" / "shared-2026"

# name -> (original, [(file, old, new), ...])
FIXES = {}


def fix(name, base, *edits):
    FIXES[name] = (base, list(edits))


fix(
    "normchain_ok",
    "normchain",
    ("ops.py", "return util.safe_div(x - mu, sd)", "return (x - mu) / (sd + 1e-6)"),
)
fix(
    "bucketpad_ok",
    "bucketpad",
    ("blocks.py", "shapes.round_up(lengths.max(), settings.BUCKET)", "shapes.round_up(tokens.shape[1], settings.BUCKET)"),
)
fix(
    "substeps_ok",
    "substeps",
    (
        "sim.py",
        "    def body(y, inputs):\n        dt, n_sub = inputs\n        y = dynamics.advance(field, y, dt, n_sub)",
        "    def body(y, dt):\n        y = dynamics.advance(field, y, dt, subs)",
    ),
    ("sim.py", "jax.lax.scan(body, y0, (dts, subs))", "jax.lax.scan(body, y0, dts)"),
    ("run.py", 'subs = jnp.full((hp["horizon"],), hp["substeps"], dtype=jnp.int32)', 'subs = hp["substeps"]'),
)


def build(name):
    base, edits = FIXES[name]
    dest = CORPUS / name
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(CORPUS / base, dest, ignore=shutil.ignore_patterns("__pycache__"))
    for fname, old, new in edits:
        path = dest / fname
        text = path.read_text()
        if text.count(old) != 1:
            raise SystemExit(f"{name}/{fname}: expected one match of {old!r}, found {text.count(old)}")
        path.write_text(text.replace(old, new))


def main():
    for name in FIXES:
        build(name)
        print("built", name)


if __name__ == "__main__":
    main()
