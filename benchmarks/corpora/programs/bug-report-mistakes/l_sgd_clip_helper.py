"""Linear regression trained with optax; gradients are clipped by global norm."""
import jax
import jax.numpy as jnp
import optax


def init_params(key, in_dim, out_dim):
    w_key, _ = jax.random.split(key)
    return {
        "w": jax.random.normal(w_key, (in_dim, out_dim)) * 0.1,
        "b": jnp.zeros((out_dim,)),
    }


def mse_loss(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


def clip_by_norm(grads, max_norm):
    leaves = jax.tree_util.tree_leaves(grads)
    norm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in leaves))
    if norm > max_norm:
        scale = max_norm / norm
        grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
    return grads


optimizer = optax.sgd(learning_rate=0.05)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(mse_loss)(params, x, y)
    grads = clip_by_norm(grads, 1.0)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss


key = jax.random.PRNGKey(0)
params = init_params(key, 4, 2)
opt_state = optimizer.init(params)
x = jnp.linspace(-1.0, 1.0, 32).reshape(8, 4)
y = jnp.stack([x.sum(axis=1), x[:, 0] - x[:, 3]], axis=1)
for epoch in range(5):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    print(epoch, float(loss))
