"""Per-example leaky activation applied with vmap."""

import jax
import jax.numpy as jnp


def leaky(x, slope=0.1):
    if x > 0:
        return x
    return slope * x


def apply_activation(values):
    return jax.vmap(leaky)(values)


def summarize(values):
    out = apply_activation(values)
    return {"min": out.min(), "max": out.max(), "mean": out.mean()}


if __name__ == "__main__":
    xs = jnp.linspace(-2.0, 2.0, 9)
    stats = summarize(xs)
    for name, value in stats.items():
        print(name, value)
