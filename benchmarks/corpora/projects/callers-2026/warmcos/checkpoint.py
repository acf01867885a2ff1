import io

import jax
import jax.numpy as jnp
import numpy as np

from . import schedules


def flatten(params, prefix=""):
    out = {}
    for k, v in params.items():
        name = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, name + "."))
        else:
            out[name] = np.asarray(v)
    return out


def unflatten(flat):
    out = {}
    for name, v in flat.items():
        node = out
        parts = name.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = jnp.asarray(v)
    return out


def roundtrip(params):
    buf = io.BytesIO()
    np.savez(buf, **flatten(params))
    buf.seek(0)
    with np.load(buf) as f:
        restored = unflatten({k: f[k] for k in f.files})
    same = jax.tree.map(lambda a, b: bool(jnp.allclose(a, b)), params, restored)
    return restored, all(jax.tree.leaves(same))


def preview_schedule(cfg, n=None):
    sched = schedules.warmup_cosine(cfg["base_lr"], cfg["warmup_steps"], cfg["total_steps"], cfg["min_lr"])
    n = cfg["total_steps"] if n is None else n
    return [float(sched(i)) for i in range(n)]
