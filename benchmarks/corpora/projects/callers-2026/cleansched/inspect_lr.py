import jax
import jax.numpy as jnp
import numpy as np

from . import schedules


def lr_curve(hp, n=None):
    n = hp["decay_steps"] + hp["restart_every"] if n is None else n
    sched = schedules.restart(hp)
    counts = jnp.arange(n)
    return np.asarray(jax.vmap(sched)(counts))


@jax.jit
def lr_at(count, peak, warmup):
    return schedules.linear_warmup(count, peak, warmup)


def check_warmup(hp):
    curve = lr_curve(hp)
    warm = curve[: hp["warmup"]]
    ok = bool(np.all(np.diff(warm) >= 0)) if len(warm) > 1 else True
    peak = float(curve.max())
    direct = float(lr_at(hp["warmup"] - 1, float(hp["peak_lr"]), hp["warmup"]))
    return {"monotone_warmup": ok, "peak": round(peak, 5), "peak_direct": round(direct, 5)}


def describe(hp):
    curve = lr_curve(hp)
    parts = []
    for i, v in enumerate(curve):
        if i < hp["warmup"]:
            tag = "warm"
        elif i <= hp["restart_every"]:
            tag = "cos"
        else:
            tag = "saw"
        parts.append(f"{i}:{tag}:{v:.3f}")
    return " ".join(parts)
