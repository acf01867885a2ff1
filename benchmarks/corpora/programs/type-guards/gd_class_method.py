import jax
import jax.numpy as jnp
import numpy as np


class Standardizer:
    def __init__(self, mean, std):
        self.mean = self._as_array(mean)
        self.std = self._as_array(std)

    @staticmethod
    def _as_array(v):
        if isinstance(v, (jax.Array, np.ndarray)):
            return v
        return np.asarray(v, dtype=np.float32)

    def __call__(self, x):
        x = x if isinstance(x, jax.Array) else jnp.asarray(x)
        return (x - self.mean) / self.std


def main():
    s = Standardizer([1.0, 2.0], 2.0)
    f = jax.jit(lambda x: s(x))
    print(f(jnp.array([[3.0, 4.0], [1.0, 2.0]])))
    print(jax.vmap(s)(jnp.ones((3, 2))).shape)
    print(s([5.0, 6.0]))


if __name__ == "__main__":
    main()
