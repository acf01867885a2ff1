"""Per-example gradient norms for a logistic model."""
import jax
import jax.numpy as jnp


def loss(w, x, y):
    logit = jnp.dot(w, x)
    return jnp.logaddexp(0.0, -y * logit)


def grad_norm(w, x, y):
    g = jax.grad(loss)(w, x, y)
    norm = jnp.linalg.norm(g)
    return norm.item()


def batch_norms(w, xs, ys):
    return jax.vmap(grad_norm, in_axes=(None, 0, 0))(w, xs, ys)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    xs = jax.random.normal(key, (16, 5))
    ys = jnp.where(jnp.arange(16) % 2 == 0, 1.0, -1.0)
    w = jnp.ones(5) * 0.1
    print(batch_norms(w, xs, ys))
