import jax
import jax.numpy as jnp


def to_float(x):
    if jnp.issubdtype(x.dtype, jnp.floating):
        return x
    elif jnp.issubdtype(x.dtype, jnp.integer) or x.dtype == jnp.bool_:
        return x.astype(jnp.float32)
    raise TypeError(f"unsupported dtype {x.dtype}")


def weighted_sum(w, counts):
    return jnp.sum(w * to_float(counts))


def main():
    w = jnp.array([0.5, 1.0, 2.0])
    counts = jnp.array([1, 2, 3], dtype=jnp.int32)
    mask = jnp.array([True, False, True])
    print(jax.jit(jax.grad(weighted_sum))(w, counts))
    print(jax.jit(weighted_sum)(w, mask))
    print(jax.vmap(to_float)(counts[:, None]).dtype)


if __name__ == "__main__":
    main()
