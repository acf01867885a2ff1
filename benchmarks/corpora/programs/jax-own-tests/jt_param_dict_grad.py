import jax
import jax.numpy as jnp


def predict(params, x):
    act = jax.nn.relu if params["activation"] == "relu" else jnp.tanh
    return act(x @ params["w"] + params["b"])


def loss(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)


params = {"w": jnp.ones((3, 1)), "b": jnp.zeros(1), "activation": "relu"}
x = jnp.arange(6.0).reshape(2, 3)
y = jnp.ones((2, 1))
grads = jax.grad(loss)(params, x, y)
print(grads["w"])
