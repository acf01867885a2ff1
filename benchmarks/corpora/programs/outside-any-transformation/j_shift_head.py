"""Cosine-shaped learning-rate schedule with a constant tail."""
import jax
import jax.numpy as jnp


def schedule(n_steps, base):
    rates = jnp.full(n_steps, base)
    t = jnp.arange(4) / 4.0
    rates = rates.at[:4].multiply(0.5 * (1.0 + jnp.cos(jnp.pi * t)))
    rates = rates.at[4:].add(-0.5 * base)
    return rates


@jax.jit
def apply_step(w, g, lr):
    return w - lr * g


def main():
    rates = schedule(8, 0.01)
    w = jnp.ones(4)
    for lr in rates:
        w = apply_step(w, jnp.full(4, 0.3), lr)
    print(w, rates)


main()
