import jax
import jax.numpy as jnp


def loss_fn(w, batch):
    pred = batch @ w
    return jnp.mean(pred**2)


loss_and_grad = jax.jit(jax.value_and_grad(loss_fn))


def train(w, data):
    for i in range(8):
        batch = data[2 * i : 2 * i + 8]
        loss, g = loss_and_grad(w, batch)
        w = w - 0.01 * g
        print(i, float(loss))
    return w


data = jax.random.normal(jax.random.PRNGKey(0), (32, 4))
train(jnp.ones(4), data)
