"""Activation chosen by name through keyword options."""
import jax
import jax.numpy as jnp

ACTS = ("relu", "tanh", "gelu")


@jax.jit
def score(x):
    return jnp.array([jnp.mean(jax.nn.relu(x)), jnp.mean(jnp.tanh(x)), jnp.mean(jax.nn.gelu(x))])


def pick(x, **options):
    best = jnp.argmax(score(x))
    fallback = options.get("default", "relu")
    name = options.get(best, fallback)
    return name


def main():
    x = jnp.linspace(-2.0, 2.0, 9)
    print(pick(x, default="tanh"))


main()
