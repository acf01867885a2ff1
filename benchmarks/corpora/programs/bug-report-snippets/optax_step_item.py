import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


optimizer = optax.adam(learning_rate=1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    metrics = {"loss": loss.item(), "grad_norm": optax.global_norm(grads).item()}
    return params, opt_state, metrics


key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (64, 3))
y = (x[:, 0] - x[:, 2] > 0).astype(jnp.float32)
params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
opt_state = optimizer.init(params)
for step in range(10):
    params, opt_state, metrics = train_step(params, opt_state, x, y)
print(metrics)
