"""A tiny process-wide metric store."""
import jax.numpy as jnp

HISTORY = {"loss": [], "grad_norm": []}


def record(name, value):
    HISTORY[name].append(value)


def record_many(name, values):
    HISTORY[name].extend(list(values))


def summary():
    out = {}
    for name, values in HISTORY.items():
        if values:
            stacked = jnp.stack([jnp.asarray(v) for v in values])
            out[name] = {"first": float(stacked[0]), "last": float(stacked[-1]),
                         "mean": float(jnp.mean(stacked))}
    return out
