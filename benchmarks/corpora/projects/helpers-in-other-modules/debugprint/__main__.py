import jax
import jax.numpy as jnp

from debugprint.train import step

x = jax.random.normal(jax.random.PRNGKey(0), (12, 3))
y = jnp.tanh(x @ jnp.array([0.5, -0.5, 1.0]))
w = jnp.zeros(3)
for _ in range(3):
    w, loss = step(w, x, y)
print(f"final loss {float(loss):.4f}")
