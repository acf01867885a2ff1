import jax
import jax.numpy as jnp
import numpy as np


def as_pair(v):
    if np.isscalar(v):
        return (v, v)
    if isinstance(v, (list, tuple)):
        return tuple(v)
    return (v[0], v[1])


@jax.jit
def rescale(img, factor):
    fy, fx = as_pair(factor)
    h, w = img.shape
    return img * fy + jnp.arange(w) * fx


def main():
    img = jnp.ones((2, 3))
    print(rescale(img, jnp.array([2.0, 0.5])))
    print(jax.jit(lambda im: rescale(im, jnp.array([1.0, 1.0])))(img).shape)
    print(as_pair(3), as_pair([1, 2]))


if __name__ == "__main__":
    main()
