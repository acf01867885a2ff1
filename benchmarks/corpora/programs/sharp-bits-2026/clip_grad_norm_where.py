"""Linear regression with gradient-norm clipping done with jnp ops."""
import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    err = x @ w - y
    return jnp.mean(err ** 2)


@jax.jit
def step(w, x, y, lr=0.1, max_norm=1.0):
    g = jax.grad(loss_fn)(w, x, y)
    norm = jnp.linalg.norm(g)
    scale = jnp.where(norm > max_norm, max_norm / (norm + 1e-8), 1.0)
    return w - lr * scale * g, norm


def train(x, y, steps=50):
    w = jnp.zeros(x.shape[1])
    norms = []
    for _ in range(steps):
        w, n = step(w, x, y)
        norms.append(float(n))  # concrete here: step has returned
    return w, norms


if __name__ == "__main__":
    key = jax.random.key(0)
    kx, kn = jax.random.split(key)
    x = jax.random.normal(kx, (64, 3))
    true_w = jnp.array([0.5, -0.2, 0.1])
    y = x @ true_w + 0.01 * jax.random.normal(kn, (64,))
    w, norms = train(x, y)
    print("learned weights:", w)
    print(f"first grad norm {norms[0]:.4f}, last {norms[-1]:.6f}")
