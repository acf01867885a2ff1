import jax
import jax.numpy as jnp


def init_params(key, n_features):
    w_key, _ = jax.random.split(key)
    return {"w": jax.random.normal(w_key, (n_features,)) * 0.1, "b": jnp.zeros(())}


def loss_fn(params, x, y, clip_value=5.0):
    preds = x @ params["w"] + params["b"]
    loss = jnp.mean((preds - y) ** 2)
    # scale down exploding losses so the step stays sane
    loss = jnp.where(
        loss > clip_value,
        clip_value + jnp.log1p(jnp.maximum(loss - clip_value, 0.0)),
        loss,
    )
    return loss


@jax.jit
def sgd_step(params, x, y, lr=0.01):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    new_params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return new_params, loss


key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (32, 4))
y = x @ jnp.array([1.0, -2.0, 0.5, 3.0]) + 0.3
params = init_params(key, 4)
for step in range(5):
    params, loss = sgd_step(params, x, y)
    print(step, loss)
