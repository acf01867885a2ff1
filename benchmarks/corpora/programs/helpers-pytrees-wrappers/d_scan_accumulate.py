"""Running accumulation with a configurable reduction mode."""
import jax
import jax.numpy as jnp
from jax import lax

CONFIG = {"mode": "decay", "rate": 0.9, "bound": 5.0}


def _combine(acc, x, mode, rate):
    if mode == "decay":
        return rate * acc + x
    elif mode == "max":
        return jnp.maximum(acc, x)
    return acc + x


def _clip(value, bound):
    if bound is None:
        return value
    return jnp.clip(value, -float(bound), float(bound))


def _step(acc, x):
    acc = _combine(acc, x, CONFIG["mode"], CONFIG["rate"])
    acc = _clip(acc, CONFIG["bound"])
    return acc, acc


@jax.jit
def accumulate(xs):
    _, out = lax.scan(_step, jnp.zeros(xs.shape[1:]), xs)
    return out


if __name__ == "__main__":
    xs = jnp.arange(12.0).reshape(6, 2)
    print(accumulate(xs))
