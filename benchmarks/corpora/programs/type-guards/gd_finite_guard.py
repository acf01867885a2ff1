import jax
import jax.numpy as jnp
import numpy as np


def assert_finite(x):
    if isinstance(x, (int, float)) or getattr(x, "ndim", 0) == 0:
        x = jnp.reshape(x, (1,))
    if not np.all(np.isfinite(x)):
        raise FloatingPointError("non-finite values")
    return x


def huber(residual, delta=1.0):
    r = assert_finite(residual)
    a = jnp.abs(r)
    return jnp.sum(jnp.where(a < delta, 0.5 * r ** 2, delta * (a - 0.5 * delta)))


def main():
    r = jnp.array([0.5, -2.0, 0.1])
    print(float(huber(r)))
    residuals = jnp.stack([r, 2 * r])
    print(jax.vmap(huber)(residuals))


if __name__ == "__main__":
    main()
