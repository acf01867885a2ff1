"""JAX imported inside a body only."""


def run(x):
    import jax

    def body(y):
        if y.sum() > 0:
            return y
        return -y

    return jax.jit(body)(x)
