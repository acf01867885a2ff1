import jax
import jax.numpy as jnp
import numpy as np


def clip_norm(x, max_norm):
    if isinstance(x, np.ndarray):
        n = np.linalg.norm(x)
        return x if n <= max_norm else x * (max_norm / n)
    n = jnp.linalg.norm(x)
    return jnp.where(n <= max_norm, x, x * (max_norm / n))


@jax.jit
def step(params, grads):
    g = clip_norm(grads, 1.0)
    return params - 0.1 * g


def main():
    p = jnp.zeros(4)
    g = jnp.array([3.0, 4.0, 0.0, 0.0])
    print(step(p, g))
    print(clip_norm(np.array([0.3, 0.4]), 1.0))
    print(clip_norm(np.array([3.0, 4.0]), 1.0))


if __name__ == "__main__":
    main()
