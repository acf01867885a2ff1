import jax
import jax.numpy as jnp
import numpy as np


def normalize(x):
    if isinstance(x, jax.Array):
        return x / jnp.linalg.norm(x)
    else:
        arr = np.asarray(x, dtype=np.float32)
        return arr / np.linalg.norm(arr)


@jax.jit
def cosine(a, b):
    return jnp.dot(normalize(a), normalize(b))


def main():
    a = jnp.array([1.0, 2.0, 3.0])
    b = jnp.array([3.0, 2.0, 1.0])
    print(round(float(cosine(a, b)), 4))
    print(normalize([3.0, 4.0]))
    batched = jax.vmap(cosine, in_axes=(0, None))(jnp.eye(3), b)
    print(batched.shape)


if __name__ == "__main__":
    main()
