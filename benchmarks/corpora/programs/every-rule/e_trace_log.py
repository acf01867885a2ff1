"""Records intermediate activations of a jitted network for later inspection."""
import jax
import jax.numpy as jnp

ACTIVATIONS = []


def layer(w, x):
    h = jnp.tanh(x @ w)
    ACTIVATIONS.append(h)
    return h


@jax.jit
def network(ws, x):
    for w in ws:
        x = layer(w, x)
    return x.sum()


key = jax.random.PRNGKey(0)
ws = [jax.random.normal(k, (4, 4)) for k in jax.random.split(key, 3)]
x = jnp.ones((2, 4))
print(network(ws, x))
first_mean = jnp.mean(ACTIVATIONS[0])
print(first_mean)
