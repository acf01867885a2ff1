import jax
import jax.numpy as jnp
import numpy as np

CLASS_WEIGHTS = [1.0, 3.0, 0.5]
N_CLASSES = 3


def sample_weight(label):
    return CLASS_WEIGHTS[label]


def loss_fn(W, b, X, y):
    logits = X @ W + b
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, y[:, None], axis=1)[:, 0]
    w = jax.vmap(sample_weight)(y)
    return jnp.sum(w * nll) / jnp.sum(w)


rng = np.random.default_rng(0)
centers = np.array([[0, 0], [3, 3], [-3, 3]], dtype=np.float32)
y = rng.integers(0, N_CLASSES, 300)
X = centers[y] + rng.normal(size=(300, 2)).astype(np.float32)
X, y = jnp.array(X), jnp.array(y)

W = jnp.zeros((2, N_CLASSES))
b = jnp.zeros(N_CLASSES)
grad_fn = jax.grad(loss_fn, argnums=(0, 1))
for it in range(200):
    gW, gb = grad_fn(W, b, X, y)
    W, b = W - 0.1 * gW, b - 0.1 * gb
acc = (jnp.argmax(X @ W + b, axis=1) == y).mean()
print("train accuracy:", float(acc))
