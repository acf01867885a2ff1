"""Logistic regression with a progress message printed from the update step."""
import jax
import jax.numpy as jnp
import numpy as np


def host_auc(scores, labels):
    scores, labels = np.asarray(scores), np.asarray(labels)
    order = np.argsort(scores)
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    n_pos = labels.sum()
    n_neg = len(labels) - n_pos
    return np.float32((ranks[labels == 1].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def nll(w, x, y):
    logits = x @ w
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def update(w, x, y, lr):
    loss, g = jax.value_and_grad(nll)(w, x, y)
    print(f"tracing update for x of shape {x.shape}, loss is {loss}")
    auc = jax.pure_callback(host_auc, jax.ShapeDtypeStruct((), jnp.float32), x @ w, y)
    jax.debug.print("loss = {l:.4f}, auc = {a:.3f}", l=loss, a=auc)
    return w - lr * g, loss


key = jax.random.key(0)
x = jax.random.normal(key, (100, 3))
y = (x @ jnp.array([1.0, -1.0, 0.5]) > 0).astype(jnp.float32)
w = jnp.zeros(3)
for epoch in range(30):
    w, loss = update(w, x, y, 0.5)
print("weights", w, "final loss %.4f" % loss)
