import jax
import jax.numpy as jnp

ACTIVATIONS = {"relu": jax.nn.relu, "tanh": jnp.tanh, "swish": jax.nn.swish}


def dense_block(params, x, activation):
    h = x @ params["w1"] + params["b1"]
    h = ACTIVATIONS[activation](h)
    return h @ params["w2"]


forward = jax.jit(dense_block, static_argnames="activation")

k1, k2 = jax.random.split(jax.random.PRNGKey(3))
params = {
    "w1": jax.random.normal(k1, (8, 32)) * 0.1,
    "b1": jnp.zeros(32),
    "w2": jax.random.normal(k2, (32, 1)) * 0.1,
}
x = jnp.ones((5, 8))
print(forward(params, x, activation="swish").ravel())
