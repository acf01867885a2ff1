"""Activation chosen by name through keyword options."""
import jax
import jax.numpy as jnp

ACTS = ("relu", "tanh", "gelu")


@jax.jit
def score(x):
    return jnp.array([jnp.mean(jax.nn.relu(x)), jnp.mean(jnp.tanh(x)), jnp.mean(jax.nn.gelu(x))])


def pick(x, **options):
    best = int(jnp.argmax(score(x)))
    name = options.get(ACTS[best], ACTS[best])
    if name in ("relu", "tanh"):
        return name.upper()
    return name


def main():
    x = jnp.linspace(-2.0, 2.0, 9)
    print(pick(x, gelu="smooth"), pick(-x, relu="rect"))


main()
