import jax
import jax.numpy as jnp


def masked_mse(params, batch, mask=None):
    w, b = params
    if isinstance(batch, tuple):
        x, y = batch
    else:
        x, y = batch["x"], batch["y"]
    err = (x @ w + b - y) ** 2
    if mask is None:
        loss = jnp.mean(err)
    else:
        loss = jnp.sum(err * mask) / jnp.maximum(jnp.sum(mask), 1.0)
    return loss, {"max_err": jnp.max(err), "n": len(y)}


grad_fn = jax.jit(jax.grad(masked_mse, argnums=0, has_aux=True))

x = jnp.arange(12.0).reshape(6, 2) / 10.0
y = jnp.array([0.1, 0.3, 0.5, 0.7, 0.9, 1.1])
params = (jnp.zeros(2), 0.0)
g1, aux1 = grad_fn(params, (x, y))
g2, aux2 = grad_fn(params, {"x": x, "y": y}, jnp.array([1.0, 1.0, 0.0, 0.0, 1.0, 1.0]))
print(g1[0], aux1["max_err"], aux1["n"])
print(g2[0], aux2["max_err"])
