"""Process-wide running metrics store."""
import jax.numpy as jnp

_RUNNING = {}


def record(name, value):
    _RUNNING.setdefault(name, []).append(value)


def reset():
    _RUNNING.clear()


def running_means():
    return {name: float(jnp.mean(jnp.stack(vals))) for name, vals in _RUNNING.items()}


def report(epoch, values):
    parts = ["%s %.4f" % (k, v) for k, v in sorted(values.items())]
    return "epoch %d: %s" % (epoch, " | ".join(parts))
