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
    (
        "blocks.py",
        "shapes.round_up(lengths.max(), settings.BUCKET)",
        "shapes.round_up(tokens.shape[1], settings.BUCKET)",
    ),
)
fix(
    "substeps_ok",
    "substeps",
    (
        "sim.py",
        "    def body(y, inputs):\n"
        "        dt, n_sub = inputs\n"
        "        y = dynamics.advance(field, y, dt, n_sub)",
        "    def body(y, dt):\n        y = dynamics.advance(field, y, dt, subs)",
    ),
    ("sim.py", "jax.lax.scan(body, y0, (dts, subs))", "jax.lax.scan(body, y0, dts)"),
    (
        "run.py",
        'subs = jnp.full((hp["horizon"],), hp["substeps"], dtype=jnp.int32)',
        'subs = hp["substeps"]',
    ),
)

fix(
    "padlogits_ok",
    "padlogits",
    ("predict.py", "from . import heads", "from . import config, heads"),
    (
        "predict.py",
        'heads.classify(model, example["x"], example["n_classes"])',
        'heads.classify(model, example["x"], config.cfg.max_classes)',
    ),
)
fix(
    "headsplit_ok",
    "headsplit",
    ("probe.py", "import jax\n", "import functools\n\nimport jax\n"),
    ("probe.py", "@jax.jit\n", '@functools.partial(jax.jit, static_argnames=("n_heads",))\n'),
)
fix(
    "cropwin_ok",
    "cropwin",
    (
        "crops.py",
        "0, x.shape[-1] - size + 1)\n    return ops.window(x, start, size)",
        "0, x.shape[-1] - size + 1)\n"
        "    return jax.lax.dynamic_slice_in_dim(x, start, size, axis=-1)",
    ),
)
fix(
    "npnorm_ok",
    "npnorm",
    ("stats.py", "import jax.numpy as jnp\n", "import jax\nimport jax.numpy as jnp\n"),
    (
        "stats.py",
        "return (x - mu) * util.inv_sqrt(var, eps)",
        "return (x - mu) * jax.lax.rsqrt(var + eps)",
    ),
)
fix(
    "cachepos_ok",
    "cachepos",
    ("tables.py", "sinusoid(pos + 1, dim)", "sinusoid(max_len, dim)"),
)
fix(
    "topkroute_ok",
    "topkroute",
    (
        "gating.py",
        "    k = adaptive_k(probs, threshold)\n"
        "    return ops.renormalize(sparsify.keep_top(probs, k))",
        "    return ops.renormalize(sparsify.keep_above(probs, threshold))",
    ),
)
fix(
    "newtontemp_ok",
    "newtontemp",
    (
        "smoothing.py",
        "calibrate.temperature(scores, config.TARGET_ENTROPY)",
        "calibrate.temperature(scores, config.TARGET_ENTROPY, iters=8)",
    ),
)

fix(
    "deeptemp_ok",
    "deeptemp",
    ("scaling.py", "t = util.clamp(util.to_float(temp), lo, hi)", "t = jnp.clip(temp, lo, hi)"),
)
fix(
    "deeplog_ok",
    "deeplog",
    ("norms.py", "import jax\n", "import functools\n\nimport jax\n"),
    (
        "norms.py",
        "        logutil.record(name, s)",
        "        jax.debug.callback(functools.partial(logutil.record, name), s)",
    ),
)
TWOTASKS_A = (
    "weighting.py",
    "return registry.lookup(registry.TASK_WEIGHTS, task)",
    "return jnp.asarray(registry.as_list(registry.TASK_WEIGHTS))[task]",
)
TWOTASKS_B = (
    "reduce.py",
    "limit = util.to_scalar(jnp.percentile(x, q))",
    "limit = jnp.percentile(x, q)",
)
fix("twotasks_fix1", "twotasks", TWOTASKS_A)
fix("twotasks_ok", "twotasks", TWOTASKS_A, TWOTASKS_B)

TWODROP_A = ("regularize.py", "    if train and rate > 0:\n", "    if train:\n")
TWODROP_B = (
    "evaluate.py",
    "    @jax.jit\n    def evaluate(",
    "    @functools.partial(jax.jit, static_argnums=(3,))\n    def evaluate(",
)
fix("twodrop_fix1", "twodrop", TWODROP_A)
fix("twodrop_ok", "twodrop", TWODROP_A, TWODROP_B)

TWOPOOL_A = [
    (
        "guards.py",
        "from . import util\n",
        "import equinox as eqx\nimport jax.numpy as jnp\n\nfrom . import util\n",
    ),
    (
        "guards.py",
        'return util.check_finite(loss, "loss")',
        'return eqx.error_if(loss, ~jnp.isfinite(loss), "loss is not finite")',
    ),
]
TWOPOOL_B = [
    ("features.py", "range(factors.shape[0])", "range(len(factors))"),
    ("run.py", 'np.asarray(s["scales"])', 's["scales"]'),
]
fix("twopool_fix1", "twopool", *TWOPOOL_A)
fix("twopool_ok", "twopool", *TWOPOOL_A, *TWOPOOL_B)


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
            raise SystemExit(
                f"{name}/{fname}: expected one match of {old!r}, found {text.count(old)}"
            )
        path.write_text(text.replace(old, new))


def main():
    for name in FIXES:
        build(name)
        print("built", name)


if __name__ == "__main__":
    main()
