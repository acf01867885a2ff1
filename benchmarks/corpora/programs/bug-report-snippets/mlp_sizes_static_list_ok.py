from functools import partial

import jax
import jax.numpy as jnp


def init_mlp(key, layer_sizes):
    params = []
    for n_in, n_out in zip(layer_sizes[:-1], layer_sizes[1:]):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (n_in, n_out)) / jnp.sqrt(n_in), jnp.zeros(n_out)))
    return params


@partial(jax.jit, static_argnums=(1,))
def init_and_forward(key, layer_sizes, x):
    params = init_mlp(key, layer_sizes)
    for w, b in params[:-1]:
        x = jax.nn.gelu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


sizes = (16, 64, 64, 10)  # tuples are hashable, lists are not
x = jnp.ones((4, 16))
logits = init_and_forward(jax.random.PRNGKey(0), sizes, x)
print(logits.shape)
