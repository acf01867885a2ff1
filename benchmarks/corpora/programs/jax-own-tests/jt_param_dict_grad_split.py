import jax
import jax.numpy as jnp


def predict(params, x, activation):
    act = jax.nn.relu if activation == "relu" else jnp.tanh
    return act(x @ params["w"] + params["b"])


def loss(params, x, y, activation):
    return jnp.mean((predict(params, x, activation) - y) ** 2)


params = {"w": jnp.ones((3, 1)), "b": jnp.zeros(1)}
x = jnp.arange(6.0).reshape(2, 3)
y = jnp.ones((2, 1))
grads = jax.grad(loss)(params, x, y, "relu")
print(grads["w"])
