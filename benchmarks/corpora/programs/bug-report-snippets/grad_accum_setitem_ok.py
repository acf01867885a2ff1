import jax
import jax.numpy as jnp
from jax import lax


def per_example_loss(w, x, y):
    return (jnp.dot(w, x) - y) ** 2


@jax.jit
def per_example_grad_norms(w, xs, ys):
    norms = jnp.zeros(xs.shape[0])

    def body(i, norms):
        g = jax.grad(per_example_loss)(w, xs[i], ys[i])
        norms = norms.at[i].set(jnp.linalg.norm(g))
        return norms

    return lax.fori_loop(0, xs.shape[0], body, norms)


key = jax.random.PRNGKey(0)
xs = jax.random.normal(key, (16, 3))
ys = xs.sum(axis=1)
w = jnp.array([0.5, -0.2, 1.0])
print(per_example_grad_norms(w, xs, ys))
