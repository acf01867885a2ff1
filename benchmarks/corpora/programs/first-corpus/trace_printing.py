"""Compiled layer that prints what it is traced with."""

import jax
import jax.numpy as jnp


@jax.jit
def layer(w, x):
    print("tracing layer with", x)
    h = x @ w
    print(f"hidden: {h}")
    jax.debug.print("hidden mean {m}", m=h.mean())
    return jnp.tanh(h)


def main():
    w = jnp.eye(3)
    for _ in range(2):
        out = layer(w, jnp.ones((2, 3)))
    print(out)


if __name__ == "__main__":
    main()
