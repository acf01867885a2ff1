"""Logistic regression whose loss prints per-example losses with jax.debug.print under grad."""
import jax
import jax.numpy as jnp


def loss_fn(w, x, y, verbose=False):
    logits = x @ w
    per_example = jnp.logaddexp(0.0, logits) - y * logits
    if verbose:  # a Python bool, not traced by grad
        jax.debug.print("first losses {l}", l=per_example[:3])
    return per_example.mean()


def train(x, y, steps=25, lr=0.5):
    w = jnp.zeros(x.shape[1])
    history = []
    for step in range(steps):
        loss, g = jax.value_and_grad(loss_fn)(w, x, y, step % 10 == 0)
        history.append(loss.item())  # concrete: value_and_grad has returned
        w = w - lr * g
    return w, history


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.key(10))
    x = jax.random.normal(k1, (100, 2))
    y = (x[:, 0] - x[:, 1] > 0).astype(jnp.float32)
    w, history = train(x, y)
    print("weights:", w)
    print(f"loss {history[0]:.4f} -> {history[-1]:.4f}")
    assert history[-1] < history[0]
