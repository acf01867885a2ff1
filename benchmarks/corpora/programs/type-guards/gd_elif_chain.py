import jax
import jax.numpy as jnp


def make_mask(length, valid):
    if valid is None:
        return jnp.ones((length,), dtype=bool)
    elif isinstance(valid, int):
        return jnp.arange(length) < valid
    elif isinstance(valid, slice):
        return jnp.zeros((length,), dtype=bool).at[valid].set(True)
    else:
        return jnp.arange(length) < valid


def masked_mean(x, valid=None):
    m = make_mask(x.shape[0], valid)
    return jnp.sum(jnp.where(m, x, 0.0)) / jnp.maximum(jnp.sum(m), 1)


def main():
    x = jnp.arange(6.0)
    print(jax.jit(masked_mean, static_argnums=1)(x, None))
    print(jax.jit(masked_mean, static_argnums=1)(x, 3))
    print(jax.jit(masked_mean)(x, jnp.array(4)))
    print(masked_mean(x, slice(2, 5)))


if __name__ == "__main__":
    main()
