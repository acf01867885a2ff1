import pickle

import jax
import jax.numpy as jnp

snapshots = []


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def sgd_step(w, x, y, lr=0.1):
    g = jax.grad(loss_fn)(w, x, y)
    return w - lr * g


key = jax.random.key(0)
x = jax.random.normal(key, (32, 3))
y = x @ jnp.array([1.0, -2.0, 0.5])
w = jnp.zeros(3)
for _ in range(5):
    w = sgd_step(w, x, y)
    snapshots.append(pickle.dumps(w))
restored = pickle.loads(snapshots[-1])
print("final weights:", w, "snapshots:", len(snapshots), "restored equal:", bool((restored == w).all()))
