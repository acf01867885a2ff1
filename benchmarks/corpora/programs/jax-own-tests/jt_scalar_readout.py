import jax
import jax.numpy as jnp


def mse(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y, lr):
    loss, g = jax.value_and_grad(mse)(w, x, y)
    history_entry = loss.item()
    return w - lr * g, history_entry


x = jnp.arange(12.0).reshape(4, 3) / 10.0
y = jnp.array([1.0, 2.0, 3.0, 4.0])
w = jnp.zeros(3)
history = []
for _ in range(3):
    w, entry = train_step(w, x, y, 0.1)
    history.append(entry)
print(history)
