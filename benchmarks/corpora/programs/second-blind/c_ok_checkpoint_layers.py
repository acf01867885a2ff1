"""A deep residual MLP with rematerialized layers."""
import jax
import jax.numpy as jnp


def residual_layer(w, x):
    h = jnp.tanh(x @ w)
    if x.shape[-1] == w.shape[-1]:
        return x + h
    return h


def network(ws, x):
    layer = jax.checkpoint(residual_layer)
    for w in ws:
        x = layer(w, x)
    return x.sum()


@jax.jit
def grads(ws, x):
    return jax.grad(network)(ws, x)


if __name__ == "__main__":
    keys = jax.random.split(jax.random.PRNGKey(0), 6)
    ws = [jax.random.normal(k, (8, 8)) * 0.1 for k in keys]
    g = grads(ws, jnp.ones((2, 8)))
    print(len(g), g[0].shape)
