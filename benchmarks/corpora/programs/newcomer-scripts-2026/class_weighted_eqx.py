import jax
import jax.numpy as jnp
import numpy as np
import equinox as eqx

CLASS_WEIGHTS = jnp.array([1.0, 3.0, 0.5])
N_CLASSES = 3


def sample_weight(label):
    return CLASS_WEIGHTS[label]


def loss_fn(model, X, y):
    logits = jax.vmap(model)(X)
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, y[:, None], axis=1)[:, 0]
    w = jax.vmap(sample_weight)(y)
    return jnp.sum(w * nll) / jnp.sum(w)


@eqx.filter_jit
def sgd_step(model, X, y, lr):
    grads = eqx.filter_grad(loss_fn)(model, X, y)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)


rng = np.random.default_rng(0)
centers = np.array([[0, 0], [3, 3], [-3, 3]], dtype=np.float32)
y = rng.integers(0, N_CLASSES, 300)
X = centers[y] + rng.normal(size=(300, 2)).astype(np.float32)
X, y = jnp.array(X), jnp.array(y)

model = eqx.nn.Linear(2, N_CLASSES, key=jax.random.PRNGKey(0))
for it in range(200):
    model = sgd_step(model, X, y, 0.1)
acc = (jnp.argmax(jax.vmap(model)(X), axis=1) == y).mean()
print("train accuracy:", float(acc))
