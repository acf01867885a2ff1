import functools
import jax
import jax.numpy as jnp


def num_steps(n):
    if not isinstance(n, int):
        raise TypeError("n must be a Python int")
    return range(n)


@functools.partial(jax.jit, static_argnames="n")
def power_iterate(m, v, n):
    for _ in num_steps(n):
        v = m @ v
        v = v / jnp.linalg.norm(v)
    return v


def main():
    m = jnp.array([[2.0, 1.0], [1.0, 3.0]])
    v = jnp.array([1.0, 0.0])
    out = power_iterate(m, v, n=20)
    print(jnp.round(out, 3))
    print(jnp.round(power_iterate(m, v, n=1), 3))


if __name__ == "__main__":
    main()
