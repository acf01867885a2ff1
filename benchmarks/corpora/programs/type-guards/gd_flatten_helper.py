import jax
import jax.numpy as jnp
import numpy as np


def flatten(x):
    if hasattr(x, "shape"):
        return np.asarray(x).reshape(-1)
    if isinstance(x, (list, tuple)):
        return np.concatenate([flatten(v) for v in x])
    return np.asarray([x])


def l2_penalty(params):
    flat = jnp.concatenate([flatten(p) for p in params])
    return jnp.sum(flat ** 2)


@jax.jit
def objective(w, b, x):
    pred = x @ w + b
    return jnp.mean(pred ** 2) + 1e-3 * l2_penalty([w, b])


def main():
    w = jnp.ones((3,))
    b = jnp.array(0.5)
    x = jnp.arange(6.0).reshape(2, 3)
    print(flatten([1.0, (2.0, 3.0)]))
    print(float(objective(w, b, x)))


if __name__ == "__main__":
    main()
