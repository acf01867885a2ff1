"""Fit y = w*x + b by gradient descent with jax.grad and jax.numpy."""
import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(0)
x = np.linspace(0, 1, 100)
y = 2 * x + 3 + 0.1 * rng.standard_normal(100)


def mse(params, x, y):
    residual = (params["w"] * x + params["b"]) - y
    return jnp.mean(jnp.power(residual, 2))


@jax.jit
def update(params, x, y, lr=0.5):
    loss, g = jax.value_and_grad(mse)(params, x, y)
    return {k: params[k] - lr * g[k] for k in params}, loss


params = {"w": 2.4, "b": 10.0}
print("initial loss:", float(mse(params, x, y)))
for step in range(200):
    params, loss = update(params, x, y)
print("final loss: %.4f" % float(loss))
w, b = np.asarray(params["w"]), np.asarray(params["b"])
print("w = %.3f, b = %.3f" % (w, b))
