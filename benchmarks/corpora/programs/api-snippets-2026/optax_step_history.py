import jax
import jax.numpy as jnp
import optax

losses = []


def model(params, x):
    return x @ params["w"] + params["b"]


def loss_fn(params, x, y):
    return jnp.mean((model(params, x) - y) ** 2)


optimizer = optax.sgd(learning_rate=0.05)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    losses.append(loss.item())
    return params, opt_state


key = jax.random.PRNGKey(42)
kx, kw = jax.random.split(key)
x = jax.random.normal(kx, (32, 4))
true_w = jnp.array([[1.0], [-2.0], [0.5], [3.0]])
y = x @ true_w + 0.1

params = {"w": jnp.zeros((4, 1)), "b": jnp.zeros((1,))}
opt_state = optimizer.init(params)
for epoch in range(20):
    params, opt_state = train_step(params, opt_state, x, y)

print("final loss", losses[-1])
print(params["w"].ravel())
