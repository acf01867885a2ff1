import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jax.nn.softplus(-y * logits))


@jax.jit
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, {"loss": loss.item(), "grad_w": grads["w"]}


key = jax.random.key(0)
x = jax.random.normal(key, (32, 3))
y = jnp.sign(x @ jnp.array([1.0, -1.0, 0.5]))
params = {"w": jnp.zeros(3), "b": jnp.array(0.0)}
for step in range(5):
    params, metrics = train_step(params, x, y, 0.5)
    print(step, round(metrics["loss"], 4))
