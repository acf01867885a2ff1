"""Linear regression step where the loss rescales by the gradient-norm budget."""
import jax
import jax.numpy as jnp


def loss_fn(w, x, y, max_norm=1.0):
    pred = x @ w
    err = pred - y
    # shrink the loss when weights get large, like a soft norm clip
    scale = min(1.0, max_norm / float(jnp.linalg.norm(w) + 1e-8))
    return scale * jnp.mean(err ** 2)


def train(x, y, steps=20, lr=0.1):
    w = jnp.full(x.shape[1], 0.1)
    grad_fn = jax.grad(loss_fn)
    for _ in range(steps):
        g = grad_fn(w, x, y)
        w = w - lr * g
    return w


if __name__ == "__main__":
    key = jax.random.key(0)
    kx, kn = jax.random.split(key)
    x = jax.random.normal(kx, (64, 3))
    true_w = jnp.array([0.5, -0.2, 0.1])
    y = x @ true_w + 0.01 * jax.random.normal(kn, (64,))
    w = train(x, y)
    print("learned weights:", w)
