import jax
import jax.numpy as jnp


def ensure_2d(x):
    nd = getattr(x, "ndim", None)
    if nd is None:
        return jnp.atleast_2d(jnp.asarray(x))
    if nd == 1:
        return x[None, :]
    return x


def gram(x):
    m = ensure_2d(x)
    return m @ m.T


def main():
    v = jnp.array([1.0, 2.0, 3.0])
    print(jax.jit(gram)(v))
    batch = jnp.arange(12.0).reshape(4, 3)
    out = jax.vmap(gram)(batch)
    print(out.shape)
    print(gram(2.0))


if __name__ == "__main__":
    main()
