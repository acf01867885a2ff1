import jax
import jax.numpy as jnp
import numpy as np


def num_active(mask):
    if isinstance(mask, np.ndarray):
        return int(mask.sum())
    if isinstance(mask, jax.Array):
        return jnp.sum(mask)
    return sum(bool(m) for m in mask)


def repeat_decay(x, mask):
    for _ in range(num_active(mask)):
        x = 0.5 * x
    return x


def main():
    x = jnp.array([8.0, 4.0])
    print(repeat_decay(x, np.array([True, True, False])))
    print(repeat_decay(x, [1, 0, 1]))
    f = jax.jit(repeat_decay)
    print(f(x, jnp.array([True, False, True])))


if __name__ == "__main__":
    main()
