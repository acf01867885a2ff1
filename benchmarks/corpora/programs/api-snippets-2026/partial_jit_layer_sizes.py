import functools

import jax
import jax.numpy as jnp


def init_params(key, sizes):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (n_in, n_out)) * 0.1, jnp.zeros(n_out)))
    return params


@functools.partial(jax.jit, static_argnames=("sizes",))
def forward(params, x, sizes):
    h = x
    for i in range(len(sizes) - 1):
        w, b = params[i]
        h = h @ w + b
        if i < len(sizes) - 2:
            h = jax.nn.relu(h)
    return h


sizes = [4, 16, 16, 2]
params = init_params(jax.random.PRNGKey(0), sizes)
x = jnp.ones((3, 4))
print(forward(params, x, sizes=sizes))
