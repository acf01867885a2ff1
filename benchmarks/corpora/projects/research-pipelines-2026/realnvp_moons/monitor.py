import jax.numpy as jnp

HISTORY = {}


def record(name, value):
    HISTORY.setdefault(name, []).append(value)


def summarize():
    out = {}
    for name, values in HISTORY.items():
        arr = jnp.stack(values)
        out[name] = {"mean": jnp.mean(arr, axis=0), "last": arr[-1]}
    return out


def print_summary(summary):
    for name, s in summary.items():
        print(f"  {name}: mean={jnp.round(s['mean'], 4)} last={jnp.round(s['last'], 4)}")
