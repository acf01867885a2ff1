import jax
import jax.numpy as jnp
import numpy as np


def get_shape(x):
    return x.shape if hasattr(x, "shape") else np.asarray(x).shape


def broadcast_like(x, ref):
    target = get_shape(ref)
    return jnp.broadcast_to(x, target)


@jax.jit
def add_bias(x, bias):
    b = broadcast_like(bias, x)
    return x + b


def main():
    x = jnp.arange(12.0).reshape(3, 4)
    bias = jnp.array([1.0, 2.0, 3.0, 4.0])
    out = add_bias(x, bias)
    print(out.shape, float(out.sum()))
    print(get_shape([[1, 2], [3, 4]]))
    print(get_shape(3.5))


if __name__ == "__main__":
    main()
