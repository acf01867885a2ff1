"""Per-layer gradient norms for a model stored as a dict of arrays."""

import jax
import jax.numpy as jnp


def model(params, x):
    h = jnp.tanh(x @ params["dense1"] + params["bias1"])
    return h @ params["dense2"]


def loss(params, x, y):
    return jnp.mean((model(params, x) - y) ** 2)


@jax.jit
def grad_norms(params, x, y):
    grads = jax.grad(loss)(params, x, y)
    norms = {}
    for name in sorted(grads):
        if name.startswith("bias"):
            continue
        norms[name] = jnp.sqrt(jnp.sum(grads[name] ** 2))
    return norms


if __name__ == "__main__":
    keys = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {
        "dense1": jax.random.normal(keys[0], (3, 5)),
        "bias1": jnp.zeros(5),
        "dense2": jax.random.normal(keys[1], (5, 1)),
    }
    x = jax.random.normal(keys[2], (10, 3))
    norms = grad_norms(params, x, jnp.zeros((10, 1)))
    print({k: round(float(v), 3) for k, v in norms.items()})
