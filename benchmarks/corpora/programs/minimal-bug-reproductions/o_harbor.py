import jax
import jax.numpy as jnp


def init_params(key, n_in, n_out):
    w_key, b_key = jax.random.split(key)
    return {
        "w": jax.random.normal(w_key, (n_in, n_out)) * 0.1,
        "b": jax.random.normal(b_key, (n_out,)) * 0.01,
    }


def mse(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def accumulated_grads(params, x, y, num_micro):
    xs = jnp.split(x, num_micro)
    ys = jnp.split(y, len(xs))
    total = jax.tree_util.tree_map(jnp.zeros_like, params)
    for xb, yb in zip(xs, ys):
        g = jax.grad(mse)(params, xb, yb)
        total = jax.tree_util.tree_map(jnp.add, total, g)
    return jax.tree_util.tree_map(lambda t: t / len(xs), total)


params = init_params(jax.random.key(0), 4, 2)
x = jax.random.normal(jax.random.key(1), (8, 4))
y = jax.random.normal(jax.random.key(2), (8, 2))
grads = accumulated_grads(params, x, y, 4)
print(jax.tree_util.tree_map(jnp.shape, grads))
print(float(jnp.abs(grads["w"]).sum()))
