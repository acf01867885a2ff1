"""Hand-written Adam optimiser with gradient clipping for linear regression."""
import jax
import jax.numpy as jnp


def init_state(params):
    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    return {"m": zeros, "v": zeros, "t": jnp.array(0)}


def clip_grads(grads, max_norm):
    leaves = jax.tree_util.tree_leaves(grads)
    gnorm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in leaves))
    if gnorm > max_norm:
        grads = jax.tree_util.tree_map(lambda g: g * max_norm / gnorm, grads)
    return grads


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    grads = clip_grads(grads, 1.0)
    t = state["t"] + 1
    m = jax.tree_util.tree_map(lambda m, g: 0.9 * m + 0.1 * g, state["m"], grads)
    v = jax.tree_util.tree_map(lambda v, g: 0.999 * v + 0.001 * g * g, state["v"], grads)
    mhat = jax.tree_util.tree_map(lambda m: m / (1 - 0.9 ** t), m)
    vhat = jax.tree_util.tree_map(lambda v: v / (1 - 0.999 ** t), v)
    params = jax.tree_util.tree_map(
        lambda p, mh, vh: p - 1e-2 * mh / (jnp.sqrt(vh) + 1e-8), params, mhat, vhat
    )
    return params, {"m": m, "v": v, "t": t}, loss


key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (64, 3))
y = x @ jnp.array([1.0, -2.0, 0.5]) + 0.3
params = {"w": jnp.zeros(3), "b": jnp.array(0.0)}
state = init_state(params)
for _ in range(20):
    params, state, loss = train_step(params, state, x, y)
print(loss)
