import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-1))


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss


key = jax.random.PRNGKey(42)
kx, kn = jax.random.split(key)
x = jax.random.normal(kx, (64, 3))
y = x @ jnp.array([[2.0], [-1.0], [0.5]]) + 0.05 * jax.random.normal(kn, (64, 1))

params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros((1,))}
opt_state = optimizer.init(params)
history = []
for epoch in range(50):
    params, opt_state, loss = train_step(params, opt_state, x, y)
    history.append(float(loss))
    if loss.item() < 1e-2:
        break

print(f"epochs={len(history)} final={history[-1]:.4f}")
print(params["w"].ravel().tolist())
