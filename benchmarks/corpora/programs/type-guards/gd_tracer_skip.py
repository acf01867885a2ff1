import jax
import jax.numpy as jnp
import numpy as np


def validate_probs(p):
    if isinstance(p, jax.core.Tracer):
        return p
    arr = np.asarray(p)
    if np.any(arr < 0) or not np.isclose(arr.sum(), 1.0):
        raise ValueError("not a probability vector")
    return p


def entropy(p):
    p = validate_probs(p)
    return -jnp.sum(p * jnp.log(p))


def main():
    p = jnp.array([0.25, 0.25, 0.5])
    print(round(float(entropy(p)), 5))
    print(round(float(jax.jit(entropy)(p)), 5))
    g = jax.grad(entropy)(p)
    print(g.shape)


if __name__ == "__main__":
    main()
