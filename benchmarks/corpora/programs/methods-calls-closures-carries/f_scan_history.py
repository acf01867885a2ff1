"""Training loop whose per-step metrics are post-processed in NumPy."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train(w, x, y):
    def body(w, _):
        l, g = jax.value_and_grad(loss_fn)(w, x, y)
        return w - 0.1 * g, {"loss": l, "gnorm": jnp.linalg.norm(g)}

    return lax.scan(body, w, None, length=20)


x = jnp.ones((8, 2)) * jnp.arange(1.0, 3.0)
y = jnp.ones(8)
w, hist = train(jnp.zeros(2), x, y)
hist = {k: np.array(v) for k, v in hist.items()}
hist["loss"][0] = np.nan
hist["smoothed"] = np.convolve(hist["gnorm"], np.ones(3) / 3, mode="valid")
best = int(np.nanargmin(hist["loss"]))
print(best, hist["smoothed"][:3], float(hist["loss"][best]))
