"""Warm-up schedule for a learning rate, then a decayed step."""
import jax
import jax.numpy as jnp


def schedule(n_steps, base):
    rates = jnp.full(n_steps, base)
    warm = jnp.linspace(0.1, 1.0, 3)
    rates = rates.at[:3].multiply(warm)
    rates[3:] *= 0.5
    return rates


@jax.jit
def apply_step(w, g, lr):
    return w - lr * g


def main():
    rates = schedule(8, 0.01)
    w = jnp.ones(4)
    for lr in rates:
        w = apply_step(w, jnp.full(4, 0.3), lr)
    print(w)


main()
