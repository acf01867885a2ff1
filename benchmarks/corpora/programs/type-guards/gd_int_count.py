import jax
import jax.numpy as jnp


def as_count(n):
    if isinstance(n, int):
        return n
    return int(n)


def top_mean(x, k):
    k = as_count(k)
    vals = jnp.sort(x)[::-1]
    return jnp.mean(vals[:k])


def main():
    x = jnp.array([4.0, 1.0, 3.0, 2.0, 5.0])
    print(top_mean(x, 2))
    print(top_mean(x, jnp.array(3)))
    batched = jnp.stack([x, x * 2])
    ks = jnp.array([2, 3])
    print(jax.vmap(top_mean)(batched, ks))


if __name__ == "__main__":
    main()
