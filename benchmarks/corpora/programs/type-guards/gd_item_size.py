import jax
import jax.numpy as jnp


def scalar_value(v):
    return v.item() if hasattr(v, "item") else v


def window_sums(x, width):
    w = scalar_value(width)
    kernel = jnp.ones((w,), dtype=x.dtype)
    return jnp.convolve(x, kernel, mode="valid")


def main():
    x = jnp.arange(8.0)
    print(window_sums(x, 3))
    print(window_sums(x, jnp.array(2)))
    fast = jax.jit(window_sums)
    print(fast(x, jnp.array(4)))


if __name__ == "__main__":
    main()
