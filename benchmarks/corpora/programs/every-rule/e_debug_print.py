"""Gradient-descent step that prints its intermediate values."""
import jax
import jax.numpy as jnp


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def step(w, x, y, lr):
    l, g = jax.value_and_grad(loss)(w, x, y)
    print("tracing step with", g)
    jax.debug.print("loss={l}", l=l)
    print(f"gradient shape {g.shape}, dtype {g.dtype}")
    return w - lr * g


x = jax.random.normal(jax.random.PRNGKey(0), (16, 3))
y = x @ jnp.array([1.0, 2.0, 3.0])
w = jnp.zeros(3)
for _ in range(3):
    w = step(w, x, y, 0.1)
print(w)
