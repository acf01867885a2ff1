import jax
import jax.numpy as jnp


def apply_scale(x, scale):
    if isinstance(scale, (int, float)):
        if scale == 1:
            return x
        return x * float(scale)
    return x * jnp.asarray(scale, dtype=x.dtype)


def make_loss(scale):
    def loss(w, x):
        y = apply_scale(x @ w, scale)
        return jnp.mean(y ** 2)
    return loss


def main():
    w = jnp.ones((3,))
    x = jnp.arange(6.0).reshape(2, 3)
    for s in (1, 0.5, jnp.array(2.0)):
        g = jax.jit(jax.grad(make_loss(s)))(w, x)
        print(type(s).__name__, g)


if __name__ == "__main__":
    main()
