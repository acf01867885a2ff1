"""Per-example gradient normalisation across a vmapped batch with a named axis."""
import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return (jnp.dot(w, x) - y) ** 2


def per_example_update(w, x, y, max_norm):
    g = jax.grad(loss_fn)(w, x, y)
    g_mean = jax.lax.pmean(g, axis_name="batch")
    if jnp.linalg.norm(g_mean) > max_norm:
        g = g * max_norm / jnp.linalg.norm(g_mean)
    return g


@jax.jit
def batched_grads(w, xs, ys):
    fn = jax.vmap(per_example_update, in_axes=(None, 0, 0, None), axis_name="batch")
    return fn(w, xs, ys, 1.0)


key = jax.random.key(0)
xs = jax.random.normal(key, (8, 3))
ys = xs @ jnp.array([1.0, 2.0, 3.0])
w = jnp.zeros(3)
for _ in range(20):
    w = w - 0.05 * batched_grads(w, xs, ys).mean(axis=0)
print(w)
