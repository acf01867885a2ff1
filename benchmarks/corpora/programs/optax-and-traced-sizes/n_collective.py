"""Per-example gradient normalisation across a vmapped batch with a named axis."""
import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return (jnp.dot(w, x) - y) ** 2


def per_example_update(w, x, y, max_norm):
    g = jax.grad(loss_fn)(w, x, y)
    n_members = jax.lax.psum(1, axis_name="batch")
    if n_members > 1:
        g = g - jax.lax.pmean(g, axis_name="batch") / n_members
    g_mean = jax.lax.pmean(g, axis_name="batch")
    norm = jnp.linalg.norm(g_mean)
    return jnp.where(norm > max_norm, g * max_norm / norm, g)


@jax.jit
def batched_grads(w, xs, ys):
    fn = jax.vmap(per_example_update, in_axes=(None, 0, 0, None), axis_name="batch")
    total = jnp.zeros_like(w)
    for row in fn(w, xs, ys, 1.0):
        total = total + row
    return total / xs.shape[0]


@jax.pmap
def replicated_norm(v):
    return v / jnp.linalg.norm(v)


key = jax.random.key(0)
xs = jax.random.normal(key, (8, 3))
ys = xs @ jnp.array([1.0, 2.0, 3.0])
w = jnp.zeros(3)
for _ in range(20):
    w = w - 0.05 * batched_grads(w, xs, ys)
print(w)
print(replicated_norm(w[None, :] + 1.0))
