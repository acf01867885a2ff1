"""Logistic regression whose loss records per-example losses while being differentiated."""
import jax
import jax.numpy as jnp

HISTORY = []


def loss_fn(w, x, y):
    logits = x @ w
    per_example = jnp.logaddexp(0.0, logits) - y * logits
    HISTORY.append(per_example[:3].tolist())
    return per_example.mean()


def train(x, y, steps=25, lr=0.5):
    w = jnp.zeros(x.shape[1])
    for _ in range(steps):
        w = w - lr * jax.grad(loss_fn)(w, x, y)
    return w


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.key(10))
    x = jax.random.normal(k1, (100, 2))
    y = (x[:, 0] - x[:, 1] > 0).astype(jnp.float32)
    w = train(x, y)
    print("weights:", w)
    print("first logged losses:", HISTORY[0])
