"""An MLP whose layer widths are passed as a static argument."""

from functools import partial

import jax
import jax.numpy as jnp


def init_params(key, sizes):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (n_in, n_out)) / jnp.sqrt(n_in), jnp.zeros(n_out)))
    return params


@partial(jax.jit, static_argnames="sizes")
def forward(params, x, sizes):
    for i, (w, b) in enumerate(params):
        x = x @ w + b
        if i < len(sizes) - 2:
            x = jax.nn.relu(x)
    return x


def main():
    sizes = [5, 32, 32, 2]
    params = init_params(jax.random.PRNGKey(0), sizes)
    x = jnp.ones((4, 5))
    out = forward(params, x, sizes)
    print(out.shape)


if __name__ == "__main__":
    main()
